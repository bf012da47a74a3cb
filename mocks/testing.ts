/** Helpers for the mock API's own tests: plain fetch against the handlers, as the app would call. */
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { TokenPair } from '@/lib/identity';
import { ACCOUNT_PASSWORD } from './fixtures';
import { resetMockApi, server } from './node';

export const API = 'http://localhost/api/v1';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked by assertions
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function call<T = any>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

export async function signIn(email: string, password = ACCOUNT_PASSWORD): Promise<TokenPair> {
  const reply = await call<TokenPair>('POST', '/token/', { body: { username: email, password } });
  if (reply.status !== 200) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export async function accessFor(email: string): Promise<string> {
  return (await signIn(email)).access;
}

/** msw/node for the file, a clean default seed before each test, real clock after each. */
export function useMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetMockApi());
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
}
