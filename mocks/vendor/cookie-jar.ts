/**
 * Stands in for `tough-cookie` inside the demo's mock API (aliased in `vite.config.ts`). MSW keeps a
 * jar for cookies that mocked responses set, persisted in localStorage, and reads it on every
 * request; tough-cookie and the Public Suffix List it consults weigh about 8 KB gzip of the demo's
 * start, for a mock API that authenticates with bearer tokens and sets no cookies.
 *
 * This jar keeps what MSW relies on (`msw/lib/core/utils/cookieStore.mjs`): a Set-Cookie string is
 * stored for the URL that set it (host-only, or `Domain=` for the host's own domain and its
 * subdomains; `Path=`, or the URL's directory; `Expires=`/`Max-Age=`, an expired cookie deleting
 * its namesake), a URL gets the cookies whose domain, path and `Secure` flag match and that have not
 * expired, and cookies survive a JSON round trip through `MemoryCookieStore.idx`. Public suffixes are
 * not checked: the mock answers the page's own origin only.
 */

type CookieIndex = Record<string, Record<string, Record<string, Cookie>>>;

export interface CookieJson {
  key: string;
  value: string;
  domain: string | null;
  path: string | null;
  expires?: string;
  hostOnly?: boolean;
  secure?: boolean;
  httpOnly?: boolean;
  creation?: string;
}

/** Lower-case host without a trailing dot. */
const canonicalHost = (host: string) => host.replace(/\.$/, '').toLowerCase();

/** The directory of a request path: the path a cookie gets when Set-Cookie names none. */
function defaultPath(pathname: string): string {
  if (!pathname.startsWith('/')) return '/';
  const last = pathname.lastIndexOf('/');
  return last === 0 ? '/' : pathname.slice(0, last);
}

