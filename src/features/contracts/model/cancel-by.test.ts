import { describe, expect, it } from 'vitest';
import { cancelByDate, daysBetween } from '@/lib/calendar';

describe('cancelByDate', () => {
  it('counts calendar days back from the end date, across months, years and leap days', () => {
    expect(cancelByDate('2026-12-31', 30)).toBe('2026-12-01');
    expect(cancelByDate('2027-01-15', 60)).toBe('2026-11-16');
    expect(cancelByDate('2028-03-30', 30)).toBe('2028-02-29');
    expect(cancelByDate('2026-05-01', 0)).toBe('2026-05-01');
  });

  it('does not move across a daylight-saving change', () => {
    // 29 March 2026 is when the UK clocks go forward; dates carry no time zone.
    expect(cancelByDate('2026-04-28', 30)).toBe('2026-03-29');
    expect(cancelByDate('2026-11-20', 30)).toBe('2026-10-21');
  });
});

describe('daysBetween', () => {
  it('gives whole days, negative when the second date is earlier', () => {
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(0);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('agrees with cancelByDate', () => {
    expect(daysBetween(cancelByDate('2026-09-30', 90), '2026-09-30')).toBe(90);
  });
});
