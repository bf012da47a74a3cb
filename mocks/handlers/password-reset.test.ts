import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordResets } from '../db';
import { resetMockApi } from '../node';
import { call, useMockServer } from '../testing';

useMockServer();
afterEach(() => vi.useRealTimers());

const signInWith = (password: string) =>
  call('POST', '/token/', { body: { username: 'user@acme.test', password } });

async function latestResetLink(to: string): Promise<{ token: string; link: string }> {
  const reply = await call('GET', `/__demo__/outbox?to=${encodeURIComponent(to)}`);
  const mail = reply.body.messages.find((m: { kind: string }) => m.kind === 'password_reset');
  if (!mail) throw new Error(`no reset e-mail for ${to}`);
  return mail;
}

describe('POST /auth/forgot_password/', () => {
  it('replies the same whether or not the account exists, and e-mails a link only to a real one', async () => {
    const known = await call('POST', '/auth/forgot_password/', { body: { email: 'user@acme.test' } });
    const unknown = await call('POST', '/auth/forgot_password/', { body: { email: 'nobody@acme.test' } });
    expect(known).toMatchObject({
      status: 200,
      body: {
        message: 'If an account exists for user@acme.test, we have sent a link to reset its password.',
      },
    });
    expect(unknown).toMatchObject({
      status: 200,
      body: {
        message: 'If an account exists for nobody@acme.test, we have sent a link to reset its password.',
      },
    });
    expect(Object.keys(unknown.body)).toEqual(Object.keys(known.body));

    const mail = await latestResetLink('user@acme.test');
    expect(mail.link).toBe(`/reset_password/${mail.token}`);
    expect((await call('GET', '/__demo__/outbox?to=nobody@acme.test')).body.messages).toEqual([]);
  });

  it('sends nothing to an inactive account or the demo account, and says the same', async () => {
    for (const email of ['inactive@acme.test', 'demo@stackwise.test']) {
      const reply = await call('POST', '/auth/forgot_password/', { body: { email } });
      expect(reply.status).toBe(200);
    }
    expect((await call('GET', '/__demo__/outbox')).body.messages).toEqual([]);
  });

  it('checks the address', async () => {
    expect(await call('POST', '/auth/forgot_password/', { body: { email: 'nope' } })).toMatchObject({
      status: 400,
      body: { email: ['Email is not a valid email.'] },
    });
    expect((await call('POST', '/auth/forgot_password/', { body: {} })).body).toEqual({
      email: ['This field is required.'],
    });
  });
});

describe('GET /auth/reset_password/<token>/', () => {
  it('tells whose password a valid link resets', async () => {
    expect(await call('GET', '/auth/reset_password/reset-valid/')).toMatchObject({
      status: 200,
      body: { email: 'user@acme.test' },
    });
  });

  it.each([
    ['reset-used', 410, 'This password reset link has already been used.', 'token_used'],
    ['reset-expired', 410, 'This password reset link has expired.', 'token_expired'],
    ['no-such-token', 404, 'This password reset link is not valid.', 'token_invalid'],
  ])('%s: %i %s', async (token, status, detail, code) => {
    expect(await call('GET', `/auth/reset_password/${token}/`)).toMatchObject({
      status,
      body: { detail, code },
    });
  });

  it('a fresh link expires after 24 hours', async () => {
    await call('POST', '/auth/forgot_password/', { body: { email: 'admin@acme.test' } });
    const { token } = await latestResetLink('admin@acme.test');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 3_600_000 + 1000);
    expect((await call('GET', `/auth/reset_password/${token}/`)).body.code).toBe('token_expired');
  });

  it('the seeded links exist in every scenario', async () => {
    await resetMockApi('empty');
    expect(passwordResets.count()).toBe(3);
    expect((await call('GET', '/auth/reset_password/reset-valid/')).status).toBe(200);
  });
});

describe('POST /auth/reset_password/', () => {
  it('forgot → e-mailed link → new password: the new one signs in, the old one no longer does', async () => {
    await call('POST', '/auth/forgot_password/', { body: { email: 'USER@acme.test' } });
    const { token } = await latestResetLink('user@acme.test');
    const reply = await call('POST', '/auth/reset_password/', { body: { token, password: 'NewPassw0rd' } });
    expect(reply).toMatchObject({
      status: 200,
      body: { message: 'Your password has been changed. You can now sign in with your new password.' },
    });

    expect((await signInWith('NewPassw0rd')).status).toBe(200);
    expect(await signInWith('Passw0rd!')).toMatchObject({
      status: 401,
      body: { detail: 'No active account found with the given credentials' },
    });
    // The link is spent, and so is every other open link of the account.
    expect((await call('GET', `/auth/reset_password/${token}/`)).body.code).toBe('token_used');
    expect((await call('GET', '/auth/reset_password/reset-valid/')).body.code).toBe('token_used');
  });

  it('applies the password rules and changes nothing when they fail', async () => {
    const reply = await call('POST', '/auth/reset_password/', {
      body: { token: 'reset-valid', password: '12345678' },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { password: ['Password must contain a letter and a number.'] },
    });
    expect((await signInWith('Passw0rd!')).status).toBe(200);
    expect((await call('GET', '/auth/reset_password/reset-valid/')).status).toBe(200);
  });

  it('refuses used, expired and unknown links', async () => {
    const post = (token: string) =>
      call('POST', '/auth/reset_password/', { body: { token, password: 'NewPassw0rd' } });
    expect((await post('reset-used')).body.code).toBe('token_used');
    expect(await post('reset-expired')).toMatchObject({
      status: 410,
      body: { detail: 'This password reset link has expired.' },
    });
    expect((await post('nope')).status).toBe(404);
    expect((await signInWith('Passw0rd!')).status).toBe(200);
  });
});
