import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockApi } from '@mocks/node';
import { fetchMe, obtainDemoTokens, obtainTokens } from '@/features/auth';
import { request } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import { storeTokens } from '@/lib/tokens';
import { useSessionStore } from '@/stores/session';
import { PASSWORD, useMockApi } from '@/test/mock-api';
import { taskListSchema, type Task } from '../api/schemas';
import { MyTasks } from './MyTasks';

const server = useMockApi();

const COMPLETE_TASK = '*/api/v1/my-tasks/complete_task/';

async function signIn(username = 'user@acme.test') {
  storeTokens(await obtainTokens({ username, password: PASSWORD }));
  useSessionStore.getState().signedIn(await fetchMe(), 'stackwise');
}

async function signInDemo() {
  storeTokens(await obtainDemoTokens());
  useSessionStore.getState().signedIn(await fetchMe(), 'demo');
}

/** The signed-in user's tasks as the server holds them. */
async function serverTasks(): Promise<Task[]> {
  return (await request('get', 'my-tasks/', taskListSchema, { searchParams: { filter: 'all' } })).rows;
}

async function firstOpenTask(): Promise<Task> {
  const open = (await serverTasks()).find((task) => !task.is_completed);
  if (!open) throw new Error('the seed has no open task for this account');
  return open;
}

/** A reply held back until the test opens the gate (msw's `delay('infinite')`, but releasable). */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

function countRequests(pathSuffix: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request: sent }) => {
    if (new URL(sent.url).pathname.endsWith(pathSuffix)) seen.count += 1;
  });
  return seen;
}

function renderTasks() {
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MyTasks />
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

describe('MyTasks', () => {
  beforeEach(() => {
    useSessionStore.getState().signedOut();
  });

  it('lists the open tasks only, with their count', async () => {
    await signIn();
    const tasks = await serverTasks();
    const open = tasks.filter((task) => !task.is_completed);
    const done = tasks.filter((task) => task.is_completed);
    expect(open.length).toBeGreaterThan(0);
    expect(done.length).toBeGreaterThan(0);

    renderTasks();

    expect(await screen.findByRole('checkbox', { name: open[0]!.title })).not.toBeChecked();
    for (const task of open) {
      expect(screen.getByRole('checkbox', { name: task.title })).not.toBeChecked();
    }
    for (const task of done) {
      expect(screen.queryByRole('checkbox', { name: task.title })).not.toBeInTheDocument();
    }
    expect(screen.getAllByRole('checkbox')).toHaveLength(open.length);
    expect(screen.getByText(`${open.length} open tasks`)).toBeInTheDocument();
  });

  it("shows completed tasks too under 'All'", async () => {
    await signIn();
    const tasks = await serverTasks();
    const done = tasks.filter((task) => task.is_completed);
    const user = renderTasks();
    await screen.findAllByRole('checkbox');

    await user.click(screen.getByRole('radio', { name: 'All' }));

    expect(await screen.findByRole('checkbox', { name: done[0]!.title })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(tasks.length);
    for (const task of done) {
      expect(screen.getByRole('checkbox', { name: task.title })).toBeChecked();
    }
    expect(screen.getByText(`${tasks.length} tasks`)).toBeInTheDocument();
  });

  it('ticks a task at once, before the server answers, and keeps it ticked once it agrees', async () => {
    await signIn();
    const task = await firstOpenTask();
    const answer = gate();
    const sent = vi.fn();
    server.use(
      http.post(COMPLETE_TASK, async ({ request: call }) => {
        sent(await call.clone().json());
        await answer.opened;
        // Falls through to the real handler, which records the change.
        return undefined;
      }),
    );
    const user = renderTasks();
    const box = await screen.findByRole('checkbox', { name: task.title });

    await user.click(box);

    await waitFor(() => expect(sent).toHaveBeenCalledWith({ task_id: task.id, is_completed: true }));
    // The request is still waiting for its answer, yet the box already shows the change.
    expect(screen.getByRole('checkbox', { name: task.title })).toBeChecked();

    answer.open();
    expect(await screen.findByText('Task updated')).toBeInTheDocument();
    // Once the server has agreed, the refetched 'open' list no longer holds the task.
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: task.title })).not.toBeInTheDocument());
    expect((await serverTasks()).find((t) => t.id === task.id)?.is_completed).toBe(true);
  });

  it("unticks it again and shows the server's reason when the server refuses", async () => {
    await signIn();
    const task = await firstOpenTask();
    const refusal = gate();
    // The list refetched after the failure is held back, so what shows is the rolled-back cache.
    const refetch = gate();
    let refused = false;
    server.use(
      http.post(COMPLETE_TASK, async () => {
        await refusal.opened;
        refused = true;
        return HttpResponse.json({ detail: 'Task service is unavailable' }, { status: 500 });
      }),
      http.get('*/api/v1/my-tasks/', async () => {
        if (refused) await refetch.opened;
        return undefined;
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderTasks();
    const box = await screen.findByRole('checkbox', { name: task.title });

    await user.click(box);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: task.title })).toBeChecked());

    refusal.open();
    expect(await screen.findByText('Task service is unavailable')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: task.title })).not.toBeChecked());

    refetch.open();
    expect((await serverTasks()).find((t) => t.id === task.id)?.is_completed).toBe(false);
  });

  it('refuses a toggle from the read-only demo account without calling the server', async () => {
    await signInDemo();
    const task = await firstOpenTask();
    const toggles = countRequests('/my-tasks/complete_task/');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderTasks();
    const box = await screen.findByRole('checkbox', { name: task.title });

    await user.click(box);

    expect(await screen.findByText('Sorry, this is a read-only demo account.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: task.title })).not.toBeChecked();
    expect(toggles.count).toBe(0);
  });

  it('shows the empty state when there are no tasks', async () => {
    await resetMockApi('empty');
    await signIn();
    const user = renderTasks();

    expect(await screen.findByText('No open tasks')).toBeInTheDocument();
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
    expect(screen.getByText('Tasks assigned to you will appear here.')).toBeInTheDocument();
  });

  it("shows the error state when the list cannot load, and 'Try again' loads it", async () => {
    await signIn();
    const open = (await serverTasks()).filter((task) => !task.is_completed);
    let failing = true;
    server.use(
      http.get('*/api/v1/my-tasks/', () =>
        failing ? HttpResponse.json({ detail: 'Task service is unavailable' }, { status: 503 }) : undefined,
      ),
    );
    // Skip the query layer's two retry pauses (5xx answers are retried) instead of waiting them out.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MyTasks />
      </QueryClientProvider>,
    );
    await vi.advanceTimersByTimeAsync(5000);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Task service is unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('checkbox', { name: open[0]!.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
