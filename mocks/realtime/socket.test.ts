/**
 * The notification socket through MSW's link, as the demo's page meets it: Node 20 has no global
 * WebSocket, so the `ws` client stands in for it and MSW patches it like the browser's.
 */
import { WebSocket as WsClient } from 'ws';
import { describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '@/features/notifications/api/schemas';
import { findAccountByEmail, unreadCountOf } from '../db';
import { signToken } from '../jwt';
import { tokensFor } from '../node';
import { call, useMockServer } from '../testing';
import { openConnections, publish, register, setSocketDown, type SocketConnection } from './hub';
import { watchSocket } from './socket-client';

Object.defineProperty(globalThis, 'WebSocket', { value: WsClient, configurable: true, writable: true });

useMockServer();

const ORIGIN = 'ws://localhost';
const connect = (token: string | null, origin = ORIGIN) =>
  watchSocket(
    new WebSocket(`${origin}/ws/notifications/${token === null ? '' : `?token=${token}`}`) as never,
  );

describe('the hub', () => {
  const fake = (userId: string) => {
    const sent: unknown[] = [];
    const closes: number[] = [];
    const connection: SocketConnection = {
      userId,
      tenantId: 't',
      tokenId: 'j',
      send: (m) => sent.push(m),
      close: (code) => closes.push(code),
    };
    return { connection, sent, closes };
  };

  it('publishes to one user’s connections only and refuses new ones while down', () => {
    const a = fake('a');
    const b = fake('b');
    expect(register(a.connection)).toBe(true);
    expect(register(b.connection)).toBe(true);
    publish('a', { type: 'pong' });
    expect(a.sent).toEqual([{ type: 'pong' }]);
    expect(b.sent).toEqual([]);
    setSocketDown(true);
    const c = fake('c');
    expect(register(c.connection)).toBe(false);
    expect(c.closes).toEqual([SOCKET_CLOSE.tryAgainLater]);
    expect(openConnections().map((x) => x.userId)).toEqual(['a', 'b']);
  });
});

describe('/ws/notifications/ through MSW', () => {
  it('says ready with the unread count, answers ping and pushes a new notification', async () => {
    const olivia = findAccountByEmail('user@acme.test')!;
    const socket = connect(tokensFor(olivia.email).access);
    expect(await socket.nth(1)).toEqual({ type: 'ready', unread_count: unreadCountOf(olivia) });
    socket.send('not json');
    socket.send(JSON.stringify({ type: 'ping' }));
    expect(await socket.nth(2)).toEqual({ type: 'pong' });

    const sent = await call('POST', '/__demo__/notifications', {
      body: { username: olivia.email, title: 'Hello', link: '/reach' },
    });
    expect(sent.status).toBe(201);
    expect(await socket.nth(3)).toEqual({
      type: 'notification.created',
      notification: sent.body.notification,
      unread_count: unreadCountOf(olivia),
    });
    socket.close();
    await socket.closed;
  });

  it('closes 4001 for a missing, forged or expired token', async () => {
    const olivia = findAccountByEmail('user@acme.test')!;
    const access = tokensFor(olivia.email).access;
    expect((await connect(null).closed).code).toBe(SOCKET_CLOSE.tokenNotValid);
    expect((await connect(`${access}x`).closed).code).toBe(SOCKET_CLOSE.tokenNotValid);
    const refresh = tokensFor(olivia.email).refresh;
    expect(await connect(refresh).closed).toEqual({ code: 4001, reason: 'token_not_valid' });
  });

  it('closes 4003 for the super admin and an inactive account', async () => {
    expect((await connect(tokensFor('root@platform.test').access).closed).code).toBe(SOCKET_CLOSE.forbidden);
    const inactive = findAccountByEmail('inactive@acme.test')!;
    const token = signToken('access', { ...inactive, appid: 'stackwise' });
    expect((await connect(token).closed).code).toBe(SOCKET_CLOSE.forbidden);
  });

  it('lets QA drop and hold the socket, and a reset drops everyone', async () => {
    const access = tokensFor('user@acme.test').access;
    const first = connect(access, 'wss://demo.example.com');
    await first.nth(1);
    expect((await call('GET', '/__demo__/socket')).body).toEqual({
      connections: [{ username: 'user@acme.test', user_id: findAccountByEmail('user@acme.test')!.user_id }],
      down: false,
    });
    const drop = await call('POST', '/__demo__/socket/drop', {
      body: { username: 'user@acme.test', hold: true },
    });
    expect(drop.body).toMatchObject({ dropped: 1, down: true, connections: [] });
    expect((await first.closed).code).toBe(1012);
    expect((await connect(access).closed).code).toBe(SOCKET_CLOSE.tryAgainLater);
    expect((await call('POST', '/__demo__/socket/restore')).body).toEqual({ connections: [], down: false });

    const second = connect(access);
    await second.nth(1);
    await call('POST', '/__demo__/reset');
    expect((await second.closed).code).toBe(1012);
  });

  it('closes the user’s sockets on sign-out and tells other tabs about marks', async () => {
    const pair = tokensFor('admin@acme.test');
    const tab1 = connect(pair.access);
    const tab2 = connect(pair.access);
    await tab1.nth(1);
    await tab2.nth(1);
    const list = (await call('GET', '/notifications/?is_read=false', { token: pair.access })).body;
    const id = list.rows[0].id as string;
    await call('POST', `/notifications/${id}/read/`, { token: pair.access });
    expect(await tab2.nth(2)).toEqual({
      type: 'notification.read',
      ids: [id],
      unread_count: list.unread_count - 1,
    });
    await call('POST', '/notifications/read_all/', { token: pair.access });
    expect(await tab1.nth(3)).toEqual({ type: 'notification.read', ids: null, unread_count: 0 });

    await call('POST', '/auth/logout/', { body: { refresh: pair.refresh } });
    expect((await tab1.closed).code).toBe(SOCKET_CLOSE.normal);
    expect((await tab2.closed).code).toBe(SOCKET_CLOSE.normal);
    expect((await call('GET', '/__demo__/socket')).body.connections).toEqual([]);
  });

  it('refuses bad control bodies', async () => {
    expect(
      (await call('POST', '/__demo__/notifications', { body: { username: 'nobody@x.test' } })).body,
    ).toEqual({
      username: ['No account "nobody@x.test".'],
    });
    const badKind = await call('POST', '/__demo__/notifications', {
      body: { username: 'user@acme.test', kind: 'party' },
    });
    expect(badKind).toMatchObject({ status: 400, body: { kind: ['"party" is not a valid choice.'] } });
  });
});
