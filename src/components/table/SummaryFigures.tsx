export interface SummaryFigure {
  label: string;
  /** The figure, formatted; undefined while the list loads (a dash). */
  value: string | undefined;
}

/**
 * The figures above a list that sum every row its filters select, not only the page shown: a region
 * named by `label`, each figure a term and its value.
 */
export function SummaryFigures({ label, figures }: { label: string; figures: readonly SummaryFigure[] }) {
  return (
    <section aria-label={label}>
      <dl className="flex flex-wrap gap-3">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="min-w-36 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{figure.label}</dt>
            <dd className="mt-1 text-xl font-semibold tracking-tight text-slate-900 tabular-nums dark:text-white">
              {figure.value ?? '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
