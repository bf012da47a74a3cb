import type { ReactNode } from 'react';

const TONES = {
  positive: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100',
  neutral: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
} as const;

/** A short state in a table cell ('Active', 'Invited'), readable in both themes. */
export function StatusBadge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** 'Active' or 'Inactive' for a record's status. */
export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <StatusBadge tone="positive">Active</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">Inactive</StatusBadge>
  );
}
