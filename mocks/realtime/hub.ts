/**
 * The notification socket's server side, whatever carries it (MSW's WebSocket interception in the
 * browser and Vitest, the `ws` server of `npm run mock-api`): who is connected, what each of them
 * is sent, and the QA switch that drops connections or refuses new ones. Every message goes to one
 * user's connections only, so nothing crosses users or tenants.
 */
import { SOCKET_CLOSE, type SocketMessage } from '@/features/notifications/api/schemas';

/** The server's restart code: clients reconnect at once, as after any other drop. */
export const SERVICE_RESTART = 1012;

export interface SocketConnection {
  userId: string;
  tenantId: string | null;
  /** jti of the access token it was opened with. */
  tokenId: string;
  send(message: SocketMessage): void;
  close(code: number, reason: string): void;
}

const connections = new Set<SocketConnection>();
let down = false;

/** Accepts a connection, or closes it (1013) while QA holds the socket down; true when accepted. */
export function register(connection: SocketConnection): boolean {
  if (down) {
    connection.close(SOCKET_CLOSE.tryAgainLater, 'try_again_later');
    return false;
  }
  connections.add(connection);
  return true;
}

/** Forgets a connection that closed (either side); harmless twice. */
export function unregister(connection: SocketConnection): void {
  connections.delete(connection);
}

export function connectionsOf(userId: string): SocketConnection[] {
  return [...connections].filter((c) => c.userId === userId);
}

export function openConnections(): readonly SocketConnection[] {
  return [...connections];
}

/** Sends `message` to every open connection of the user. */
export function publish(userId: string, message: SocketMessage): void {
  connectionsOf(userId).forEach((c) => c.send(message));
}

/** Closes the matching connections (all without a filter) and returns how many. */
export function disconnect(
  code: number,
  reason: string,
  matches: (c: SocketConnection) => boolean = () => true,
): number {
  const closing = [...connections].filter(matches);
  closing.forEach((c) => {
    connections.delete(c);
    c.close(code, reason);
  });
  return closing.length;
}

/** QA's switch: while down, new connections are refused with 1013. */
export function setSocketDown(value: boolean): void {
  down = value;
}

export function isSocketDown(): boolean {
  return down;
}
