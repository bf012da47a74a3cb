// Kept apart from demo-mode.ts, which loads the simulated pages: they need the prefix too.
/** Where the demo simulates the identity providers' own sign-in pages (see mocks/identity). */
export const SIMULATED_PROVIDER_PREFIX = '/__mock_idp__/';
