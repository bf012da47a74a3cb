// Who holds which role, checked in one way by the guards, the pages and the mock API. Pure, so the
// mock can use it without the session store; pages read the signed-in user through useHasRole.
import type { Role } from './identity';

export const SUPER_ADMIN = 'super_admin' satisfies Role;
export const CLIENT_ADMIN = 'client_admin' satisfies Role;

/** Anything that carries roles: the identity user, a mock account, a token's claims. */
export interface RoleHolder {
  readonly roles: readonly string[];
}

type Holder = RoleHolder | readonly string[] | null | undefined;

function rolesOf(holder: Holder): readonly string[] {
  if (!holder) return [];
  return 'roles' in holder ? holder.roles : holder;
}

/** Whether `holder` (a user, their roles, or nobody) holds `role`. */
export function hasRole(holder: Holder, role: Role): boolean {
  return rolesOf(holder).includes(role);
}

/** Whether `holder` holds at least one of `roles`. */
export function hasAnyRole(holder: Holder, roles: readonly Role[]): boolean {
  const held = rolesOf(holder);
  return roles.some((role) => held.includes(role));
}
