import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '@/lib/calendar';
import { inRenewalWindow, monthGrid, moveDay, renewalBadge } from './renewal-dates';

const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

// Dates are calendar dates: the same answers wherever the machine is, a day either side of UTC.
describe.each(['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'])('renewal dates in %s', (tz) => {
  it('runs in the time zone', () => {
    process.env.TZ = tz;
    expect(process.env.TZ).toBe(tz);
  });

  it('gives the badge for the days left before a cancel-by date', () => {
    process.env.TZ = tz;
    const today = '2026-03-01';
    expect(renewalBadge('2026-02-28', today)).toEqual({ kind: 'passed', daysLeft: -1 });
    expect(renewalBadge('2026-03-01', today)).toEqual({ kind: 'window', days: 30, daysLeft: 0 });
    expect(renewalBadge('2026-03-31', today)).toEqual({ kind: 'window', days: 30, daysLeft: 30 });
    expect(renewalBadge('2026-04-01', today)).toEqual({ kind: 'window', days: 60, daysLeft: 31 });
    expect(renewalBadge(addDays(today, 90), today)).toMatchObject({ kind: 'window', days: 90 });
    expect(renewalBadge(addDays(today, 91), today)).toMatchObject({ kind: 'window', days: 120 });
    expect(renewalBadge(addDays(today, 120), today)).toMatchObject({ kind: 'window', days: 120 });
    expect(renewalBadge(addDays(today, 121), today)).toEqual({ kind: 'none', daysLeft: 121 });
  });

  it('takes an end date into a window from today to its last day, both included', () => {
    process.env.TZ = tz;
    const today = '2028-02-01';
    expect(inRenewalWindow('2028-02-01', today, 30)).toBe(true);
    expect(inRenewalWindow('2028-03-02', today, 30)).toBe(true);
    expect(inRenewalWindow('2028-03-03', today, 30)).toBe(false);
    expect(inRenewalWindow('2028-01-31', today, 30)).toBe(false);
    expect(inRenewalWindow('2020-01-01', today, 'all')).toBe(true);
  });
});

describe('the calendar page', () => {
  it('lays a month out in whole weeks starting on Monday', () => {
    const weeks = monthGrid('2026-02');
    expect(weeks[0]?.[0]).toBe('2026-01-26');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-03-01');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(monthGrid('2028-02').flat()).toContain('2028-02-29');
  });

  it('moves the focused day by key', () => {
    expect(moveDay('2026-03-01', 'ArrowLeft')).toBe('2026-02-28');
    expect(moveDay('2026-03-31', 'ArrowRight')).toBe('2026-04-01');
    expect(moveDay('2026-03-04', 'ArrowUp')).toBe('2026-02-25');
    expect(moveDay('2026-03-04', 'ArrowDown')).toBe('2026-03-11');
    expect(moveDay('2026-03-04', 'Home')).toBe('2026-03-02');
    expect(moveDay('2026-03-04', 'End')).toBe('2026-03-08');
    expect(moveDay('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(moveDay('2028-01-31', 'PageDown')).toBe('2028-02-29');
  });
});
