import { Link } from '@tanstack/react-router';
import { PlugZap } from 'lucide-react';
import { useId } from 'react';
import { CLIENT_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';
import { FLOW_SOURCES, type FlowSourceState } from '../api/schemas';
import { FLOW_SOURCE_LABELS } from '../model/flow-review';
import { FLOW_SOURCE_INFO, sourceState } from '../model/sources';
import { CONNECT_LINK_CLASS, ConnectHint } from './ConnectHint';
import { SourceMark } from './SourceMark';

/**
 * What a tenant without a connected source sees instead of its apps: Organize finds apps in sign-in
 * logs, so it has nothing to show until one is connected. Each source says what it reads and what
 * connecting it takes; client admins are led to Settings → Integrations, everyone else is told to ask
 * one.
 */
export function ConnectSources({ sources }: { sources: FlowSourceState[] }) {
  const isAdmin = useHasRole(CLIENT_ADMIN);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <PlugZap aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-indigo-700 dark:text-indigo-300" />
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            Connect a sign-in log to discover your apps
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Organize lists the apps your people sign in to, as your identity provider’s logs show them. No
            source is connected yet, so there is nothing to show.{' '}
            {isAdmin ? (
              <>
                Connect one in{' '}
                <Link to="/settings/integrations" className={CONNECT_LINK_CLASS}>
                  Settings → Integrations
                </Link>
                ; the first sync brings in the apps.
              </>
            ) : (
              'Only a client admin of your company can connect one: ask them to, in Settings → Integrations.'
            )}
          </p>
        </div>
      </div>
      <ul aria-label="How to connect each source" className="mt-6 grid gap-4 md:grid-cols-3">
        {FLOW_SOURCES.map((source) => {
          const { connected } = sourceState(sources, source);
          return (
            <li key={source} className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                <SourceMark source={source} className="size-5" decorative />
                {FLOW_SOURCE_LABELS[source]}
              </h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">
                Reads {FLOW_SOURCE_INFO[source].reads}. Connecting it takes {FLOW_SOURCE_INFO[source].needs}.
              </p>
              <p className="mt-3">
                {connected ? (
                  'Connected: its apps show after its first sync.'
                ) : (
                  <ConnectHint source={source} isAdmin={isAdmin} />
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
