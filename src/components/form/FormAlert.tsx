import type { ReactNode } from 'react';

/**
 * The one form-level alert: a failure that has no field to sit beside (the server's reason, the
 * call's fallback, the demo account's read-only warning), announced when it appears.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {children}
    </p>
  );
}
