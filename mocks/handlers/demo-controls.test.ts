import { describe, expect, it } from 'vitest';
import { accessFor, call, useMockServer } from '../testing';

useMockServer();

describe('/__demo__/ controls', () => {
  it('reports the state', async () => {
    const reply = await call('GET', '/__demo__/state');
    expect(reply).toMatchObject({ status: 200, body: { scenario: 'default', faults: [] } });
  });

  it('switches the simulated network time off and on, refusing other modes', async () => {
    const { setLatencyMode } = await import('../control');
    setLatencyMode('realistic');
    try {
      expect((await call('POST', '/__demo__/latency', { body: { mode: 'none' } })).body).toMatchObject({
        latency: 'none',
        message: 'Latency set to none',
      });
      expect((await call('GET', '/__demo__/state')).body.latency).toBe('none');
      expect((await call('POST', '/__demo__/latency', { body: { mode: 'realistic' } })).body.latency).toBe(
        'realistic',
      );
      expect(await call('POST', '/__demo__/latency', { body: { mode: 'fast' } })).toMatchObject({
        status: 400,
        body: { mode: ['"fast" is not a valid choice.'] },
      });
    } finally {
      setLatencyMode('none');
    }
  });

  it('injects a fault for the next matching call only', async () => {
    const token = await accessFor('user@acme.test');
    const added = await call('POST', '/__demo__/faults', { body: { path: '/my-tasks/', status: 500 } });
    expect(added.status).toBe(201);
    expect(added.body.fault).toMatchObject({
      method: null,
      path: '/my-tasks/',
      status: 500,
      times: 1,
      delay_ms: 0,
    });

    const failed = await call('GET', '/my-tasks/?filter=all', { token });
    expect(failed).toMatchObject({ status: 500, body: { detail: 'A server error occurred.' } });
    expect((await call('GET', '/my-tasks/?filter=all', { token })).status).toBe(200);
    expect((await call('GET', '/__demo__/state')).body.faults).toEqual([]);
  });

  it('answers a fault without a body in DRF’s words for its status, 429 and 5xx included', async () => {
    const token = await accessFor('user@acme.test');
    for (const [status, text] of [
      [429, 'Request was throttled.'],
      [502, 'Bad gateway.'],
      [503, 'Service temporarily unavailable'],
    ] as const) {
      await call('POST', '/__demo__/faults', { body: { path: '/my-tasks/', status } });
      expect(await call('GET', '/my-tasks/', { token })).toMatchObject({ status, body: { detail: text } });
    }
  });

  it('matches on method, the full /api/v1 path, and uses the given body and count', async () => {
    const token = await accessFor('user@acme.test');
    await call('POST', '/__demo__/faults', {
      body: {
        method: 'get',
        path: '/api/v1/tenants/retrieve_tenant/',
        status: 503,
        body: { detail: 'Down' },
        times: 2,
      },
    });
    expect(
      (await call('POST', '/token/', { body: { username: 'user@acme.test', password: 'Passw0rd!' } })).status,
    ).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect(await call('GET', '/tenants/retrieve_tenant/', { token })).toMatchObject({
        status: 503,
        body: { detail: 'Down' },
      });
    }
    expect((await call('GET', '/tenants/retrieve_tenant/', { token })).status).toBe(200);
  });

  it('keeps failing with times -1 until cleared, never faulting the controls themselves', async () => {
    await call('POST', '/__demo__/faults', { body: { path: '/', status: 502, times: -1 } });
    for (let i = 0; i < 3; i++) expect((await call('POST', '/auth/demo/')).status).toBe(502);
    expect((await call('GET', '/__demo__/state')).status).toBe(200);
    const cleared = await call('DELETE', '/__demo__/faults');
    expect(cleared.body.faults).toEqual([]);
    expect((await call('POST', '/auth/demo/')).status).toBe(200);
  });

  it('delays a fault by delay_ms', async () => {
    await call('POST', '/__demo__/faults', { body: { path: '/auth/demo/', status: 504, delay_ms: 200 } });
    const started = performance.now();
    expect((await call('POST', '/auth/demo/')).status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('holds a call without a status for delay_ms, then lets its route answer', async () => {
    const { body: added } = await call('POST', '/__demo__/faults', {
      body: { method: 'post', path: '/auth/demo/', delay_ms: 200 },
    });
    expect(added.fault).toMatchObject({ status: null, body: null, delay_ms: 200 });
    const started = performance.now();
    const reply = await call('POST', '/auth/demo/');
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(reply.status).toBe(200);
    expect(reply.body).toHaveProperty('access');
  });

  it('validates fault input', async () => {
    const reply = await call('POST', '/__demo__/faults', { body: { status: 42, times: 0 } });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body).sort()).toEqual(['path', 'status', 'times']);
  });

  it('resets the data to the seed', async () => {
    const token = await accessFor('user@acme.test');
    const before = (await call('GET', '/my-tasks/', { token })).body;
    await call('POST', '/my-tasks/complete_task/', {
      token,
      body: { task_id: before.rows[0].id, is_completed: true },
    });
    expect((await call('GET', '/my-tasks/', { token })).body.count).toBe(before.count - 1);
    const reset = await call('POST', '/__demo__/reset');
    expect(reset).toMatchObject({ status: 200, body: { scenario: 'default' } });
    expect((await call('GET', '/my-tasks/', { token })).body).toEqual(before);
  });

  it('switches scenario and reseeds', async () => {
    const switched = await call('POST', '/__demo__/scenario', { body: { scenario: 'empty' } });
    expect(switched.body.scenario).toBe('empty');
    const root = await accessFor('root@platform.test');
    expect((await call('GET', '/tenants/', { token: root })).body.count).toBe(2);
    const bad = await call('POST', '/__demo__/scenario', { body: { scenario: 'huge' } });
    expect(bad).toMatchObject({ status: 400, body: { scenario: ['"huge" is not a valid choice.'] } });
    expect((await call('GET', '/__demo__/state')).body.scenario).toBe('empty');
  });

  it('is also served at /__demo__/ outside the API prefix', async () => {
    const reply = await fetch('http://localhost/__demo__/state');
    expect(((await reply.json()) as { scenario: string }).scenario).toBe('default');
  });
});

describe('behaviour scenarios', () => {
  async function statuses(token: string, n: number): Promise<number[]> {
    const result: number[] = [];
    for (let i = 0; i < n; i++) result.push((await call('GET', '/users/me/', { token })).status);
    return result;
  }

  it('flaky: about 20% of calls answer 503, in a repeatable sequence', async () => {
    const token = await accessFor('user@acme.test');
    await call('POST', '/__demo__/scenario', { body: { scenario: 'flaky' } });
    const first = await statuses(token, 60);
    const failures = first.filter((status) => status === 503).length;
    expect(failures).toBeGreaterThanOrEqual(5);
    expect(failures).toBeLessThanOrEqual(20);
    expect(first.filter((status) => status !== 503).every((status) => status === 200)).toBe(true);

    await call('POST', '/__demo__/reset');
    expect(await statuses(token, 60)).toEqual(first);

    let reply;
    do reply = await call('GET', '/users/me/', { token });
    while (reply.status !== 503);
    expect(reply.body).toEqual({ detail: 'Service temporarily unavailable' });
  });

  it('slow: every API reply takes 1.5 s, the controls do not', async () => {
    await call('POST', '/__demo__/scenario', { body: { scenario: 'slow' } });
    let started = performance.now();
    expect((await call('POST', '/auth/demo/')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1490);
    started = performance.now();
    await call('GET', '/__demo__/state');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
