import { createRootRoute, createRoute, createRouter, isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { testUser } from '@/test/identity';
import { unsignedJwt } from '@/test/jwt';
import { CLIENT_ADMIN, hasRole, SUPER_ADMIN } from './roles';
import {
  guards,
  landingRoute,
  mayOpenPath,
  requireAnyRole,
  requireNoRole,
  requireSignedIn,
  requireSignedOut,
  requireTenantFlag,
  safeRedirectTarget,
} from './guards';

const MINUTE = 60;

function storeTokens(accessExpiresIn: number, refreshExpiresIn: number) {
  localStorage.setItem('access_token', unsignedJwt(accessExpiresIn, { token_type: 'access' }));
  localStorage.setItem('refresh_token', unsignedJwt(refreshExpiresIn, { token_type: 'refresh' }));
}

function userWith(roles: string[]) {
  return testUser({ roles, tenant_id: hasRole(roles, SUPER_ADMIN) ? null : 't-1' });
}

/** Signed in with a fresh token pair. */
function signIn(roles: string[] = []) {
  storeTokens(15 * MINUTE, 24 * 60 * MINUTE);
  useSessionStore.getState().signedIn(userWith(roles), 'stackwise');
}

const at = (href: string) => ({ location: { href } });

/** What a guard throws; fails the test when it lets the visitor through. */
function redirectOf(guard: () => void) {
  let caught: unknown;
  try {
    guard();
  } catch (error) {
    caught = error;
  }
  if (caught === undefined) throw new Error('expected the guard to redirect, but it let the visitor through');
  if (!isRedirect(caught)) throw caught;
  return caught.options;
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signedOut();
});

describe('landingRoute', () => {
  it('sends the super admin to /admin and everyone else to /', () => {
    expect(landingRoute(['super_admin'])).toBe('/admin');
    expect(landingRoute(['client_admin', 'super_admin'])).toBe('/admin');
    expect(landingRoute(['client_admin'])).toBe('/');
    expect(landingRoute([])).toBe('/');
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['/contracts/slack', '/contracts/slack'],
    ['/', '/'],
    ['/cards/42?tab=statement#latest', '/cards/42?tab=statement#latest'],
    ['/admin/companies/', '/admin/companies/'],
  ])('keeps the same-origin path %s', (target, kept) => {
    expect(safeRedirectTarget(target)).toBe(kept);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/login'],
    ['an absolute https URL', 'https://evil.example/'],
    ['an absolute http URL', 'http://localhost/contracts'],
    ['a backslash path', '/\\evil.example'],
    ['a backslash-slash path', '/\\/evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a tab-smuggled protocol-relative URL', '/\t/evil.example'],
    ['a relative path without a leading slash', 'contracts/slack'],
    ['an empty string', ''],
    ['the login page', '/login'],
    ['the login page with a query', '/login?redirect=/cards'],
    ['the login page with a trailing slash', '/login/'],
    ['the logout page', '/logout'],
  ])('rejects %s', (_what, target) => {
    expect(safeRedirectTarget(target)).toBeNull();
  });

  // Dot segments resolve after the raw '//' check; the resolved path is checked too.
  it.each([['/.//evil.example'], ['/..//evil.example'], ['/a/..//evil.example'], ['/%2e//evil.example']])(
    'rejects the dot-segment path %s that resolves to another host',
    (target) => {
      expect(safeRedirectTarget(target)).toBeNull();
    },
  );

  it.each([[undefined], [null], [42], [{ href: '/cards' }], [['/cards']]])(
    'rejects the non-string %j',
    (target) => {
      expect(safeRedirectTarget(target)).toBeNull();
    },
  );
});

