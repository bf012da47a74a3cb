/**
 * Licence usage and License Management of the caller's tenant (the super admin has none: 403; an
 * app the tenant has no contract for: 404 `App not found.`). Apps are named by catalogue slug.
 *
 * - `GET /usage/`: every app the tenant has contracts for, by name, with seat counts, seat cost
 *   and 12 months of utilisation; `report_id` names the tenant's embedded usage report.
 * - `GET /usage/<slug>/inactive_users/?days=30|60|90` (default 30): holders with no activity in
 *   that many days (or never), longest idle first.
 * - `GET /licenses/<slug>/`: one app's seats, holders, owner (the owner of its contract with the
 *   latest end date), contracts and open opportunities count.
 * - `POST /licenses/<slug>/reclaim/` `{ user_ids }` (client admins): takes the seats back from
 *   holders whose seat is inactive (no activity in 30 days), gives the app's owner a task to cut
 *   that many seats, and opens an Identified opportunity worth their annual cost at the end of the
 *   Identified column.
 */
import type { UsageRow } from '@/features/licenses/api/schemas';
import { oneAtATime, tenantOpportunities } from '../db';
import { DEMO_APPID } from '../http/auth';
import { authed } from '../http/handler';
import { recordThenBody } from '../http/record-body';
import { fieldErrors, json, notFound, permissionDenied } from '../http/replies';
import {
  activeWithin,
  contractAppOf,
  holdersOf,
  INACTIVE_AFTER_DAYS,
  tenantCurrency,
  tenantUsage,
  utilisationTrend,
  type AppUsage,
} from './contract-views';
import { accountsById, personOf } from './opportunity-views';
import { reportIdFor } from './reports';
import {
  appOwnerId,
  plural,
  reclaimBodySchema,
  reclaimSeats,
  usageOf,
  type ReclaimWords,
} from './seat-reclaim';

export const APP_NOT_FOUND = 'App not found.';
const SLUG = ':slug';
const INACTIVE_DAYS = ['30', '60', '90'] as const;

function usageRowOf(app: AppUsage): UsageRow {
  return {
    app: contractAppOf(app.appId),
    ...app.counts,
    utilisation: app.counts.licensed === 0 ? 0 : app.counts.active_30 / app.counts.licensed,
    seat_cost: app.seatCost,
    trend: utilisationTrend(app.appId, app.counts),
  };
}

/** Why License Management takes seats back: nobody used them for 30 days. */
const INACTIVE_RECLAIM_WORDS: ReclaimWords = {
  taskDescription: (count, app) =>
    `${plural(count, 'person', 'people')} had no activity in ${app} for ${INACTIVE_AFTER_DAYS} days and their seats were reclaimed. Lower the seats bought at the next opportunity.`,
  opportunityTitle: (count, app) => `Reclaim ${count} inactive ${app} ${count === 1 ? 'seat' : 'seats'}`,
  notificationText: (app) =>
    `You had not used ${app} for ${INACTIVE_AFTER_DAYS} days, so your licence was released. Ask for it again on Reach if you need it.`,
};

export const usageHandlers = [
  authed.get('/usage/', {}, ({ tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const rows = tenantUsage(tenantId).map(usageRowOf);
    return json({
      rows,
      count: rows.length,
      currency: tenantCurrency(tenantId),
      report_id: reportIdFor(tenantId, 'usage'),
    });
  }),

  authed.get(`/usage/${SLUG}/inactive_users/`, {}, ({ params, query, tenantId }) => {
    if (tenantId === null) return permissionDenied();
    const days = query.get('days')?.trim() || '30';
    if (!(INACTIVE_DAYS as readonly string[]).includes(days))
      return fieldErrors({ days: [`"${days}" is not a valid choice.`] });
    const app = usageOf(tenantId, params.slug!);
    if (!app) return notFound(APP_NOT_FOUND);
    const now = Date.now();
    const rows = holdersOf(app.holders.filter((h) => !activeWithin(h, Number(days), now)));
    return json({ rows, count: rows.length });
  }),

  authed.get(`/licenses/${SLUG}/`, {}, ({ params, claims, tenantId, is }) => {
    if (tenantId === null) return permissionDenied();
    const app = usageOf(tenantId, params.slug!);
    if (!app) return notFound(APP_NOT_FOUND);
    const ownerId = appOwnerId(app);
    const owner = ownerId === null ? undefined : accountsById([ownerId]).get(ownerId);
    const row = usageRowOf(app);
    return json({
      app: row.app,
      owner: owner ? personOf(owner) : null,
      seats: app.counts,
      seat_cost: app.seatCost,
      currency: tenantCurrency(tenantId),
      utilisation: row.trend,
      holders: holdersOf(app.holders),
      contract_ids: app.contracts
        .slice()
        .sort((a, b) => a.end_date.localeCompare(b.end_date) || a.id.localeCompare(b.id))
        .map((c) => c.id),
      opportunity_count: tenantOpportunities(tenantId).filter((o) => o.app_id === app.appId).length,
      // The read-only demo account sees the page but may not reclaim.
      can_reclaim: is('client_admin') && claims.appid !== DEMO_APPID,
    });
  }),

  authed.post(
    `/licenses/${SLUG}/reclaim/`,
    { body: 'object', roles: ['client_admin'] },
    ({ params, body: raw, user, tenantId }) =>
      oneAtATime(async () => {
        if (tenantId === null) return permissionDenied();
        const found = recordThenBody(usageOf(tenantId, params.slug!), reclaimBodySchema, raw, () =>
          notFound(APP_NOT_FOUND),
        );
        if (!found.ok) return found.response;
        const { record: app, body: input } = found.value;
        const now = Date.now();
        const byUser = new Map(app.holders.map((h) => [h.user_id, h]));
        const ids = [...new Set(input.user_ids)];
        const refused = ids.filter((id) => {
          const holder = byUser.get(id);
          return !holder || activeWithin(holder, INACTIVE_AFTER_DAYS, now);
        });
        if (refused.length > 0)
          return fieldErrors({
            user_ids: [
              `Only inactive seats can be reclaimed: ${plural(refused.length, 'person does', 'people do')} not hold an inactive seat.`,
            ],
          });

        const { count, savings, product, task, opportunity } = await reclaimSeats(
          tenantId,
          app,
          ids,
          user.user_id,
          INACTIVE_RECLAIM_WORDS,
        );
        return json({
          reclaimed: count,
          task_id: task.id,
          opportunity_id: opportunity.id,
          savings,
          message: `${plural(count, 'seat', 'seats')} of ${product.name} reclaimed.`,
        });
      }),
  ),
];
