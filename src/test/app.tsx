import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { tokensFor } from '../../mocks/node';
import { fetchMe, obtainTokens } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { storeTokens } from '@/lib/tokens';
import { createAppRouter } from '@/router';
import { useSessionStore } from '@/stores/session';
import { beforeAll } from 'vitest';
import { PASSWORD } from './mock-api';

/** Route chunks load lazily and navigation shows the pending view first: allow for a slow machine. */
export const PAGE_LOAD = { timeout: 10_000 };

/**
 * Loads a file's lazily imported components before its tests: the first import of a chunk is
 * transformed on demand, which on a busy machine can outlast a dialog's wait.
 */
export function preloadLazy(...loaders: Array<() => Promise<unknown>>) {
  beforeAll(() => Promise.all(loaders.map((load) => load())), 60_000);
}

/** Waits for the page whose h1 is `name`. */
export function findPage(name: string) {
  return screen.findByRole('heading', { level: 1, name }, PAGE_LOAD);
}

/** Signs `username` in through the mock API, as the login page would (tokens and identity). */
export async function signInAs(username: string): Promise<void> {
  storeTokens(await obtainTokens({ username, password: PASSWORD }));
  useSessionStore.getState().signedIn(await fetchMe(), 'stackwise');
}

/** Signs `email` in with tokens the mock API issues without a password round trip (quicker). */
export async function signInWithTokens(email: string, appid = 'stackwise'): Promise<void> {
  storeTokens(tokensFor(email));
  useSessionStore.getState().signedIn(await fetchMe(), appid);
}

interface RenderAppOptions {
  /** The h1 to wait for before returning. */
  heading?: string;
  /** Mounts sonner's Toaster so toasts can be asserted. */
  toaster?: boolean;
  /** Passed to userEvent.setup (e.g. `applyAccept`). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** The whole app's router (guards, loaders, pages) on an in-memory history starting at `path`. */
export async function renderApp(
  path: string,
  { heading, toaster = false, userOptions }: RenderAppOptions = {},
) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  const user = userEvent.setup({ delay: null, ...userOptions });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {toaster && <Toaster />}
    </QueryClientProvider>,
  );
  if (heading) await findPage(heading);
  return { router, user, queryClient };
}
