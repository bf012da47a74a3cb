import { describe, expect, it } from 'vitest';
import {
  belowThresholdAfter,
  cancelReasonError,
  CARD_MESSAGES,
  topupAmountError,
  validateCard,
} from './card-form-rules';

const valid = {
  name: 'Figma design team',
  app_id: 'a-1',
  holder_id: 'u-1',
  currency: 'GBP',
  limit: '250',
  limit_period: 'monthly',
  topup_mode: 'fixed',
  topup_amount: '100.50',
};

describe('the card form’s checks', () => {
  it('accept a complete card, amounts as text or numbers', () => {
    expect(validateCard(valid)).toEqual({});
    expect(validateCard({ ...valid, limit: 250, topup_amount: 250 })).toEqual({});
    expect(validateCard({ ...valid, topup_mode: 'refill', topup_amount: '' })).toEqual({});
  });

  it('give the API’s own messages for what is missing', () => {
    expect(
      validateCard({ name: '  ', app_id: '', holder_id: null, currency: '', limit: '', topup_mode: 'fixed' }),
    ).toEqual({
      name: 'This field may not be blank.',
      app_id: 'This field is required.',
      holder_id: 'This field is required.',
      currency: 'This field is required.',
      limit: 'This field is required.',
      topup_amount: 'This field is required.',
    });
  });

  it('want amounts of money above zero, to the cent', () => {
    expect(validateCard({ ...valid, limit: '0' })).toEqual({
      limit: 'Ensure this value is greater than or equal to 0.01.',
    });
    expect(validateCard({ ...valid, limit: '-5' }).limit).toBe(CARD_MESSAGES.belowMinimum);
    expect(validateCard({ ...valid, limit: '12,50' }).limit).toBe('A valid number is required.');
    expect(validateCard({ ...valid, limit: '12.505' }).limit).toBe(
      'Ensure that there are no more than 2 decimal places.',
    );
    expect(validateCard({ ...valid, limit: '.5', topup_amount: '0.5' })).toEqual({});
    expect(validateCard({ ...valid, limit: '1000000' })).toEqual({});
    expect(validateCard({ ...valid, limit: '1000000.01' })).toEqual({
      limit: 'Ensure this value is less than or equal to 1000000.',
    });
  });

  it('hold a fixed top-up to the limit, and only once the limit is valid', () => {
    expect(validateCard({ ...valid, topup_amount: '250.01' })).toEqual({
      topup_amount: "The top-up amount cannot be more than the card's limit.",
    });
    expect(validateCard({ ...valid, topup_amount: '250' })).toEqual({});
    expect(validateCard({ ...valid, limit: 'lots', topup_amount: '900' })).toEqual({
      limit: 'A valid number is required.',
    });
  });

  it('want a name of at most 60 characters', () => {
    expect(validateCard({ ...valid, name: 'x'.repeat(60) })).toEqual({});
    expect(validateCard({ ...valid, name: 'x'.repeat(61) })).toEqual({
      name: 'Ensure this field has no more than 60 characters.',
    });
  });

  it('check only the fields asked for (an edit leaves out the app and currency)', () => {
    expect(validateCard({ ...valid, app_id: '', currency: '' }, ['name', 'holder_id', 'limit'])).toEqual({});
  });
});

describe('a top-up', () => {
  const funds = { available: 1000, currency: 'GBP', rate: 1, threshold: 200 };

  it('is refused with more than two decimal places, as the API refuses it, before its other checks', () => {
    expect(topupAmountError('10.555')).toBe('Ensure that there are no more than 2 decimal places.');
    expect(topupAmountError('0.001', funds)).toBe(CARD_MESSAGES.tooManyDecimals);
    expect(validateCard({ ...valid, topup_amount: '10.555' }).topup_amount).toBe(
      CARD_MESSAGES.tooManyDecimals,
    );
    expect(topupAmountError('10.50', funds)).toBeNull();
  });

  it('is an amount above zero, and no more than the account has when its funds are known', () => {
    expect(topupAmountError('')).toBe('This field is required.');
    expect(topupAmountError('0')).toBe(CARD_MESSAGES.belowMinimum);
    expect(topupAmountError('5000')).toBeNull();
    expect(topupAmountError('1000', funds)).toBeNull();
    expect(topupAmountError('1000.01', funds)).toBe('The payment account has only £1,000.00 available.');
  });

  it('is paid by the account at the card’s rate', () => {
    // A euro card paid from a pound account: €1 costs £0.86.
    const euros = { ...funds, available: 100, rate: 0.86 };
    expect(topupAmountError('116.28', euros)).toBeNull(); // £100.0008, to the penny £100.00
    expect(topupAmountError('116.29', euros)).toBe(CARD_MESSAGES.overAvailable(100, 'GBP'));
  });

  it('warns when it leaves the account under the threshold, without refusing it', () => {
    expect(belowThresholdAfter('800', funds)).toBeNull();
    expect(belowThresholdAfter('800.01', funds)).toBe(199.99);
    expect(topupAmountError('800.01', funds)).toBeNull();
    expect(belowThresholdAfter('800.01', { ...funds, threshold: null })).toBeNull();
    // Nothing to warn about while the amount is not one the form would send.
    expect(belowThresholdAfter('abc', funds)).toBeNull();
    expect(belowThresholdAfter('2000', funds)).toBeNull();
  });
});

describe('a cancellation’s reason', () => {
  it('may not be blank and has at most 200 characters', () => {
    expect(cancelReasonError(' ')).toBe('This field may not be blank.');
    expect(cancelReasonError('x'.repeat(200))).toBeNull();
    expect(cancelReasonError('x'.repeat(201))).toBe('Ensure this field has no more than 200 characters.');
  });
});
