/**
 * Stands in for `tldts` inside the mock API. MSW keeps a cookie jar (tough-cookie), and tough-cookie
 * asks tldts for a host's registrable domain, which ships the whole Public Suffix List: about 250 KB
 * of the demo's JavaScript. The mock API answers one origin (the page's own, or loopback in Node) and
 * sets no cookies, so the registrable domain is simply the host's last two labels; a single label
 * (localhost) or an IP address is its own.
 */
interface DomainOptions {
  allowIcannDomains?: boolean;
  allowPrivateDomains?: boolean;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function getDomain(host: string, _options?: DomainOptions): string | null {
  const name = host.replace(/\.$/, '').toLowerCase();
  if (!name) return null;
  if (IPV4.test(name) || name.includes(':')) return name;
  const labels = name.split('.');
  return labels.length <= 2 ? name : labels.slice(-2).join('.');
}
