// Sign-in's public surface: what other areas may use. Re-exports only, no side effects.
// Pages are not exported: route files import them directly, so each route chunk holds only its page.
// The identity schemas and types (roles, token pair, `/users/me/`) are shared code: `@/lib/identity`.
export { appidOf, fetchMe, obtainDemoTokens, obtainTokens } from './api/auth-api';
export { signOut, signOutLocally } from './api/sign-out';
