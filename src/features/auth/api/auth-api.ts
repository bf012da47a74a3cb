import { request } from '@/lib/http';
import { decodeToken } from '@/lib/tokens';
import { identityUserSchema, tokenPairSchema, type TokenPair } from '@/lib/identity';
import type { LoginInput } from './schemas';

export function obtainTokens(input: LoginInput): Promise<TokenPair> {
  return request('post', 'token/', tokenPairSchema, { json: input });
}

export function obtainDemoTokens(): Promise<TokenPair> {
  return request('post', 'auth/demo/', tokenPairSchema, { json: {} });
}

export function fetchMe() {
  return request('get', 'users/me/', identityUserSchema);
}

/** The `appid` claim of an access token (`demo` marks the read-only demo account). */
export function appidOf(accessToken: string): string {
  return decodeToken<{ appid?: string }>(accessToken)?.appid ?? 'stackwise';
}
