/**
 * Calendar dates (`YYYY-MM-DD`, no time zone) and money to the cent, for the app and the mock API
 * alike. A date is read as local midnight and only its calendar fields are used, so no time zone or
 * daylight-saving change moves it by a day.
 */
import {
  addDays as addCalendarDays,
  addMonths as addCalendarMonths,
  differenceInCalendarDays,
  formatISO,
  lastDayOfMonth as lastDayOf,
  parseISO,
} from 'date-fns';

/** The length of a day in milliseconds, for timestamps (never for calendar dates). */
export const DAY_MS = 86_400_000;

const dayOf = (date: string): Date => parseISO(date);
const textOf = (day: Date): string => formatISO(day, { representation: 'date' });

/** `date` moved by whole calendar days (negative moves back). */
export function addDays(date: string, days: number): string {
  return textOf(addCalendarDays(dayOf(date), days));
}

/**
 * `date` moved by whole calendar months, the day kept where the month has it and otherwise the
 * month's last day (31 Jan + 1 month = 28/29 Feb).
 */
export function addMonths(date: string, months: number): string {
  return textOf(addCalendarMonths(dayOf(date), months));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier; 0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(dayOf(to), dayOf(from));
}

/** The last day to cancel or renegotiate: `noticeDays` calendar days before the end date. */
export function cancelByDate(endDate: string, noticeDays: number): string {
  return addDays(endDate, -noticeDays);
}

/** `YYYY-MM` of the month `months` after the one `date` is in. */
export function monthOf(date: string, months = 0): string {
  return addMonths(`${date.slice(0, 7)}-01`, months).slice(0, 7);
}

/** The last day of a month (`YYYY-MM`). */
export function lastDayOfMonth(month: string): string {
  return textOf(lastDayOf(dayOf(`${month}-01`)));
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: string): number {
  return (dayOf(date).getDay() + 6) % 7;
}

/** Today's calendar date where the user is. */
export function localToday(now: Date = new Date()): string {
  return textOf(now);
}

/** Today's calendar date in UTC: the mock API's "today", the same for every visitor. */
export function utcToday(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real `YYYY-MM-DD` calendar date (not 2025-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Money is held to the cent; sums of floats drift below that, so every total is rounded to it. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
