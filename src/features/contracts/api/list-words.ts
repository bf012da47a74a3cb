import * as z from 'zod/mini';
import { words } from '@/lib/words';

// The contract list's vocabulary, apart from the payload schemas: /contracts' search validation
// runs in the entry chunk (route definitions live there), so it imports only this.

/** Currencies a contract may be priced in; amounts are also given in the tenant's currency. */
export const { values: CONTRACT_CURRENCIES, schema: contractCurrencySchema } = words('GBP USD EUR');
export type ContractCurrency = z.infer<typeof contractCurrencySchema>;

/**
 * The renewal-window filter: contracts that renew (end date) within the next N days, today
 * included, or every contract. The dashboard's "Renewals in 90 days" is the count of window 90.
 */
export const { values: RENEWAL_WINDOWS, schema: renewalWindowSchema } = words('all 30 60 90 120 365');
export type RenewalWindow = z.infer<typeof renewalWindowSchema>;

export const { values: AUTO_RENEW_FILTERS, schema: autoRenewFilterSchema } = words('all yes no');
export type AutoRenewFilter = z.infer<typeof autoRenewFilterSchema>;

/** Columns `GET /contracts/` orders by (`order_by`). */
export const { values: CONTRACT_ORDER_FIELDS, schema: contractOrderFieldSchema } = words(
  'app vendor owner start_date end_date cancel_by notice_days annual_cost seats',
);
export type ContractOrderField = z.infer<typeof contractOrderFieldSchema>;
