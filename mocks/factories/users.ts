/** User accounts for tests and the handlers that add people: `buildUser` gives one, `createUser` stores one. */
import { accounts, type Account } from '../db';
import { FACTORY_TIME, factoryId, nextNumber } from './sequence';

/** Every seeded or factory-made account signs in with this password. */
export const ACCOUNT_PASSWORD = 'Passw0rd!';

/** Django's unusable password: the account signs in some other way (an invitation, a provider). */
export function unusablePassword(): string {
  return `!${crypto.randomUUID()}`;
}

/**
 * An account: by default the `n`th factory user (`user<n>@example.test`, "Test User<n>"), a plain
 * user of no tenant, active, signed in before, with the seed's password. `status: 'inactive'` also
 * makes it inactive (`is_active` false) unless `is_active` is given.
 */
export function buildUser(fields: Partial<Account> = {}): Account {
  const n = nextNumber('user');
  const status = fields.status ?? 'active';
  return {
    user_id: factoryId('user', n),
    email: `user${n}@example.test`,
    password: ACCOUNT_PASSWORD,
    first_name: 'Test',
    last_name: `User${n}`,
    avatar: null,
    roles: [],
    tenant_id: null,
    status,
    is_active: status === 'active',
    is_buyer: false,
    is_cards_user: false,
    created_at: FACTORY_TIME,
    last_login: FACTORY_TIME,
    ...fields,
  };
}

export function createUser(fields: Partial<Account> = {}): Promise<Account> {
  return accounts.create(buildUser(fields));
}

/**
 * Someone just added to a tenant (by an admin, an import or a registration): a fresh id, created
 * now, never signed in (the first sign-in replies `new_user: true`).
 */
export function buildNewUser(fields: Partial<Account> & Pick<Account, 'email' | 'password'>): Account {
  return buildUser({
    user_id: crypto.randomUUID(),
    created_at: new Date().toISOString(),
    last_login: null,
    ...fields,
  });
}
