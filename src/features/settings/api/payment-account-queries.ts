import { tenantQueries } from '@/features/tenants';
import { apiQuery } from '@/lib/api-query';
import { paymentAccountSchema } from './schemas';

/** Shown when fetching the payment account fails without a server message. */
export const PAYMENT_ACCOUNT_FALLBACKS = {
  detail: 'Unable to fetch payment account details. Please try again',
} as const;

export const paymentAccountQueries = {
  /** `GET /tenants/get_payment_account_details/` (client admins). */
  detail: () =>
    apiQuery(
      [...tenantQueries.all(), 'payment-account'],
      'tenants/get_payment_account_details/',
      paymentAccountSchema,
      { fallback: PAYMENT_ACCOUNT_FALLBACKS.detail },
    ),
};
