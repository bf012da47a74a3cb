/**
 * Signing out. It is small and needs only shared code, because the `/logout` route runs it before any
 * page code loads: a page opened right after (`/login`) must find nobody signed in, however slowly
 * the network brings the next page's code.
 */
import * as z from 'zod/mini';
import { request } from '@/lib/http';
import { clearTokens, getRefreshToken } from '@/lib/tokens';
import { SESSION_STORE_KEY, useSessionStore } from '@/stores/session';

/** `POST /auth/logout/` (body `{ refresh }`) revokes the refresh token; its reply may carry a message. */
const revokeReplySchema = z.object({ message: z.optional(z.string()) });

/** Clears tokens, the persisted store and cached server data, whatever the server says. */
export function signOutLocally(queryClient: { clear: () => void }): void {
  clearTokens();
  useSessionStore.getState().signedOut();
  localStorage.removeItem(SESSION_STORE_KEY);
  queryClient.clear();
}

/**
 * Signs out at once: the session is gone before anything is sent, so a page opened right after
 * (`/login`) finds nobody signed in. The refresh token, held here, is revoked afterwards; the call
 * outlives the page (docs/architecture.md) and its failure changes nothing for the user.
 */
export async function signOut(queryClient: { clear: () => void }): Promise<void> {
  const refresh = getRefreshToken();
  signOutLocally(queryClient);
  if (!refresh) return;
  try {
    await request('post', 'auth/logout/', revokeReplySchema, { json: { refresh } });
  } catch {
    // Best effort: the token expires by itself within a day.
  }
}
