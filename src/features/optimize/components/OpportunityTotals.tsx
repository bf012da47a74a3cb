import type { Totals } from '../api/schemas';

const numbers = new Intl.NumberFormat('en-US');

/**
 * The totals of every opportunity the list's filters select (not only the page shown): how many,
 * their savings potential and their ARR, in the tenant's currency. Dashes until the list has loaded.
 */
export function OpportunityTotals({
  totals,
  money,
}: {
  totals: Totals | undefined;
  money: (amount: number) => string;
}) {
  const figures = [
    { label: 'Opportunities', value: totals ? numbers.format(totals.count) : '—' },
    { label: 'Savings potential', value: totals ? money(totals.value) : '—' },
    { label: 'ARR', value: totals ? money(totals.arr) : '—' },
  ];
  return (
    <section aria-label="Totals">
      <dl className="flex flex-wrap gap-3">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="min-w-36 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{figure.label}</dt>
            <dd className="mt-1 text-xl font-semibold tracking-tight text-slate-900 tabular-nums dark:text-white">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
