import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEPALIVE_BODY_LIMIT } from './keepalive';
import { lastingWrite } from './lasting-write';

const write = (bytes: number) => ({
  method: 'post',
  url: 'https://api.example.test/api/v1/stack/',
  body: 'x'.repeat(bytes),
  journal: true,
});

describe('a write in live mode', () => {
  beforeEach(() => vi.stubEnv('VITE_API_URL', 'https://api.example.test'));
  afterEach(() => vi.unstubAllEnvs());

  it('is sent with keepalive and journals nothing', () => {
    const lasting = lastingWrite(write(100));

    expect(lasting?.options).toEqual({ keepalive: true });
    expect(sessionStorage.length).toBe(0);
    lasting?.settle();
  });

  it('stays within the browser’s keepalive allowance for every write in flight together', () => {
    const first = lastingWrite(write(40 * 1024));
    expect(first).not.toBeNull();
    // 40 + 40 KiB would make the browser fail the second fetch: it goes as a plain request.
    expect(lastingWrite(write(40 * 1024))).toBeNull();
    first?.settle();
    first?.settle(); // settling twice gives the bytes back once
    const second = lastingWrite(write(40 * 1024));
    expect(second).not.toBeNull();
    expect(lastingWrite(write(30 * 1024))).toBeNull();
    second?.settle();
  });

  it('never uses keepalive for a body over the limit, nor for an upload', () => {
    expect(lastingWrite(write(KEEPALIVE_BODY_LIMIT + 1))).toBeNull();
    expect(lastingWrite({ ...write(0), body: undefined })).toBeNull();
  });
});
