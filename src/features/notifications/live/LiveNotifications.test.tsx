import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendNotification } from '@mocks/notify';
import { connectionsOf, disconnect, SERVICE_RESTART } from '@mocks/realtime/hub';
import { clearTokens } from '@/lib/tokens';
import { useSessionStore } from '@/stores/session';
import { findPage, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';

useMockApi();
useMatchMedia();

function currentUserId(): string {
  const user = useSessionStore.getState().identity.user;
  if (!user) throw new Error('nobody is signed in');
  return user.user_id;
}

/** The sidebar's bell, whatever its count. */
function bellName(): string {
  const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
  return (
    within(sidebar)
      .getByRole('button', { name: /^Notifications/ })
      .getAttribute('aria-label') ?? ''
  );
}
const unreadOf = (name: string) => Number(/(\d+) unread/.exec(name)?.[1] ?? 0);

async function openLive() {
  await signInWithTokens('user@acme.test');
  await renderApp('/notifications');
  await findPage('Notifications');
  const userId = currentUserId();
  await waitFor(() => expect(connectionsOf(userId)).toHaveLength(1));
  await screen.findByRole('list', { name: 'Notifications' });
  await waitFor(() => expect(bellName()).toMatch(/unread/));
  return { userId, unread: unreadOf(bellName()) };
}

const send = (userId: string, title: string) =>
  sendNotification({ userIds: [userId], kind: 'announcement', title, text: 'Sent by the test', link: null });

describe('live notifications against the mock API', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useSessionStore.getState().signedOut();
  });

  it('shows a pushed notification at once, in the list and the count', async () => {
    const { userId, unread } = await openLive();

    await send(userId, 'Hello from the socket');

    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(list).findByText('Hello from the socket')).toBeInTheDocument();
    await waitFor(() => expect(unreadOf(bellName())).toBe(unread + 1));
  });

  it('catches up after a drop: what came meanwhile shows once', async () => {
    // Half of the first back-off ceiling: the reconnect waits 500 ms.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { userId, unread } = await openLive();

    disconnect(SERVICE_RESTART, 'restart');
    expect(connectionsOf(userId)).toHaveLength(0);
    await send(userId, 'Sent while away');

    await waitFor(() => expect(connectionsOf(userId)).toHaveLength(1), { timeout: 5000 });
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(list).findByText('Sent while away')).toBeInTheDocument();
    await waitFor(() => expect(unreadOf(bellName())).toBe(unread + 1));
    expect(within(list).getAllByText('Sent while away')).toHaveLength(1);
  });

  it('closes the socket on sign-out', async () => {
    const { userId } = await openLive();

    clearTokens();
    useSessionStore.getState().signedOut();

    await waitFor(() => expect(connectionsOf(userId)).toHaveLength(0));
  });
});
