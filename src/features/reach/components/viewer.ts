import { useShallow } from 'zustand/react/shallow';
import { SUPER_ADMIN } from '@/lib/guards';
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
        canAct: user !== null && !user.roles.includes(SUPER_ADMIN),
      };
    }),
  );
}
