import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { FullScreenLoader } from '@/components/ui/FullScreenLoader';
import { signOut } from '../api/auth-mutations';

/** Signs out on arrival and goes straight to the login page; the revocation finishes on its own. */
export function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // StrictMode mounts twice in development; sign out once.
    if (started.current) return;
    started.current = true;
    void signOut(queryClient);
    void navigate({ to: '/login', replace: true });
  }, [queryClient, navigate]);
  return <FullScreenLoader label="Signing you out…" />;
}
