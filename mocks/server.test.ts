// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockApiServer, type RunningMockApiServer } from './server';

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
});
