/**
 * Apps discovered from the tenant's sign-in logs ("flows"), the people and events behind each, and
 * the catalogue items suggested for one, as the API sends them. Times are ISO 8601 in UTC.
 */
import * as z from 'zod/mini';
import { listReply } from '@/lib/list-reply';
import { personSchema } from '@/lib/person';
import {
  FLOW_ORDER_FIELDS,
  FLOW_SOURCES,
  FLOW_STATUS_FILTERS,
  FLOW_STATUSES,
  FLOW_TYPES,
} from './list-words';

export * from './list-words';

export const flowSourceSchema = z.enum(FLOW_SOURCES);
export const flowTypeSchema = z.enum(FLOW_TYPES);
export const flowStatusSchema = z.enum(FLOW_STATUSES);
export const flowOrderFieldSchema = z.enum(FLOW_ORDER_FIELDS);

/** Largest page `GET /flows/` and a flow's users and events serve (`top`). */
export const FLOW_LIST_MAX_TOP = 500;

/** The catalogue product a discovered app is mapped to; `slug` names its product page. */
export const flowAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  vendor: z.string(),
});
export type FlowApp = z.infer<typeof flowAppSchema>;

export const flowSchema = z.object({
  id: z.string(),
  /** The app's name as the logs show it (Entra's `appDisplayName`, Google's `app_name`, Okta's target). */
  name: z.string(),
  /** The web domain the logs tie it to, when they give one. */
  domain: z.nullable(z.string()),
  /** The publisher the logs name, when they do. */
  publisher: z.nullable(z.string()),
  /** The catalogue product it maps to; null while it is not in the catalogue. */
  app: z.nullable(flowAppSchema),
  /** Where it was seen: one source, or several once rows of two sources are merged. */
  sources: z.array(flowSourceSchema),
  /** How it was reached, over all its events. */
  types: z.array(flowTypeSchema),
  /** Distinct people in its events. */
  users: z.number(),
  /** Its sign-in events in the last 30 days. */
  sign_ins_30d: z.number(),
  /** All its events (the evidence lists exactly these). */
  events: z.number(),
  first_seen: z.string(),
  last_seen: z.string(),
  status: flowStatusSchema,
  owner: z.nullable(personSchema),
  /** When someone last changed its status. */
  reviewed_at: z.nullable(z.string()),
});
export type Flow = z.infer<typeof flowSchema>;

/** One log source's connection as the list reports it: anyone may see whether logs flow in. */
export const flowSourceStateSchema = z.object({
  source: flowSourceSchema,
  connected: z.boolean(),
  /** End of the last sync that brought its events in; null before the first. */
  last_synced_at: z.nullable(z.string()),
});
export type FlowSourceState = z.infer<typeof flowSourceStateSchema>;

/** The figures above the list: over every flow of the tenant, whatever the filters. */
export const flowSummarySchema = z.object({
  /** First seen in the last 7 days. */
  new_this_week: z.number(),
  /** `new` or `in_review`. */
  awaiting_review: z.number(),
  /** Not mapped to a catalogue product (ignored ones left out). */
  unmapped: z.number(),
});
export type FlowSummary = z.infer<typeof flowSummarySchema>;

/** `GET /flows/`: a page of rows, the types the tenant's flows show, the filter's source, and more. */
export const flowListSchema = z.extend(listReply(flowSchema), {
  types: z.array(flowTypeSchema),
  source: z.nullable(flowSourceSchema),
  sources: z.array(flowSourceStateSchema),
  summary: flowSummarySchema,
});
export type FlowList = z.infer<typeof flowListSchema>;

