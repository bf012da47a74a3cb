import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { Spinner } from '@/components/ui/Spinner';
import { tenantQueries } from '@/features/tenants';
import { extractErrorText } from '@/lib/errors';
import { INTEGRATION_FALLBACKS, integrationQueries } from '../api/integration-queries';
import { AUDIT_LOG_PROVIDERS, type IntegrationStatus } from '../api/schemas';
import { AuditLogProviderPanel } from './AuditLogProviderPanel';
import { ServiceNowCard } from './ServiceNowCard';
import { ReadOnlyNote, useCanEditSettings, useSettingsTenant } from './SettingsShared';

/**
 * When a sync leaves 'started' its outcome may have changed the tenant (an invalidated sync turns the
 * authorisation flag off), so the tenant is fetched again.
 */
function useRefreshTenantWhenSyncEnds(latest: IntegrationStatus | undefined): void {
  const queryClient = useQueryClient();
  const previous = useRef<IntegrationStatus | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = latest;
    if (!before || !latest) return;
    const ended = AUDIT_LOG_PROVIDERS.some(
      (provider) => before[provider].state === 'started' && latest[provider].state !== 'started',
    );
    if (ended) void queryClient.invalidateQueries({ queryKey: tenantQueries.current().queryKey });
  }, [latest, queryClient]);
}

/** `/settings/integrations`: audit-log sync for Azure, Google and Okta, and ServiceNow. */
export function IntegrationsSettingsPage() {
  const { tenant } = useSettingsTenant();
  const canEdit = useCanEditSettings();
  const status = useQuery({ ...integrationQueries.status(), enabled: canEdit });
  useRefreshTenantWhenSyncEnds(status.data);

  const flags = {
    azure: tenant.is_azure_log_sync_authorized,
    google: tenant.is_google_log_sync_authorized,
    okta: tenant.is_okta_log_sync_authorized,
  };

  return (
    <div className="grid max-w-4xl gap-6">
      <Card title="Audit-log sync">
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
          Stackwise discovers the apps your people use from your identity providers&apos; audit logs.
          Authorise each source once; it then syncs every few hours, or now when you ask.
        </p>
        {!canEdit ? (
          <div className="mb-4">
            <ReadOnlyNote>Sync details and actions are shown to company admins only.</ReadOnlyNote>
          </div>
        ) : status.isPending ? (
          <p
            role="status"
            className="mb-4 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300"
          >
            <Spinner className="size-4" /> Loading sync status…
          </p>
        ) : status.isError ? (
          <div className="mb-4">
            <ErrorState
              message={extractErrorText(status.error, INTEGRATION_FALLBACKS.status)}
              onRetry={() => void status.refetch()}
            />
          </div>
        ) : null}
        <div className="grid gap-4">
          {AUDIT_LOG_PROVIDERS.map((provider) => (
            <AuditLogProviderPanel
              key={provider}
              provider={provider}
              authorized={flags[provider]}
              sync={status.data?.[provider]}
              canEdit={canEdit}
            />
          ))}
        </div>
      </Card>
      <ServiceNowCard
        connected={tenant.is_service_now_connected}
        instanceUrl={status.data?.service_now.instance_url ?? null}
        canEdit={canEdit}
      />
    </div>
  );
}
