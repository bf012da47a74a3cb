const STYLES = {
  ready: ['Ready', 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'],
  created: ['Created', 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'],
  failed: ['Failed', 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100'],
  skipped: ['Skipped', 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100'],
  not_imported: ['Not imported', 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100'],
} as const;

export type BadgeStatus = keyof typeof STYLES;

export function RowStatusBadge({ status }: { status: BadgeStatus }) {
  const [text, style] = STYLES[status];
  return <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${style}`}>{text}</span>;
}
