import ky, { HTTPError, type KyRequest, type Options } from 'ky';
import * as z from 'zod/mini';
import { apiReady } from './api-gate';
import { API_PREFIX, apiUrl } from './api-url';
import { isReadOnlyDemo } from './demo-guard';
import { ApiError, DemoReadOnlyError, GENERIC_ERROR_TEXT } from './errors';
import { tokenPairSchema } from './identity';
import { lastingWrite, type WriteToSend } from './lasting-write';
import { clearTokens, getAccessToken, getRefreshToken, isTokenUnexpired, storeTokens } from './tokens';

/** Where a session that cannot go on is sent ('/login/'). */
export const LOGIN_PATH = '/login/';

type SessionEndedHandler = () => void;

let sessionEndedHandler: SessionEndedHandler = () => window.location.assign(LOGIN_PATH);

/**
 * The app installs a handler that also resets the identity store and navigates without a full reload;
 * the default reloads onto the login page.
 */
export function onSessionEnded(handler: SessionEndedHandler): void {
  sessionEndedHandler = handler;
}

/** Clears the tokens and hands over to the session-ended handler (also used by the upload helper). */
export function endSession(): void {
  clearTokens();
  sessionEndedHandler();
}

/** The sign-in calls (paths after /api/v1/): their 401 is the caller's answer, and their reply the point. */
const SIGN_IN_PATHS = ['token/', 'auth/demo/', 'auth/azure/', 'auth/google/', 'auth/register/'];
const REFRESH_PATH = 'token/refresh/';
const LOGOUT_PATH = 'auth/logout/';
/**
 * POSTs the demo account may still make: ending its own session, and the calls that only read
 * though they carry a body (a survey's preview, the survey agent's chat).
 */
const DEMO_ALLOWED_WRITES = [
  REFRESH_PATH,
  LOGOUT_PATH,
  'auth/demo/',
  'token/',
  'survey_agent/surveys/preview/',
  'survey_agent/chat/',
];

function apiPath(url: string): string {
  const { pathname } = new URL(url);
  const at = pathname.indexOf(`${API_PREFIX}/`);
  return at === -1 ? pathname : pathname.slice(at + API_PREFIX.length + 1);
}

function bearerOf(request: KyRequest): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * The API authenticates every call by its bearer token, never by cookies: calls carry none, so no
 * ambient cookie can speak for the user, and the demo's mock layer has none to read for each of its
 * routes (it used to read `document.cookie` once per route tried, a synchronous browser call).
 */
const API_CREDENTIALS = 'omit' satisfies RequestCredentials;

/** A bare client for the refresh call itself, so its failure can never recurse into refreshing. */
const bareClient = ky.create({
  credentials: API_CREDENTIALS,
  retry: 0,
  timeout: 30_000,
  hooks: { beforeRequest: [() => apiReady()] },
});

let refreshInFlight: Promise<string> | null = null;

/**
 * Exactly one refresh at a time: simplejwt rotates and blacklists refresh tokens, so a second
 * concurrent refresh would present a blacklisted token and end the session.
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= (async () => {
    try {
      const reply = await bareClient
        .post(apiUrl(REFRESH_PATH), { json: { refresh: getRefreshToken() } })
        .json();
      const pair = tokenPairSchema.parse(reply);
      storeTokens(pair);
      return pair.access;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

async function readCode(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    const code = (body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * 401 handling (docs/rules.md): a sign-in call's 401 is the caller's answer; user_inactive ends the
 * session; token_not_valid refreshes once (single-flight) and replays, or ends the session when the
 * refresh token is missing, expired or refused.
 */
async function handleUnauthorized(request: KyRequest, response: Response, retryCount: number) {
  const path = apiPath(request.url);
  // Sign-out has already happened when its revocation is answered: a refused token ends nothing more.
  if (SIGN_IN_PATHS.includes(path) || path === LOGOUT_PATH) return response;
  const code = await readCode(response);
  if (code === 'user_inactive') return endSession();
  if (code !== 'token_not_valid') return response;
  if (retryCount > 0) return endSession();

  const current = getAccessToken();
  if (current && current !== bearerOf(request)) {
    // Another call already refreshed while this one was on the wire: replay with the new token.
    return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
  }
  if ((await refreshOrEndSession()) === null) return undefined;
  return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
}

/**
 * A refresh the caller cannot go on without (a refused call's replay, the notifications socket's
 * reconnect): a missing, expired or refused refresh token ends the session. The new access token,
 * else null once the session has ended.
 */
