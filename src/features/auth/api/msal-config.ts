/**
 * The MSAL settings: work accounts through the `organizations` authority, scope User.Read,
 * MSAL's cache in session storage, and the redirect back to /msauth. Type-only imports: MSAL itself
 * is loaded on demand (see msal-client.ts), never by the /login bundle.
 */
import type {
  Configuration,
  HandleRedirectPromiseOptions,
  INavigationClient,
  RedirectRequest,
} from '@azure/msal-browser';

/** MSAL requires an https authority, so it is the real one in every mode (the demo answers it locally). */
export const MICROSOFT_AUTHORITY = 'https://login.microsoftonline.com/organizations';
export const MICROSOFT_SCOPES: readonly string[] = ['User.Read'];
/** Where Microsoft sends the browser back (registered as the app's redirect URI). */
export const MSAUTH_PATH = '/msauth';
/** The demo's app registration (the simulated sign-in page accepts any); live builds set VITE_AZURE_CLIENT_ID. */
export const DEMO_AZURE_CLIENT_ID = '5f0c8a4e-2d3b-4c71-9e6a-7b1d0f3c9a52';

export function azureClientId(): string {
  const configured = import.meta.env.VITE_AZURE_CLIENT_ID as string | undefined;
  return configured?.trim() || DEMO_AZURE_CLIENT_ID;
}

export interface MsalSettingsInput {
  /** The app's origin, e.g. `window.location.origin`. */
  origin: string;
  clientId?: string;
  /** Replaces how MSAL leaves the page (the demo sends it to the simulated sign-in page). */
  navigationClient?: INavigationClient;
}

export function buildMsalConfiguration({
  origin,
  clientId = azureClientId(),
  navigationClient,
}: MsalSettingsInput): Configuration {
  return {
    auth: {
      clientId,
      authority: MICROSOFT_AUTHORITY,
      redirectUri: `${origin}${MSAUTH_PATH}`,
    },
    cache: { cacheLocation: 'sessionStorage' },
    system: navigationClient ? { navigationClient } : {},
  };
}

/**
 * Options for `handleRedirectPromise` (MSAL 5 moved `navigateToLoginRequestUrl` here from the
 * configuration): false, so /msauth handles the reply itself instead of MSAL going back to the page
 * the sign-in started on — the app routes on its own.
 */
export const MSAL_REDIRECT_OPTIONS: HandleRedirectPromiseOptions = { navigateToLoginRequestUrl: false };

/** 'Sign in with Microsoft': always offer the account picker. */
export function microsoftLoginRequest(): RedirectRequest {
  return { scopes: [...MICROSOFT_SCOPES], prompt: 'select_account' };
}
