// Sign-in's public surface: what other areas may use. Re-exports only (no side effects). The identity
// schemas and types (roles, token pair, `/users/me/`) are shared code: `@/lib/identity`.
export { AuthLayout, FormAlert } from './components/AuthLayout';
export { LoginPage } from './components/LoginPage';
export { LogoutPage } from './components/LogoutPage';
export { appidOf, fetchMe, obtainDemoTokens, obtainTokens } from './api/auth-api';
export { signOutLocally, useLogoutMutation } from './api/auth-mutations';