function domainMatches(host: string, domain: string): boolean {
  return host === domain || (host.endsWith(`.${domain}`) && !/^\d+(\.\d+){3}$/.test(host));
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

export class Cookie {
  key = '';
  value = '';
  domain: string | null = null;
  path: string | null = null;
  /** When the cookie lapses; null for a session cookie. */
  expires: Date | null = null;
  hostOnly: boolean | null = null;
  secure = false;
  httpOnly = false;
  creation = new Date();

  /** Parses the first cookie of a Set-Cookie value; undefined when it has no `name=value`. */
  static parse(text: string, now = Date.now()): Cookie | undefined {
    const [pair = '', ...attributes] = text.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return undefined;
    const cookie = new Cookie();
    cookie.key = pair.slice(0, eq).trim();
    cookie.value = pair.slice(eq + 1).trim();
    let maxAge: number | null = null;
    for (const attribute of attributes) {
      const at = attribute.indexOf('=');
      const name = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
      const value = at < 0 ? '' : attribute.slice(at + 1).trim();
      if (name === 'domain' && value) cookie.domain = canonicalHost(value.replace(/^\./, ''));
      else if (name === 'path' && value.startsWith('/')) cookie.path = value;
      else if (name === 'expires' && !Number.isNaN(Date.parse(value))) cookie.expires = new Date(value);
      else if (name === 'max-age' && /^-?\d+$/.test(value)) maxAge = Number(value);
      else if (name === 'secure') cookie.secure = true;
      else if (name === 'httponly') cookie.httpOnly = true;
    }
    // Max-Age wins over Expires; zero or less means "already expired".
    if (maxAge !== null) cookie.expires = new Date(maxAge <= 0 ? 0 : now + maxAge * 1000);
    return cookie;
  }

  static fromJSON(raw: unknown): Cookie | null {
    const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Partial<CookieJson> | null;
    if (!json || typeof json.key !== 'string') return null;
    const cookie = new Cookie();
    cookie.key = json.key;
    cookie.value = json.value ?? '';
    cookie.domain = json.domain ?? null;
    cookie.path = json.path ?? null;
    cookie.expires = json.expires && json.expires !== 'Infinity' ? new Date(json.expires) : null;
    cookie.hostOnly = json.hostOnly ?? null;
    cookie.secure = json.secure ?? false;
    cookie.httpOnly = json.httpOnly ?? false;
    if (json.creation) cookie.creation = new Date(json.creation);
    return cookie;
  }

  toJSON(): CookieJson {
    return {
      key: this.key,
      value: this.value,
      domain: this.domain,
      path: this.path,
      expires: this.expires ? this.expires.toISOString() : 'Infinity',
      hostOnly: this.hostOnly ?? undefined,
      secure: this.secure,
      httpOnly: this.httpOnly,
      creation: this.creation.toISOString(),
    };
  }

  isExpired(now = Date.now()): boolean {
    return this.expires !== null && this.expires.getTime() <= now;
  }

  /** `name=value`, as a Cookie request header carries it. */
  cookieString(): string {
    return `${this.key}=${this.value}`;
  }

  /** The cookie as a Set-Cookie value. */
  toString(): string {
    const parts = [this.cookieString()];
    if (this.expires) parts.push(`Expires=${this.expires.toUTCString()}`);
    if (this.domain && !this.hostOnly) parts.push(`Domain=${this.domain}`);
    if (this.path) parts.push(`Path=${this.path}`);
    if (this.secure) parts.push('Secure');
    if (this.httpOnly) parts.push('HttpOnly');
    return parts.join('; ');
  }
}

/** Holds the cookies by domain, path and name; MSW reads and replaces `idx` directly. */
export class MemoryCookieStore {
  idx: CookieIndex = {};
}

export class CookieJar {
  readonly store: MemoryCookieStore;

  constructor(store: MemoryCookieStore = new MemoryCookieStore()) {
    this.store = store;
  }

  /** Stores a Set-Cookie value for `url`; resolves undefined when the cookie is refused. */
  setCookie(text: string, url: string): Promise<Cookie | undefined> {
    return Promise.resolve(this.setCookieSync(text, url));
  }

  setCookieSync(text: string, url: string, now = Date.now()): Cookie | undefined {
    const target = new URL(url);
    const host = canonicalHost(target.hostname);
    const cookie = Cookie.parse(text, now);
    if (!cookie) return undefined;
    if (cookie.domain) {
      if (!domainMatches(host, cookie.domain)) return undefined;
      cookie.hostOnly = false;
    } else {
      cookie.domain = host;
      cookie.hostOnly = true;
    }
    cookie.path ??= defaultPath(target.pathname);
    const paths = (this.store.idx[cookie.domain] ??= {});
    const named = (paths[cookie.path] ??= {});
    const existing = named[cookie.key];
    if (existing) cookie.creation = existing.creation;
    if (cookie.isExpired(now)) delete named[cookie.key];
    else named[cookie.key] = cookie;
    return cookie;
  }

  /** The live cookies `url` would be sent, longest path first, then oldest first. */
  getCookiesSync(url: string, now = Date.now()): Cookie[] {
    const target = new URL(url);
    const host = canonicalHost(target.hostname);
    // Loopback counts as a secure context, as in browsers: the demo is served from 127.0.0.1.
    const secure =
      target.protocol === 'https:' ||
      target.protocol === 'wss:' ||
      host === 'localhost' ||
      host.endsWith('.localhost') ||
      host === '[::1]' ||
      /^127\.\d+\.\d+\.\d+$/.test(host);
    const found: Cookie[] = [];
    for (const [domain, paths] of Object.entries(this.store.idx)) {
      for (const [path, named] of Object.entries(paths)) {
        if (!pathMatches(target.pathname || '/', path)) continue;
        for (const cookie of Object.values(named)) {
          const hostMatches = cookie.hostOnly ? host === domain : domainMatches(host, domain);
          if (hostMatches && !cookie.isExpired(now) && (secure || !cookie.secure)) found.push(cookie);
        }
      }
    }
    return found.sort(
      (a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0) || a.creation.getTime() - b.creation.getTime(),
    );
  }
}
