/**
 * Plain HTTP to the target API, as any client would call it: JSON in, JSON (or bytes) out, a bearer
 * token when given. Nothing here knows how the server is built.
 */
import { inject } from 'vitest';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked by assertions and schemas
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  /** A JSON body; `raw` sends a body as it is (a broken JSON text, a multipart form). */
  body?: unknown;
  raw?: BodyInit;
  headers?: Record<string, string>;
}

export const target = inject('contractTarget');

/** The API path as a full URL: `url('/users/')`. */
export function url(path: string): string {
  return `${target.baseUrl}${path}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function call<T = any>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body = options.raw;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(url(path), { method, headers, body });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    body: (json && text ? JSON.parse(text) : text) as T,
    headers: response.headers,
  };
}

/** `?a=1&b=2` from an object (values as given). */
export function query(params: Record<string, string | number | boolean>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  return `?${search.toString()}`;
}

/** A well-formed id no server hands out: routes that take an id answer 404 for it. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The payload of a JWT (not verified: the suite reads the claims a client reads). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
