/**
 * Google's own endpoints that the browser calls, answered by the mock layer (demo and tests):
 * the Admin SDK Reports API's login activities (the /test page) and OAuth token revocation.
 * Replies follow Google's shapes, errors included.
 */
import { http, HttpResponse } from 'msw';
import { ensureSeeded } from '../control';
import { accounts } from '../db';
import { fnv1a32, mulberry32 } from '../hash';
import { domainOf, revokeGoogleAccessToken, verifyGoogleAccessToken } from './google-tokens';

export const REPORTS_LOGIN_URL =
  'https://admin.googleapis.com/admin/reports/v1/activity/users/all/applications/login';
export const REVOKE_URL = 'https://oauth2.googleapis.com/revoke';
const REPORTS_SCOPES = [
  'https://www.googleapis.com/auth/admin.reports.audit.readonly',
  'https://www.googleapis.com/auth/admin.reports.audit',
];

/** Workspace domains with a login history; any other domain (e.g. gmail.test) has none. */
const WORKSPACE_DOMAINS: Record<string, { events: number; namedUsers: string[] }> = {
  'acme.test': { events: 60, namedUsers: ['admin@acme.test', 'user@acme.test', 'inactive@acme.test'] },
  'globex.test': { events: 25, namedUsers: ['admin@globex.test'] },
};
const MAX_RESULTS_LIMIT = 1000;

/** Google's JSON error envelope. */
function googleError(
  code: number,
  status: string,
  message: string,
  reason: string,
  headers: HeadersInit = {},
) {
  return HttpResponse.json(
    { error: { code, message, errors: [{ message, domain: 'global', reason }], status } },
    { status: code, headers },
  );
}

const unauthenticated = () =>
  googleError(
    401,
    'UNAUTHENTICATED',
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    'authError',
    { 'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
  );

type Activity = {
  kind: 'admin#reports#activity';
  id: { time: string; uniqueQualifier: string; applicationName: 'login'; customerId: string };
  etag: string;
  actor: { callerType: 'USER'; email: string; profileId: string };
  ipAddress: string;
  events: {
    type: string;
    name: string;
    parameters: { name: string; value?: string; boolValue?: boolean }[];
  }[];
};

const EVENT_KINDS = [
  { weight: 55, type: 'login', name: 'login_success' },
  { weight: 20, type: 'login', name: 'logout' },
  { weight: 12, type: 'login', name: 'login_failure' },
  { weight: 8, type: 'login', name: 'login_verification' },
  { weight: 5, type: 'login', name: 'login_challenge' },
] as const;
const LOGIN_TYPES = ['google_password', 'saml', 'reauth'];

function digits(key: string, length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++) out += String(fnv1a32(`${key}:${i}`));
  return out.slice(0, length);
}

/** The named accounts plus about 20 of the domain's staff, spread over the whole alphabet. */
function actorsOf(domain: string, named: string[]): string[] {
  const staff = accounts
    .findMany((q) => q.where((a) => a.email.endsWith(`@${domain}`)))
    .map((a) => a.email)
    .filter((email) => !named.includes(email))
    .sort();
  const step = Math.max(1, Math.ceil(staff.length / 20));
  return [...named, ...staff.filter((_, index) => index % step === 0)];
}

/**
 * A domain's recent login activity, newest first: the same actors, events, addresses and spacing on
 * every call, placed back from the start of the current hour so the list always looks recent.
 */
