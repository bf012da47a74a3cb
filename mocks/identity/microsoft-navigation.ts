/**
 * Demo mode only: MSAL's navigation client, except that a trip to Microsoft's authorize endpoint goes
 * to the simulated sign-in page on this origin instead (a browser cannot leave the machine), with the
 * same query string MSAL built: client_id, redirect_uri, scope, state, nonce, PKCE challenge, …
 */
import { NavigationClient, type NavigationOptions } from '@azure/msal-browser';
import { SIMULATED_PROVIDER_PREFIX } from '@/lib/simulated-providers';

// Kept apart from microsoft-tokens.ts so this module stays small: it loads with MSAL on the login page.
const MICROSOFT_LOGIN_ORIGIN = 'https://login.microsoftonline.com';
export const SIMULATED_MICROSOFT_AUTHORIZE = `${SIMULATED_PROVIDER_PREFIX}microsoft/authorize`;

/** The simulated page's URL for one of Microsoft's authorize URLs; any other URL is left as it is. */
export function simulatedAuthorizeUrl(url: string, origin: string): string {
  const target = new URL(url);
  if (target.origin !== MICROSOFT_LOGIN_ORIGIN || !target.pathname.endsWith('/oauth2/v2.0/authorize'))
    return url;
  return `${origin}${SIMULATED_MICROSOFT_AUTHORIZE}${target.search}`;
}

export class SimulatedMicrosoftNavigation extends NavigationClient {
  override navigateExternal(url: string, options: NavigationOptions): Promise<boolean> {
    return super.navigateExternal(simulatedAuthorizeUrl(url, window.location.origin), options);
  }
}
