import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request } from '@/lib/http';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { findPage, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { holdReply, useMockApi } from '@/test/mock-api';
import { notificationListSchema } from '../api/schemas';

const server = useMockApi();
useMatchMedia();

const MARK_READ = '*/api/v1/notifications/:id/read/';

/** The signed-in user's newest notifications and unread count, as the server has them. */
async function serverNotifications() {
  return request('get', 'notifications/', notificationListSchema, { searchParams: { top: 10 } });
}

async function openApp() {
  await signInWithTokens('user@acme.test');
  const app = await renderApp('/notifications', { toaster: true });
  await findPage('Notifications');
  return app;
}

/** The sidebar's bell, once its count has loaded. */
async function findBell(unread: number) {
  const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
  return within(sidebar).findByRole('button', { name: `Notifications, ${unread} unread` });
}

describe('NotificationBell', () => {
  beforeEach(() => useSessionStore.getState().signedOut());
  afterEach(() => useSessionStore.getState().signedOut());

  it('shows the unread count in its name and announces it politely', async () => {
    await signInWithTokens('user@acme.test');
    const { unread_count } = await serverNotifications();
    expect(unread_count).toBeGreaterThan(1);
    await openApp();

    const bell = await findBell(unread_count);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('status')).toHaveTextContent(`${unread_count} unread notifications`);
  });

  it('opens with the keyboard, takes focus in, and Escape closes it back onto the bell', async () => {
    await signInWithTokens('user@acme.test');
    const latest = await serverNotifications();
    const { user } = await openApp();
    const bell = await findBell(latest.unread_count);

    bell.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel).toHaveFocus());
    const rows = await within(panel).findAllByRole('listitem');
    expect(rows).toHaveLength(latest.rows.length);
    expect(rows[0]).toHaveTextContent(latest.rows[0]!.title);
    expect(within(panel).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/notifications');

    await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('marks one read at once, before the server answers', async () => {
    await signInWithTokens('user@acme.test');
    const latest = await serverNotifications();
    const unread = latest.rows.find((row) => !row.is_read)!;
    const { user } = await openApp();
    const answer = holdReply('post', MARK_READ);
    await user.click(await findBell(latest.unread_count));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });

    await user.click(await within(panel).findByRole('button', { name: `Mark as read: ${unread.title}` }));

    // Still waiting for the server, yet the count and the row already show the change.
    expect(await findBell(latest.unread_count - 1)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: `Mark as read: ${unread.title}` })).toBeNull();
    answer();
    await waitFor(async () =>
      expect((await serverNotifications()).unread_count).toBe(latest.unread_count - 1),
    );
    expect(await findBell(latest.unread_count - 1)).toBeInTheDocument();
  });

  it("puts the mark back and shows the server's reason when it is refused", async () => {
    await signInWithTokens('user@acme.test');
    const latest = await serverNotifications();
    const unread = latest.rows.find((row) => !row.is_read)!;
    const refuse = holdReply('post', MARK_READ, () =>
      HttpResponse.json({ detail: 'Notifications are resting' }, { status: 503 }),
    );
    const { user } = await openApp();
    await user.click(await findBell(latest.unread_count));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });

    await user.click(await within(panel).findByRole('button', { name: `Mark as read: ${unread.title}` }));
    expect(await findBell(latest.unread_count - 1)).toBeInTheDocument();
    refuse();

    expect(await screen.findByText('Notifications are resting')).toBeInTheDocument();
    expect(await findBell(latest.unread_count)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: `Mark as read: ${unread.title}` })).toBeInTheDocument();
  });

  it('marks every one read', async () => {
    await signInWithTokens('user@acme.test');
    const latest = await serverNotifications();
    const { user } = await openApp();
    await user.click(await findBell(latest.unread_count));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(await within(sidebar).findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Mark as read/ })).toBeNull();
    await waitFor(async () => expect((await serverNotifications()).unread_count).toBe(0));
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows a link the user may not open as plain text', async () => {
    await signInWithTokens('user@acme.test');
    const latest = await serverNotifications();
    const row = latest.rows[0]!;
    server.use(
      http.get('*/api/v1/notifications/', () =>
        HttpResponse.json({
          ...latest,
          rows: [
            { ...row, id: 'n-admin', title: 'Admins only', link: '/activity-logs' },
            { ...row, id: 'n-open', title: 'Anyone may look', link: '/optimize' },
            { ...row, id: 'n-away', title: 'Elsewhere', link: 'https://evil.test/' },
          ],
        }),
      ),
    );
    const { user } = await openApp();
    await user.click(await findBell(latest.unread_count));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });

    expect(await within(panel).findByRole('link', { name: 'Anyone may look' })).toHaveAttribute(
      'href',
      '/optimize',
    );
    expect(within(panel).getByText('Admins only')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Admins only' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Elsewhere' })).toBeNull();
  });

  it('is on the collapsed rail too, and in the header when the header flag is on', async () => {
    await signInWithTokens('user@acme.test');
    const { unread_count } = await serverNotifications();
    useUiStore.getState().setLayoutFlags({ showHeader: true });
    useUiStore.getState().setSidebarOpen(false);
    try {
      await openApp();
      expect(await findBell(unread_count)).toBeInTheDocument();
      // The sidebar's and the header's.
      await waitFor(() =>
        expect(screen.getAllByRole('button', { name: `Notifications, ${unread_count} unread` })).toHaveLength(
          2,
        ),
      );
      // One polite announcement of the count, from the sidebar's bell.
      expect(screen.getAllByText(`${unread_count} unread notifications`)).toHaveLength(1);
    } finally {
      useUiStore.getState().setLayoutFlags({ showHeader: false });
      useUiStore.getState().setSidebarOpen(true);
    }
  });
});
