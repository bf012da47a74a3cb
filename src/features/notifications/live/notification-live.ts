import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiReady } from '@/lib/api-gate';
import { socketUrl } from '@/lib/api-url';
import { refreshOrEndSession } from '@/lib/http';
import { createReconnectingSocket, type CloseDecision, type SocketFactory } from '@/lib/reconnecting-socket';
import { getAccessToken, onAccessTokenChange } from '@/lib/tokens';
import { applySurveyUpdate } from '@/features/surveys';
import { notificationQueries } from '../api/notification-queries';
import {
  NOTIFICATION_SOCKET_PATH,
  SOCKET_CLOSE,
  socketMessageSchema,
  type ClientSocketMessage,
  type SocketMessage,
} from '../api/schemas';
import { addToList, updateNotificationLists, withUnreadCount } from '../model/notification-cache';
import { applyRead, listenToOtherTabs } from './cross-tab';

/** A ping every 25 s keeps an idle connection open through proxies. */
export const PING_EVERY_MS = 25_000;
/** A tab hidden this long lets its connection go, and catches up when shown again. */
export const HIDDEN_CLOSE_MS = 5 * 60_000;

const PING = JSON.stringify({ type: 'ping' } satisfies ClientSocketMessage);

/** 4003 is final, 4001 wants a fresh token, anything else is a drop to come back from. */
export function closeDecision(code: number): CloseDecision {
  if (code === SOCKET_CLOSE.forbidden) return 'stop';
  if (code === SOCKET_CLOSE.tokenNotValid) return 'renew';
  return 'reconnect';
}

/** A server message into the caches. */
export function applySocketMessage(queryClient: QueryClient, message: SocketMessage): void {
  const lists = notificationQueries.lists();
  switch (message.type) {
    case 'ready':
      // Whatever arrived while the connection was down: the count now, the rows on the next read.
      updateNotificationLists(queryClient, lists, (list) => withUnreadCount(list, message.unread_count));
      void queryClient.invalidateQueries({ queryKey: notificationQueries.all() });
      return;
    case 'notification.created':
      updateNotificationLists(queryClient, lists, (list, query) =>
        addToList(list, query, message.notification, message.unread_count),
      );
      return;
    case 'notification.read':
      applyRead(queryClient, message.ids, message.unread_count);
      return;
    case 'survey.updated':
      void applySurveyUpdate(queryClient, message);
      return;
    case 'pong':
      return;
  }
}

function parseMessage(data: unknown): SocketMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = z.safeParse(socketMessageSchema, JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The tab's notification socket: opened once the API is ready (the demo's mock patches WebSocket as
 * it starts), with the current access token; renewed when the token changes, closed when it is
 * cleared; other tabs' reads are applied as well. Returns the stop.
 */
export function startNotificationLive(queryClient: QueryClient, create?: SocketFactory): () => void {
  let token: string | null = null;
  const socket = createReconnectingSocket({
    ready: apiReady,
    url: () => {
      token = getAccessToken();
      return token ? socketUrl(NOTIFICATION_SOCKET_PATH, { token }) : null;
    },
    onMessage: (data) => {
      const message = parseMessage(data);
      if (message) applySocketMessage(queryClient, message);
    },
    closeDecision,
    renew: async () => (await refreshOrEndSession()) !== null,
    heartbeat: { everyMs: PING_EVERY_MS, message: PING },
    hiddenCloseMs: HIDDEN_CLOSE_MS,
    create,
  });
  const stopTokens = onAccessTokenChange((next) => {
    if (next === null) socket.close();
    else if (next !== token) socket.reconnect();
  });
  const stopTabs = listenToOtherTabs(queryClient);
  socket.start();
  return () => {
    stopTokens();
    stopTabs();
    socket.close();
  };
}
