/**
 * A multipart upload with progress. ky reports upload progress only for streamed request bodies,
 * which Chromium sends over HTTP/2 alone and a service worker cannot read, so uploads go through
 * XMLHttpRequest, whose `upload.onprogress` reports as the body leaves. The rules of every other
 * call still apply: the bearer token, the read-only demo gate, one refresh and replay on an expired
 * token (ending the session when that fails), and ApiError with the server's text.
 */
import * as z from 'zod/mini';
import { apiReady } from './api-gate';
import { apiUrl } from './api-url';
import { isReadOnlyDemo } from './demo-guard';
import { ApiError, DemoReadOnlyError, GENERIC_ERROR_TEXT } from './errors';
import { endSession, refreshAccessToken } from './http';
import { getAccessToken, getRefreshToken, isTokenUnexpired } from './tokens';

export interface UploadOptions {
  /** Bytes sent and the body's size, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
  fallback?: string;
  signal?: AbortSignal;
}

interface RawReply {
  status: number;
  data: unknown;
}

function send(url: string, body: FormData, options: UploadOptions): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : {};
      } catch {
        data = null;
      }
      resolve({ status: xhr.status, data });
    };
    xhr.onerror = () => reject(new ApiError(0, null, options.fallback ?? GENERIC_ERROR_TEXT));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

const codeOf = (data: unknown) =>
  typeof data === 'object' && data !== null && typeof (data as { code?: unknown }).code === 'string'
    ? (data as { code: string }).code
    : undefined;

/** POSTs `body` as multipart form data to `path` (relative to /api/v1/) and parses the reply. */
export async function upload<S extends z.ZodMiniType>(
  path: string,
  body: FormData,
  schema: S,
  options: UploadOptions = {},
): Promise<z.infer<S>> {
  if (isReadOnlyDemo()) throw new DemoReadOnlyError();
  await apiReady();
  const url = apiUrl(path);
  let reply = await send(url, body, options);
  if (reply.status === 401) {
    const code = codeOf(reply.data);
    if (code === 'user_inactive') endSession();
    else if (code === 'token_not_valid') {
      const refresh = getRefreshToken();
      if (!refresh || !isTokenUnexpired(refresh)) endSession();
      else {
        try {
          await refreshAccessToken();
        } catch {
          endSession();
          throw new ApiError(401, reply.data, options.fallback ?? GENERIC_ERROR_TEXT);
        }
        reply = await send(url, body, options);
        if (reply.status === 401) endSession();
      }
    }
  }
  if (reply.status < 200 || reply.status >= 300) {
    throw new ApiError(reply.status, reply.data, options.fallback ?? GENERIC_ERROR_TEXT);
  }
  return z.parse(schema, reply.data);
}
