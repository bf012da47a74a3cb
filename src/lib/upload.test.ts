import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { unsignedJwt } from '@/test/jwt';
import { PASSWORD, useMockApi } from '@/test/mock-api';
import { useSessionStore } from '@/stores/session';
import { ApiError, DemoReadOnlyError } from './errors';
import { request } from './http';
import { tokenPairSchema } from './identity';
import { getAccessToken, storeTokens } from './tokens';
import { upload } from './upload';

const server = useMockApi();

const replySchema = z.object({ ok: z.boolean(), auth: z.string() });

function form() {
  const body = new FormData();
  body.append('file', new File(['hello'], 'a.pdf', { type: 'application/pdf' }));
  return body;
}

afterEach(() => {
  useSessionStore.setState((state) => ({ identity: { ...state.identity, appid: null } }) as never);
});

describe('upload', () => {
  it('sends the bearer token and parses the reply', async () => {
    storeTokens(
      await request('post', 'token/', tokenPairSchema, {
        json: { username: 'admin@acme.test', password: PASSWORD },
      }),
    );
    server.use(
      mswHttp.post('*/api/v1/probe/', ({ request }) =>
        HttpResponse.json({ ok: true, auth: request.headers.get('Authorization') ?? '' }),
      ),
    );
    const reply = await upload('probe/', form(), replySchema);
    expect(reply).toEqual({ ok: true, auth: `Bearer ${getAccessToken()}` });
  });

  it('refreshes an expired access token once and sends again', async () => {
    const tokens = await request('post', 'token/', tokenPairSchema, {
      json: { username: 'admin@acme.test', password: PASSWORD },
    });
    storeTokens({ access: unsignedJwt(600, { token_type: 'access' }), refresh: tokens.refresh });
    let calls = 0;
    server.use(
      mswHttp.post('*/api/v1/probe/', ({ request }) => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'Token expired', code: 'token_not_valid' }, { status: 401 })
          : HttpResponse.json({ ok: true, auth: request.headers.get('Authorization') ?? '' });
      }),
    );
    const reply = await upload('probe/', form(), replySchema);
    expect(calls).toBe(2);
    expect(reply.auth).toBe(`Bearer ${getAccessToken()}`);
  });

  it("gives the server's refusal as an ApiError with its field messages", async () => {
    server.use(
      mswHttp.post('*/api/v1/probe/', () =>
        HttpResponse.json({ file: ['File must be 10 MB or smaller.'] }, { status: 400 }),
      ),
    );
    const error = await upload('probe/', form(), replySchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ file: 'File must be 10 MB or smaller.' });
  });

  it('refuses before sending for the read-only demo account', async () => {
    useSessionStore.setState((state) => ({ identity: { ...state.identity, appid: 'demo' } }) as never);
    await expect(upload('probe/', form(), replySchema)).rejects.toBeInstanceOf(DemoReadOnlyError);
  });
});
