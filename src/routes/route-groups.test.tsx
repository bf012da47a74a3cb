import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mayOpenPath } from '@/lib/guards';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';
import { useSessionStore } from '@/stores/session';
import { findPage, PAGE_LOAD, renderApp, signInAs } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';

const server = useMockApi();
useMatchMedia();

const TENANT = '*/api/v1/tenants/retrieve_tenant/';
const LOGOUT = '*/api/v1/auth/logout/';

/** Counts the tenant requests the app makes from now on. */
function countTenantRequests(): { readonly count: number } {
  const seen = { count: 0 };
  const onStart = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/tenants/retrieve_tenant/')) seen.count += 1;
  };
  server.events.on('request:start', onStart);
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  useSessionStore.getState().signedOut();
});

describe('route groups', () => {
  it.each(['/usage/extra', '/cards/card-1/extra', '/this/does/not/exist'])(
    'shows the 404 page at %s to a visitor who is not signed in, without a redirect',
    async (path) => {
      const { router } = await renderApp(path);
      await screen.findByRole('heading', { name: 'Opps...' }, PAGE_LOAD);
      expect(router.state.location.pathname).toBe(path);
      await waitFor(() => expect(document.title).toBe('404 Not Found | Stackwise'));
    },
  );

  it('sends a visitor who is not signed in from a client page to /login with the page as redirect', async () => {
    const { router } = await renderApp('/contracts/slack?tab=seats');
    await findPage('Sign in to Stackwise');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/contracts/slack?tab=seats' });
  });

  it('sends the super admin from a client admin page to /admin', async () => {
    await signInAs('root@platform.test');
    const { router } = await renderApp('/account/statement');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), PAGE_LOAD);
  });

  it('titles /activity-logs with the product name alone', async () => {
    await signInAs('admin@acme.test');
    await renderApp('/activity-logs', { heading: 'Activity Logs' });
    await waitFor(() => expect(document.title).toBe('Stackwise'));
  });
});

describe('/ai-survey-agent', () => {
  it('opens for a client admin whose tenant has the survey agent on', async () => {
    await signInAs('admin@acme.test');
    const { router } = await renderApp('/ai-survey-agent', { heading: 'AI Survey Agent' });
    expect(router.state.location.pathname).toBe('/ai-survey-agent');
    await waitFor(() => expect(document.title).toBe('AI Survey Agent | Stackwise'));
  });

  it('sends a client admin whose tenant has the survey agent off to /', async () => {
    await signInAs('admin@globex.test');
    const { router } = await renderApp('/ai-survey-agent', { heading: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'AI Survey Agent' })).toBeNull();
  });

  it('sends a client admin to / when the tenant cannot be loaded', async () => {
    server.use(http.get(TENANT, () => HttpResponse.json({ detail: 'Down' }, { status: 503 })));
    await signInAs('admin@acme.test');
    const { router } = await renderApp('/ai-survey-agent', { heading: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'AI Survey Agent' })).toBeNull();
  });
});

describe('loading', () => {
  it("shows the route's error view when the settings tenant cannot be loaded, and Retry loads it", async () => {
    server.use(http.get(TENANT, () => HttpResponse.json({ detail: 'Tenant unavailable' }, { status: 403 })));
    await signInAs('admin@acme.test');
    const { user } = await renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, PAGE_LOAD);
    expect(screen.getByText('Tenant unavailable')).toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await findPage('Settings');
    expect(await screen.findByLabelText('Company name', {}, PAGE_LOAD)).toHaveValue('Acme Corp');
  });
});

describe('the shell', () => {
  it('requests the tenant for the sidebar on a signed-in page', async () => {
    await signInAs('user@acme.test');
    const tenantRequests = countTenantRequests();
    await renderApp('/cards', { heading: 'Cards' });
    await screen.findByRole('complementary', { name: 'Sidebar' }, PAGE_LOAD);
    await waitFor(() => expect(tenantRequests.count).toBeGreaterThan(0));
  });

  it('makes no tenant request on /logout, and shows the sign-in page before the revocation replies', async () => {
    // The revocation is held open: signing out must not wait for it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(LOGOUT, async () => {
        await held;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await signInAs('user@acme.test');
    const tenantRequests = countTenantRequests();
    const { router } = await renderApp('/logout');
    await findPage('Sign in to Stackwise');
    expect(router.state.location.pathname).toBe('/login');
    await delay(300);
    expect(tenantRequests.count).toBe(0);

    release();
    await delay(50);
    expect(router.state.location.pathname).toBe('/login');
    expect(tenantRequests.count).toBe(0);
  });

  it('stays signed in when the Sign out link is only preloaded (hovered or focused)', async () => {
    await signInAs('user@acme.test');
    const { router } = await renderApp('/cards', { heading: 'Cards' });
    await router.preloadRoute({ to: '/logout' });
    expect(useSessionStore.getState().identity.user?.email).toBe('user@acme.test');
    expect(localStorage.getItem('access_token')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/cards');
  });
});

describe("mayOpenPath on the app's route tree", () => {
  const router = createAppRouter(createQueryClient());

  it('follows the group guards of the page a path opens', () => {
    expect(mayOpenPath(router, '/notifications?filter=unread', ['client'])).toBe(true);
    expect(mayOpenPath(router, '/contracts/slack', ['client'])).toBe(true);
    expect(mayOpenPath(router, '/activity-logs', ['client'])).toBe(false);
    expect(mayOpenPath(router, '/activity-logs', ['client', 'client_admin'])).toBe(true);
    expect(mayOpenPath(router, '/admin/companies', ['client', 'client_admin'])).toBe(false);
    expect(mayOpenPath(router, '/optimize/12', ['super_admin'])).toBe(false);
    expect(mayOpenPath(router, '/usage/extra', ['client'])).toBe(false);
  });
});
