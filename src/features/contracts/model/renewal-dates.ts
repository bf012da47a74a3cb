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
