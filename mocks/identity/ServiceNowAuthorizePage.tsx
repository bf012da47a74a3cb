/**
 * Demo mode only: a ServiceNow instance's OAuth authorisation page (`<instance>/oauth_auth.do`),
 * simulated on this origin at /__mock_idp__/servicenow/oauth_auth.do. Allow sends the browser back to
 * the redirect URI with a signed one-time code for the instance; Deny sends back `access_denied`.
 */
import { useMemo, useState } from 'react';
import { issueServiceNowCode, normaliseInstanceUrl } from '../fixtures/integrations';

interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  instanceUrl: string;
}

function readRequest(
  search: string,
): { ok: true; request: AuthorizeRequest } | { ok: false; problem: string } {
  const params = new URLSearchParams(search);
  const clientId = params.get('client_id')?.trim() ?? '';
  const redirectUri = params.get('redirect_uri')?.trim() ?? '';
  const state = params.get('state') ?? '';
  const instanceUrl = normaliseInstanceUrl(params.get('instance_url') ?? '');
  if (params.get('response_type') !== 'code') return { ok: false, problem: 'Unsupported response_type.' };
  if (!clientId) return { ok: false, problem: 'Missing client_id.' };
  if (!state) return { ok: false, problem: 'Missing state.' };
  if (!instanceUrl) return { ok: false, problem: 'Unknown ServiceNow instance.' };
  let redirect: URL;
  try {
    redirect = new URL(redirectUri);
  } catch {
    return { ok: false, problem: 'Invalid redirect_uri.' };
  }
  // The registered redirect URI: this demo's own return page, nowhere else.
  if (redirect.origin !== window.location.origin)
    return { ok: false, problem: 'redirect_uri is not registered.' };
  return { ok: true, request: { clientId, redirectUri, state, instanceUrl } };
}

function back(request: AuthorizeRequest, params: Record<string, string>): void {
  const url = new URL(request.redirectUri);
  Object.entries({ ...params, state: request.state }).forEach(([key, value]) =>
    url.searchParams.set(key, value),
  );
  window.location.assign(url.toString());
}

export default function ServiceNowAuthorizePage() {
  const parsed = useMemo(() => readRequest(window.location.search), []);
  const [answered, setAnswered] = useState(false);
  const host = parsed.ok ? new URL(parsed.request.instanceUrl).host : '';

  const allow = () => {
    if (!parsed.ok) return;
    setAnswered(true);
    back(parsed.request, { code: issueServiceNowCode(parsed.request.instanceUrl, parsed.request.clientId) });
  };
  const deny = () => {
    if (!parsed.ok) return;
    setAnswered(true);
    back(parsed.request, { error: 'access_denied', error_description: 'The user denied the request' });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-slate-100 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="bg-[#293e40] px-6 py-3 text-white">
        <span className="text-lg font-semibold tracking-tight">servicenow</span>
        {host && <span className="ml-3 text-sm text-slate-200">{host}</span>}
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10">
        <div className="w-full max-w-md rounded-lg border border-slate-300 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
          {!parsed.ok ? (
            <>
              <h1 className="text-xl font-semibold">Invalid OAuth request</h1>
              <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{parsed.problem}</p>
            </>
          ) : (
            <>
              <h1 className="text-xl font-semibold">Connect to Stackwise?</h1>
              <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
                <strong>Stackwise</strong> would like to connect to your ServiceNow instance{' '}
                <strong className="break-all">{host}</strong>.
              </p>
              <ul className="mt-3 list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
                <li>Create and update requests and incidents</li>
                <li>Read your service catalogue and software models</li>
              </ul>
              <div className="mt-6 flex justify-end gap-2">
                <button
                  type="button"
                  onClick={deny}
                  disabled={answered}
                  className="rounded border border-slate-400 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800"
                >
                  Deny
                </button>
                <button
                  type="button"
                  onClick={allow}
                  disabled={answered}
                  className="rounded bg-[#1f6f5c] px-4 py-2 text-sm font-medium text-white hover:bg-[#195c4c] disabled:opacity-60"
                >
                  Allow
                </button>
              </div>
            </>
          )}
          <p className="mt-6 border-t border-slate-200 pt-3 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
            Simulated for the Stackwise demo: no data leaves this browser.
          </p>
        </div>
      </main>
    </div>
  );
}
