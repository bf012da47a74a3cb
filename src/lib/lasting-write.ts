import type { Options } from 'ky';
import { claimKeepalive } from './keepalive';
import { getAccessToken } from './tokens';
import { journalWrite, WRITE_ID_HEADER } from './write-journal';

export interface WriteToSend {
  method: string;
  url: string;
  /** The JSON text sent; undefined for a body that is not JSON (an upload), which is never kept. */
  body: string | null | undefined;
  /** Sign-in calls are not journaled in the demo: their reply (the tokens) is the point of them. */
  journal: boolean;
}

export interface LastingWrite {
  options: Pick<Options, 'keepalive' | 'headers'>;
  /** Called once the write was answered, failed or was refused before it left. */
  settle: () => void;
}

/**
 * A write the user may see as done before its reply arrives must not die with the page: live mode
 * sends it with `keepalive` (within the browser's 64 KiB allowance), the demo records it first in
 * the write journal for the mock API to replay. Null when the write is sent as a plain request.
 */
export function lastingWrite({ method, url, body, journal }: WriteToSend): LastingWrite | null {
  if (body === undefined) return null;
  if (import.meta.env.VITE_API_URL) {
    const release = claimKeepalive(body === null ? 0 : new TextEncoder().encode(body).length);
    return release && { options: { keepalive: true }, settle: release };
  }
  if (!journal) return null;
  const token = getAccessToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== null) headers['Content-Type'] = 'application/json';
  const recorded = journalWrite({ method: method.toUpperCase(), url, headers, body });
  return recorded && { options: { headers: { [WRITE_ID_HEADER]: recorded.id } }, settle: recorded.settle };
}
