import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

/** A section's own loading line (the full-screen loader is for route loads): announced politely. */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <Spinner className="size-4" />
      {children}
    </p>
  );
}
