import { useSessionStore } from '@/stores/session';
import type { Person } from './person';

/**
 * The signed-in user as records name a person (an owner, a requester), for what a write shows before
 * the server answers; blank fields when nobody is signed in.
 */
export function useSignedInPerson(): Person {
  const user = useSessionStore((state) => state.identity.user);
  return {
    user_id: user?.user_id ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    avatar: user?.avatar ?? null,
  };
}
