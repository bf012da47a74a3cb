// @vitest-environment node
/** The standalone server's `/ws/notifications/`, over a real connection with the `ws` client. */
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '@/features/notifications/api/schemas';
import { watchSocket } from './realtime/socket-client';
import { startMockApiServer, type RunningMockApiServer } from './server';

let running: RunningMockApiServer;

beforeAll(async () => {
  running = await startMockApiServer({ port: 0, scenario: 'default', latency: false });
});
afterAll(() => running.close());

const socketUrl = (token: string) => `ws://127.0.0.1:${running.port}/ws/notifications/?token=${token}`;

async function post<T = Record<string, unknown>>(path: string, body: unknown, token?: string) {
  const reply = await fetch(`${running.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: reply.status, body: (await reply.json()) as T };
}

describe('the standalone server’s notification socket', () => {
  it('says ready, pushes a notification, answers ping and closes on sign-out', async () => {
    const signIn = { username: 'user@acme.test', password: 'Passw0rd!' };
    const { access, refresh } = (await post<{ access: string; refresh: string }>('/token/', signIn)).body;
    const socket = watchSocket(new WebSocket(socketUrl(access), { origin: 'http://localhost:5173' }));
    expect(await socket.nth(1)).toMatchObject({ type: 'ready' });
    const { unread_count } = (await socket.nth(1)) as { unread_count: number };

    const sent = await post('/__demo__/notifications', { username: 'user@acme.test', kind: 'card_declined' });
    expect(sent.status).toBe(201);
    expect(await socket.nth(2)).toEqual({
      type: 'notification.created',
      notification: sent.body.notification,
      unread_count: unread_count + 1,
    });
    socket.send(JSON.stringify({ type: 'ping' }));
    expect(await socket.nth(3)).toEqual({ type: 'pong' });

    await post('/auth/logout/', { refresh });
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.normal);
  });

  it('closes 4001 for a bad token and refuses another origin or path', async () => {
    const bad = watchSocket(new WebSocket(socketUrl('nope')));
    expect(await bad.closed).toEqual({ code: SOCKET_CLOSE.tokenNotValid, reason: 'token_not_valid' });

    const refused = (url: string, origin?: string) =>
      new Promise<number>((resolve) => {
        const client = new WebSocket(url, origin ? { origin } : {});
        // Terminating before the handshake completes reports an error: expected here.
        client.on('error', () => undefined);
        client.on('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          client.terminate();
        });
      });
    expect(await refused(socketUrl('x'), 'https://evil.example')).toBe(403);
    expect(await refused(`ws://127.0.0.1:${running.port}/ws/other/`)).toBe(404);
  });

  it('closes open sockets when the server stops', async () => {
    const other = await startMockApiServer({ port: 0, scenario: 'default', latency: false });
    const { access } = (await post('/token/', { username: 'admin@acme.test', password: 'Passw0rd!' }))
      .body as {
      access: string;
    };
    const socket = watchSocket(
      new WebSocket(`ws://127.0.0.1:${other.port}/ws/notifications/?token=${access}`),
    );
    await socket.nth(1);
    await other.close();
    expect((await socket.closed).code).toBe(1006);
  });
});
