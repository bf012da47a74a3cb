// Usage's vocabulary, apart from the payload schemas: /usage's search validation runs in the entry
// chunk (route definitions live there), so it imports only this.

/** Columns the usage table orders by (`order_by`). */
export const USAGE_ORDER_FIELDS = [
  'app',
  'licensed',
  'assigned',
  'active_30',
  'active_60',
  'active_90',
  'utilisation',
] as const;
export type UsageOrderField = (typeof USAGE_ORDER_FIELDS)[number];

/** The low-utilisation filter: apps whose utilisation is below 50 % or 70 %, or every app. */
export const LOW_UTILISATION_FILTERS = ['all', '50', '70'] as const;
export type LowUtilisationFilter = (typeof LOW_UTILISATION_FILTERS)[number];

/** The inactivity windows `GET /usage/<slug>/inactive_users/?days=` accepts. */
export const INACTIVE_DAYS = [30, 60, 90] as const;
export type InactiveDays = (typeof INACTIVE_DAYS)[number];
