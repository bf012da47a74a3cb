import * as z from 'zod/mini';

// The contract list's vocabulary, apart from the payload schemas: /contracts' search validation
// runs in the entry chunk (route definitions live there), so it imports only this.

/** Currencies a contract may be priced in; amounts are also given in the tenant's currency. */
export const CONTRACT_CURRENCIES = ['GBP', 'USD', 'EUR'] as const;
export const contractCurrencySchema = z.enum(CONTRACT_CURRENCIES);
export type ContractCurrency = z.infer<typeof contractCurrencySchema>;

/**
 * The renewal-window filter: contracts that renew (end date) within the next N days, today
 * included, or every contract. The dashboard's "Renewals in 90 days" is the count of window 90.
 */
export const RENEWAL_WINDOWS = ['all', '30', '60', '90', '120', '365'] as const;
export const renewalWindowSchema = z.enum(RENEWAL_WINDOWS);
export type RenewalWindow = z.infer<typeof renewalWindowSchema>;

export const AUTO_RENEW_FILTERS = ['all', 'yes', 'no'] as const;
export const autoRenewFilterSchema = z.enum(AUTO_RENEW_FILTERS);
export type AutoRenewFilter = z.infer<typeof autoRenewFilterSchema>;

/** Columns `GET /contracts/` orders by (`order_by`). */
export const CONTRACT_ORDER_FIELDS = [
  'app',
  'vendor',
  'owner',
  'start_date',
  'end_date',
  'cancel_by',
  'notice_days',
  'annual_cost',
  'seats',
] as const;
export const contractOrderFieldSchema = z.enum(CONTRACT_ORDER_FIELDS);
export type ContractOrderField = z.infer<typeof contractOrderFieldSchema>;
