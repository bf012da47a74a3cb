import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientConfigError, CodeClientConfig, GoogleOAuth2 } from '@/lib/google-identity';
import { useSessionStore } from '@/stores/session';
import { useMatchMedia } from '@/test/match-media';
import { failGisScriptLoad, unloadGis, useGisOnPage } from '@/test/gis-script';
import { useMockApi } from '@/test/mock-api';
import { issueGoogleCode } from '../../../../mocks/identity/google-tokens';
import { PAGE_LOAD, renderApp } from '@/test/app';

const server = useMockApi();
useMatchMedia();

/** A fake GIS whose "popup" answers at once as `google.account`, or fails as `google.failure` says. */
const google = {
  account: 'admin@acme.test',
  failure: null as null | 'script' | 'denied' | ClientConfigError['type'],
  configs: [] as CodeClientConfig[],
};

const fakeOAuth2: GoogleOAuth2 = {
  initCodeClient: (config) => {
    google.configs.push(config);
    return {
      requestCode: () => {
        if (google.failure === 'denied') return config.callback({ error: 'access_denied' });
        if (google.failure && google.failure !== 'script')
          return config.error_callback?.({ type: google.failure });
        config.callback({ code: issueGoogleCode(google.account, { clientId: config.client_id }) });
      },
    };
  },
  initTokenClient: () => ({ requestAccessToken: () => undefined }),
  revoke: () => undefined,
};

useGisOnPage(fakeOAuth2);

beforeEach(() => {
  google.account = 'admin@acme.test';
  google.failure = null;
  google.configs = [];
  useSessionStore.getState().signedOut();
});

async function renderLogin(path = '/login') {
  const { router, user } = await renderApp(path, { heading: 'Sign in to Stackwise' });
  return { router, user, button: screen.getByRole('button', { name: 'Sign in with Google' }) };
}

describe('Sign in with Google', () => {
  it('sends the code flow’s auth_code to the backend, signs in and lands on the dashboard', async () => {
    const { router, user, button } = await renderLogin();
    await user.click(button);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_LOAD)).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(google.configs[0]).toMatchObject({ scope: 'openid email profile', ux_mode: 'popup' });
    expect(google.configs[0]?.client_id).toBeTruthy();
    const { identity } = useSessionStore.getState();
    expect(identity.user?.email).toBe('admin@acme.test');
    expect(localStorage.getItem('access_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('goes on to a relative ?redirect= target', async () => {
    const { router, user, button } = await renderLogin('/login?redirect=%2Fcontracts%2Fslack');
    await user.click(button);
    await screen.findByRole('heading', { level: 1, name: 'License Management' }, PAGE_LOAD);
    expect(router.state.location.pathname).toBe('/contracts/slack');
  });

  it.each([
    ['script', 'Google sign-in could not be loaded. Check your connection and try again.'],
    ['popup_closed', 'Google sign-in was closed before it finished.'],
    [
      'popup_failed_to_open',
      'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
    ],
    ['denied', 'Google sign-in was cancelled, or access was not granted.'],
  ] as const)('explains a Google-side failure (%s) and stays on /login', async (failure, message) => {
    google.failure = failure;
    if (failure === 'script') unloadGis();
    const { router, user, button } = await renderLogin();
    await user.click(button);
    if (failure === 'script') await failGisScriptLoad();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  });

  it("shows the backend's refusal of an unlinked Google account", async () => {
    google.account = 'sam@gmail.test';
    const { router, user, button } = await renderLogin();
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This Google account is not linked to a Stackwise user.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(useSessionStore.getState().identity.isAuthenticated).toBe(false);
  });

  it('falls back to its own text when the backend fails without a reason', async () => {
    server.use(http.post('*/api/v1/auth/google/', () => new HttpResponse(null, { status: 502 })));
    const { user, button } = await renderLogin();
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to authenticate google right now, please try again.',
    );
  });
});