function activitiesFor(domain: string): Activity[] {
  const setup = WORKSPACE_DOMAINS[domain];
  if (!setup) return [];
  const random = mulberry32(fnv1a32(`google-login:${domain}`));
  const actors = actorsOf(domain, setup.namedUsers);
  const customerId = `C0${digits(`customer:${domain}`, 7)}`;
  const anchor = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const totalWeight = EVENT_KINDS.reduce((sum, kind) => sum + kind.weight, 0);
  const items: Activity[] = [];
  let at = anchor;
  for (let i = 0; i < setup.events; i++) {
    at -= Math.round((3 + random() * 110) * 60_000 + random() * 59_000);
    // The named accounts show up often, so the people in the demo recognise their own sign-ins.
    const email =
      random() < 0.4
        ? setup.namedUsers[i % setup.namedUsers.length]!
        : actors[Math.floor(random() * actors.length)]!;
    let roll = random() * totalWeight;
    const kind = EVENT_KINDS.find((candidate) => (roll -= candidate.weight) < 0) ?? EVENT_KINDS[0];
    const time = new Date(at).toISOString();
    const uniqueQualifier = `-${digits(`${domain}:${i}:${time}`, 18)}`;
    items.push({
      kind: 'admin#reports#activity',
      id: { time, uniqueQualifier, applicationName: 'login', customerId },
      etag: `"${digits(`etag:${uniqueQualifier}`, 12)}"`,
      actor: { callerType: 'USER', email, profileId: digits(`profile:${email}`, 21) },
      ipAddress: `203.0.113.${1 + Math.floor(random() * 254)}`,
      events: [
        {
          type: kind.type,
          name: kind.name,
          parameters: [
            { name: 'login_type', value: LOGIN_TYPES[Math.floor(random() * LOGIN_TYPES.length)]! },
            { name: 'is_suspicious', boolValue: kind.name === 'login_failure' && random() < 0.2 },
          ],
        },
      ],
    });
  }
  return items;
}

/** Page tokens are opaque to callers; here they are the next offset, base64-encoded. */
function pageOffset(raw: string | null): number | null {
  if (raw === null) return 0;
  try {
    const offset = Number(atob(raw));
    return Number.isInteger(offset) && offset >= 0 ? offset : null;
  } catch {
    return null;
  }
}

function bearerOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.get('Authorization') ?? '').trim());
  return match?.[1] ?? null;
}

async function tokenFromRevokeRequest(request: Request, url: URL): Promise<string> {
  const fromQuery = url.searchParams.get('token');
  if (fromQuery) return fromQuery;
  if (request.method !== 'POST') return '';
  const text = await request.text();
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    try {
      const body = JSON.parse(text) as { token?: unknown };
      return typeof body.token === 'string' ? body.token : '';
    } catch {
      return '';
    }
  }
  return new URLSearchParams(text).get('token') ?? '';
}

const revokeHandler = async ({ request }: { request: Request }) => {
  const token = await tokenFromRevokeRequest(request, new URL(request.url));
  if (!revokeGoogleAccessToken(token)) {
    return HttpResponse.json(
      { error: 'invalid_token', error_description: 'Token expired or revoked' },
      { status: 400 },
    );
  }
  return HttpResponse.json({});
};

export const googleIdentityHandlers = [
  http.get(REPORTS_LOGIN_URL, async ({ request }) => {
    const token = bearerOf(request);
    const verified = token ? verifyGoogleAccessToken(token) : null;
    if (!verified?.ok) return unauthenticated();
    const granted = verified.claims.scope.split(/\s+/);
    if (!REPORTS_SCOPES.some((scope) => granted.includes(scope))) {
      return googleError(
        403,
        'PERMISSION_DENIED',
        'Request had insufficient authentication scopes.',
        'insufficientPermissions',
      );
    }

    const url = new URL(request.url);
    const rawMax = url.searchParams.get('maxResults');
    const maxResults = rawMax === null ? MAX_RESULTS_LIMIT : Number(rawMax);
    if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > MAX_RESULTS_LIMIT) {
      return googleError(
        400,
        'INVALID_ARGUMENT',
        `Invalid value '${rawMax ?? ''}'. Values must be within the range: [1, ${MAX_RESULTS_LIMIT}]`,
        'invalid',
      );
    }
    const offset = pageOffset(url.searchParams.get('pageToken'));
    if (offset === null) return googleError(400, 'INVALID_ARGUMENT', 'Invalid page token.', 'invalid');

    await ensureSeeded();
    const all = activitiesFor(domainOf(verified.claims.email));
    const page = all.slice(offset, offset + maxResults);
    const body: Record<string, unknown> = {
      kind: 'admin#reports#activities',
      etag: `"${digits(`list:${all.length}`, 12)}"`,
    };
    // Like Google: no `items` key at all when there is nothing to report.
    if (page.length > 0) body.items = page;
    if (offset + maxResults < all.length) body.nextPageToken = btoa(String(offset + maxResults));
    return HttpResponse.json(body);
  }),
  http.post(REVOKE_URL, revokeHandler),
  http.get(REVOKE_URL, revokeHandler),
];
