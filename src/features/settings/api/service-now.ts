/**
 * ServiceNow's OAuth authorisation-code flow: Settings sends the browser to the instance's
 * `oauth_auth.do` (in demo mode: the simulated page under /__mock_idp__/servicenow/), which returns
 * to /service-now-connect with `code` and `state`. The state and the instance URL wait in
 * sessionStorage in between.
 */
import { SIMULATED_PROVIDER_PREFIX } from '@/lib/simulated-providers';

export const SERVICE_NOW_RETURN_PATH = '/service-now-connect';
const PENDING_KEY = 'stackwise:servicenow-connect';
/** A connection not finished within this time must be started again. */
export const PENDING_LIFETIME_MS = 15 * 60_000;

export interface PendingConnection {
  state: string;
  instance_url: string;
  started_at: number;
}

/** The OAuth client registered in the instance; the demo's simulated instance accepts any. */
export function serviceNowClientId(): string {
  const configured = import.meta.env.VITE_SERVICENOW_CLIENT_ID as string | undefined;
  return configured?.trim() || 'stackwise-demo';
}

/**
 * `acme.service-now.com`, `https://Acme.service-now.com/` → `https://acme.service-now.com`; anything
 * that is not an https origin (a path, another scheme, credentials) → null.
 */
export function normaliseInstanceUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    if (
      !url.hostname.includes('.') ||
      (url.pathname !== '/' && url.pathname !== '') ||
      url.search ||
      url.hash
    )
      return null;
    return `https://${url.host.toLowerCase()}`;
  } catch {
    return null;
  }
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Where to send the browser to authorise Stackwise on `instanceUrl` (already normalised). */
export function serviceNowAuthorizeUrl(
  instanceUrl: string,
  state: string,
  origin = window.location.origin,
): string {
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: serviceNowClientId(),
    redirect_uri: `${origin}${SERVICE_NOW_RETURN_PATH}`,
    state,
  });
  if (!import.meta.env.VITE_API_URL) {
    params.set('instance_url', instanceUrl);
    return `${SIMULATED_PROVIDER_PREFIX}servicenow/oauth_auth.do?${params.toString()}`;
  }
  return `${instanceUrl}/oauth_auth.do?${params.toString()}`;
}

/** Remembers the attempt and returns the authorisation URL to go to. */
export function beginServiceNowConnect(instanceUrl: string): string {
  const pending: PendingConnection = {
    state: randomState(),
    instance_url: instanceUrl,
    started_at: Date.now(),
  };
  store()?.setItem(PENDING_KEY, JSON.stringify(pending));
  return serviceNowAuthorizeUrl(instanceUrl, pending.state);
}

/** The attempt this return belongs to: same state, still fresh; otherwise null. */
export function pendingConnectionFor(state: string | undefined, now = Date.now()): PendingConnection | null {
  if (!state) return null;
  try {
    const raw = store()?.getItem(PENDING_KEY);
    const pending = raw ? (JSON.parse(raw) as Partial<PendingConnection>) : null;
    if (
      !pending ||
      typeof pending.state !== 'string' ||
      typeof pending.instance_url !== 'string' ||
      typeof pending.started_at !== 'number'
    )
      return null;
    if (pending.state !== state || now - pending.started_at > PENDING_LIFETIME_MS) return null;
    return { state: pending.state, instance_url: pending.instance_url, started_at: pending.started_at };
  } catch {
    return null;
  }
}

export function clearPendingConnection(): void {
  store()?.removeItem(PENDING_KEY);
}
