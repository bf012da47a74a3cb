import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, setVisibility } from '@/test/fake-socket';
import { createReconnectingSocket, type ReconnectingSocketOptions } from './reconnecting-socket';

function socketWith(options: Partial<ReconnectingSocketOptions> = {}) {
  const received: unknown[] = [];
  const socket = createReconnectingSocket({
    url: () => 'ws://api.test/ws/',
    onMessage: (data) => received.push(data),
    // No jitter: the test knows each delay (1 s, 2 s, 4 s…).
    backoff: { jitter: 'none' },
    create: (url) => new FakeSocket(url),
    ...options,
  });
  socket.start();
  return { socket, received };
}

/** Lets the connect's `ready()` promise settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createReconnectingSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.reset();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects after ready() and passes messages on', async () => {
    let release!: () => void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    const { received } = socketWith({ ready: () => ready });
    await settle();
    expect(FakeSocket.instances).toHaveLength(0);
    release();
    await settle();
    const first = FakeSocket.latest();
    first.open();
    first.push({ type: 'ready' });
    expect(received).toEqual(['{"type":"ready"}']);
  });

  it('reconnects after a drop on the back-off schedule', async () => {
    socketWith();
    await settle();
    FakeSocket.latest().drop(1006);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(2);
    // Dropped again before any message: the next wait doubles.
    FakeSocket.latest().drop(1013);
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(3);
    // A connection that delivered a message resets the schedule.
    FakeSocket.latest().open();
    FakeSocket.latest().push({ type: 'ready' });
    FakeSocket.latest().drop(1006);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('does not reconnect after its own close', async () => {
    const { socket } = socketWith();
    await settle();
    socket.close();
    expect(FakeSocket.latest().closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('does not reconnect after a close the decision says to stop at (4003)', async () => {
    socketWith({ closeDecision: (code) => (code === 4003 ? 'stop' : 'reconnect') });
    await settle();
    FakeSocket.latest().drop(4003);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('renews then reconnects at once on 4001, and stops when the renewal fails', async () => {
    let token = 'old';
    const renew = vi.fn(async () => {
      token = 'new';
      return true;
    });
    socketWith({
      url: () => `ws://api.test/ws/?token=${token}`,
      closeDecision: (code) => (code === 4001 ? 'renew' : 'reconnect'),
      renew,
    });
    await settle();
    FakeSocket.latest().drop(4001);
    await settle();
    await settle();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(FakeSocket.latest().url).toBe('ws://api.test/ws/?token=new');

    renew.mockResolvedValueOnce(false);
    FakeSocket.latest().open();
    FakeSocket.latest().push({ type: 'ready' });
    FakeSocket.latest().drop(4001);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('reconnect() drops the connection and opens one at once', async () => {
    const { socket } = socketWith();
    await settle();
    const first = FakeSocket.latest();
    socket.reconnect();
    await settle();
    expect(first.closedWith).toBe(1000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('sends the heartbeat while open', async () => {
    socketWith({ heartbeat: { everyMs: 25_000, message: '{"type":"ping"}' } });
    await settle();
    const open = FakeSocket.latest();
    open.open();
    await vi.advanceTimersByTimeAsync(50_000);
    expect(open.sent).toEqual(['{"type":"ping"}', '{"type":"ping"}']);
  });

  it('closes when hidden for more than 5 minutes and reconnects when shown', async () => {
    socketWith({ hiddenCloseMs: 5 * 60_000 });
    await settle();
    const first = FakeSocket.latest();
    first.open();

    // Hidden briefly: nothing changes.
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(first.closedWith).toBeUndefined();

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(first.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(FakeSocket.instances).toHaveLength(1);

    setVisibility('visible');
    await settle();
    expect(FakeSocket.instances).toHaveLength(2);
  });
});
