/**
 * Demo mode only: Microsoft's "Pick an account" page, simulated on this origin at
 * /__mock_idp__/microsoft/authorize (MSAL's navigation client sends the browser here with the query
 * string it built for login.microsoftonline.com). Choosing an account issues an authorisation code
 * bound to the request (client, redirect URI, nonce, PKCE challenge) and goes back to the redirect
 * URI with `code` and `state`, in the fragment or the query as `response_mode` asks; Cancel goes back
 * with Entra's access_denied error. The token endpoint itself is answered by ./microsoft.ts.
 */
import { useMemo, useState } from 'react';
import { DIRECTORY_USERS, type DirectoryUser } from './microsoft-directory';
import { clientInfoFor, issueAuthorizationCode, type AuthorizeParams } from './microsoft-tokens';

type ResponseMode = 'fragment' | 'query';

interface AuthorizeRequest extends AuthorizeParams {
  state: string | null;
  responseMode: ResponseMode;
}

type Parsed = { ok: true; request: AuthorizeRequest } | { ok: false; code: string; problem: string };

function missing(name: string): Parsed {
  return {
    ok: false,
    code: 'AADSTS900144',
    problem: `The request body must contain the following parameter: '${name}'.`,
  };
}

/** Checks the authorize request the way Entra does before it shows anything. */
export function readAuthorizeRequest(search: string, origin: string): Parsed {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name)?.trim() ?? '';
  for (const name of ['client_id', 'response_type', 'redirect_uri', 'scope', 'code_challenge']) {
    if (!get(name)) return missing(name);
  }
  if (get('response_type') !== 'code') {
    return {
      ok: false,
      code: 'AADSTS700054',
      problem: `response_type '${get('response_type')}' is not enabled for the application.`,
    };
  }
  let redirect: URL;
  try {
    redirect = new URL(get('redirect_uri'));
  } catch {
    return { ok: false, code: 'AADSTS90102', problem: "'redirect_uri' value must be a valid absolute URI." };
  }
  // The app registration lists the app's own /msauth page; anything else is refused, never followed.
  if (redirect.origin !== origin) {
    return {
      ok: false,
      code: 'AADSTS50011',
      problem: `The redirect URI '${redirect.href}' specified in the request does not match the redirect URIs configured for the application.`,
    };
  }
  const method = get('code_challenge_method') || 'plain';
  if (method !== 'S256') {
    return {
      ok: false,
      code: 'AADSTS9002325',
      problem:
        'Proof Key for Code Exchange with the S256 code_challenge_method is required for this application.',
    };
  }
  const mode = get('response_mode') || 'query';
  if (mode !== 'fragment' && mode !== 'query') {
    return {
      ok: false,
      code: 'AADSTS900144',
      problem: `Unsupported response_mode '${mode}' in this simulation.`,
    };
  }
  return {
    ok: true,
    request: {
      client_id: get('client_id'),
      redirect_uri: redirect.href,
      scope: get('scope'),
      ...(get('nonce') ? { nonce: get('nonce') } : {}),
      code_challenge: get('code_challenge'),
      code_challenge_method: method,
      state: params.get('state'),
      responseMode: mode,
    },
  };
}

/** The redirect URI with the reply in the fragment or the query, as the request asked. */
export function replyUrl(request: AuthorizeRequest, reply: Record<string, string>): string {
  const fields = new URLSearchParams(reply);
  if (request.state !== null) fields.set('state', request.state);
  const url = new URL(request.redirect_uri);
  if (request.responseMode === 'query') {
    fields.forEach((value, key) => url.searchParams.set(key, value));
    return url.href;
  }
  url.hash = fields.toString();
  return url.href;
}

function MicrosoftLogo({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 21 21" aria-hidden="true" className={className}>
      <rect x="1" y="1" width="9" height="9" fill="#f25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
      <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
      <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
    </svg>
  );
}

const SIMULATION_NOTE = 'Simulated for the Stackwise demo: no data leaves this browser.';

export default function MicrosoftSignInPage() {
  const parsed = useMemo(() => readAuthorizeRequest(window.location.search, window.location.origin), []);
  const [leaving, setLeaving] = useState(false);

  const go = (reply: Record<string, string>) => {
    if (!parsed.ok) return;
    setLeaving(true);
    window.location.assign(replyUrl(parsed.request, reply));
  };

  const choose = (user: DirectoryUser) => {
    if (!parsed.ok) return;
    go({
      code: issueAuthorizationCode(user, parsed.request),
      client_info: clientInfoFor(user),
      session_state: crypto.randomUUID(),
    });
  };

  const cancel = () =>
    go({
      error: 'access_denied',
      error_subcode: 'cancel',
      error_description: 'AADSTS65004: User declined to consent to access the app.',
    });

  return (
    <div className="flex min-h-dvh items-start justify-center bg-slate-100 px-4 py-10 text-slate-900 sm:items-center dark:bg-slate-900 dark:text-slate-100">
      <main className="w-full max-w-md bg-white p-8 shadow-md dark:bg-slate-950">
        <div className="flex items-center gap-2 text-lg font-semibold text-slate-700 dark:text-slate-200">
          <MicrosoftLogo className="size-5" />
          Microsoft
        </div>
        {!parsed.ok ? (
          <>
            <h1 className="mt-6 text-2xl font-semibold">Sorry, but we’re having trouble signing you in.</h1>
            <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
              {parsed.code}: {parsed.problem}
            </p>
          </>
        ) : (
          <>
            <h1 className="mt-6 text-2xl font-semibold">Pick an account</h1>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">to continue to Stackwise</p>
            <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700 dark:border-slate-700">
              {DIRECTORY_USERS.map((user) => (
                <li key={user.username}>
                  <button
                    type="button"
                    disabled={leaving}
                    onClick={() => choose(user)}
                    className="flex w-full items-center gap-3 px-2 py-3 text-left hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:hover:bg-slate-800"
                  >
                    <span
                      aria-hidden="true"
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-700 text-sm font-medium text-white dark:bg-slate-600"
                    >
                      {user.name
                        .split(' ')
                        .map((part) => part.charAt(0))
                        .join('')}
                    </span>
                    <span className="min-w-0">
                      <span className="block text-sm font-medium">{user.name}</span>
                      <span className="block truncate text-sm text-slate-700 dark:text-slate-300">
                        {user.username}
                      </span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        {user.organisation} directory
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex justify-end">
              <button
                type="button"
                disabled={leaving}
                onClick={cancel}
                className="bg-slate-200 px-6 py-2 text-sm font-medium text-slate-900 hover:bg-slate-300 disabled:opacity-60 dark:bg-slate-700 dark:text-slate-100 dark:hover:bg-slate-600"
              >
                Cancel
              </button>
            </div>
          </>
        )}
        <p className="mt-6 border-t border-slate-200 pt-3 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {SIMULATION_NOTE}
        </p>
      </main>
    </div>
  );
}
