import type { FlowSummary as Summary } from '../api/schemas';
import type { FlowSearch } from '../model/flow-search';

const LINK =
  'rounded font-medium text-indigo-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300';
const FIGURE = 'font-semibold text-slate-900 tabular-nums dark:text-white';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The line above the list, over every app of the tenant whatever the filters: new this week,
 * awaiting review, not in the catalogue. "New this week" lists every app newest first and "not in the
 * catalogue" narrows the list to those; awaiting review (new or in review) has no filter of its own.
 */
export function FlowSummary({
  summary,
  onFilter,
}: {
  summary: Summary;
  onFilter: (changes: Partial<FlowSearch>) => void;
}) {
  return (
    <p className="mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
      <button
        type="button"
        className={LINK}
        onClick={() => onFilter({ status: 'all', order_by: 'first_seen', order: 'desc' })}
      >
        {count(summary.new_this_week)} new this week
      </button>
      <span aria-hidden="true">·</span>
      <span>
        <span className={FIGURE}>{count(summary.awaiting_review)}</span> awaiting review
      </span>
      <span aria-hidden="true">·</span>
      <button type="button" className={LINK} onClick={() => onFilter({ status: 'open', unmapped: true })}>
        {count(summary.unmapped)} not in the catalogue
      </button>
    </p>
  );
}
