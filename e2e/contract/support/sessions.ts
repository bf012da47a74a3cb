/**
 * Signed-in callers by role. A test asks for the role it needs; when the target has no such account
 * the test is skipped and says which variable would supply it. One sign-in per role and worker.
 */
import type { TestContext } from 'vitest';
import { identityUserSchema, tokenPairSchema, type IdentityUser, type TokenPair } from '@/lib/identity';
import { call, target } from './api';
import { ACCOUNT_PURPOSE, accountVariables, type AccountRole } from './target';

export interface Session extends TokenPair {
  me: IdentityUser;
}

export type Caller = AccountRole | 'demo';

function skipReason(role: Caller): string {
  if (role === 'demo') return 'the target has no read-only demo account (set CONTRACT_DEMO=1 if it has one)';
  const names = accountVariables(role);
  return `no account for ${ACCOUNT_PURPOSE[role]} (set ${names.email} and ${names.password})`;
}

/** Skips the test unless the target has the account. */
export function requireAccount(context: TestContext, role: Caller): void {
  const present = role === 'demo' ? target.demo : target.accounts[role] !== undefined;
  if (!present) context.skip(skipReason(role));
}

/** A new sign-in (a fresh token pair), for tests that spend or revoke it. */
export async function freshSession(context: TestContext, role: Caller): Promise<Session> {
  requireAccount(context, role);
  const signIn =
    role === 'demo'
      ? await call('POST', '/auth/demo/', { body: {} })
      : await call('POST', '/token/', {
          body: { username: target.accounts[role]!.email, password: target.accounts[role]!.password },
        });
  if (signIn.status !== 200)
    throw new Error(`Signing in as ${role} failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
  const pair = tokenPairSchema.parse(signIn.body);
  const me = await call('GET', '/users/me/', { token: pair.access });
  if (me.status !== 200) throw new Error(`GET /users/me/ as ${role} failed: ${me.status}`);
  return { ...pair, me: identityUserSchema.parse(me.body) };
}

const sessions = new Map<Caller, Promise<Session>>();

/** The file's signed-in session for a role (skips the test when the target has no such account). */
export async function as(context: TestContext, role: Caller): Promise<Session> {
  requireAccount(context, role);
  let session = sessions.get(role);
  if (!session) {
    session = freshSession(context, role);
    sessions.set(role, session);
  }
  return session;
}

/** The access token of `as(role)`. */
export async function tokenOf(context: TestContext, role: Caller): Promise<string> {
  return (await as(context, role)).access;
}
