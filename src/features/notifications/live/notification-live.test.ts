import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, storeTokens } from '@/lib/tokens';
import { surveyQueries, type SurveyDetail } from '@/features/surveys';
import { FakeSocket } from '@/test/fake-socket';
import { testSurvey, testSurveyDetail } from '@/test/survey';
import { notificationQueries, type NotificationListQuery } from '../api/notification-queries';
import type { Notification, NotificationList } from '../api/schemas';
import { listenToOtherTabs, tellOtherTabs } from './cross-tab';
import { startNotificationLive } from './notification-live';

const note = (id: string, is_read = false): Notification => ({
  id,
  kind: 'renewal_due',
  title: `Title ${id}`,
  text: 'Text',
  link: '/contracts',
  is_read,
  created_at: '2026-03-01T10:00:00Z',
});

const ALL: NotificationListQuery = { filter: 'all', skip: 0, top: 10 };
const UNREAD: NotificationListQuery = { filter: 'unread', skip: 0, top: 10 };

function seededClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData<NotificationList>(notificationQueries.list(ALL).queryKey, {
    rows: [note('b'), note('a', true)],
    count: 2,
    unread_count: 1,
  });
  queryClient.setQueryData<NotificationList>(notificationQueries.list(UNREAD).queryKey, {
    rows: [note('b')],
    count: 1,
    unread_count: 1,
  });
  return queryClient;
}

const listOf = (queryClient: QueryClient, query: NotificationListQuery) =>
  queryClient.getQueryData<NotificationList>(notificationQueries.list(query).queryKey)!;

/** Starts the live connection on a fake socket and lets it connect. */
async function startLive(queryClient: QueryClient) {
  const stop = startNotificationLive(queryClient, (url) => new FakeSocket(url));
  await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  const socket = FakeSocket.latest();
  socket.open();
  return { stop, socket };
}

describe('live notifications', () => {
  beforeEach(() => {
    FakeSocket.reset();
    storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  });
  afterEach(() => clearTokens());

  it('connects to the API host with the access token', async () => {
    const { stop, socket } = await startLive(seededClient());
    expect(socket.url).toBe('ws://localhost:3000/ws/notifications/?token=access-1');
    stop();
    expect(socket.closedWith).toBe(1000);
  });

  it('adds a pushed notification to every list it belongs to, once', async () => {
    const queryClient = seededClient();
    const { stop, socket } = await startLive(queryClient);

    socket.push({ type: 'notification.created', notification: note('c'), unread_count: 2 });
    // Pushed again (a reconnect's catch-up, a repeat): not added twice.
    socket.push({ type: 'notification.created', notification: note('c'), unread_count: 2 });

    expect(listOf(queryClient, ALL).rows.map((row) => row.id)).toEqual(['c', 'b', 'a']);
    expect(listOf(queryClient, ALL)).toMatchObject({ count: 3, unread_count: 2 });
    expect(listOf(queryClient, UNREAD).rows.map((row) => row.id)).toEqual(['c', 'b']);
    stop();
  });

  it('marks read what was read elsewhere, and all on null', async () => {
    const queryClient = seededClient();
    const { stop, socket } = await startLive(queryClient);

    socket.push({ type: 'notification.read', ids: ['b'], unread_count: 0 });
    expect(listOf(queryClient, ALL).rows.every((row) => row.is_read)).toBe(true);
    expect(listOf(queryClient, UNREAD)).toEqual({ rows: [], count: 0, unread_count: 0 });

    socket.push({ type: 'notification.created', notification: note('c'), unread_count: 1 });
    socket.push({ type: 'notification.read', ids: null, unread_count: 0 });
    expect(listOf(queryClient, ALL).rows.every((row) => row.is_read)).toBe(true);
    expect(listOf(queryClient, ALL).unread_count).toBe(0);
    stop();
  });

  it('catches up on ready after a reconnect: sets the count and reads the lists again', async () => {
    const queryClient = seededClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { stop, socket } = await startLive(queryClient);
    socket.push({ type: 'ready', unread_count: 1 });
    socket.drop(1006);

    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(2), { timeout: 3000 });
    invalidate.mockClear();
    FakeSocket.latest().open();
    FakeSocket.latest().push({ type: 'ready', unread_count: 4 });

    expect(listOf(queryClient, ALL).unread_count).toBe(4);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationQueries.all() });
    stop();
  });

  it('reconnects with the new token after a refresh, and closes when the tokens are cleared', async () => {
    const { stop, socket } = await startLive(seededClient());

    storeTokens({ access: 'access-2', refresh: 'refresh-2' });
    expect(socket.closedWith).toBe(1000);
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    expect(FakeSocket.latest().url).toContain('token=access-2');

    clearTokens();
    expect(FakeSocket.latest().closedWith).toBe(1000);
    stop();
  });

  it('shows a survey’s new counts at once and reads the survey and its lists again', async () => {
    const queryClient = seededClient();
    const detailKey = surveyQueries.detail('survey-1').queryKey;
    const listKey = surveyQueries.list({}).queryKey;
    queryClient.setQueryData<SurveyDetail>(detailKey, testSurveyDetail());
    queryClient.setQueryData(listKey, {
      rows: [testSurvey()],
      count: 1,
      statuses: { draft: 0, running: 1, closed: 0 },
    });
    const other = surveyQueries.detail('survey-2').queryKey;
    queryClient.setQueryData<SurveyDetail>(
      other,
      testSurveyDetail({ survey: testSurvey({ id: 'survey-2' }) }),
    );
    const { stop, socket } = await startLive(queryClient);
    const counts = { asked: 4, keep: 1, give_up: 2, keep_until: 0, smaller_plan: 0, not_yet: 1 };

    socket.push({ type: 'survey.updated', survey_id: 'survey-1', status: 'running', counts });

    expect(queryClient.getQueryData<SurveyDetail>(detailKey)?.survey.counts).toEqual(counts);
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    // Another survey is left alone.
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
    expect(listOf(queryClient, ALL).unread_count).toBe(1);
    stop();
  });

  it('ignores what does not parse', async () => {
    const queryClient = seededClient();
    const { stop, socket } = await startLive(queryClient);
    socket.onmessage?.({ data: 'not json' } as MessageEvent);
    socket.push({ type: 'notification.created', notification: { id: 'x' }, unread_count: 9 });
    expect(listOf(queryClient, ALL).unread_count).toBe(1);
    stop();
  });
});

describe('cross-tab news', () => {
  it("applies another tab's reads to this tab's caches", async () => {
    const queryClient = seededClient();
    const stop = listenToOtherTabs(queryClient);

    tellOtherTabs({ ids: ['b'], unread_count: 0 });

    await vi.waitFor(() => expect(listOf(queryClient, ALL).unread_count).toBe(0));
    expect(listOf(queryClient, ALL).rows.find((row) => row.id === 'b')?.is_read).toBe(true);
    expect(listOf(queryClient, UNREAD).rows).toEqual([]);
    stop();
  });

  it('does nothing where there is no BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    try {
      const stop = listenToOtherTabs(seededClient());
      expect(() => tellOtherTabs({ ids: null, unread_count: 0 })).not.toThrow();
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
