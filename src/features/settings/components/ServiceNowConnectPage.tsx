import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { INTEGRATION_WRITE_FALLBACKS, useConnectServiceNowMutation } from '../api/integration-mutations';
import { clearPendingConnection, pendingConnectionFor, type PendingConnection } from '../api/service-now';
import type { ServiceNowReturn } from '../api/service-now-return';
import { FormAlert } from '@/components/form/FormAlert';
import { serverErrors } from '@/lib/server-errors';

export const SERVICE_NOW_MESSAGES = {
  denied: 'ServiceNow access was denied, so ServiceNow is not connected.',
  badState:
    'This ServiceNow connection could not be verified: it was started in another window, has expired or was already used. Please connect again from Settings.',
  missingCode: 'ServiceNow did not send an authorisation code. Please connect again from Settings.',
} as const;

const backLinkClass = 'font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

function BackToIntegrations() {
  return (
    <Link to="/settings/integrations" className={backLinkClass}>
      Back to integrations settings
    </Link>
  );
}

type Problem = { kind: 'problem'; message: string };

/** Reads the return once: an OAuth error, a state that is not ours, or the pending connection. */
function readReturn(
  search: ServiceNowReturn,
): Problem | { kind: 'pending'; pending: PendingConnection; code: string } {
  if (search.error) {
    const detail = search.error_description?.trim();
    return {
      kind: 'problem',
      message: detail ? `${SERVICE_NOW_MESSAGES.denied} (${detail})` : SERVICE_NOW_MESSAGES.denied,
    };
  }
  const pending = pendingConnectionFor(search.state);
  if (!pending) return { kind: 'problem', message: SERVICE_NOW_MESSAGES.badState };
  if (!search.code) return { kind: 'problem', message: SERVICE_NOW_MESSAGES.missingCode };
  return { kind: 'pending', pending, code: search.code };
}

/** `/service-now-connect`: where ServiceNow sends the browser back; finishes the connection. */
export function ServiceNowConnectPage({ search }: { search: ServiceNowReturn }) {
  const [outcome] = useState(() => readReturn(search));
  const connect = useConnectServiceNowMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // One attempt per state, whatever happens (codes work once).
    clearPendingConnection();
    if (outcome.kind === 'pending') {
      connect.mutate({ instance_url: outcome.pending.instance_url, code: outcome.code });
    }
  }, [outcome, connect]);

  const problem =
    outcome.kind === 'problem'
      ? outcome.message
      : connect.isError
        ? serverErrors(connect.error, { fallback: INTEGRATION_WRITE_FALLBACKS.connectServiceNow }).form
        : null;

  return (
    <div className="max-w-xl">
      <PageHeader
        title="Connecting ServiceNow"
        description="Finishing the connection to your ServiceNow instance."
      />
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {problem ? (
          <>
            <FormAlert>{problem}</FormAlert>
            <BackToIntegrations />
          </>
        ) : connect.isSuccess && connect.data.is_service_now_connected ? (
          <>
            <p role="status" className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
              <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-300" />
              ServiceNow is connected
            </p>
            <p className="text-sm break-all text-slate-600 dark:text-slate-300">
              Stackwise can now work with {connect.data.instance_url}.
            </p>
            <BackToIntegrations />
          </>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
            <Spinner className="size-4" /> Connecting to{' '}
            {outcome.kind === 'pending' ? outcome.pending.instance_url : 'ServiceNow'}…
          </p>
        )}
      </div>
    </div>
  );
}
