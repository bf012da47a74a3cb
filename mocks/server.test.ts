// @vitest-environment node
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, startMockApiServer, type RunningMockApiServer } from './server';

let running: RunningMockApiServer;

beforeAll(async () => {
  running = await startMockApiServer({ port: 0, scenario: 'default', latency: false });
});
afterAll(() => running.close());

describe('standalone mock API server', () => {
  it('listens on loopback and signs in over real HTTP with CORS for loopback origins', async () => {
    expect(running.url).toBe(`http://127.0.0.1:${running.port}/api/v1`);
    const origin = 'http://localhost:5173';
    const reply = await fetch(`${running.url}/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ username: 'user@acme.test', password: 'Passw0rd!' }),
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('access-control-allow-origin')).toBe(origin);
    const { access } = (await reply.json()) as { access: string };

    const me = await fetch(`${running.url}/users/me/`, {
      headers: { Authorization: `Bearer ${access}`, Origin: 'http://127.0.0.1:4173' },
    });
    expect(me.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(await me.json()).toMatchObject({ email: 'user@acme.test' });
  });

  it('answers preflight requests with 204', async () => {
    const reply = await fetch(`${running.url}/tenants/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(reply.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(reply.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    expect(reply.headers.get('access-control-allow-methods')).toMatch(/PUT/);
  });

  it('allows a loopback origin served over HTTPS (the bench serves the build over HTTP/2)', async () => {
    const reply = await fetch(`${running.url}/auth/demo/`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://127.0.0.1:4390', 'Access-Control-Request-Method': 'POST' },
    });
    expect(reply.headers.get('access-control-allow-origin')).toBe('https://127.0.0.1:4390');
  });

  it('does not allow other origins', async () => {
    const reply = await fetch(`${running.url}/auth/demo/`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown paths with a JSON 404', async () => {
    for (const path of ['/nothing-here', '/api/v1/nothing-here/']) {
      const reply = await fetch(`http://127.0.0.1:${running.port}${path}`);
      expect(reply.status).toBe(404);
      expect(await reply.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('gzips a JSON reply of some size for a client that accepts gzip, and sends it as it is otherwise', async () => {
    const signIn = await fetch(`${running.url}/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin@acme.test', password: 'Passw0rd!' }),
    });
    const { access: token } = (await signIn.json()) as { access: string };
    /** The raw reply (node:http does not decode it), asking with `acceptEncoding`. */
    const raw = (path: string, acceptEncoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          get(
            `${running.url}${path}`,
            { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': acceptEncoding } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          ).on('error', reject);
        },
      );

    const plain = await raw('/contracts/renewals/', 'identity');
    const zipped = await raw('/contracts/renewals/', 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );

    // A small reply is not worth compressing.
    const small = await raw('/users/me/', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toMatchObject({ email: 'admin@acme.test' });
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['br, gzip;q=0.0', false],
    ['identity', false],
    ['br', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
