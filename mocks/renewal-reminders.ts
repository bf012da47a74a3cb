/**
 * Renewal reminders: once a contract's cancel-by date is 30 days away or less (and not passed), its
 * owner and the tenant's client admins get one `renewal_due` notification per contract and
 * cancel-by date. Checked when notifications are listed and at seed time, so it runs idempotently
 * like the real backend's daily job; a new end date or notice period is a new reminder.
 */
import { cancelByDate, daysBetween } from '@/lib/calendar';
import { findProductById, tenantContracts, type ContractRecord } from './db';
import { clientAdminIds, sendNotification } from './notify';

export const RENEWAL_REMINDER_DAYS = 30;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Sends the reminders due on `day` for the tenant's contracts; `createdAt` dates the seeded ones. */
export async function remindRenewals(
  tenantId: string,
  day: string,
  createdAt?: (cancelBy: string) => string,
): Promise<void> {
  const due = tenantContracts(tenantId)
    .map((contract) => ({ contract, cancelBy: cancelByDate(contract.end_date, contract.notice_days) }))
    .filter(({ cancelBy }) => cancelBy >= day && daysBetween(day, cancelBy) <= RENEWAL_REMINDER_DAYS)
    .sort((a, b) => a.cancelBy.localeCompare(b.cancelBy) || a.contract.id.localeCompare(b.contract.id));
  if (due.length === 0) return;
  const admins = clientAdminIds(tenantId);
  for (const { contract, cancelBy } of due) {
    await sendNotification({
      ...reminderText(contract, cancelBy, daysBetween(day, cancelBy)),
      kind: 'renewal_due',
      userIds: contract.owner_id ? [contract.owner_id, ...admins] : admins,
      dedupeKey: `renewal:${contract.id}:${cancelBy}`,
      createdAt: createdAt?.(cancelBy),
    });
  }
}

function reminderText(contract: ContractRecord, cancelBy: string, daysLeft: number) {
  const product = findProductById(contract.app_id);
  const name = product?.name ?? 'A contract';
  const when = daysLeft === 0 ? 'today' : `in ${plural(daysLeft, 'day')}`;
  return {
    title: `${name}: cancel by ${cancelBy}`,
    text: `The ${name} contract ends on ${contract.end_date}${contract.auto_renew ? ' and renews automatically' : ''}. Decide whether to renew, resize or cancel: the notice period ends ${when}.`,
    link: product ? `/contracts/${product.slug}` : '/contracts/renewals',
  };
}
