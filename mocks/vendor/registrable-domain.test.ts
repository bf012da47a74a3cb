import { CookieJar } from 'tough-cookie';
import { describe, expect, it } from 'vitest';
import { getDomain } from './registrable-domain';

describe('the registrable domain the mock API gives tough-cookie', () => {
  it('is the last two labels of a host name, or the host itself', () => {
    expect(getDomain('app.stackwise.test')).toBe('stackwise.test');
    expect(getDomain('login.microsoftonline.com')).toBe('microsoftonline.com');
    expect(getDomain('localhost')).toBe('localhost');
    expect(getDomain('127.0.0.1')).toBe('127.0.0.1');
    expect(getDomain('')).toBeNull();
  });

  it('lets a cookie jar keep and return cookies on loopback and for a domain (as MSW uses it)', async () => {
    const jar = new CookieJar();
    await jar.setCookie('team=acme; Domain=stackwise.test; Path=/', 'https://app.stackwise.test/');
    expect(jar.getCookiesSync('https://api.stackwise.test/v1/').map((c) => c.cookieString())).toEqual([
      'team=acme',
    ]);
    await jar.setCookie('theme=dark; Path=/', 'http://127.0.0.1:4173/api/v1/');
    expect(jar.getCookiesSync('http://127.0.0.1:4173/api/v1/users/').map((c) => c.cookieString())).toEqual([
      'theme=dark',
    ]);
  });
});