/** `GET /flows/` parameters; `unmapped` keeps only flows not in the catalogue. */
export const flowListQuerySchema = z.object({
  keyword: z.optional(z.string()),
  source: z.optional(flowSourceSchema),
  type: z.optional(flowTypeSchema),
  status: z.optional(z.enum(FLOW_STATUS_FILTERS)),
  unmapped: z.optional(z.boolean()),
  order_by: z.optional(flowOrderFieldSchema),
  order: z.optional(z.enum(['asc', 'desc'])),
  skip: z.optional(z.number()),
  top: z.optional(z.number().check(z.maximum(FLOW_LIST_MAX_TOP))),
});
export type FlowListQuery = z.infer<typeof flowListQuerySchema>;

export const flowReplySchema = z.object({ flow: flowSchema, message: z.optional(z.string()) });
export type FlowReply = z.infer<typeof flowReplySchema>;

/** A person who used the app: their own first and last event and how many sign-ins. */
export const flowUserSchema = z.object({
  user: personSchema,
  first_seen: z.string(),
  last_seen: z.string(),
  sign_ins: z.number(),
  sources: z.array(flowSourceSchema),
});
export type FlowUser = z.infer<typeof flowUserSchema>;
export const flowUserListSchema = listReply(flowUserSchema);
export type FlowUserList = z.infer<typeof flowUserListSchema>;

/**
 * One log event behind a flow, as its source reported it: the source's own event id and name
 * (Entra `Sign-in`, Google `authorize`/`revoke`/`activity`, Okta's `eventType`), and where the source
 * gives them the client, IP address, place and OAuth scopes.
 */
export const flowEventSchema = z.object({
  id: z.string(),
  source: flowSourceSchema,
  time: z.string(),
  user_email: z.string(),
  /** The person it matched in the tenant; null for an address no user has. */
  user: z.nullable(personSchema),
  event: z.string(),
  type: flowTypeSchema,
  outcome: z.enum(['success', 'failure']),
  client: z.nullable(z.string()),
  ip_address: z.nullable(z.string()),
  location: z.nullable(z.string()),
  scopes: z.array(z.string()),
});
export type FlowEvent = z.infer<typeof flowEventSchema>;
export const flowEventListSchema = listReply(flowEventSchema);
export type FlowEventList = z.infer<typeof flowEventListSchema>;

/** A catalogue product suggested for a flow, and why: the higher `confidence` (0–1), the better. */
export const flowSuggestionSchema = z.object({
  app: flowAppSchema,
  confidence: z.number(),
  reasons: z.array(z.enum(['name', 'domain', 'publisher'])),
});
export type FlowSuggestion = z.infer<typeof flowSuggestionSchema>;
export const flowSuggestionListSchema = z.object({ rows: z.array(flowSuggestionSchema) });

/** `PUT /flows/<id>/`: any of a status, a catalogue product (null to unmap) and an owner (null to clear). */
export const flowUpdateInputSchema = z.object({
  status: z.optional(flowStatusSchema),
  app_id: z.optional(z.nullable(z.string())),
  owner_id: z.optional(z.nullable(z.string())),
});
export type FlowUpdateInput = z.infer<typeof flowUpdateInputSchema>;

/** `POST /flows/bulk/`: one change (a status or an owner) to many flows; each is changed or refused on its own. */
export const flowBulkInputSchema = z.object({
  ids: z.array(z.string()),
  status: z.optional(flowStatusSchema),
  owner_id: z.optional(z.nullable(z.string())),
});
export type FlowBulkInput = z.infer<typeof flowBulkInputSchema>;

export const flowBulkReplySchema = z.object({
  updated: z.array(flowSchema),
  errors: z.array(z.object({ id: z.string(), message: z.string() })),
  message: z.string(),
});
export type FlowBulkReply = z.infer<typeof flowBulkReplySchema>;

/** `POST /flows/<id>/merge/`: the body names the other row (`other_id`). */
export const flowMergeInputSchema = z.object({ other_id: z.string() });

/** Its reply: the one row left, and the id of the row merged into it (gone from every list). */
export const flowMergeReplySchema = z.object({
  flow: flowSchema,
  merged_id: z.string(),
  message: z.string(),
});
export type FlowMergeReply = z.infer<typeof flowMergeReplySchema>;
