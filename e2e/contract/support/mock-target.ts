/**
 * The suite's default target: the mock API's loopback server (`npm run mock-api`) started in this
 * process, with the demo's seeded accounts. The only module of the suite that reads the mock.
 */
import { ACCOUNT_PASSWORD } from '@mocks/fixtures';
import { startMockApiServer } from '@mocks/server';
import type { ContractTarget } from './target';

const account = (email: string) => ({ email, password: ACCOUNT_PASSWORD });

export async function startMockTarget(): Promise<{ target: ContractTarget; close: () => Promise<void> }> {
  const running = await startMockApiServer({ port: 0, latency: false });
  return {
    target: {
      baseUrl: running.url,
      isMock: true,
      demo: true,
      accounts: {
        super_admin: account('root@platform.test'),
        client_admin: account('admin@acme.test'),
        user: account('user@acme.test'),
        other_admin: account('admin@globex.test'),
        inactive: account('inactive@acme.test'),
      },
    },
    close: running.close,
  };
}
