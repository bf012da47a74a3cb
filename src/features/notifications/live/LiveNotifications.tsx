import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startNotificationLive } from './notification-live';

/** Keeps the tab's notification socket open while mounted: once, in the signed-in shell. */
export function LiveNotifications() {
  const queryClient = useQueryClient();
  useEffect(() => startNotificationLive(queryClient), [queryClient]);
  return null;
}
