/**
 * Calendar-date arithmetic for contracts. Dates are `YYYY-MM-DD` without a time zone, so every
 * computation runs in UTC: a local time zone must never move a date by a day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function utcMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The last day to cancel or renegotiate: `noticeDays` calendar days before the end date. */
export function cancelByDate(endDate: string, noticeDays: number): string {
  return new Date(utcMs(endDate) - noticeDays * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier; 0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

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

/** `date` moved by whole calendar days (negative moves back). */
export function addDays(date: string, days: number): string {
  return new Date(utcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * `date` moved by whole calendar months, the day kept where the month has it and otherwise the
 * month's last day (31 Jan + 1 month = 28/29 Feb).
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Today's calendar date where the user is (`YYYY-MM-DD`). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** 0 = Monday … 6 = Sunday: weeks on the calendar start on Monday. */
export function weekdayIndex(date: string): number {
  return (new Date(utcMs(date)).getUTCDay() + 6) % 7;
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
