/**
 * Google Identity Services (GIS): the part of `google.accounts.oauth2` the app uses, loaded on
 * demand. Live mode injects Google's script once; demo mode loads a stand-in from mocks/identity
 * that opens the simulated consent page. Used by 'Sign in with Google' (code flow), the /test page
 * (token flow) and the Google audit-log sync (code flow).
 *
 * Load this module with a dynamic `import()`: it is not needed before someone asks for Google.
 */
import { apiReady } from './api-gate';
import type { GoogleOAuth2 } from './google-identity-types';

export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const GIS_LOAD_TIMEOUT_MS = 10_000;

/** The demo's OAuth client id (the simulated consent page accepts any); live builds set VITE_GOOGLE_CLIENT_ID. */
export const DEMO_GOOGLE_CLIENT_ID = 'stackwise-demo.apps.googleusercontent.com';

export function googleClientId(): string {
  const configured = import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined;
  return configured?.trim() || DEMO_GOOGLE_CLIENT_ID;
}

/** Scopes the app asks for. */
export const GOOGLE_SIGN_IN_SCOPE = 'openid email profile';
export const GOOGLE_REPORTS_SCOPE = 'https://www.googleapis.com/auth/admin.reports.audit.readonly';

export type * from './google-identity-types';

declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOAuth2 } };
  }
}

/** Google's script did not load (blocked, offline, timed out): the caller shows a clear message. */
export class GoogleScriptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GoogleScriptError';
  }
}

function loadedOAuth2(): GoogleOAuth2 | undefined {
  return window.google?.accounts?.oauth2;
}

/** Injects Google's script (once) and waits for `google.accounts.oauth2`. */
function injectScript(timeoutMs: number): Promise<GoogleOAuth2> {
  const ready = loadedOAuth2();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    const finish = (outcome: () => void) => {
      window.clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      outcome();
    };
    const fail = (message: string) =>
      finish(() => {
        // A later attempt injects a fresh script rather than waiting on this failed one.
        script.remove();
        reject(new GoogleScriptError(message));
      });
    const onLoad = () => {
      const oauth2 = loadedOAuth2();
      if (oauth2) finish(() => resolve(oauth2));
      else fail('Google Identity Services loaded without google.accounts.oauth2');
    };
    const onError = () => fail(`Google Identity Services could not be loaded from ${GIS_SCRIPT_URL}`);
    const timer = window.setTimeout(
      () => fail(`Google Identity Services did not load within ${timeoutMs / 1000} s`),
      timeoutMs,
    );
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    document.head.append(script);
  });
}

let loading: Promise<GoogleOAuth2> | null = null;

/**
 * `google.accounts.oauth2`, loaded once: Google's script in live mode, the simulated stand-in in
 * demo mode. Rejects with GoogleScriptError when the script fails or times out; the next call tries
 * again.
 */
export function loadGoogleIdentity({ timeoutMs = GIS_LOAD_TIMEOUT_MS }: { timeoutMs?: number } = {}) {
  loading ??= load(timeoutMs).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function load(timeoutMs: number): Promise<GoogleOAuth2> {
  if (!import.meta.env.VITE_API_URL) {
    // Google's endpoints are answered by the demo's mock API, which may still be starting.
    const [{ googleIdentityServices }] = await Promise.all([
      import('@mocks/identity/google-identity-services'),
      apiReady(),
    ]);
    return googleIdentityServices;
  }
  return injectScript(timeoutMs);
}
