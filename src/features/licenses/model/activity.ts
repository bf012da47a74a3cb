import { DAY_MS } from '@/lib/calendar';
import type { SeatHolder } from '../api/schemas';

/** A seat is inactive when its holder has not used the app in this many days (or never has). */
export const INACTIVE_AFTER_DAYS = 30;

/** Whole days since the holder last used the app; null when they never have. */
export function daysSinceActive(holder: Pick<SeatHolder, 'last_active_at'>, now: number): number | null {
  if (holder.last_active_at === null) return null;
  const at = Date.parse(holder.last_active_at);
  return Number.isFinite(at) ? Math.max(0, Math.floor((now - at) / DAY_MS)) : null;
}

/** Whether the holder's seat is inactive: no activity in the last 30 days, or none ever. */
export function isInactive(holder: Pick<SeatHolder, 'last_active_at'>, now: number): boolean {
  const days = daysSinceActive(holder, now);
  return days === null || days >= INACTIVE_AFTER_DAYS;
}

/** 'Today', '1 day ago', '45 days ago', 'Never'. */
export function lastActiveText(holder: Pick<SeatHolder, 'last_active_at'>, now: number): string {
  const days = daysSinceActive(holder, now);
  if (days === null) return 'Never';
  if (days === 0) return 'Today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
}
