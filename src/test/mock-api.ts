import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockApi, server } from '../../mocks/node';

/**
 * Runs a test file against the same mock API handlers the demo uses (msw/node). Unhandled requests
 * fail the test, and every test starts from the seed with empty browser storage.
 */
export function useMockApi(): typeof server {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    localStorage.clear();
    await resetMockApi();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export const PASSWORD = 'Passw0rd!';
