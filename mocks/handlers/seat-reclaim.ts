/**
 * License Management's reclaim, the one way seats are taken back (from License Management and from a
 * survey's suggested reclaims): the seats are unassigned, the app's owner gets a task to cut that many
 * seats, an Identified opportunity worth their yearly cost opens at the end of its column, and each
 * person is told. Who may be reclaimed is the caller's rule; the words say why.
 */
import * as z from 'zod/mini';
import { addDays, roundCents, utcToday } from '@/lib/calendar';
import {
  columnOf,
  encodeSeatHolders,
  findSeatAssignment,
  opportunities,
  seatAssignments,
  seatHoldersOf,
  tasks,
  type OpportunityRecord,
  type ProductRecord,
  type TaskRecord,
} from '../db';
import { sendNotification } from '../notify';
import { tenantUsage, type AppUsage } from './contract-views';
import { productRecordOf } from './reach-views';

/**
 * A reclaim's body: the people whose seats are taken back. An empty list reads "Choose at least one
 * person." (the serializer's own `empty` message, in place of DRF's "This list may not be empty.").
 */
export const reclaimBodySchema = z.object({
  user_ids: z.array(z.string()).check(z.minLength(1, 'Choose at least one person.')),
});

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The tenant's usage of the app named by `slug`, if it has a contract for it. */
export function usageOf(tenantId: string, slug: string): AppUsage | undefined {
  return tenantUsage(tenantId).find((app) => productRecordOf(app.appId).slug === slug);
}

/** The app's owner: the owner of its contract with the latest end date. */
export function appOwnerId(app: AppUsage): string | null {
  const latest = [...app.contracts].sort(
    (a, b) => b.end_date.localeCompare(a.end_date) || a.id.localeCompare(b.id),
  )[0];
  return latest?.owner_id ?? null;
}

/** What the task, the opportunity and each person's notification say about why the seats went. */
export interface ReclaimWords {
  taskDescription: (count: number, app: string) => string;
  opportunityTitle: (count: number, app: string) => string;
  notificationText: (app: string) => string;
}

export interface Reclaimed {
  count: number;
  savings: number;
  product: ProductRecord;
  task: TaskRecord;
  opportunity: OpportunityRecord;
}

/** Takes the seats of `userIds` (holders of the app, already checked) back; `callerId` owns the work when the app has no owner. */
export async function reclaimSeats(
  tenantId: string,
  app: AppUsage,
  userIds: readonly string[],
  callerId: string,
  words: ReclaimWords,
): Promise<Reclaimed> {
  const ids = [...new Set(userIds)];
  const count = ids.length;
  const reclaimed = new Set(ids);
  await seatAssignments.update((q) => q.where((s) => s.id === findSeatAssignment(tenantId, app.appId)!.id), {
    data(row) {
      row.holders = encodeSeatHolders(seatHoldersOf(row).filter((h) => !reclaimed.has(h.user_id)));
    },
  });

  const product = productRecordOf(app.appId);
  const ownerId = appOwnerId(app) ?? callerId;
  const savings = roundCents(count * app.seatCost);
  const day = utcToday();
  const task = await tasks.create({
    id: crypto.randomUUID(),
    title: `Reduce ${product.name} by ${plural(count, 'seat', 'seats')}`,
    description: words.taskDescription(count, product.name),
    app_name: product.name,
    due_date: addDays(day, 14),
    is_completed: false,
    user_id: ownerId,
    tenant_id: tenantId,
  });
  const stamp = new Date().toISOString();
  const opportunity = await opportunities.create({
    id: crypto.randomUUID(),
    tenant_id: tenantId,
    title: words.opportunityTitle(count, product.name),
    app_id: app.appId,
    owner_id: ownerId,
    status: 'identified',
    // The end of the Identified column: the others keep their places.
    position: columnOf(tenantId, 'identified').length,
    savings_potential: savings,
    arr: savings,
    due_date: addDays(day, 30),
    created_at: stamp,
    updated_at: stamp,
  });
  await sendNotification({
    userIds: ids,
    kind: 'seats_reclaimed',
    title: `Your ${product.name} seat was reclaimed`,
    text: words.notificationText(product.name),
    link: `/product/${product.slug}`,
  });
  return { count, savings, product, task, opportunity };
}
