import { CheckCircle2, CircleSlash, Clock, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { LastSynced, SyncStateBadge } from '@/components/ui/SyncState';
import { useSyncAuditLogsMutation } from '../api/integration-mutations';
import type { AuditLogProvider, ProviderSync } from '../api/schemas';
import { CredentialsAuthorizeForm, GoogleAuthorizeButton } from './AuthorizeForms';

export const PROVIDER_INFO: Readonly<Record<AuditLogProvider, { title: string; reads: string }>> = {
  azure: { title: 'Azure', reads: 'Microsoft Entra ID sign-in and audit logs, through Microsoft Graph.' },
  google: { title: 'Google Workspace', reads: 'Login and OAuth token audit reports, through the Admin SDK.' },
  okta: { title: 'Okta', reads: 'System Log sign-in events, through the Okta API.' },
};

function AuthorizeForm({ provider }: { provider: AuditLogProvider }) {
  return provider === 'google' ? <GoogleAuthorizeButton /> : <CredentialsAuthorizeForm provider={provider} />;
}

interface PanelProps {
  provider: AuditLogProvider;
  /** `is_<provider>_log_sync_authorized` from the tenant envelope. */
  authorized: boolean;
  /** The sync's state (client admins only); undefined while loading or for read-only users. */
  sync: ProviderSync | undefined;
  canEdit: boolean;
}

/** One audit-log source: its authorisation, the sync machine's state, 'Sync now' and the last sync. */
export function AuditLogProviderPanel({ provider, authorized, sync, canEdit }: PanelProps) {
  const headingId = useId();
  const [reauthorizing, setReauthorizing] = useState(false);
  const syncNow = useSyncAuditLogsMutation();
  const info = PROVIDER_INFO[provider];
  const state = sync?.state ?? null;
  const running = state === 'started';
  const invalidated = state === 'invalidated' && !authorized;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
            {info.title}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{info.reads}</p>
        </div>
        {authorized ? (
          <Badge tone="good">
            <CheckCircle2 aria-hidden="true" className="size-3" /> Authorised
          </Badge>
        ) : (
          <Badge tone="none">
            <CircleSlash aria-hidden="true" className="size-3" /> Not authorised
          </Badge>
        )}
      </div>

      {sync && (
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Sync state</dt>
            <dd className="mt-0.5" data-sync-state={state ?? 'none'}>
              <SyncStateBadge state={state} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-300">
              <Clock aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
              Last synced
            </dt>
            <dd className="mt-0.5 font-medium text-slate-900 dark:text-white">
              <LastSynced at={sync.last_synced_at} />
            </dd>
          </div>
          {sync.account && (
            <div className="sm:col-span-2">
              <dt className="text-slate-600 dark:text-slate-300">Authorised for</dt>
              <dd className="mt-0.5 font-medium break-all text-slate-900 dark:text-white">{sync.account}</dd>
            </div>
          )}
          {sync.message && !running && (
            <div className="sm:col-span-2">
              <dt className="sr-only">Details</dt>
              <dd
                className={
                  state === 'failed'
                    ? 'text-red-800 dark:text-red-200'
                    : state === 'invalidated'
                      ? 'text-amber-900 dark:text-amber-100'
                      : 'text-slate-700 dark:text-slate-200'
                }
              >
                {sync.message}
              </dd>
            </div>
          )}
        </dl>
      )}

      {canEdit && (
        <div className="mt-4 space-y-3">
          {invalidated && (
            <p className="text-sm font-medium text-amber-900 dark:text-amber-100">
              The authorisation is no longer valid. Authorise {info.title} again to resume syncing.
            </p>
          )}
          {authorized ? (
            <>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  busy={syncNow.isPending || running}
                  onClick={() => syncNow.mutate(provider)}
                >
                  {!syncNow.isPending && !running && <RefreshCw aria-hidden="true" className="size-4" />}
                  Sync now
                </Button>
                <Button
                  variant="ghost"
                  aria-expanded={reauthorizing}
                  onClick={() => setReauthorizing((open) => !open)}
                >
                  {reauthorizing ? 'Cancel' : 'Authorise again'}
                </Button>
              </div>
              {reauthorizing && <AuthorizeForm provider={provider} />}
            </>
          ) : (
            <AuthorizeForm provider={provider} />
          )}
        </div>
      )}
    </section>
  );
}
