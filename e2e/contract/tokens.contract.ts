/** The bearer token on authenticated calls: missing, garbage, tampered, expired or of the wrong kind is one 401. */
import { describe, expect, test } from 'vitest';
import { call } from './support/api';
import { expectDetail } from './support/expect';
import { as, freshSession } from './support/sessions';

const INVALID = 'Given token not valid for any token type';

/** The token with its payload rewritten (the signature no longer matches). */
function tampered(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

async function expectTokenRefused(headers: Record<string, string>): Promise<void> {
  const reply = await call('GET', '/users/me/', { headers });
  expectDetail(reply, 401, INVALID, { code: 'token_not_valid' });
  expect(Array.isArray(reply.body.messages)).toBe(true);
}

describe('401 on authenticated calls', () => {
  test('no Authorization header', async () => {
    await expectTokenRefused({});
  });

  test('a garbage token and another scheme', async () => {
    await expectTokenRefused({ Authorization: 'Bearer not-a-jwt' });
    await expectTokenRefused({ Authorization: 'Basic dXNlcjpwYXNz' });
  });

  test('a token whose claims were edited (an expiry moved into the past, a role added)', async (context) => {
    const { access } = await as(context, 'user');
    const expired = tampered(access, (claims) => (claims.exp = Math.floor(Date.now() / 1000) - 3600));
    await expectTokenRefused({ Authorization: `Bearer ${expired}` });
    const promoted = tampered(access, (claims) => (claims.roles = ['super_admin']));
    await expectTokenRefused({ Authorization: `Bearer ${promoted}` });
  });

  test('a refresh token sent as the bearer token', async (context) => {
    const session = await freshSession(context, 'user');
    await expectTokenRefused({ Authorization: `Bearer ${session.refresh}` });
  });

  test('a public call that reads an optional token still refuses a bad one', async (context) => {
    const token = (await as(context, 'user')).access;
    const items = await call('GET', '/items/?top=1', { token });
    const slug = (items.body as { rows: { product: { slug: string } }[] }).rows[0]?.product.slug;
    if (!slug) return context.skip('the catalogue is empty');
    expect((await call('GET', `/items/${slug}/`)).status).toBe(200);
    const refused = await call('GET', `/items/${slug}/`, { headers: { Authorization: 'Bearer not-a-jwt' } });
    expectDetail(refused, 401, INVALID, { code: 'token_not_valid' });
  });
});
