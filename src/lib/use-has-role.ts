import { useSessionStore } from '@/stores/session';
import type { Role } from './identity';
import { hasRole } from './roles';

/** Whether the signed-in user holds `role`; false when nobody is signed in. */
export function useHasRole(role: Role): boolean {
  return useSessionStore((state) => hasRole(state.identity.user, role));
}
