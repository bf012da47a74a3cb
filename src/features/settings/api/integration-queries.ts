import { queryOptions } from '@tanstack/react-query';
import { tenantQueries } from '@/features/tenants';
import { apiGet } from '@/lib/api-query';
import { AUDIT_LOG_PROVIDERS, integrationStatusSchema, type IntegrationStatus } from './schemas';

export const INTEGRATION_FALLBACKS = {
  status: 'Unable to fetch the audit-log sync status. Please try again',
} as const;
/** How often the page asks again while a sync is running. */
export const SYNC_POLL_MS = 1000;

export function isSyncing(status: IntegrationStatus | undefined): boolean {
  return status !== undefined && AUDIT_LOG_PROVIDERS.some((provider) => status[provider].state === 'started');
}

export const integrationQueries = {
  all: () => [...tenantQueries.all(), 'integrations'] as const,
  /** Each provider's sync state and ServiceNow's connection; polled while a sync is 'started'. */
  status: () =>
    queryOptions({
      queryKey: [...integrationQueries.all(), 'status'] as const,
      ...apiGet('tenants/audit_log_sync_status/', integrationStatusSchema, {
        fallback: INTEGRATION_FALLBACKS.status,
      }),
      refetchInterval: (query) => (isSyncing(query.state.data) ? SYNC_POLL_MS : false),
    }),
};
