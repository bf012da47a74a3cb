import { beforeEach } from 'vitest';
import { ACCOUNT_PASSWORD } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { useMockServer } from '../../mocks/testing';

/**
 * Runs a test file against the same mock API handlers the demo uses (msw/node): unhandled requests
 * fail the test, and every test starts from the seed with empty browser storage.
 */
export function useMockApi(): typeof server {
  useMockServer();
  beforeEach(() => localStorage.clear());
  return server;
}

export const PASSWORD = ACCOUNT_PASSWORD;
