/**
 * Demo mode only: Google's account chooser, simulated on this origin at /__mock_idp__/google/oauth
 * (opened as a popup by google-identity-services.ts). Choosing an account issues a code (flow=code)
 * or an access token (flow=token), posts it to the opener on this origin and closes; Cancel just
 * closes, which the opener reports as popup_closed.
 */
import { useMemo, useState } from 'react';
import { GoogleLogo } from '@/components/ui/GoogleLogo';
import {
  GOOGLE_ACCESS_TOKEN_LIFETIME_S,
  GOOGLE_POPUP_MESSAGE,
  issueGoogleAccessToken,
  issueGoogleCode,
  type GooglePopupMessage,
} from './google-tokens';

/** The Google accounts on this simulated browser: Acme's and Globex's Workspace, and an unlinked one. */
export const GOOGLE_DEMO_ACCOUNTS = [
  { email: 'admin@acme.test', name: 'James Carter', note: 'Acme Corp · Google Workspace' },
  { email: 'user@acme.test', name: 'Olivia Bennett', note: 'Acme Corp · Google Workspace' },
  { email: 'admin@globex.test', name: 'Maria Gonzalez', note: 'Globex Inc · Google Workspace' },
  { email: 'sam@gmail.test', name: 'Sam Taylor', note: 'Personal account, not linked to Stackwise' },
] as const;

const SCOPE_TEXT: Record<string, string> = {
  openid: 'Associate you with your personal info on Google',
  email: 'See your primary Google Account email address',
  profile: 'See your personal info, including any personal info you’ve made publicly available',
  'https://www.googleapis.com/auth/admin.reports.audit.readonly':
    'View audit reports for your Google Workspace domain',
};

interface Request {
  flow: 'code' | 'token';
  clientId: string;
  scope: string;
  state: string;
}

function readRequest(search: string): { ok: true; request: Request } | { ok: false; problem: string } {
  const params = new URLSearchParams(search);
  const flow = params.get('flow');
  const clientId = params.get('client_id')?.trim() ?? '';
  const scope = params.get('scope')?.trim() ?? '';
  const state = params.get('state') ?? '';
  if (flow !== 'code' && flow !== 'token') return { ok: false, problem: 'Invalid parameter value for flow.' };
  if (!clientId) return { ok: false, problem: 'Missing required parameter: client_id' };
  if (!scope) return { ok: false, problem: 'Missing required parameter: scope' };
  if (!state) return { ok: false, problem: 'Missing required parameter: state' };
  return { ok: true, request: { flow, clientId, scope, state } };
}

function answerFor(request: Request, email: string): GooglePopupMessage {
  const { flow, clientId, scope, state } = request;
  if (flow === 'code') {
    return {
      type: GOOGLE_POPUP_MESSAGE,
      flow,
      state,
      scope,
      code: issueGoogleCode(email, { clientId, scope }),
    };
  }
  return {
    type: GOOGLE_POPUP_MESSAGE,
    flow,
    state,
    scope,
    access_token: issueGoogleAccessToken(email, { clientId, scope }),
    expires_in: GOOGLE_ACCESS_TOKEN_LIFETIME_S,
    token_type: 'Bearer',
  };
}

export default function GoogleConsentPage() {
  const parsed = useMemo(() => readRequest(window.location.search), []);
  const [chosen, setChosen] = useState<string | null>(null);
  const opener = window.opener as Window | null;

  const choose = (email: string) => {
    if (!parsed.ok || !opener) return;
    setChosen(email);
    // Only a page of this origin may read the answer.
    opener.postMessage(answerFor(parsed.request, email), window.location.origin);
    window.close();
  };

  const scopes = parsed.ok ? parsed.request.scope.split(/\s+/).filter(Boolean) : [];

  return (
    <div className="flex min-h-dvh items-start justify-center bg-white px-4 py-10 text-slate-900 sm:bg-slate-100 dark:bg-slate-950 dark:text-slate-100 sm:dark:bg-slate-900">
      <main className="w-full max-w-md rounded-lg bg-white p-6 sm:border sm:border-slate-300 dark:bg-slate-950 sm:dark:border-slate-700">
        <div className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <GoogleLogo className="size-5" />
          Sign in with Google
        </div>
        {!parsed.ok ? (
          <>
            <h1 className="mt-6 text-2xl">Access blocked: this request is invalid</h1>
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">Error 400: invalid_request</p>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{parsed.problem}</p>
          </>
        ) : (
          <>
            <h1 className="mt-6 text-2xl">
              Choose an account{' '}
              <span className="mt-1 block text-base text-slate-700 dark:text-slate-300">
                to continue to Stackwise
              </span>
            </h1>
            {!opener && (
              <p
                role="alert"
                className="mt-4 rounded bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
              >
                This window was not opened by Stackwise. Close it and start again from Stackwise.
              </p>
            )}
            <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700 dark:border-slate-700">
              {GOOGLE_DEMO_ACCOUNTS.map((account) => (
                <li key={account.email}>
                  <button
                    type="button"
                    disabled={!opener || chosen !== null}
                    onClick={() => choose(account.email)}
                    className="flex w-full items-center gap-3 px-2 py-3 text-left hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 dark:hover:bg-slate-800"
                  >
                    <span
                      aria-hidden="true"
                      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-medium text-white"
                    >
                      {account.name.charAt(0)}
                    </span>
                    <span className="min-w-0">
                      <span className="block text-sm font-medium">{account.name}</span>
                      <span className="block truncate text-sm text-slate-700 dark:text-slate-300">
                        {account.email}
                      </span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{account.note}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <div className="mt-4 text-sm text-slate-700 dark:text-slate-300">
              <p>To continue, Google will share with Stackwise the permission to:</p>
              <ul className="mt-1 list-disc pl-5">
                {scopes.map((scope) => (
                  <li key={scope}>{SCOPE_TEXT[scope] ?? scope}</li>
                ))}
              </ul>
            </div>
            <div className="mt-6 flex justify-end">
              <button
                type="button"
                onClick={() => window.close()}
                className="rounded px-4 py-2 text-sm font-medium text-blue-700 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-slate-800"
              >
                Cancel
              </button>
            </div>
          </>
        )}
        <p className="mt-6 border-t border-slate-200 pt-3 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
          Simulated for the Stackwise demo: no data leaves this browser.
        </p>
      </main>
    </div>
  );
}
