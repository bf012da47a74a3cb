import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { tenantQueries } from '@/features/tenants';
import { formatMoney } from '@/lib/format';

const plain = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The tenant's currency code ('GBP'); undefined until the tenant has loaded. */
export function useTenantCurrency(): string | undefined {
  return useQuery({ ...tenantQueries.current(), select: (envelope) => envelope.tenant.currency }).data;
}

/**
 * Formats an amount in the tenant's currency ('£12,500.00'). Until the tenant has loaded the amount
 * shows without a symbol rather than in a currency that may be wrong.
 */
export function useMoney(): (amount: number | null | undefined) => string {
  const currency = useTenantCurrency();
  // The same function while the currency stays, so columns built on it stay the same too.
  return useCallback(
    (amount) =>
      currency || amount === null || amount === undefined || !Number.isFinite(amount)
        ? formatMoney(amount, currency)
        : plain.format(amount),
    [currency],
  );
}
