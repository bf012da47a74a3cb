/**
 * Contracts, their documents, renewals and the tenant's spend by month, as the API sends them.
 * Dates are calendar dates `YYYY-MM-DD` (no time zone). A contract's cost is given in its own
 * currency (`annual_cost`, `currency`) and in the tenant's (`annual_cost_tenant`), converted by the
 * server; totals are always in the tenant's currency.
 */
import * as z from 'zod/mini';
import { listReply } from '@/lib/list-reply';
import { personSchema } from '@/lib/person';
import { words } from '@/lib/words';
import {
  contractCurrencySchema,
  contractOrderFieldSchema,
  autoRenewFilterSchema,
  renewalWindowSchema,
} from './list-words';

export * from './list-words';

// Payload vocabulary the URL state does not need (it stays out of the entry chunk).
export const { values: BILLING_FREQUENCIES, schema: billingFrequencySchema } = words(
  'monthly quarterly annually',
);
export type BillingFrequency = z.infer<typeof billingFrequencySchema>;

export const BILLING_LABELS: Readonly<Record<BillingFrequency, string>> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Annually',
};

/** Largest page the contract list serves (`top`); the CSV export asks for every row in pages of it. */
export const CONTRACT_LIST_MAX_TOP = 500;

/** Documents a contract may hold: PDF, Office files and images, up to 10 MB each. */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'csv',
  'jpg',
  'jpeg',
  'png',
  'gif',
] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The catalogue product a contract is for; `slug` names its License Management page. */
export const contractAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  vendor: z.string(),
});
export type ContractApp = z.infer<typeof contractAppSchema>;

export const contractSchema = z.object({
  id: z.string(),
  app: contractAppSchema,
  owner: z.nullable(personSchema),
  start_date: z.string(),
  end_date: z.string(),
  /** Days of notice the vendor needs before the end date. */
  notice_days: z.number(),
  /** end_date − notice_days: the last day to cancel or renegotiate. */
  cancel_by: z.string(),
  billing_frequency: billingFrequencySchema,
  annual_cost: z.number(),
  currency: contractCurrencySchema,
  annual_cost_tenant: z.number(),
  auto_renew: z.boolean(),
  /** Seats bought under this contract. */
  seats: z.number(),
  /** Seats of the app assigned to people (shared by the app's contracts). */
  seats_used: z.number(),
  document_count: z.number(),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;

/** `GET /contracts/`: one page of contracts, their count and Σ annual_cost_tenant of all selected. */
export const contractListSchema = z.extend(listReply(contractSchema), {
  total_annual_cost: z.number(),
  currency: z.string(),
});
export type ContractList = z.infer<typeof contractListSchema>;

export const contractListQuerySchema = z.object({
  keyword: z.optional(z.string()),
  owner: z.optional(z.string()),
  window: z.optional(renewalWindowSchema),
  auto_renew: z.optional(autoRenewFilterSchema),
  currency: z.optional(z.string()),
  app: z.optional(z.string()),
  order_by: z.optional(contractOrderFieldSchema),
  order: z.optional(z.enum(['asc', 'desc'])),
  skip: z.optional(z.number()),
  top: z.optional(z.number().check(z.maximum(CONTRACT_LIST_MAX_TOP))),
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

/** What create (`POST /contracts/`) and edit (`PUT /contracts/<id>/`) send. */
export const contractInputSchema = z.object({
  app_id: z.string(),
  owner_id: z.nullable(z.string()),
  start_date: z.string(),
  end_date: z.string(),
  notice_days: z.number(),
  billing_frequency: billingFrequencySchema,
  annual_cost: z.number(),
  currency: contractCurrencySchema,
  auto_renew: z.boolean(),
  seats: z.number(),
  notes: z.string(),
});
export type ContractInput = z.infer<typeof contractInputSchema>;

export const contractReplySchema = z.object({ contract: contractSchema, message: z.optional(z.string()) });
export type ContractReply = z.infer<typeof contractReplySchema>;

export const messageReplySchema = z.object({ message: z.optional(z.string()) });

/** A file attached to a contract (`GET /uploads/?contract=<id>`); downloaded from `url`. */
export const documentSchema = z.object({
  id: z.string(),
  contract_id: z.string(),
  name: z.string(),
  size: z.number(),
  content_type: z.string(),
  uploaded_by: personSchema,
  uploaded_at: z.string(),
  /** Relative to the API base: `uploads/<id>/download/`. */
  url: z.string(),
});
export type ContractDocument = z.infer<typeof documentSchema>;
export const documentListSchema = listReply(documentSchema);
export type DocumentList = z.infer<typeof documentListSchema>;
export const documentReplySchema = z.object({ upload: documentSchema, message: z.optional(z.string()) });

/** One date on the renewal calendar: a contract's end date or its cancel-by date. */
export const renewalEventSchema = z.object({
  contract_id: z.string(),
  app: contractAppSchema,
  kind: z.enum(['cancel_by', 'end']),
  date: z.string(),
  auto_renew: z.boolean(),
  annual_cost_tenant: z.number(),
  owner: z.nullable(personSchema),
});
export type RenewalEvent = z.infer<typeof renewalEventSchema>;

/**
 * `GET /contracts/renewals/?from=<date>&months=<n>`: every end and cancel-by date from `from`
 * (default today) for `months` months (default 12), in date order.
 */
export const renewalsSchema = z.extend(listReply(renewalEventSchema), {
  from: z.string(),
  to: z.string(),
  currency: z.string(),
});
export type Renewals = z.infer<typeof renewalsSchema>;

/**
 * `GET /contracts/spend/`: what the tenant's contracts cost per calendar month over the last 12
 * months (billing frequency spreads each contract's annual cost), oldest first, in its currency.
 * `annual_spend` is Σ annual_cost_tenant of the contracts running today.
 */
export const spendByMonthSchema = z.object({
  currency: z.string(),
  annual_spend: z.number(),
  months: z.array(z.object({ month: z.string(), amount: z.number() })),
});
export type SpendByMonth = z.infer<typeof spendByMonthSchema>;
