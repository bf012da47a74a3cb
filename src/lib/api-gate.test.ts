import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useMockApi } from '@/test/mock-api';
import { holdApiCallsUntil } from './api-gate';
import { request } from './http';
import { upload } from './upload';

const server = useMockApi();
const settles = async <T>(promise: Promise<T>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  return done;
};

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

function countRequests() {
  const seen = { count: 0 };
  server.events.on('request:start', () => (seen.count += 1));
  return seen;
}

afterEach(() => holdApiCallsUntil(() => Promise.resolve()));

describe('the API gate (the demo paints before its mock API answers)', () => {
  it('holds a call until the API is ready, then sends it', async () => {
    const ready = deferred();
    holdApiCallsUntil(() => ready.promise);
    const seen = countRequests();
    const call = request('post', 'token/', z.object({ access: z.string() }), {
      json: { username: 'admin@acme.test', password: 'Passw0rd!' },
    });
    expect(await settles(call)).toBe(false);
    expect(seen.count).toBe(0);
    ready.release();
    await expect(call).resolves.toMatchObject({ access: expect.any(String) });
    expect(seen.count).toBe(1);
  });

  it('holds uploads too', async () => {
    const ready = deferred();
    holdApiCallsUntil(() => ready.promise);
    const seen = countRequests();
    const call = upload('contracts/unknown/documents/', new FormData(), z.unknown());
    expect(await settles(call)).toBe(false);
    expect(seen.count).toBe(0);
    ready.release();
    await call.catch(() => undefined);
    expect(seen.count).toBe(1);
  });

  it('lets calls go straight out when nothing holds them (live builds, these tests)', async () => {
    const call = request('post', 'token/', z.object({ access: z.string() }), {
      json: { username: 'admin@acme.test', password: 'Passw0rd!' },
    });
    await expect(call).resolves.toMatchObject({ access: expect.any(String) });
  });
});
