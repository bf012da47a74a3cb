import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from '@/lib/http';
import { useSessionStore } from '@/stores/session';
import { findPage, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { notificationListSchema } from '../api/schemas';

useMockApi();
useMatchMedia();

async function openPage(path: string) {
  await signInWithTokens('admin@acme.test');
  const app = await renderApp(path, { toaster: true });
  await findPage('Notifications');
  return app;
}

const pageList = () => screen.findByRole('list', { name: 'Notifications' });

describe('/notifications', () => {
  afterEach(() => useSessionStore.getState().signedOut());

  it('lists every notification a page at a time, newest first', async () => {
    await openPage('/notifications');
    const all = await request('get', 'notifications/', notificationListSchema, { searchParams: { top: 25 } });
    const rows = within(await pageList()).getAllByRole('listitem');
    expect(rows).toHaveLength(Math.min(25, all.count));
    expect(rows[0]).toHaveTextContent(all.rows[0]!.title);
    expect(screen.getByRole('navigation', { name: 'Notifications pages' })).toHaveTextContent(
      `of ${all.count}`,
    );
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('keeps the filter in the URL, and an unread list lets a read one go', async () => {
    const { user, router } = await openPage('/notifications?filter=unread');
    const unread = await request('get', 'notifications/', notificationListSchema, {
      searchParams: { is_read: false, top: 25 },
    });
    expect(screen.getByRole('radio', { name: 'Unread' })).toBeChecked();
    const rows = within(await pageList()).getAllByRole('listitem');
    expect(rows).toHaveLength(Math.min(25, unread.count));
    for (const row of rows) expect(row).toHaveTextContent(/^Unread:/);

    const first = unread.rows[0]!;
    await user.click(within(await pageList()).getByRole('button', { name: `Mark as read: ${first.title}` }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Notifications' })).queryByText(first.title)).toBeNull(),
    );

    await user.click(screen.getByRole('radio', { name: 'Read' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ filter: 'read' }));
    expect(await within(await pageList()).findByText(first.title)).toBeInTheDocument();
    for (const row of within(await pageList()).getAllByRole('listitem')) {
      expect(row).not.toHaveTextContent(/^Unread:/);
    }
  });

  it("says you're all caught up when nothing is unread", async () => {
    const { user } = await openPage('/notifications?filter=unread');
    await pageList();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
  });
});
