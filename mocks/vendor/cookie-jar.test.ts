import * as real from 'tough-cookie';
import { describe, expect, it } from 'vitest';
import * as standIn from './cookie-jar';

/** What a URL is sent, as `name=value` strings, by a jar that was given `cookies` in order. */
async function sent(
  jars: { CookieJar: new () => { setCookie(text: string, url: string): Promise<unknown> } },
  cookies: readonly (readonly [string, string])[],
  url: string,
): Promise<string[]> {
  const jar = new jars.CookieJar() as unknown as {
    setCookie(text: string, url: string): Promise<unknown>;
    getCookiesSync(url: string): { cookieString(): string }[];
  };
  for (const [text, from] of cookies) {
    await jar.setCookie(text, from).catch(() => undefined);
  }
  return jar.getCookiesSync(url).map((cookie) => cookie.cookieString());
}

const CASES: readonly {
  name: string;
  cookies: readonly (readonly [string, string])[];
  url: string;
}[] = [
  {
    name: 'host-only, default path',
    cookies: [['a=1', 'http://127.0.0.1:4173/api/v1/users/']],
    url: 'http://127.0.0.1:4173/api/v1/users/x',
  },
  {
    name: 'default path is the directory',
    cookies: [['a=1', 'http://localhost/api/v1/me']],
    url: 'http://localhost/other',
  },
  {
    name: 'explicit root path',
    cookies: [['a=1; Path=/', 'http://localhost/api/v1/me']],
    url: 'http://localhost/other',
  },
  {
    name: 'path prefix must end at a slash',
    cookies: [['a=1; Path=/api', 'http://localhost/']],
    url: 'http://localhost/apiary',
  },
  {
    name: 'path prefix matches below it',
    cookies: [['a=1; Path=/api', 'http://localhost/']],
    url: 'http://localhost/api/v1',
  },
  {
    name: 'domain cookie reaches subdomains',
    cookies: [['team=acme; Domain=stackwise.test; Path=/', 'https://app.stackwise.test/']],
    url: 'https://api.stackwise.test/v1/',
  },
  {
    name: 'host-only cookie stays on its host',
    cookies: [['a=1; Path=/', 'https://app.stackwise.test/']],
    url: 'https://api.stackwise.test/',
  },
  {
    name: 'foreign domain is refused',
    cookies: [['a=1; Domain=example.com', 'https://app.stackwise.test/']],
    url: 'https://example.com/',
  },
  {
    name: 'secure cookie not sent over plain http',
    cookies: [['a=1; Secure; Path=/', 'https://app.stackwise.test/']],
    url: 'http://app.stackwise.test/',
  },
  {
    name: 'secure cookie sent to loopback',
    cookies: [['a=1; Secure; Path=/', 'https://localhost/']],
    url: 'http://localhost/',
  },
  {
    name: 'max-age 0 deletes',
    cookies: [
      ['a=1; Path=/', 'http://localhost/'],
      ['a=2; Path=/; Max-Age=0', 'http://localhost/'],
    ],
    url: 'http://localhost/',
  },
  {
    name: 'past expiry deletes',
    cookies: [
      ['a=1; Path=/', 'http://localhost/'],
      ['a=2; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'http://localhost/'],
    ],
    url: 'http://localhost/',
  },
  {
    name: 'a later value replaces',
    cookies: [
      ['a=1; Path=/', 'http://localhost/'],
      ['a=2; Path=/', 'http://localhost/'],
    ],
    url: 'http://localhost/',
  },
  {
    name: 'longer paths first',
    cookies: [
      ['a=root; Path=/', 'http://localhost/'],
      ['a=deep; Path=/api', 'http://localhost/'],
    ],
    url: 'http://localhost/api/x',
  },
  {
    name: 'several names',
    cookies: [
      ['a=1; Path=/', 'http://localhost/'],
      ['b=2; Path=/; HttpOnly', 'http://localhost/'],
    ],
    url: 'http://localhost/',
  },
];

describe('the mock API’s cookie jar (stands in for tough-cookie)', () => {
  it.each(CASES)('sends what tough-cookie would: $name', async ({ cookies, url }) => {
    expect(await sent(standIn, cookies, url)).toEqual(await sent(real, cookies, url));
  });

  it('survives the JSON round trip MSW persists it with', () => {
    const store = new standIn.MemoryCookieStore();
    const jar = new standIn.CookieJar(store);
    jar.setCookieSync('session=abc; Path=/api; Max-Age=3600', 'http://localhost/api/v1/me');
    jar.setCookieSync('team=acme; Domain=stackwise.test; Path=/', 'https://app.stackwise.test/');

    const saved: unknown[] = [];
    for (const paths of Object.values(store.idx))
      for (const named of Object.values(paths))
        for (const cookie of Object.values(named)) saved.push(cookie.toJSON());

    const restored = new standIn.MemoryCookieStore();
    for (const raw of JSON.parse(JSON.stringify(saved)) as unknown[]) {
      const cookie = standIn.Cookie.fromJSON(raw)!;
      ((restored.idx[cookie.domain!] ??= {})[cookie.path!] ??= {})[cookie.key] = cookie;
    }
    const again = new standIn.CookieJar(restored);
    expect(again.getCookiesSync('http://localhost/api/v1/me').map((c) => c.cookieString())).toEqual([
      'session=abc',
    ]);
    expect(again.getCookiesSync('https://api.stackwise.test/').map((c) => c.cookieString())).toEqual([
      'team=acme',
    ]);
  });

  it('writes a cookie back as a Set-Cookie value', () => {
    const jar = new standIn.CookieJar();
    const cookie = jar.setCookieSync(
      'a=1; Domain=stackwise.test; Path=/; Secure; HttpOnly',
      'https://app.stackwise.test/',
    )!;
    expect(cookie.toString()).toBe('a=1; Domain=stackwise.test; Path=/; Secure; HttpOnly');
  });
});