export async function refreshOrEndSession(): Promise<string | null> {
  const refresh = getRefreshToken();
  if (!refresh || !isTokenUnexpired(refresh)) {
    endSession();
    return null;
  }
  try {
    return await refreshAccessToken();
  } catch {
    endSession();
    return null;
  }
}

export const http = ky.create({
  credentials: API_CREDENTIALS,
  timeout: 30_000,
  // Retries are the query layer's job; the single forced retry is the 401 replay.
  retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [] },
  hooks: {
    beforeRequest: [
      async (request) => {
        const path = apiPath(request.url);
        const isWrite = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
        if (isWrite && isReadOnlyDemo() && !DEMO_ALLOWED_WRITES.includes(path)) throw new DemoReadOnlyError();
        await apiReady();
        const token = getAccessToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
        else request.headers.delete('Authorization');
      },
    ],
    afterResponse: [
      async (request, _options, response, state) => {
        if (request.url.endsWith(REFRESH_PATH) && response.status === 401) return endSession();
        if (response.status === 401) return handleUnauthorized(request, response, state.retryCount);
        return response;
      },
    ],
  },
});

/** Reads an HTTP error's body so callers get an ApiError with the server's text. */
async function toApiError(error: unknown, fallback: string): Promise<unknown> {
  if (!(error instanceof HTTPError)) return error;
  let data: unknown = null;
  try {
    const text = await error.response.text();
    data = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    data = null;
  }
  return new ApiError(error.response.status, data, fallback);
}

export interface RequestOptions {
  searchParams?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  body?: BodyInit;
  /** This call's fallback text, shown when the server gives none. */
  fallback?: string;
  signal?: AbortSignal;
}

function cleanParams(params: RequestOptions['searchParams']): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

/**
 * One typed call: sends, parses the reply with its zod schema, and turns HTTP failures into ApiError.
 * `path` is relative to /api/v1/ (e.g. `tenants/retrieve_tenant/`).
 */
export async function request<S extends z.ZodMiniType>(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const kyOptions: Options = { method, signal: options.signal };
  const searchParams = cleanParams(options.searchParams);
  if (searchParams) kyOptions.searchParams = searchParams;
  if (options.json !== undefined) kyOptions.json = options.json;
  if (options.body !== undefined) kyOptions.body = options.body;
  const lasting = method === 'get' ? null : lastingWrite(writeToSend(method, path, searchParams, options));
  if (lasting) Object.assign(kyOptions, lasting.options);
  let reply: unknown;
  try {
    const response = await http(apiUrl(path), kyOptions);
    const text = await response.text();
    reply = text ? (JSON.parse(text) as unknown) : {};
  } catch (error) {
    throw await toApiError(error, options.fallback ?? GENERIC_ERROR_TEXT);
  } finally {
    lasting?.settle();
  }
  return z.parse(schema, reply);
}

function writeToSend(
  method: string,
  path: string,
  searchParams: Record<string, string> | undefined,
  { json, body }: RequestOptions,
): WriteToSend {
  const url = apiUrl(path);
  return {
    method,
    url: searchParams ? `${url}?${new URLSearchParams(searchParams).toString()}` : url,
    body: json !== undefined ? JSON.stringify(json) : body === undefined ? null : undefined,
    // A refresh is never replayed: the refresh token it spends rotates, so a second sending would be
    // refused and end the session the first one renewed.
    journal: !SIGN_IN_PATHS.includes(apiPath(url)) && apiPath(url) !== REFRESH_PATH,
  };
}

/** `filename="x.xlsx"` or RFC 5987 `filename*=UTF-8''x.xlsx` from a Content-Disposition header. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || null;
}

/**
 * A file download through the same client (bearer token, 401 refresh, ApiError with the server's
 * text): the body as a Blob and the file name the server suggests, if any.
 */
export async function download(
  path: string,
  options: Pick<RequestOptions, 'searchParams' | 'fallback' | 'signal'> = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const kyOptions: Options = { method: 'get', signal: options.signal };
  const searchParams = cleanParams(options.searchParams);
  if (searchParams) kyOptions.searchParams = searchParams;
  try {
    const response = await http(apiUrl(path), kyOptions);
    return {
      blob: await response.blob(),
      filename: fileNameFromDisposition(response.headers.get('Content-Disposition')),
    };
  } catch (error) {
    throw await toApiError(error, options.fallback ?? GENERIC_ERROR_TEXT);
  }
}
