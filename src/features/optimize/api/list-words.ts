import * as z from 'zod/mini';
import { words } from '@/lib/words';

// The opportunity list's vocabulary, apart from the payload schemas: /optimize's search validation
// runs in the entry chunk (route definitions live there), so it imports only this.

/**
 * An opportunity's status, in board order: the four stages of a saving, then Dismissed for the ones
 * let go. Identified, In review and Negotiating are open: their savings are still to be had.
 */
export const { values: OPPORTUNITY_STATUSES, schema: opportunityStatusSchema } = words(
  'identified in_review negotiating realised dismissed',
);
export type OpportunityStatus = z.infer<typeof opportunityStatusSchema>;

export const OPEN_STATUSES: readonly OpportunityStatus[] = ['identified', 'in_review', 'negotiating'];

export const STATUS_LABELS: Readonly<Record<OpportunityStatus, string>> = {
  identified: 'Identified',
  in_review: 'In review',
  negotiating: 'Negotiating',
  realised: 'Realised',
  dismissed: 'Dismissed',
};

/** The list's status filter: every status, the open ones, or one status. */
export const STATUS_FILTERS = ['all', 'open', ...OPPORTUNITY_STATUSES] as const;
export const statusFilterSchema = z.enum(STATUS_FILTERS);
export type StatusFilter = z.infer<typeof statusFilterSchema>;

/** Columns `GET /opportunities/` orders by (`order_by`). */
export const { values: OPPORTUNITY_ORDER_FIELDS, schema: opportunityOrderFieldSchema } = words(
  'title app owner status savings_potential arr due_date created_at',
);
export type OpportunityOrderField = z.infer<typeof opportunityOrderFieldSchema>;

/** Largest page the opportunity list serves (`top`). */
export const OPPORTUNITY_LIST_MAX_TOP = 100;
