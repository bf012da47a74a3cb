import { createFileRoute, redirect } from '@tanstack/react-router';
import { signOut } from '@/features/auth/api/sign-out';

export const Route = createFileRoute('/_signedIn/logout')({
  // Signs out before any page code loads, then goes straight to the login page; the revocation of
  // the refresh token finishes on its own (and outlives the page). A preload (the Sign out link
  // hovered or focused) must change nothing.
  beforeLoad: ({ context, preload }) => {
    if (preload) return;
    void signOut(context.queryClient);
    throw redirect({ to: '/login', replace: true });
  },
});
