/**
 * When a seat counts as used: the one rule Usage, License Management's reclaim and the survey
 * agent's audiences share. Pure (no data layer), so the rules that build on it test on their own.
 */
import { DAY_MS } from '@/lib/calendar';

/** How long before `now` the holder was last active, in ms; Infinity for never. */
export function idleFor(holder: { last_active_at: string | null }, now = Date.now()): number {
  return holder.last_active_at === null ? Number.POSITIVE_INFINITY : now - Date.parse(holder.last_active_at);
}

/** Last activity at most `days` days before `now`; never active is never within. */
export function activeWithin(
  holder: { last_active_at: string | null },
  days: number,
  now = Date.now(),
): boolean {
  return isActiveAfterIdle(idleFor(holder, now), days);
}

/** Whether an idle time (from `idleFor`) is within `days` days. */
export function isActiveAfterIdle(idleMs: number, days: number): boolean {
  return idleMs <= days * DAY_MS;
}

/** A seat is inactive when its holder has no activity in the last 30 days. */
export const INACTIVE_AFTER_DAYS = 30;
