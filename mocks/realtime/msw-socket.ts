/**
 * The notification socket in the browser demo and Vitest: MSW intercepts `WebSocket` connections
 * to `/ws/notifications/` on the page's own origin (ws:// or wss://) and hands them to a session.
 */
import { ws } from 'msw';
import { NOTIFICATION_SOCKET_PATH } from '@/features/notifications/api/schemas';
import { openSocketSession } from './session';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// MSW matches the URL without its query; a trailing slash may have been dropped. Node has no page:
// any host there.
const host = typeof location === 'undefined' ? '[^/]+' : escape(location.host);
const path = escape(NOTIFICATION_SOCKET_PATH.replace(/\/$/, ''));

export const notificationSocket = ws.link(new RegExp(`^wss?://${host}${path}/?$`));

export const notificationSocketHandler = notificationSocket.addEventListener('connection', ({ client }) => {
  const session = openSocketSession(client.url, {
    send: (text) => client.send(text),
    close: (code, reason) => client.close(code, reason),
  });
  client.addEventListener('message', (event) => session.receive(event.data));
  client.addEventListener('close', () => session.closed());
});
