import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TenantEnvelope, tenantQueries } from '@/features/tenants';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { integrationQueries } from './integration-queries';
import {
  authorizeReplySchema,
  connectServiceNowReplySchema,
  syncStartedReplySchema,
  type AuditLogProvider,
  type IntegrationStatus,
} from './schemas';

/**
 * Shown when an integration write fails without a server message; authorising has one per provider,
 * worded alike.
 */
export const INTEGRATION_WRITE_FALLBACKS = {
  authorize: {
    azure: 'Unable to authenticate azure right now, please try again.',
    google: 'Unable to authenticate google right now, please try again.',
    okta: 'Unable to authenticate okta right now, please try again.',
  } satisfies Record<AuditLogProvider, string>,
  sync: 'Unable to start the sync right now, please try again.',
  connectServiceNow: 'Unable to connect ServiceNow right now, please try again.',
} as const;

export type AuthorizeInput =
  | { provider: 'azure'; azure_tenant_id: string }
  | { provider: 'google'; auth_code: string }
  | { provider: 'okta'; domain: string; token: string };

const FLAGS = {
  azure: 'is_azure_log_sync_authorized',
  google: 'is_google_log_sync_authorized',
  okta: 'is_okta_log_sync_authorized',
} as const;

function setTenantFlag(
  envelope: TenantEnvelope | undefined,
  flag: (typeof FLAGS)[AuditLogProvider] | 'is_service_now_connected',
): TenantEnvelope | undefined {
  return envelope && { ...envelope, tenant: { ...envelope.tenant, [flag]: true } };
}

/** `POST /tenants/authorize_<provider>_audit_log_sync/`; the card shows the failure itself. */
export function useAuthorizeAuditLogSyncMutation(provider: AuditLogProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider: _provider, ...body }: AuthorizeInput) =>
      request('post', `tenants/authorize_${provider}_audit_log_sync/`, authorizeReplySchema, {
        json: body,
        fallback: INTEGRATION_WRITE_FALLBACKS.authorize[provider],
      }),
    meta: { errorFallback: INTEGRATION_WRITE_FALLBACKS.authorize[provider], silentError: true },
    onSuccess: (reply) => {
      queryClient.setQueryData(tenantQueries.current().queryKey, (envelope) =>
        setTenantFlag(envelope, FLAGS[provider]),
      );
      notifySuccess(reply);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantQueries.current().queryKey }),
        queryClient.invalidateQueries({ queryKey: integrationQueries.all() }),
      ]),
  });
}

/** 'Sync now' (`POST /tenants/sync_audit_logs/`): the card turns 'started' and the status is polled. */
export function useSyncAuditLogsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: AuditLogProvider) =>
      request('post', 'tenants/sync_audit_logs/', syncStartedReplySchema, {
        json: { provider },
        fallback: INTEGRATION_WRITE_FALLBACKS.sync,
      }),
    meta: { errorFallback: INTEGRATION_WRITE_FALLBACKS.sync },
    onSuccess: async ({ provider, ...sync }) => {
      await queryClient.cancelQueries({ queryKey: integrationQueries.status().queryKey });
      queryClient.setQueryData(
        integrationQueries.status().queryKey,
        (status: IntegrationStatus | undefined) =>
          status ? { ...status, [provider]: { ...sync, message: null } } : status,
      );
      notifySuccess({ message: sync.message ?? undefined });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: integrationQueries.all() }),
  });
}

/** `POST /tenants/connect_service_now/` with the code ServiceNow sent back to /service-now-connect. */
export function useConnectServiceNowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { instance_url: string; code: string }) =>
      request('post', 'tenants/connect_service_now/', connectServiceNowReplySchema, {
        json: input,
        fallback: INTEGRATION_WRITE_FALLBACKS.connectServiceNow,
      }),
    meta: { errorFallback: INTEGRATION_WRITE_FALLBACKS.connectServiceNow, silentError: true },
    onSuccess: (reply) => {
      queryClient.setQueryData(tenantQueries.current().queryKey, (envelope) =>
        setTenantFlag(envelope, 'is_service_now_connected'),
      );
      notifySuccess(reply);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantQueries.current().queryKey }),
        queryClient.invalidateQueries({ queryKey: integrationQueries.all() }),
      ]),
  });
}
