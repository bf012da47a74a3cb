import { describe, expect, it } from 'vitest';
import {
  azureClientId,
  buildMsalConfiguration,
  DEMO_AZURE_CLIENT_ID,
  MSAL_REDIRECT_OPTIONS,
  microsoftLoginRequest,
} from './msal-config';

describe('MSAL configuration', () => {
  const config = buildMsalConfiguration({ origin: 'https://app.stackwise.test' });

  it('signs in work accounts through the organizations authority', () => {
    expect(config.auth.authority).toBe('https://login.microsoftonline.com/organizations');
  });

  it('returns to /msauth on the app origin', () => {
    expect(config.auth.redirectUri).toBe('https://app.stackwise.test/msauth');
  });

  it("keeps MSAL's cache in session storage", () => {
    expect(config.cache?.cacheLocation).toBe('sessionStorage');
  });

  it('asks for User.Read with the account picker', () => {
    expect(microsoftLoginRequest()).toEqual({ scopes: ['User.Read'], prompt: 'select_account' });
  });

  it('handles the reply on /msauth instead of going back to the start page', () => {
    expect(MSAL_REDIRECT_OPTIONS).toEqual({ navigateToLoginRequestUrl: false });
  });

  it('uses the demo client id unless VITE_AZURE_CLIENT_ID is set', () => {
    expect(azureClientId()).toBe(DEMO_AZURE_CLIENT_ID);
    expect(config.auth.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(buildMsalConfiguration({ origin: 'x', clientId: 'abc' }).auth.clientId).toBe('abc');
  });

  it('takes a navigation client only when given one', () => {
    expect(config.system?.navigationClient).toBeUndefined();
    const navigationClient = {
      navigateInternal: () => Promise.resolve(true),
      navigateExternal: () => Promise.resolve(true),
    };
    const withClient = buildMsalConfiguration({ origin: 'x', navigationClient });
    expect(withClient.system?.navigationClient).toBe(navigationClient);
  });
});
