import { afterAll, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  cancelByDate,
  daysBetween,
  lastDayOfMonth,
  localToday,
  monthOf,
  roundCents,
  utcToday,
  weekdayIndex,
} from './calendar';

const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

// Dates are calendar dates: the same answers wherever the machine is, a day either side of UTC.
describe.each(['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'])('calendar dates in %s', (tz) => {
  it('runs in the time zone', () => {
    process.env.TZ = tz;
    expect(process.env.TZ).toBe(tz);
  });

  it('counts the notice back from the end date across month ends and leap years', () => {
    process.env.TZ = tz;
    expect(cancelByDate('2028-03-01', 1)).toBe('2028-02-29');
    expect(cancelByDate('2027-03-01', 1)).toBe('2027-02-28');
    expect(cancelByDate('2026-12-31', 30)).toBe('2026-12-01');
    expect(cancelByDate('2026-07-01', 1)).toBe('2026-06-30');
    expect(cancelByDate('2026-05-01', 30)).toBe('2026-04-01');
    expect(cancelByDate('2027-01-15', 60)).toBe('2026-11-16');
    expect(cancelByDate('2026-06-30', 0)).toBe('2026-06-30');
  });

  it('counts whole days between calendar dates, over a daylight-saving change too', () => {
    process.env.TZ = tz;
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2026-11-01', '2026-10-31')).toBe(-1);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('finds months, their last days and weekdays', () => {
    process.env.TZ = tz;
    expect(monthOf('2026-01-31')).toBe('2026-01');
    expect(monthOf('2026-01-31', 1)).toBe('2026-02');
    expect(monthOf('2026-03-15', -3)).toBe('2025-12');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
    expect(weekdayIndex('2026-03-02')).toBe(0);
    expect(weekdayIndex('2026-03-08')).toBe(6);
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-11-02', -2)).toBe('2026-10-31');
  });
});

describe('today', () => {
  it('is the local calendar date for the user, the UTC one for the mock API', () => {
    expect(localToday(new Date(2026, 6, 4, 23, 59))).toBe('2026-07-04');
    expect(utcToday(Date.UTC(2026, 6, 4, 23, 59))).toBe('2026-07-04');
  });
});

describe('roundCents', () => {
  it('rounds to the cent', () => {
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(12.345678)).toBe(12.35);
    expect(roundCents(-2.004)).toBe(-2);
  });
});
