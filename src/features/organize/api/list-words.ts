// Organize's URL vocabulary, apart from the payload schemas: route search validation runs in the
// entry chunk (route definitions live there), so it imports only this. Words only, no zod: a schema
// here would sit in the entry for the page's chunks to import (the enums are in schemas.ts).

/** The sign-in logs apps are discovered from: Microsoft Entra ID (Azure), Google Workspace, Okta. */
export const FLOW_SOURCES = ['azure', 'google', 'okta'] as const;
export type FlowSource = (typeof FLOW_SOURCES)[number];

/**
 * How people reach an app: signing in through the identity provider (`sso`), granting it access to
 * their account (`oauth`), or a legacy client that sends a password (`password`).
 */
export const FLOW_TYPES = ['sso', 'oauth', 'password'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

/** A discovered app's review: new → in review → approved or ignored, and either back to review. */
export const FLOW_STATUSES = ['new', 'in_review', 'approved', 'ignored'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

/** The list's status filter: one status, `open` (every status but ignored; the default) or `all`. */
export const FLOW_STATUS_FILTERS = ['open', 'all', ...FLOW_STATUSES] as const;
export type FlowStatusFilter = (typeof FLOW_STATUS_FILTERS)[number];

/** Columns `GET /flows/` orders by (`order_by`). */
export const FLOW_ORDER_FIELDS = [
  'name',
  'app',
  'users',
  'sign_ins_30d',
  'first_seen',
  'last_seen',
  'status',
] as const;
export type FlowOrderField = (typeof FLOW_ORDER_FIELDS)[number];
