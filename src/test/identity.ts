import type { IdentityUser } from '@/lib/identity';

/** An identity user for tests that only need someone signed in (Acme's client user). */
export function testUser(overrides: Partial<IdentityUser> = {}): IdentityUser {
  return {
    user_id: 'u-1',
    first_name: 'Olivia',
    last_name: 'Bennett',
    email: 'user@acme.test',
    avatar: null,
    roles: [],
    tenant_id: 't-1',
    ...overrides,
  };
}
