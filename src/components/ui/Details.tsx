import type { ReactNode } from 'react';

/** A record's details as a description list, laid out in a grid (`className` changes it). */
export function DetailList({
  children,
  className = 'grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-3',
}: {
  children: ReactNode;
  className?: string;
}) {
  return <dl className={className}>{children}</dl>;
}

/** One detail of a `DetailList`: its label and its value. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}
