/**
 * The dashboard's promos (one list for everyone, the super admin included).
 *
 * - `GET /promos/` → `{ rows, count }`: the promos the caller has not dismissed whose `ends_at`
 *   (the last day shown, inclusive) is not before today (UTC); null never ends.
 * - `POST /promos/<id>/dismiss/` → `{ id, message: "Promo dismissed" }`; idempotent; an unknown
 *   promo is a 404.
 */
import { utcToday } from '@/lib/calendar';
import { promoDismissals, promos } from '../db';
import { stableUuid } from '../hash';
import { authed, ID } from '../http/handler';
import { json, notFound } from '../http/replies';

const dismissalId = (userId: string, promoId: string) => stableUuid(`promo-dismissal:${userId}:${promoId}`);

export const promoHandlers = [
  authed.get('/promos/', {}, ({ user }) => {
    const today = utcToday();
    const dismissed = new Set(
      promoDismissals.findMany((q) => q.where((d) => d.user_id === user.user_id)).map((d) => d.promo_id),
    );
    const rows = promos.findMany((q) =>
      q.where((p) => !dismissed.has(p.id) && (p.ends_at === null || p.ends_at >= today)),
    );
    return json({ rows, count: rows.length });
  }),

  authed.post(`/promos/${ID}/dismiss/`, {}, async ({ params, user }) => {
    const promo = promos.findFirst((q) => q.where((p) => p.id === params.id));
    if (!promo) return notFound();
    const id = dismissalId(user.user_id, promo.id);
    if (!promoDismissals.findFirst((q) => q.where((d) => d.id === id))) {
      await promoDismissals.create({
        id,
        user_id: user.user_id,
        promo_id: promo.id,
        dismissed_at: new Date().toISOString(),
      });
    }
    return json({ id: promo.id, message: 'Promo dismissed' });
  }),
];
