import { Spinner } from './Spinner';

/** The full-screen loading indicator shown while a route or the session loads. */
export function FullScreenLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-slate-50/80 text-indigo-600 backdrop-blur-sm dark:bg-slate-950/80 dark:text-indigo-300"
    >
      <Spinner className="size-10" />
      <span className="text-sm font-medium text-slate-700 dark:text-slate-200">{label}</span>
    </div>
  );
}
