import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Toaster } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useSessionStore } from '@/stores/session';
import { DEMO_READ_ONLY_MESSAGE } from './errors';
import { request } from './http';
import { createQueryClient } from './query-client';
import { testUser } from '@/test/identity';

const PROBE = '*/api/v1/probe/';
const probeSchema = z.object({ ok: z.boolean() });

/** A bare msw server: these tests need one made-up endpoint, not the seeded demo API. */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const user = testUser();

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signedIn(user, 'stackwise');
});

/** `/probe/` answers with `reply` and counts the calls it gets. */
function probeReplies(reply: () => Response) {
  const calls = { count: 0 };
  server.use(
    mswHttp.all(PROBE, () => {
      calls.count += 1;
      return reply();
    }),
  );
  return calls;
}

type Outcome = { state: 'pending' } | { state: 'resolved' } | { state: 'rejected'; error: unknown };

function track(promise: Promise<unknown>) {
  const seen: { outcome: Outcome } = { outcome: { state: 'pending' } };
  promise.then(
    () => {
      seen.outcome = { state: 'resolved' };
    },
    (error: unknown) => {
      seen.outcome = { state: 'rejected', error };
    },
  );
  return seen;
}

/** Loads the probe through the app's query client; fake time skips the retry pauses. */
async function loadProbe(queryClient: QueryClient) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const load = track(
    queryClient.fetchQuery({ queryKey: ['probe'], queryFn: () => request('get', 'probe/', probeSchema) }),
  );
  for (let i = 0; i < 20 && load.outcome.state === 'pending'; i += 1) {
    await vi.advanceTimersByTimeAsync(1000);
  }
  return load.outcome;
}

function mutate(queryClient: QueryClient, meta?: { silentError?: boolean; errorFallback?: string }) {
  const observer = new MutationObserver(queryClient, {
    mutationFn: () => request('post', 'probe/', probeSchema, { json: {} }),
    meta,
  });
  return act(() => observer.mutate().catch(() => {}));
}

describe('query retries', () => {
  it.each([400, 403, 404, 409])('does not retry a %i answer', async (status) => {
    const calls = probeReplies(() => HttpResponse.json({ detail: 'No.' }, { status }));

    const outcome = await loadProbe(createQueryClient());

    expect(outcome).toMatchObject({ state: 'rejected', error: { status, message: 'No.' } });
    expect(calls.count).toBe(1);
  });

  it.each([500, 502, 503])('retries a %i answer twice, then gives up', async (status) => {
    const calls = probeReplies(() => HttpResponse.json({ detail: 'Down for maintenance' }, { status }));

    const outcome = await loadProbe(createQueryClient());

    expect(outcome).toMatchObject({ state: 'rejected', error: { status, message: 'Down for maintenance' } });
    expect(calls.count).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.count).toBe(3);
  });

  it('succeeds when a retry of a 5xx answer gets through', async () => {
    let failures = 2;
    const calls = probeReplies(() =>
      failures-- > 0
        ? HttpResponse.json({ detail: 'Service temporarily unavailable' }, { status: 503 })
        : HttpResponse.json({ ok: true }),
    );

    const outcome = await loadProbe(createQueryClient());

    expect(outcome).toEqual({ state: 'resolved' });
    expect(calls.count).toBe(3);
  });

  it('retries a network failure twice', async () => {
    const calls = probeReplies(() => HttpResponse.error());

    const outcome = await loadProbe(createQueryClient());

    expect(outcome.state).toBe('rejected');
    expect(calls.count).toBe(3);
  });
});

describe('failure toasts', () => {
  it("shows the server's text when a mutation fails", async () => {
    probeReplies(() => HttpResponse.json({ detail: 'Renewal date is in the past' }, { status: 400 }));
    render(createElement(Toaster));

    await mutate(createQueryClient());

    const toast = await screen.findByText('Renewal date is in the past');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
  });

  it("joins a reply's field errors into the toast", async () => {
    probeReplies(() =>
      HttpResponse.json(
        { name: ['This field is required.'], currency: ['Not a valid choice.'] },
        { status: 400 },
      ),
    );
    render(createElement(Toaster));

    await mutate(createQueryClient());

    expect(await screen.findByText('This field is required., Not a valid choice.')).toBeInTheDocument();
  });

  it('shows no toast for a mutation marked silentError', async () => {
    let reply = 'Shown beside the form instead';
    probeReplies(() => HttpResponse.json({ detail: reply }, { status: 400 }));
    render(createElement(Toaster));
    const queryClient = createQueryClient();

    await mutate(queryClient, { silentError: true });
    reply = 'A later, loud failure';
    await mutate(queryClient);

    expect(await screen.findByText('A later, loud failure')).toBeInTheDocument();
    expect(screen.queryByText('Shown beside the form instead')).not.toBeInTheDocument();
  });

  it('warns the read-only demo account, even for a silent mutation, without calling the server', async () => {
    useSessionStore.getState().signedIn(user, 'demo');
    const calls = probeReplies(() => HttpResponse.json({ ok: true }));
    render(createElement(Toaster));

    await mutate(createQueryClient(), { silentError: true });

    const toast = await screen.findByText(DEMO_READ_ONLY_MESSAGE);
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'warning');
    expect(calls.count).toBe(0);
  });

  it('toasts a failed refresh of data already on screen, but not a failed first load', async () => {
    let reply = 'First load failed';
    probeReplies(() => HttpResponse.json({ detail: reply }, { status: 404 }));
    render(createElement(Toaster));
    const queryClient = createQueryClient();
    const observe = () =>
      new QueryObserver(queryClient, {
        queryKey: ['probe'],
        queryFn: () => request('get', 'probe/', probeSchema),
      });

    await act(() => observe().refetch());
    queryClient.setQueryData(['probe'], { ok: true });
    reply = 'Refresh failed';
    await act(() => observe().refetch());

    expect(await screen.findByText('Refresh failed')).toBeInTheDocument();
    expect(screen.queryByText('First load failed')).not.toBeInTheDocument();
  });
});
