/**
 * The contract project's global set-up: `API_BASE_URL` (and the accounts in the environment) when
 * given, else the mock API started in-process. Test files read the result with `inject`.
 */
import type { TestProject } from 'vitest/node';
import { accountsFromEnvironment, apiRoot, type ContractTarget } from './target';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const base = process.env.API_BASE_URL;
  if (base) {
    const target: ContractTarget = {
      baseUrl: apiRoot(base),
      isMock: false,
      ...accountsFromEnvironment(process.env),
    };
    project.provide('contractTarget', target);
    return undefined;
  }
  const { startMockTarget } = await import('./mock-target');
  const mock = await startMockTarget();
  project.provide('contractTarget', mock.target);
  return mock.close;
}
