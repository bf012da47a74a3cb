/**
 * Renewal rules over calendar dates (`YYYY-MM-DD`): the badge a cancel-by date carries, the renewal
 * window, and the renewal calendar's month page and keyboard moves. The arithmetic is lib/calendar's.
 */
import { addDays, addMonths, daysBetween, weekdayIndex } from '@/lib/calendar';

/** Days before a cancel-by date at which a contract is flagged, the nearest last. */
export const RENEWAL_BADGE_DAYS = [120, 90, 60, 30] as const;
export type RenewalBadgeDays = (typeof RENEWAL_BADGE_DAYS)[number];

export type RenewalBadge =
  | { kind: 'passed'; daysLeft: number }
  | { kind: 'window'; days: RenewalBadgeDays; daysLeft: number }
  | { kind: 'none'; daysLeft: number };

/**
 * The badge a cancel-by date carries on `today`: 'passed' once the date is behind us (the contract
 * can no longer be cancelled this term); otherwise the smallest of 30/60/90/120 that the days left
 * fit in (the cancel-by day itself is day 0, still open); none further out than 120 days.
 */
export function renewalBadge(cancelBy: string, today: string): RenewalBadge {
  const daysLeft = daysBetween(today, cancelBy);
  if (daysLeft < 0) return { kind: 'passed', daysLeft };
  for (const days of [...RENEWAL_BADGE_DAYS].reverse()) {
    if (daysLeft <= days) return { kind: 'window', days, daysLeft };
  }
  return { kind: 'none', daysLeft };
}

/**
 * The renewal-window filter: an end date within the next `window` days, today and day `window`
 * included; 'all' takes every contract. Ended contracts are in no window.
 */
export function inRenewalWindow(endDate: string, today: string, window: 'all' | number): boolean {
  if (window === 'all') return true;
  const days = daysBetween(today, endDate);
  return days >= 0 && days <= window;
}

/** The days of a month's calendar page (`month` is `YYYY-MM`): whole weeks, Monday first. */
export function monthGrid(month: string): string[][] {
  const first = `${month}-01`;
  const start = addDays(first, -weekdayIndex(first));
  const last = addDays(addMonths(first, 1), -1);
  const end = addDays(last, 6 - weekdayIndex(last));
  const weeks: string[][] = [];
  for (let day = start; day <= end; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return weeks;
}

/** Keys that move the calendar's focused day. */
export type CalendarKey =
  'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/**
 * The day a key moves the focus to: a day either side, a week up or down, the start or end of the
 * week, the same day of the month before or after (its last day when it has fewer days).
 */
export function moveDay(date: string, key: CalendarKey): string {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayIndex(date));
    case 'End':
      return addDays(date, 6 - weekdayIndex(date));
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
  }
}
