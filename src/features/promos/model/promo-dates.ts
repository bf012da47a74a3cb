import { daysBetween, localToday } from '@/lib/calendar';
import type { Promo } from '../api/schemas';

/** Still shown on `today` (YYYY-MM-DD): no end, or its last day is today or later. */
export function isPromoRunning(promo: Pick<Promo, 'ends_at'>, today: string = localToday()): boolean {
  return promo.ends_at === null || daysBetween(today, promo.ends_at) >= 0;
}
