import type { UtilisationMonth } from '../api/schemas';

/**
 * A small trend line of people active per month (an inline SVG: no chart library for a table cell).
 * Its name says the trend in words, first month against last.
 */
export function Sparkline({ months }: { months: readonly UtilisationMonth[] }) {
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return <span className="text-slate-600 dark:text-slate-300">—</span>;
  const width = 80;
  const height = 24;
  const max = Math.max(1, ...months.map((month) => Math.max(month.active, month.licensed)));
  const step = months.length > 1 ? width / (months.length - 1) : 0;
  const points = months
    .map(
      (month, index) => `${(index * step).toFixed(1)},${(height - (month.active / max) * height).toFixed(1)}`,
    )
    .join(' ');
  return (
    <svg
      role="img"
      aria-label={`Active ${first.active} → ${last.active} over ${months.length} months`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="overflow-visible text-indigo-600 dark:text-indigo-300"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} />
    </svg>
  );
}
