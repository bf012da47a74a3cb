import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACME_DIRECTORY_ID,
  CONTOSO_DIRECTORY_ID,
  findDirectoryUser,
} from '@mocks/identity/microsoft-directory';
import { tokenReplyFor } from '@mocks/identity/microsoft-tokens';
import { useMockApi } from '@/test/mock-api';

/** MSAL itself is replaced: these tests are about what /msauth does with what MSAL hands back. */
const msal = await vi.hoisted(async () => (await import('@/test/msal')).msalMethods(() => undefined));

vi.mock('@azure/msal-browser', async () => (await import('@/test/msal')).msalModule(msal));

const server = useMockApi();

const PAGE_LOAD = { timeout: 10_000 };

/** What MSAL's handleRedirectPromise resolves with after Microsoft sent `email` back. */
function redirectResultFor(email: string) {
  const person = findDirectoryUser(email)!;
  const reply = tokenReplyFor({
    typ: 'ms_authorization_code',
    client_id: 'client',
    redirect_uri: 'http://localhost/msauth',
    scope: 'User.Read openid profile',
    code_challenge: 'x',
    tid: person.tenantId,
    oid: 'oid',
    preferred_username: person.username,
    name: person.name,
    iat: 0,
    exp: 0,
    jti: 'j',
  });
  return { tenantId: person.tenantId, idToken: reply.id_token, idTokenClaims: { tid: person.tenantId } };
}

/**
 * /msauth in StrictMode (like main.tsx) under a small router, with fresh modules: MSAL's redirect
 * result is kept per page load, so every test gets its own.
 */
async function renderMsAuth() {
  vi.resetModules();
  const [{ MsAuthPage }, { createQueryClient }, { useSessionStore }] = await Promise.all([
    import('./MsAuthPage'),
    import('@/lib/query-client'),
    import('@/stores/session'),
  ]);
  useSessionStore.getState().signedOut();
  const rootRoute = createRootRoute();
  const page = (title: string) => () => <h1>{title}</h1>;
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/msauth', component: MsAuthPage }),
      createRoute({ getParentRoute: () => rootRoute, path: '/', component: page('Dashboard') }),
      createRoute({ getParentRoute: () => rootRoute, path: '/admin', component: page('Administration') }),
      createRoute({ getParentRoute: () => rootRoute, path: '/login', component: page('Sign in') }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/msauth'] }),
  });
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, useSessionStore, user: userEvent.setup({ delay: null }) };
}

function recordAzureCalls(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/auth/azure/'))
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  return bodies;
}

describe('MsAuthPage (/msauth)', () => {
  beforeEach(() => {
    server.events.removeAllListeners();
    msal.handleRedirectPromise.mockReset();
    msal.loginRedirect.mockClear();
  });

  it('sends the id token with its tenant once, even in StrictMode, and lands on the dashboard', async () => {
    const result = redirectResultFor('admin@acme.test');
    msal.handleRedirectPromise.mockResolvedValue(result);
    const calls = recordAzureCalls();
    const { router, useSessionStore } = await renderMsAuth();

    expect(await screen.findByRole('heading', { name: 'Dashboard' }, PAGE_LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(msal.handleRedirectPromise).toHaveBeenCalledTimes(1);
    expect(msal.handleRedirectPromise).toHaveBeenCalledWith({ navigateToLoginRequestUrl: false });
    expect(calls).toEqual([{ azureTenantId: ACME_DIRECTORY_ID, id_token: result.idToken }]);
    expect(useSessionStore.getState().identity.user?.email).toBe('admin@acme.test');
    expect(msal.loginRedirect).not.toHaveBeenCalled();
  });

  it('says nothing is in progress when MSAL has no result, and starts nothing', async () => {
    msal.handleRedirectPromise.mockResolvedValue(null);
    const calls = recordAzureCalls();
    await renderMsAuth();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No Microsoft sign-in in progress' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([]);
    expect(msal.loginRedirect).not.toHaveBeenCalled();
  });

  it('reports a sign-in cancelled at Microsoft', async () => {
    msal.handleRedirectPromise.mockRejectedValue(
      Object.assign(new Error('access_denied: AADSTS65004'), { errorCode: 'access_denied' }),
    );
    await renderMsAuth();

    expect(await screen.findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(
      'Microsoft sign-in was cancelled.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(msal.loginRedirect).not.toHaveBeenCalled();
  });

  it("shows the server's refusal for an unlinked account, without 'Try again'", async () => {
    const result = redirectResultFor('alex@contoso.test');
    expect(result.tenantId).toBe(CONTOSO_DIRECTORY_ID);
    msal.handleRedirectPromise.mockResolvedValue(result);
    await renderMsAuth();

    expect(await screen.findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(
      'This Microsoft account is not linked to a Stackwise user.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("falls back to its own text on a bare failure; 'Try again' starts a fresh sign-in only when clicked", async () => {
    server.use(http.post('*/api/v1/auth/azure/', () => HttpResponse.json({}, { status: 500 })));
    msal.handleRedirectPromise.mockResolvedValue(redirectResultFor('user@acme.test'));
    const { user } = await renderMsAuth();

    expect(await screen.findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent(
      'Unable to authenticate azure right now, please try again.',
    );
    expect(msal.loginRedirect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(msal.loginRedirect).toHaveBeenCalledWith({ scopes: ['User.Read'], prompt: 'select_account' }),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  });
});
