import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { unsignedJwt } from '@/test/jwt';
import { PASSWORD, useMockApi } from '@/test/mock-api';
import { apiUrl } from './api-url';
import { ApiError } from './errors';
import { onSessionEnded, refreshAccessToken, request } from './http';
import { identityUserSchema, tokenPairSchema } from './identity';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, getAccessToken, getRefreshToken, storeTokens } from './tokens';

const server = useMockApi();

/** The sign-in and `/users/me/` calls, made here so the client is tested without a feature's api. */
function obtainTokens(json: { username: string; password: string }) {
  return request('post', 'token/', tokenPairSchema, { json });
}

function fetchMe() {
  return request('get', 'users/me/', identityUserSchema);
}

async function signIn(username = 'admin@acme.test') {
  const tokens = await obtainTokens({ username, password: PASSWORD });
  storeTokens(tokens);
  return tokens;
}

/** A syntactically valid, unexpired access token the server will not accept (bad signature). */
function forgedAccessToken(): string {
  return unsignedJwt(600, { token_type: 'access' });
}

function countRequests(pathSuffix: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(pathSuffix)) seen.count += 1;
  });
  return seen;
}

describe('credentials', () => {
  it('sends no cookies with API calls, the refresh included: the bearer token is the only credential', async () => {
    const seen: RequestCredentials[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.includes('/api/v1/')) seen.push(request.credentials);
    });
    await signIn();
    await fetchMe();
    await refreshAccessToken();
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen)).toEqual(new Set(['omit']));
  });
});

describe('401 handling', () => {
  it('refreshes exactly once for 50 concurrent calls failing with token_not_valid and replays each once', async () => {
    const original = await signIn();
    localStorage.setItem(ACCESS_TOKEN_KEY, forgedAccessToken());
    const refreshes = countRequests('/token/refresh/');
    const meCalls = countRequests('/users/me/');
    const ended = vi.fn();
    onSessionEnded(ended);

    const users = await Promise.all(Array.from({ length: 50 }, () => fetchMe()));

    expect(users).toHaveLength(50);
    expect(users.every((user) => user.email === 'admin@acme.test')).toBe(true);
    expect(refreshes.count).toBe(1);
    expect(meCalls.count).toBe(100); // 50 failures + 50 replays
    expect(ended).not.toHaveBeenCalled();
    expect(getAccessToken()).not.toBe(original.access);
    expect(getRefreshToken()).not.toBe(original.refresh); // rotated
  });

  it('replays without a second refresh when a call fails after another already refreshed', async () => {
    await signIn();
    localStorage.setItem(ACCESS_TOKEN_KEY, forgedAccessToken());
    const refreshes = countRequests('/token/refresh/');
    await fetchMe();
    // A call that went out with the old token before the refresh finished.
    const stale = forgedAccessToken();
    server.use(
      mswHttp.get('*/api/v1/stale-probe/', ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${stale}`
          ? HttpResponse.json(
              { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
              { status: 401 },
            )
          : HttpResponse.json({ ok: true }),
      ),
    );
    const fresh = getAccessToken();
    localStorage.setItem(ACCESS_TOKEN_KEY, stale);
    const probe = request('get', 'stale-probe/', z.object({ ok: z.boolean() }));
    localStorage.setItem(ACCESS_TOKEN_KEY, fresh!);
    await expect(probe).resolves.toEqual({ ok: true });
    expect(refreshes.count).toBe(1);
  });

  it('clears tokens and ends the session on user_inactive', async () => {
    await signIn('user@acme.test');
    server.use(
      mswHttp.get('*/api/v1/users/me/', () =>
        HttpResponse.json({ detail: 'User is inactive', code: 'user_inactive' }, { status: 401 }),
      ),
    );
    const ended = vi.fn();
    onSessionEnded(ended);
    await expect(fetchMe()).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('clears tokens and ends the session when the refresh call itself fails', async () => {
    await signIn();
    localStorage.setItem(ACCESS_TOKEN_KEY, forgedAccessToken());
    server.use(
      mswHttp.post('*/api/v1/token/refresh/', () =>
        HttpResponse.json({ detail: 'Token is blacklisted', code: 'token_not_valid' }, { status: 401 }),
      ),
    );
    const ended = vi.fn();
    onSessionEnded(ended);
    await expect(Promise.all([fetchMe(), fetchMe(), fetchMe()])).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('ends the session without calling refresh when the refresh token has expired', async () => {
    await signIn();
    const refreshes = countRequests('/token/refresh/');
    localStorage.setItem(ACCESS_TOKEN_KEY, forgedAccessToken());
    localStorage.setItem(REFRESH_TOKEN_KEY, unsignedJwt(-60, { token_type: 'refresh' }));
    const ended = vi.fn();
    onSessionEnded(ended);
    await expect(fetchMe()).rejects.toBeInstanceOf(ApiError);
    expect(refreshes.count).toBe(0);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
  });

  it('ends the session when there is no refresh token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, forgedAccessToken());
    const ended = vi.fn();
    onSessionEnded(ended);
    await expect(fetchMe()).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('passes other errors to the caller with the server text, leaving the session alone', async () => {
    await signIn('user@acme.test');
    const ended = vi.fn();
    onSessionEnded(ended);
    const failure = request('get', 'tenants/', identityUserSchema);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      message: 'You do not have permission to perform this action.',
    });
    expect(ended).not.toHaveBeenCalled();
    expect(getAccessToken()).not.toBeNull();
  });

  it('leaves a wrong password to the sign-in form instead of ending a session', async () => {
    const ended = vi.fn();
    onSessionEnded(ended);
    await expect(obtainTokens({ username: 'admin@acme.test', password: 'nope' })).rejects.toMatchObject({
      status: 401,
      message: 'No active account found with the given credentials',
    });
    expect(ended).not.toHaveBeenCalled();
  });

  it('builds absolute URLs under /api/v1', () => {
    expect(apiUrl('tenants/retrieve_tenant/')).toMatch(
      /^https?:\/\/[^/]+\/api\/v1\/tenants\/retrieve_tenant\/$/,
    );
  });
});
