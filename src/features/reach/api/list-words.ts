import * as z from 'zod/mini';
import { words } from '@/lib/words';

// The catalogue list's vocabulary, apart from the payload schemas: /reach's search validation runs in
// the entry chunk (route definitions live there), so it imports only this.

/** Columns `GET /items/` orders by (`order_by`). */
export const { values: ITEM_ORDER_FIELDS, schema: itemOrderFieldSchema } = words(
  'name vendor category rating review_count',
);
export type ItemOrderField = z.infer<typeof itemOrderFieldSchema>;

/** Largest page the catalogue, stack and request lists serve (`top`). */
export const ITEM_LIST_MAX_TOP = 100;
