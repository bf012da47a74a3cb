import { jwtDecode } from 'jwt-decode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revokedJtis } from './db';
import { decodeClaims, signToken, verifyToken } from './jwt';

const subject = { user_id: 'u1', tenant_id: 't1', roles: ['client_admin'], appid: 'stackwise' };

afterEach(() => {
  vi.useRealTimers();
  revokedJtis.clear();
});

describe('mock JWTs', () => {
  it('are three base64url segments that jwt-decode reads', () => {
    const token = signToken('access', subject);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(jwtDecode(token)).toMatchObject({ ...subject, token_type: 'access' });
  });

  it('carry non-ASCII claims intact', () => {
    const token = signToken('refresh', { ...subject, appid: 'démo ✓' });
    expect(decodeClaims(token)?.appid).toBe('démo ✓');
    expect(verifyToken(token, 'refresh').ok).toBe(true);
  });

  it('get a fresh jti, and so a fresh signature, each time', () => {
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const a = signToken('access', subject);
    const b = signToken('access', subject);
    expect(decodeClaims(a)!.jti).not.toBe(decodeClaims(b)!.jti);
    expect(a.split('.')[2]).not.toBe(b.split('.')[2]);
    expect(verifyToken(a, 'access').ok && verifyToken(b, 'access').ok).toBe(true);
  });

  it('verify signature, type, expiry and blacklist', () => {
    const token = signToken('refresh', subject);
    expect(verifyToken(token, 'refresh')).toMatchObject({ ok: true, claims: { user_id: 'u1' } });
    expect(verifyToken(token, 'access')).toEqual({ ok: false, reason: 'wrong_type' });
    const [h, p, s] = token.split('.');
    expect(verifyToken(`${h}.${p}.${s!.slice(1)}A`, 'refresh')).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifyToken('a.b', 'refresh')).toEqual({ ok: false, reason: 'malformed' });

    revokedJtis.add(decodeClaims(token)!.jti);
    expect(verifyToken(token, 'refresh')).toEqual({ ok: false, reason: 'blacklisted' });

    const access = signToken('access', subject);
    vi.setSystemTime(Date.now() + 15 * 60 * 1000);
    expect(verifyToken(access, 'access')).toEqual({ ok: false, reason: 'expired' });
  });
});
