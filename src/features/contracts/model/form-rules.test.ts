import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES, contractFieldValidators, isCalendarDate, validateContract } from './form-rules';

const valid = {
  app_id: 'a3c1',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  notice_days: '30',
  annual_cost: '1200.50',
  seats: '25',
  notes: '',
};

describe('the contract form’s checks', () => {
  it('accept a complete contract, numbers as text or numbers', () => {
    expect(validateContract(valid)).toEqual({});
    expect(validateContract({ ...valid, notice_days: 30, annual_cost: 1200.5, seats: 25 })).toEqual({});
  });

  it('give the standard messages with the fields’ labels', () => {
    expect(
      validateContract({
        app_id: '  ',
        start_date: '',
        end_date: '',
        notice_days: '',
        annual_cost: '',
        seats: '',
      }),
    ).toEqual({
      app_id: 'App is required.',
      start_date: 'Start date is required.',
      end_date: 'End date is required.',
      notice_days: 'Notice period is required.',
      annual_cost: 'Annual cost is required.',
      seats: 'Seats is required.',
    });
    expect(validateContract({ ...valid, notice_days: '3.5', annual_cost: '12,00', seats: 'ten' })).toEqual({
      notice_days: 'Notice period is not a valid number.',
      annual_cost: 'Annual cost must be a valid floating number.',
      seats: 'Seats is not a valid number.',
    });
    expect(contractFieldValidators.seats({ seats: -3 })).toBe(CONTRACT_MESSAGES.seatsNotNumber);
    expect(contractFieldValidators.annual_cost({ annual_cost: '-5' })).toBe(
      'Annual cost must not be negative.',
    );
  });

  it('want real dates, the end after the start, and the notice shorter than the contract', () => {
    expect(validateContract({ ...valid, start_date: '2026-02-30' })).toEqual({
      start_date: 'Start date is not a valid date.',
    });
    expect(validateContract({ ...valid, end_date: '31/12/2026' })).toEqual({
      end_date: 'End date is not a valid date.',
    });
    expect(validateContract({ ...valid, end_date: '2026-01-01' })).toEqual({
      end_date: 'End date must be after the start date.',
    });
    expect(validateContract({ ...valid, end_date: '2026-01-31', notice_days: '30' })).toEqual({
      notice_days: 'Notice period must be shorter than the contract.',
    });
    expect(validateContract({ ...valid, end_date: '2026-01-31', notice_days: '29' })).toEqual({});
  });

  it('know a calendar date', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-1-01')).toBe(false);
    expect(isCalendarDate(20270101)).toBe(false);
  });
});
