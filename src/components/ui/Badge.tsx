import type { ReactNode } from 'react';

const TONES = {
  good: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  bad: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
  warn: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  busy: 'bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-100',
  none: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
} as const;
export type BadgeTone = keyof typeof TONES;

/** A short state with an optional icon ('Authorised', 'Failed'), readable in both themes. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
