import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format, isValid, parseISO } from 'date-fns';
import { KeyRound, LogOut, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { LoadingState } from '@/components/ui/LoadingState';
import type { ClientConfigError, GoogleOAuth2, TokenResponse } from '@/lib/google-identity';
import { directoryReportQueries } from '../api/activity-queries';
import { GoogleApiError } from '../api/reports-api';
import type { LoginActivity } from '../api/schemas';

export const REPORTS_MESSAGES = {
  notLoaded: 'Google sign-in could not be loaded. Check your connection and try again.',
  popup_closed: 'The Google window was closed before authorisation finished.',
  popup_failed_to_open: 'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  unknown: 'Google authorisation did not finish. Please try again.',
  denied: 'Google did not grant access to the reports.',
  expired: 'The authorisation expired. Authorize again.',
  failed: 'Unable to list the login activity right now. Please try again.',
} as const;

interface Google {
  gis: GoogleOAuth2;
  clientId: string;
  scope: string;
}

function loadGoogle(): Promise<Google> {
  return import('@/lib/google-identity').then(async (module) => ({
    gis: await module.loadGoogleIdentity(),
    clientId: module.googleClientId(),
    scope: module.GOOGLE_REPORTS_SCOPE,
  }));
}

function formatTime(time: string): string {
  const date = parseISO(time);
  return isValid(date) ? format(date, 'd MMM yyyy, HH:mm:ss') : time;
}

function ActivityTable({ items }: { items: LoginActivity[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Recent login activity</caption>
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Time
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Actor e-mail
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Event
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-100">
          {items.map((item, index) => (
            <tr key={item.id.uniqueQualifier ?? `${item.id.time}-${index}`}>
              <td className="whitespace-nowrap px-4 py-2">
                <time dateTime={item.id.time}>{formatTime(item.id.time)}</time>
              </td>
              <td className="px-4 py-2">{item.actor?.email ?? '—'}</td>
              <td className="px-4 py-2 font-mono text-xs">{item.events?.[0]?.name ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /test: the developer page for Google's directory reports API. Authorize gets an access
 * token from Google (token flow), the page lists the recent login activity with it; Refresh lists
 * again; Sign Out revokes the token and starts over.
 */
export function DirectoryReportsPage() {
  const queryClient = useQueryClient();
  const google = useRef<Google | null>(null);
  const [accessToken, setAccessToken] = useState<string | null>(null);
  const [authorising, setAuthorising] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const activities = useQuery({
    ...directoryReportQueries.loginActivities(accessToken ?? ''),
    enabled: accessToken !== null,
  });
  const expired = activities.error instanceof GoogleApiError && activities.error.status === 401;
  const authorised = accessToken !== null && !expired;

  // Loaded ahead so the click can open Google's window at once, inside its user activation.
  const preload = () => {
    if (google.current) return;
    loadGoogle().then(
      (loaded) => (google.current = loaded),
      () => undefined, // the click tries again and says what went wrong
    );
  };

  const requestToken = ({ gis, clientId, scope }: Google) => {
    setAuthorising(true);
    gis
      .initTokenClient({
        client_id: clientId,
        scope,
        callback: (response: TokenResponse) => {
          setAuthorising(false);
          if (!response.access_token) return setProblem(REPORTS_MESSAGES.denied);
          setAccessToken(response.access_token);
        },
        error_callback: (error: ClientConfigError) => {
          setAuthorising(false);
          setProblem(REPORTS_MESSAGES[error.type] ?? REPORTS_MESSAGES.unknown);
        },
      })
      .requestAccessToken();
  };

  const authorize = () => {
    setProblem(null);
    if (google.current) return requestToken(google.current);
    setAuthorising(true);
    loadGoogle().then(
      (loaded) => {
        google.current = loaded;
        requestToken(loaded);
      },
      () => {
        setAuthorising(false);
        setProblem(REPORTS_MESSAGES.notLoaded);
      },
    );
  };

  const signOut = () => {
    if (accessToken) google.current?.gis.revoke(accessToken);
    queryClient.removeQueries({ queryKey: directoryReportQueries.all() });
    setAccessToken(null);
    setProblem(null);
  };

  const items = activities.data?.items ?? [];
  const notice = problem ?? (expired ? REPORTS_MESSAGES.expired : null);

  return (
    <div className="max-w-5xl">
      <PageHeader
        title="Directory reports API test"
        description="Checks the Google Workspace connection: authorise with Google and list the domain's most recent sign-ins from the Admin SDK Reports API."
      />
      <div className="mb-6 flex flex-wrap gap-2">
        <Button
          onMouseEnter={preload}
          onFocus={preload}
          busy={authorising || (authorised && activities.isFetching)}
          onClick={authorised ? () => void activities.refetch() : authorize}
        >
          {authorised ? (
            <RefreshCw aria-hidden="true" className="size-4" />
          ) : (
            <KeyRound aria-hidden="true" className="size-4" />
          )}
          {authorised ? 'Refresh' : 'Authorize'}
        </Button>
        {authorised && (
          <Button variant="secondary" onClick={signOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </Button>
        )}
      </div>

      {notice && (
        <p
          role="alert"
          className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {notice}
        </p>
      )}

      {authorised &&
        (activities.isPending ? (
          <LoadingState>Loading login activity…</LoadingState>
        ) : activities.isError ? (
          <ErrorState
            title="Google refused the request"
            message={
              activities.error instanceof GoogleApiError ? activities.error.message : REPORTS_MESSAGES.failed
            }
            onRetry={() => void activities.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState title="No activities found." />
        ) : (
          <ActivityTable items={items} />
        ))}

      {!authorised && !notice && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Authorize with a Google Workspace administrator account to see the latest login activity.
        </p>
      )}
    </div>
  );
}
