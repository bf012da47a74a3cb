/**
 * User accounts: a row of the app's user list (without the company name, which is the tenant's)
 * plus what only the server holds, the password.
 */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { userRowSchema } from '@/features/users/api/schemas';
import { notifyDataChange } from './state';

export const accountSchema = z.extend(z.omit(userRowSchema, { tenant_name: true }), {
  /** A usable password, or Django's unusable `!…` for people who sign in otherwise. */
  password: z.string(),
});
/** `last_login` is null until the account's first sign-in; that sign-in replies `new_user: true`. */
export type Account = z.infer<typeof accountSchema>;

export const accounts = new Collection({ schema: accountSchema });

export function findAccountById(userId: string): Account | undefined {
  return accounts.findFirst((q) => q.where((a) => a.user_id === userId));
}

export function findAccountByEmail(email: string): Account | undefined {
  const wanted = email.trim().toLowerCase();
  return accounts.findFirst((q) => q.where((a) => a.email.toLowerCase() === wanted));
}

/** Applies `change` to one account and returns it as stored afterwards. */
export async function updateAccount(userId: string, change: (row: Account) => void): Promise<Account> {
  const updated = await accounts.update((q) => q.where((a) => a.user_id === userId), {
    data(row) {
      change(row);
    },
  });
  return updated ?? (findAccountById(userId) as Account);
}

/**
 * Records a sign-in and returns the token pair's `new_user` flag: true when the account had never
 * signed in before (every way in goes through here).
 */
export async function recordSignIn(account: Account): Promise<boolean> {
  const firstSignIn = account.last_login === null;
  await accounts.update((q) => q.where((a) => a.user_id === account.user_id), {
    data(row) {
      row.last_login = new Date().toISOString();
    },
  });
  notifyDataChange();
  return firstSignIn;
}
