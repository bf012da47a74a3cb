/**
 * One notification socket from open to close, for either carrier: checks the `?token=` access token
 * as the HTTP routes do, registers the connection with the hub and answers the client's pings.
 * Missing, expired or unknown token → 4001 `token_not_valid`; an inactive account or the super
 * admin (no tenant) → 4003 `forbidden`; otherwise `ready` with the unread count.
 */
import {
  clientSocketMessageSchema,
  SOCKET_CLOSE,
  type SocketMessage,
} from '@/features/notifications/api/schemas';
import { ensureSeeded } from '../control';
import { findAccountById, unreadCountOf } from '../db';
import { verifyToken } from '../jwt';
import { register, unregister, type SocketConnection } from './hub';

/** What a carrier gives the session: raw text out, and closing. */
export interface SocketTransport {
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface SocketSession {
  /** A frame from the client; anything but a `ping` is ignored. */
  receive(data: unknown): void;
  /** The socket closed (either side). */
  closed(): void;
}

/** Starts a session for a connection to `url`; the checks finish once the data is seeded. */
export function openSocketSession(url: URL, transport: SocketTransport): SocketSession {
  let connection: SocketConnection | null = null;
  let isClosed = false;
  void (async () => {
    await ensureSeeded();
    if (isClosed) return;
    const token = url.searchParams.get('token') ?? '';
    const verified = token ? verifyToken(token, 'access') : null;
    const account = verified?.ok ? findAccountById(verified.claims.user_id) : undefined;
    if (!verified?.ok || !account) {
      transport.close(SOCKET_CLOSE.tokenNotValid, 'token_not_valid');
      return;
    }
    if (!account.is_active || account.tenant_id === null) {
      transport.close(SOCKET_CLOSE.forbidden, 'forbidden');
      return;
    }
    const accepted: SocketConnection = {
      userId: account.user_id,
      tenantId: account.tenant_id,
      tokenId: verified.claims.jti,
      send: (message: SocketMessage) => transport.send(JSON.stringify(message)),
      close: (code, reason) => transport.close(code, reason),
    };
    if (!register(accepted)) return;
    connection = accepted;
    accepted.send({ type: 'ready', unread_count: unreadCountOf(account) });
  })();

  return {
    receive(data) {
      if (!connection || typeof data !== 'string') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        return;
      }
      if (clientSocketMessageSchema.safeParse(parsed).success) connection.send({ type: 'pong' });
    },
    closed() {
      isClosed = true;
      if (connection) unregister(connection);
    },
  };
}
