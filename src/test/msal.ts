import { vi } from 'vitest';

/**
 * Stand-ins for the MSAL client's methods, for tests about what the app does with MSAL rather than
 * MSAL itself. `loginRedirect` never settles (the browser would be leaving for Microsoft).
 */
export function msalMethods(handleRedirectPromise: () => unknown = () => Promise.resolve(null)) {
  return {
    initialize: vi.fn(() => Promise.resolve()),
    handleRedirectPromise: vi.fn(handleRedirectPromise),
    loginRedirect: vi.fn(() => new Promise<void>(() => undefined)),
  };
}

/** `@azure/msal-browser` with a client that calls `methods` (pass to `vi.mock`). */
export function msalModule(methods: ReturnType<typeof msalMethods>) {
  return {
    PublicClientApplication: class {
      initialize = methods.initialize;
      handleRedirectPromise = methods.handleRedirectPromise;
      loginRedirect = methods.loginRedirect;
    },
    NavigationClient: class {},
  };
}