describe('requireSignedIn', () => {
  it('lets a signed-in user through', () => {
    signIn();
    expect(() => requireSignedIn(at('/cards'))).not.toThrow();
  });

  it('sends a visitor with no user to /login with the page as redirect, clearing stored tokens', () => {
    storeTokens(15 * MINUTE, 24 * 60 * MINUTE);

    const options = redirectOf(() => requireSignedIn(at('/contracts/slack?tab=seats')));

    expect(options.to).toBe('/login');
    expect(options.search).toEqual({ redirect: '/contracts/slack?tab=seats' });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('adds no redirect for the home page', () => {
    const options = redirectOf(() => requireSignedIn(at('/')));
    expect(options.to).toBe('/login');
    expect(options.search).toEqual({});
  });

  it('sends a user whose tokens are gone to /login', () => {
    signIn();
    localStorage.clear();
    expect(redirectOf(() => requireSignedIn(at('/cards'))).to).toBe('/login');
  });

  it('still counts a session whose access token expired but whose refresh token is valid', () => {
    signIn();
    storeTokens(-MINUTE, 24 * 60 * MINUTE);

    expect(() => requireSignedIn(at('/cards'))).not.toThrow();
    expect(useSessionStore.getState().identity.isAuthenticated).toBe(true);
    expect(localStorage.getItem('refresh_token')).not.toBeNull();
  });

  it('treats a session whose tokens have both expired as signed out', () => {
    signIn();
    storeTokens(-2 * MINUTE, -MINUTE);

    const options = redirectOf(() => requireSignedIn(at('/cards')));

    expect(options.to).toBe('/login');
    expect(options.search).toEqual({ redirect: '/cards' });
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(useSessionStore.getState().identity.isAuthenticated).toBe(false);
  });

  it('never carries an unsafe location into the redirect', () => {
    const options = redirectOf(() => requireSignedIn(at('//evil.example/')));
    expect(options.to).toBe('/login');
    expect(options.search).toEqual({});
  });
});

describe('requireAnyRole', () => {
  const clientAdminOnly = requireAnyRole(['client_admin']);

  it('lets a holder of one of the roles through', () => {
    signIn(['client_admin']);
    expect(() => clientAdminOnly(at('/account/statement'))).not.toThrow();
  });

  it('sends a client user without the role to /', () => {
    signIn([]);
    expect(redirectOf(() => clientAdminOnly(at('/account/statement'))).to).toBe('/');
  });

  it('sends a super admin without the role to /admin', () => {
    signIn(['super_admin']);
    expect(redirectOf(() => clientAdminOnly(at('/account/statement'))).to).toBe('/admin');
  });

  it('sends a visitor who is not signed in to /login first', () => {
    const options = redirectOf(() => clientAdminOnly(at('/account/statement')));
    expect(options.to).toBe('/login');
    expect(options.search).toEqual({ redirect: '/account/statement' });
  });
});

describe('requireNoRole', () => {
  const notSuperAdmin = requireNoRole(['super_admin']);

  it('lets a user holding none of the roles through', () => {
    signIn(['client_admin']);
    expect(() => notSuperAdmin(at('/contracts'))).not.toThrow();
  });

  it('sends a holder of a listed role to their landing route', () => {
    signIn(['super_admin']);
    expect(redirectOf(() => notSuperAdmin(at('/contracts'))).to).toBe('/admin');
  });

  it('sends a visitor who is not signed in to /login', () => {
    expect(redirectOf(() => notSuperAdmin(at('/contracts'))).to).toBe('/login');
  });
});

describe('requireSignedOut', () => {
  it('lets a visitor who is not signed in through', () => {
    expect(() => requireSignedOut()).not.toThrow();
  });

  it('sends a signed-in user to their landing route', () => {
    signIn(['client_admin']);
    expect(redirectOf(() => requireSignedOut()).to).toBe('/');
    useSessionStore.getState().signedIn(userWith(['super_admin']), 'stackwise');
    expect(redirectOf(() => requireSignedOut()).to).toBe('/admin');
  });

  it('treats a user with an expired access token but a valid refresh token as signed in', () => {
    signIn();
    storeTokens(-MINUTE, 24 * 60 * MINUTE);
    expect(redirectOf(() => requireSignedOut()).to).toBe('/');
  });

  it('lets a user whose tokens have both expired reach the sign-in pages', () => {
    signIn();
    storeTokens(-2 * MINUTE, -MINUTE);
    expect(() => requireSignedOut()).not.toThrow();
  });
});

describe('the guards of the route table', () => {
  it('signedIn and signedOut are the sign-in guards', () => {
    expect(redirectOf(() => guards.signedIn(at('/cards'))).to).toBe('/login');
    expect(() => guards.signedOut()).not.toThrow();
    signIn();
    expect(() => guards.signedIn(at('/cards'))).not.toThrow();
    expect(redirectOf(() => guards.signedOut()).to).toBe('/');
  });

  it('clientPages keep the super admin out and let client users in', () => {
    signIn(['super_admin']);
    expect(redirectOf(() => guards.clientPages(at('/usage'))).to).toBe('/admin');
    signIn([]);
    expect(() => guards.clientPages(at('/usage'))).not.toThrow();
    signIn(['client_admin']);
    expect(() => guards.clientPages(at('/usage'))).not.toThrow();
  });

  it('superAdmin admits only the super admin', () => {
    signIn(['super_admin']);
    expect(() => guards.superAdmin(at('/admin'))).not.toThrow();
    signIn(['client_admin']);
    expect(redirectOf(() => guards.superAdmin(at('/admin'))).to).toBe('/');
  });

  it('clientAdmin admits only client admins', () => {
    signIn(['client_admin']);
    expect(() => guards.clientAdmin(at('/ai-survey-agent'))).not.toThrow();
    signIn([]);
    expect(redirectOf(() => guards.clientAdmin(at('/ai-survey-agent'))).to).toBe('/');
    signIn(['super_admin']);
    expect(redirectOf(() => guards.clientAdmin(at('/ai-survey-agent'))).to).toBe('/admin');
  });
});

describe('requireTenantFlag', () => {
  /** What an async guard throws; fails the test when it lets the visitor through. */
  async function redirectOfAsync(guard: () => Promise<void>) {
    const caught: unknown = await guard().then(
      () => undefined,
      (error: unknown) => error,
    );
    if (caught === undefined)
      throw new Error('expected the guard to redirect, but it let the visitor through');
    if (!isRedirect(caught)) throw caught;
    return caught.options;
  }
  const context = { queryClient: 'the router context' };

  it('lets the visitor through when the flag is on, asking with the router context', async () => {
    const isOn = vi.fn((_context: typeof context) => Promise.resolve(true));
    await expect(requireTenantFlag(isOn)({ context })).resolves.toBeUndefined();
    expect(isOn).toHaveBeenCalledWith(context);
  });

  it('sends the visitor to / when the flag is off', async () => {
    const options = await redirectOfAsync(() => requireTenantFlag(() => Promise.resolve(false))({ context }));
    expect(options.to).toBe('/');
  });

  it('sends the visitor to / when the tenant cannot be loaded', async () => {
    const failing = () => Promise.reject(new Error('Unable to fetch tenant'));
    expect((await redirectOfAsync(() => requireTenantFlag(failing)({ context }))).to).toBe('/');
  });
});

/** A route tree shaped like the app's: pathless group layouts, exact pages and a splat area. */
function groupedRouter() {
  const root = createRootRoute();
  const signedOut = createRoute({ getParentRoute: () => root, id: '_signedOut' });
  const login = createRoute({ getParentRoute: () => signedOut, path: 'login' });
  const signedIn = createRoute({ getParentRoute: () => root, id: '_signedIn' });
  const reach = createRoute({ getParentRoute: () => signedIn, path: 'reach' });
  const client = createRoute({ getParentRoute: () => signedIn, id: '_client' });
  const home = createRoute({ getParentRoute: () => client, path: '/' });
  const manage = createRoute({ getParentRoute: () => client, path: 'manage' });
  const optimize = createRoute({ getParentRoute: () => client, path: 'optimize/$' });
  const clientAdmin = createRoute({ getParentRoute: () => client, id: '_clientAdmin' });
  const logs = createRoute({ getParentRoute: () => clientAdmin, path: 'activity-logs' });
  const superAdmin = createRoute({ getParentRoute: () => signedIn, id: '_superAdmin' });
  const admin = createRoute({ getParentRoute: () => superAdmin, path: 'admin/users' });
  return createRouter({
    routeTree: root.addChildren([
      signedOut.addChildren([login]),
      signedIn.addChildren([
        reach,
        client.addChildren([home, manage, optimize, clientAdmin.addChildren([logs])]),
        superAdmin.addChildren([admin]),
      ]),
    ]),
  });
}

describe('mayOpenPath', () => {
  const router = groupedRouter();
  const client = ['client'];
  const admin = ['client', CLIENT_ADMIN];
  const superAdmin = [SUPER_ADMIN];

  it('lets a client user open a client page, and the super admin none of them', () => {
    for (const path of ['/', '/optimize/12', '/manage?keyword=ann', '/manage#top']) {
      expect(mayOpenPath(router, path, client)).toBe(true);
      expect(mayOpenPath(router, path, superAdmin)).toBe(false);
    }
  });

  it('keeps client-admin pages for client admins', () => {
    expect(mayOpenPath(router, '/activity-logs', client)).toBe(false);
    expect(mayOpenPath(router, '/activity-logs', admin)).toBe(true);
  });

  it('keeps /admin for the super admin', () => {
    expect(mayOpenPath(router, '/admin/users', admin)).toBe(false);
    expect(mayOpenPath(router, '/admin/users', superAdmin)).toBe(true);
  });

  it('lets anyone signed in open the pages of every signed-in user', () => {
    expect(mayOpenPath(router, '/reach', client)).toBe(true);
    expect(mayOpenPath(router, '/reach', superAdmin)).toBe(true);
  });

  it('refuses paths that are no page, other origins and the signed-out pages', () => {
    const refused = [
      '/no-such-page',
      '/manage/extra',
      'https://evil.test/',
      '//evil.test',
      '/login',
      '/logout',
    ];
    for (const path of [...refused, 'javascript:alert(1)']) {
      expect(mayOpenPath(router, path, admin)).toBe(false);
    }
  });
});
