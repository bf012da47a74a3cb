import { http } from 'msw';
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

/**
 * Holds the next `method path` call back until the test calls the returned `open`; then `reply`
 * answers, or the mock API's own handler when `reply` is left out or returns nothing. Lets a test see
 * what the page shows while a write (or the next read) is in flight.
 */
export function holdReply(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  reply?: () => Response | undefined,
): () => void {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  server.use(
    http[method](
      path,
      async () => {
        await opened;
        return reply?.();
      },
      { once: true },
    ),
  );
  return open;
}
