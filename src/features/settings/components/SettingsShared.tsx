import { useSuspenseQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { tenantQueries } from '@/features/tenants';
import { CLIENT_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';

/** Company admins change settings; everyone else sees them read-only. */
export function useCanEditSettings(): boolean {
  return useHasRole(CLIENT_ADMIN);
}

/** The signed-in user's tenant, loaded by the settings route before any section renders. */
export function useSettingsTenant() {
  return useSuspenseQuery(tenantQueries.current()).data;
}

export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
