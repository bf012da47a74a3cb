import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { FullScreenLoader } from '@/components/ui/FullScreenLoader';
import { useLogoutMutation } from '../api/auth-mutations';

/** Signs out on arrival and lands on the login page. */
export function LogoutPage() {
  const logout = useLogoutMutation();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // StrictMode mounts twice in development; sign out once.
    if (started.current) return;
    started.current = true;
    logout.mutate(undefined, { onSettled: () => void navigate({ to: '/login', replace: true }) });
  }, [logout, navigate]);
  return <FullScreenLoader label="Signing you out…" />;
}
