import { clearTokens, storeTokens } from '@/lib/tokens';
import { useSessionStore } from '@/stores/session';
import { appidOf, fetchMe } from './auth-api';
import type { IdentityUser, TokenPair } from '@/lib/identity';

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
