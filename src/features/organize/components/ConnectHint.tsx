import { Link } from '@tanstack/react-router';
import type { FlowSource } from '../api/schemas';
import { FLOW_SOURCE_LABELS } from '../model/flow-review';

export const CONNECT_LINK_CLASS =
  'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100';

/** Where a client admin connects a source (Settings → Integrations); everyone else is told who can. */
export function ConnectHint({ source, isAdmin }: { source: FlowSource; isAdmin: boolean }) {
  const label = FLOW_SOURCE_LABELS[source];
  return isAdmin ? (
    <Link to="/settings/integrations" className={CONNECT_LINK_CLASS}>
      Connect {label}
    </Link>
  ) : (
    <>Ask a client admin to connect {label} in Settings → Integrations.</>
  );
}
