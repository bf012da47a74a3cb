import { HTTPError } from 'ky';

/** Thrown before any call when the read-only demo account tries to write. */
export const DEMO_READ_ONLY_MESSAGE = 'Sorry, this is a read-only demo account.';

export class DemoReadOnlyError extends Error {
  constructor() {
    super(DEMO_READ_ONLY_MESSAGE);
    this.name = 'DemoReadOnlyError';
  }
}

/** An HTTP error whose JSON body has been read, so callers never touch streams. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly code: string | undefined;
  /** What the server said, or '' when its reply carried no text. */
  readonly serverMessage: string;

  constructor(status: number, data: unknown, fallback: string) {
    const serverMessage = errorText(data);
    super(serverMessage || fallback);
    this.name = 'ApiError';
    this.serverMessage = serverMessage;
    this.status = status;
    this.data = data;
    this.code = isRecord(data) && typeof data.code === 'string' ? data.code : undefined;
  }

  /** Field errors `{ field: ["message"] }` (the API's validation replies), keyed by field. */
  get fieldErrors(): Record<string, string> {
    if (!isRecord(this.data) || 'detail' in this.data) return {};
    const out: Record<string, string> = {};
    for (const [field, value] of Object.entries(this.data)) {
      const text = flatten(value).join(', ');
      if (text) out[field] = text;
    }
    return out;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flatten(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value.flatMap(flatten);
  if (isRecord(value)) return Object.values(value).flatMap(flatten);
  return [String(value)];
}

/**
 * Text of a reply body: `detail` or `message` when the body has one, otherwise every value joined
 * into a comma-separated string.
 */
function errorText(data: unknown): string {
  if (typeof data === 'string') return data.trim();
  if (isRecord(data)) {
    for (const key of ['detail', 'message', 'error'] as const) {
      const value = data[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return flatten(data).join(', ');
}

/**
 * Error text extraction: the response data if present, else the error's message, else the
 * error itself; arrays and objects become a comma-separated string. `fallback` is the call's own
 * text for when the server says nothing useful.
 */
export const GENERIC_ERROR_TEXT = 'Something went wrong. Please try again.';

export function extractErrorText(error: unknown, callFallback?: string): string {
  const fallback = callFallback ?? GENERIC_ERROR_TEXT;
  if (error instanceof ApiError) return error.serverMessage || callFallback || error.message;
  if (error instanceof HTTPError) {
    const data = (error as HTTPError & { data?: unknown }).data;
    return errorText(data) || error.message || fallback;
  }
  if (isRecord(error) && 'response' in error && isRecord(error.response) && 'data' in error.response) {
    const text = errorText(error.response.data);
    if (text) return text;
  }
  if (error instanceof Error) return error.message || fallback;
  const text = errorText(error);
  return text || fallback;
}

/** The success text when a reply carries no message of its own. */
export const DEFAULT_SUCCESS_MESSAGE = 'Request completed Successfully';

export function successText(reply: unknown): string {
  if (isRecord(reply) && typeof reply.message === 'string' && reply.message.trim()) return reply.message;
  return DEFAULT_SUCCESS_MESSAGE;
}
