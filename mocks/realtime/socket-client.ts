/**
 * A test's view of a notification socket: every message and the close, each awaitable, so tests
 * wait for events rather than for time. Works with the browser `WebSocket` API (MSW's link in
 * Vitest, the `ws` client).
 */
import type { SocketMessage } from '@/features/notifications/api/schemas';

interface SocketLike {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
  send(data: string): void;
  close(code?: number): void;
}

export interface TestSocket {
  messages: SocketMessage[];
  /** Resolves with the `n`th message (from 1) once it has arrived. */
  nth(n: number): Promise<SocketMessage>;
  closed: Promise<{ code: number; reason: string }>;
  send(data: string): void;
  close(): void;
}

export function watchSocket(socket: SocketLike): TestSocket {
  const messages: SocketMessage[] = [];
  const waiting: { n: number; resolve: (m: SocketMessage) => void }[] = [];
  socket.addEventListener('message', ({ data }) => {
    messages.push(JSON.parse(String(data)) as SocketMessage);
    for (const w of waiting.filter((w) => w.n <= messages.length)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(messages[w.n - 1]!);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.addEventListener('close', ({ code, reason }) => resolve({ code, reason })),
  );
  return {
    messages,
    nth: (n) =>
      n <= messages.length
        ? Promise.resolve(messages[n - 1]!)
        : new Promise((resolve) => waiting.push({ n, resolve })),
    closed,
    send: (data) => socket.send(data),
    close: () => socket.close(),
  };
}
