import type { RenewalEvent } from '@/features/contracts';
import { daysBetween } from '@/lib/calendar';

/** '0 days left' reads oddly: 'Today', 'Tomorrow', '12 days left'. */
export function daysLeftText(days: number): string {
  if (days <= 0) return 'Today';
  return days === 1 ? 'Tomorrow' : `${days} days left`;
}

export interface UpcomingRenewal {
  contractId: string;
  app: RenewalEvent['app'];
  /** The contract's end date. */
  renewsOn: string;
  /** The last day to cancel; null when it has already passed. */
  cancelBy: string | null;
  /** Days from today to the cancel-by date, else to the end date. */
  daysLeft: number;
  autoRenew: boolean;
  annualCost: number;
}

/**
 * The next `limit` contracts to renew, from the renewal calendar (events from `today` on, in date
 * order): each contract once, in the order of its end date, with its cancel-by date when that is
 * still ahead. The days left count to the cancel-by date, the one that still allows a decision.
 */
export function upcomingRenewals(
  events: readonly RenewalEvent[],
  today: string,
  limit = 5,
): UpcomingRenewal[] {
  const cancelBy = new Map<string, string>();
  for (const event of events) {
    if (event.kind === 'cancel_by' && !cancelBy.has(event.contract_id))
      cancelBy.set(event.contract_id, event.date);
  }
  const seen = new Set<string>();
  const renewals: UpcomingRenewal[] = [];
  const ends = events
    .filter((event) => event.kind === 'end')
    .sort((a, b) => a.date.localeCompare(b.date) || a.app.name.localeCompare(b.app.name, 'en'));
  for (const event of ends) {
    if (seen.has(event.contract_id)) continue;
    seen.add(event.contract_id);
    const cancel = cancelBy.get(event.contract_id) ?? null;
    const decisionDay = cancel !== null && cancel <= event.date ? cancel : null;
    renewals.push({
      contractId: event.contract_id,
      app: event.app,
      renewsOn: event.date,
      cancelBy: decisionDay,
      daysLeft: daysBetween(today, decisionDay ?? event.date),
      autoRenew: event.auto_renew,
      annualCost: event.annual_cost_tenant,
    });
    if (renewals.length === limit) break;
  }
  return renewals;
}
