import { useShallow } from 'zustand/react/shallow';
import { hasRole, SUPER_ADMIN } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';

/** Who is looking at a public Reach page, and so what they may do there. */
export interface Viewer {
  signedIn: boolean;
  userId: string | undefined;
  /** Signed in with a stack of their own: stack actions and reviews (the super admin has neither). */
  canAct: boolean;
}

export function useViewer(): Viewer {
  return useSessionStore(
    useShallow((state) => {
      const user = state.identity.isAuthenticated ? state.identity.user : null;
      return {
        signedIn: user !== null,
        userId: user?.user_id,
        canAct: user !== null && !hasRole(user, SUPER_ADMIN),
      };
    }),
  );
}
