import { createBackoff, type BackoffOptions } from './backoff';

/** What a close the client did not ask for means: try again later, renew the credential first, or stop. */
export type CloseDecision = 'reconnect' | 'renew' | 'stop';

/** The part of the browser's WebSocket this module uses (a test passes a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;
const CLOSING = 2;
export const NORMAL_CLOSURE = 1000;

export interface ReconnectingSocketOptions {
  /** The address of the next connection, read at each connect (it may carry a fresh token); null: stay closed. */
  url: () => string | null;
  /** Awaited before each connect (the demo's mock API patches WebSocket when it starts). */
  ready?: () => Promise<void>;
  onMessage: (data: unknown) => void;
  /** What a close from the other side (or the network) means; 'reconnect' when not given. */
  closeDecision?: (code: number) => CloseDecision;
  /** Runs before reconnecting after a 'renew' close; false stops the socket. */
  renew?: () => Promise<boolean>;
  backoff?: BackoffOptions;
  /** A message sent at an interval while open, so proxies keep an idle connection. */
  heartbeat?: { everyMs: number; message: string };
  /** A tab hidden longer than this closes its socket, and connects again when shown. */
  hiddenCloseMs?: number;
  /** Creates the socket; the browser's WebSocket, looked up at each connect, by default. */
  create?: SocketFactory;
}

export interface ReconnectingSocket {
  start(): void;
  /** Drops the connection (if any) and connects again at once, e.g. with a renewed credential. */
  reconnect(): void;
  /** Closes for good (1000). */
  close(): void;
  /** Sends when open; false otherwise. */
  send(data: string): boolean;
}

const browserSocket: SocketFactory = (url) => new globalThis.WebSocket(url);

/**
 * A WebSocket that comes back: after a drop it reconnects on the back-off's schedule (reset once a
 * connection delivers a message, so a server that accepts and at once closes still backs off); a
 * close the client made, or one `closeDecision` says to stop at, is final. While the tab is hidden
 * past `hiddenCloseMs` the connection is closed, and it opens again when the tab is shown.
 */
export function createReconnectingSocket(options: ReconnectingSocketOptions): ReconnectingSocket {
  const backoff = createBackoff(options.backoff);
  const create = options.create ?? browserSocket;
  let socket: SocketLike | null = null;
  let generation = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let started = false;
  let stopped = false;
  let suspended = false;
  let healthy = false;
  let renewedSinceHealthy = false;

  const clearRetry = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
  };

  /** Lets go of the current connection without reconnecting: its close is ours. */
  const drop = () => {
    const current = socket;
    socket = null;
    generation += 1;
    clearInterval(heartbeat);
    if (current && current.readyState < CLOSING) current.close(NORMAL_CLOSURE);
  };

  const schedule = () => {
    if (stopped || suspended || retryTimer !== undefined) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, backoff.next());
  };

  const afterClose = (code: number) => {
    const decision = options.closeDecision?.(code) ?? 'reconnect';
    if (decision === 'stop') {
      stopped = true;
      return;
    }
    if (decision === 'renew' && options.renew) {
      // A renewal that does not help (closed again before any message) waits its turn like a drop.
      const again = renewedSinceHealthy;
      renewedSinceHealthy = true;
      void options.renew().then(
        (renewed) => {
          if (!renewed) stopped = true;
          else if (again) schedule();
          else connect();
        },
        () => schedule(),
      );
      return;
    }
    schedule();
  };

  const connect = () => {
    if (stopped || suspended || socket) return;
    clearRetry();
    const attempt = ++generation;
    void (options.ready?.() ?? Promise.resolve()).then(
      () => {
        if (attempt !== generation || stopped || suspended || socket) return;
        const url = options.url();
        if (url === null) return;
        const opened = create(url);
        socket = opened;
        healthy = false;
        opened.onopen = () => {
          if (socket !== opened || !options.heartbeat) return;
          const { everyMs, message } = options.heartbeat;
          heartbeat = setInterval(() => {
            if (opened.readyState === OPEN) opened.send(message);
          }, everyMs);
        };
        opened.onmessage = (event) => {
          if (socket !== opened) return;
          if (!healthy) {
            healthy = true;
            renewedSinceHealthy = false;
            backoff.reset();
          }
          options.onMessage(event.data);
        };
        opened.onclose = (event) => {
          if (socket !== opened) return;
          socket = null;
          clearInterval(heartbeat);
          afterClose(event.code);
        };
      },
      () => {
        if (attempt === generation) schedule();
      },
    );
  };

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      if (options.hiddenCloseMs === undefined) return;
      clearTimeout(hiddenTimer);
      hiddenTimer = setTimeout(() => {
        suspended = true;
        clearRetry();
        drop();
      }, options.hiddenCloseMs);
      return;
    }
    clearTimeout(hiddenTimer);
    if (!suspended) return;
    suspended = false;
    backoff.reset();
    connect();
  };

  // Back online: no need to wait out the back-off.
  const onOnline = () => {
    if (retryTimer === undefined) return;
    clearRetry();
    connect();
  };

  return {
    start() {
      if (started) return;
      started = true;
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('online', onOnline);
      connect();
    },
    reconnect() {
      if (!started || stopped) return;
      drop();
      clearRetry();
      connect();
    },
    close() {
      stopped = true;
      clearRetry();
      clearTimeout(hiddenTimer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      drop();
    },
    send(data) {
      if (socket?.readyState !== OPEN) return false;
      socket.send(data);
      return true;
    },
  };
}
