import * as z from 'zod/mini';
import { listReply } from '@/lib/list-reply';

export const promoSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  /** The banner's button or link text. */
  action_label: z.string(),
  /** An app path (`/reach`) or an https URL. */
  link: z.string(),
  /** The last day (YYYY-MM-DD) the promo is shown; null for no end. */
  ends_at: z.nullable(z.string()),
});
export type Promo = z.infer<typeof promoSchema>;

/** `GET /promos/`: the promos the caller has not dismissed and that have not ended. */
export const promoListSchema = listReply(promoSchema);
export type PromoList = z.infer<typeof promoListSchema>;

/** `POST /promos/<id>/dismiss/`. */
export const dismissPromoReplySchema = z.object({ id: z.string(), message: z.optional(z.string()) });
