import { request } from '@/lib/http';
import { clearTokens, storeTokens } from '@/lib/tokens';
import { useSessionStore } from '@/stores/session';
import { appidOf, fetchMe } from './auth-api';
import { tokenPairSchema, type IdentityUser, type TokenPair } from '@/lib/identity';

/**
 * The end of every way in (password, demo, Microsoft, Google, registration by token): stores the
 * pair, loads who it belongs to and records the sign-in (time, appid, first sign-in). Nothing is
 * kept if that fails.
 */
export async function completeSignIn(tokens: TokenPair): Promise<IdentityUser> {
  storeTokens(tokens);
  try {
    const user = await fetchMe();
    useSessionStore.getState().signedIn(user, appidOf(tokens.access), { newUser: tokens.new_user ?? false });
    return user;
  } catch (error) {
    clearTokens();
    throw error;
  }
}

/** A way in whose `POST path` (with `json`) replies with our token pair: signs in with that pair. */
export async function signInWithPost(path: string, json: unknown, fallback: string): Promise<IdentityUser> {
  return completeSignIn(await request('post', path, tokenPairSchema, { json, fallback }));
}
