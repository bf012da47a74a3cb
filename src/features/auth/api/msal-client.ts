/**
 * The one MSAL PublicClientApplication of the page, created and initialised on first use. MSAL is a
 * dynamic import, so it is fetched when someone asks for Microsoft (hover, focus, click, /msauth) and
 * is never part of the /login bundle.
 *
 * Demo mode gives MSAL a navigation client that opens the simulated Microsoft sign-in page on this
 * origin instead of login.microsoftonline.com; everything else (PKCE, state, nonce, the token call,
 * its validation and cache) is MSAL's own, against Microsoft's endpoints answered by the mock layer.
 */
import type { AuthenticationResult, INavigationClient, IPublicClientApplication } from '@azure/msal-browser';
import { apiReady } from '@/lib/api-gate';
import { buildMsalConfiguration, microsoftLoginRequest, MSAL_REDIRECT_OPTIONS } from './msal-config';

let client: Promise<IPublicClientApplication> | null = null;

async function createClient(): Promise<IPublicClientApplication> {
  const msal = await import('@azure/msal-browser');
  let navigationClient: INavigationClient | undefined;
  if (!import.meta.env.VITE_API_URL) {
    // Microsoft's endpoints are answered by the demo's mock API, which may still be starting.
    const [{ SimulatedMicrosoftNavigation }] = await Promise.all([
      import('@mocks/identity/microsoft-navigation'),
      apiReady(),
    ]);
    navigationClient = new SimulatedMicrosoftNavigation();
  }
  const app = new msal.PublicClientApplication(
    buildMsalConfiguration({ origin: window.location.origin, navigationClient }),
  );
  await app.initialize();
  return app;
}

/** The initialised client; a failed load is forgotten, so the next attempt loads again. */
export function loadMsal(): Promise<IPublicClientApplication> {
  client ??= createClient().catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}

/** Fetches MSAL's code ahead of a likely click (hover or focus on the button); errors wait for the click. */
export function preloadMsal(): void {
  loadMsal().catch(() => undefined);
}

export type RedirectOutcome = { result: AuthenticationResult | null } | { error: unknown };

let redirectOutcome: Promise<RedirectOutcome> | null = null;
let outcomeTaken = false;

/**
 * What came back from Microsoft, handled once per page load: `handleRedirectPromise` runs before
 * anything else touches MSAL, and later calls (React StrictMode's second effect, the button) share it.
 */
export function microsoftRedirectOutcome(): Promise<RedirectOutcome> {
  redirectOutcome ??= loadMsal()
    .then((app) => app.handleRedirectPromise(MSAL_REDIRECT_OPTIONS))
    .then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
  return redirectOutcome;
}

/**
 * Claims the outcome for the page that will act on it. Only the first claim gets it: a later visit
 * to /msauth in the same page load sees nothing pending instead of signing in with a spent token.
 */
export function takeMicrosoftRedirectOutcome(outcome: RedirectOutcome): RedirectOutcome {
  if (outcomeTaken) return { result: null };
  outcomeTaken = true;
  return outcome;
}

/**
 * Sends the browser to Microsoft's account picker. Any reply still pending is settled first, which
 * also clears an interaction MSAL thinks is under way (e.g. after going back from the provider page).
 * Resolves only if the page did not leave.
 */
export async function startMicrosoftSignIn(): Promise<void> {
  const app = await loadMsal();
  await microsoftRedirectOutcome();
  await app.loginRedirect(microsoftLoginRequest());
}

function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('errorCode' in error)) return undefined;
  return typeof error.errorCode === 'string' ? error.errorCode : undefined;
}

/** The user said no at Microsoft (access_denied) or left the flow (MSAL's user_cancelled). */
export function isMicrosoftCancellation(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code === 'access_denied' || code === 'user_cancelled';
}

/** The tenant (Azure directory) the signed-in account belongs to. */
export function azureTenantIdOf(result: AuthenticationResult): string {
  const claims = result.idTokenClaims as { tid?: unknown };
  return result.tenantId || (typeof claims.tid === 'string' ? claims.tid : '');
}
