/**
 * The mock API for Vitest (msw/node). No latency; the default scenario seeds itself on the first
 * request, and `resetMockApi()` restores a clean seed between tests.
 *
 * @example
 * beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 * beforeEach(() => resetMockApi());
 * afterEach(() => server.resetHandlers());
 * afterAll(() => server.close());
 */
import { setupServer } from 'msw/node';
import { reseed, setLatencyMode } from './control';
import { findAccountByEmail } from './db';
import { DEMO_EMAIL } from './fixtures';
import { clearFaults } from './faults';
import { setSocketDown } from './realtime/hub';
import { DEMO_APPID } from './http/auth';
import { signTokenPair } from './jwt';
import { APPID } from './handlers/auth';
import { handlers, loadLaterAreas, socketHandlers } from './handlers';
import type { ScenarioName } from './scenarios';

setLatencyMode('none');
// Every area at once: a test module reset after this cannot split the data layer in two.
await loadLaterAreas();

export const server = setupServer(...handlers, ...socketHandlers);

/**
 * Async: reseeds `scenario` (default 'default'), clears injected faults and a held-down socket. Await it, e.g.
 * `beforeEach(() => resetMockApi())`. The refresh-token blacklist is kept, like a real server's.
 */
export async function resetMockApi(scenario: ScenarioName = 'default'): Promise<void> {
  clearFaults();
  setSocketDown(false);
  await reseed(scenario);
}

/**
 * A token pair for a seeded account, without a sign-in request: for tests that start signed in.
 * The demo account's tokens carry appid 'demo'. Seed first (`await resetMockApi()`).
 */
export function tokensFor(email: string): { access: string; refresh: string } {
  const account = findAccountByEmail(email);
  if (!account) throw new Error(`No seeded account ${email}; await resetMockApi() first`);
  const appid = account.email === DEMO_EMAIL ? DEMO_APPID : APPID;
  return signTokenPair({
    user_id: account.user_id,
    tenant_id: account.tenant_id,
    roles: account.roles,
    appid,
  });
}

export { handlers };
export { ACCOUNT_PASSWORD, ACME_TENANT_ID, DEMO_EMAIL, GLOBEX_TENANT_ID } from './fixtures';
