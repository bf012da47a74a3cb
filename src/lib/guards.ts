import { redirect } from '@tanstack/react-router';
import { useSessionStore } from '@/stores/session';
import type { Role } from './identity';
import { CLIENT_ADMIN, hasAnyRole, hasRole, SUPER_ADMIN } from './roles';
import { clearTokens, getAccessToken, getRefreshToken, isTokenUnexpired } from './tokens';

/**
 * Route guards. Each runs in a route's `beforeLoad` and either returns or throws a redirect.
 * They read the session store directly: identity is restored before the router first loads.
 * Every guard is declared once, on the pathless layout route of its group (`src/routes/_*.tsx`),
 * except a per-page tenant flag, which sits on the page's own route.
 */

export const LOGIN_ROUTE = '/login';

/** Where a signed-in user belongs: `/admin` for the super admin, `/` for everyone else. */
export function landingRoute(roles: readonly string[]): '/admin' | '/' {
  return hasRole(roles, SUPER_ADMIN) ? '/admin' : '/';
}

function currentRoles(): readonly string[] {
  return useSessionStore.getState().identity.user?.roles ?? [];
}

/**
 * A session is usable when the store holds a user and there is a token that is either unexpired
 * or can still be refreshed; an expired access token alone is fine, the HTTP layer refreshes it.
 */
function hasUsableSession(): boolean {
  const { identity } = useSessionStore.getState();
  if (!identity.isAuthenticated || !identity.user) return false;
  const access = getAccessToken();
  if (!access) return false;
  return isTokenUnexpired(access) || isTokenUnexpired(getRefreshToken());
}

/** Only a same-origin relative path is accepted as a post-sign-in target; the sign-in pages never are. */
export function safeRedirectTarget(target: unknown): string | null {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return null;
  if (target.includes('\\') || /^\/[^/]*:/.test(target)) return null;
  try {
    const url = new URL(target, 'http://stackwise.invalid');
    if (url.origin !== 'http://stackwise.invalid') return null;
    // Dot segments can resolve '/.//host' into a protocol-relative '//host'.
    if (url.pathname.startsWith('//')) return null;
    if (/^\/(?:login|logout)(?:\/|$)/.test(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

interface GuardLocation {
  href: string;
}

/** Signed in: otherwise stored tokens are cleared and the visitor goes to /login. */
export function requireSignedIn({ location }: { location: GuardLocation }): void {
  if (hasUsableSession()) return;
  clearTokens();
  if (useSessionStore.getState().identity.isAuthenticated) useSessionStore.getState().signedOut();
  const target = safeRedirectTarget(location.href);
  throw redirect({ to: LOGIN_ROUTE, search: target && target !== '/' ? { redirect: target } : {} });
}

/** Holds any of `roles`; a failed role guard goes to the landing route. */
export function requireAnyRole(roles: readonly Role[]) {
  return (context: { location: GuardLocation }): void => {
    requireSignedIn(context);
    const held = currentRoles();
    if (!hasAnyRole(held, roles)) throw redirect({ to: landingRoute(held) });
  };
}

/** Holds none of `roles`. */
export function requireNoRole(roles: readonly Role[]) {
  return (context: { location: GuardLocation }): void => {
    requireSignedIn(context);
    const held = currentRoles();
    if (hasAnyRole(held, roles)) throw redirect({ to: landingRoute(held) });
  };
}

/** Not signed in: a signed-in visitor goes to their landing route. */
export function requireSignedOut(): void {
  if (hasUsableSession()) throw redirect({ to: landingRoute(currentRoles()) });
}

/**
 * A tenant feature switched on: `isOn` answers from the signed-in user's tenant (loaded on demand, so
 * the tenant's code stays out of the first page's JavaScript). When it answers no, or the tenant
 * cannot be loaded, the visitor goes to `/`.
 */
export function requireTenantFlag<Context>(isOn: (context: Context) => Promise<boolean>) {
  return async ({ context }: { context: Context }): Promise<void> => {
    let on = false;
    try {
      on = await isOn(context);
    } catch {
      on = false;
    }
    if (!on) throw redirect({ to: '/' });
  };
}

/** The guards of the route groups, by name. */
export const guards = {
  signedIn: requireSignedIn,
  signedOut: requireSignedOut,
  clientPages: requireNoRole([SUPER_ADMIN]),
  superAdmin: requireAnyRole([SUPER_ADMIN]),
  clientAdmin: requireAnyRole([CLIENT_ADMIN]),
};

/** What `mayOpenPath` reads of the router: the routes a pathname matches (`router.getMatchedRoutes`). */
export interface RouteMatcher {
  getMatchedRoutes: (
    pathname: string,
  ) => readonly [readonly { id: string }[], Record<string, string>, { id: string } | undefined];
}

/**
 * Whether a signed-in user holding `roles` may open `path` (a link that arrived as data, such as a
 * notification's): it must be an app path that matches a page of the route tree, and the guards of
 * the groups on that page's way (`_client`, `_clientAdmin`, `_superAdmin`) must let the roles through.
 * A per-page tenant flag is not checked here: its page redirects by itself.
 */
export function mayOpenPath(router: RouteMatcher, path: string, roles: readonly string[]): boolean {
  const target = safeRedirectTarget(path);
  if (!target) return false;
  const [matched, params, found] = router.getMatchedRoutes(
    new URL(target, 'http://stackwise.invalid').pathname,
  );
  // '**' is the router's fuzzy match: a page's path with more after it, which is the 404 page.
  if (!found || '**' in params) return false;
  const groups = new Set(matched.flatMap((route) => route.id.split('/')));
  const superAdmin = hasRole(roles, SUPER_ADMIN);
  if (groups.has('_signedOut')) return false;
  if (groups.has('_superAdmin') && !superAdmin) return false;
  if (groups.has('_client') && superAdmin) return false;
  if (groups.has('_clientAdmin') && !hasRole(roles, CLIENT_ADMIN)) return false;
  return true;
}
