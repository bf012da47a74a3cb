import type { FlowSummary as Summary } from '../api/schemas';
import type { FlowSearch } from '../model/flow-search';

const LINK =
  'rounded font-medium text-indigo-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300';
const LINE = 'mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700 dark:text-slate-300';
const LOADING: Pick<Summary, 'new_this_week' | 'awaiting_review' | 'unmapped'> = {
  new_this_week: 0,
  awaiting_review: 0,
  unmapped: 0,
};
const FIGURE = 'font-semibold text-slate-900 tabular-nums dark:text-white';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The line above the list, over every app of the tenant whatever the filters: new this week,
 * awaiting review, not in the catalogue. "New this week" lists every app newest first and "not in the
 * catalogue" narrows the list to those; awaiting review (new or in review) has no filter of its own.
 * While it loads (`summary` undefined) the same line stands unseen, holding its place.
 */
export function FlowSummary({
  summary,
  onFilter,
}: {
  summary: Summary | undefined;
  onFilter: (changes: Partial<FlowSearch>) => void;
}) {
  const shown = summary ?? LOADING;
  return (
    <p aria-hidden={summary ? undefined : true} className={summary ? LINE : `${LINE} invisible`}>
      <button
        type="button"
        className={LINK}
        onClick={() => onFilter({ status: 'all', order_by: 'first_seen', order: 'desc' })}
      >
        {count(shown.new_this_week)} new this week
      </button>
      <span aria-hidden="true">·</span>
      <span>
        <span className={FIGURE}>{count(shown.awaiting_review)}</span> awaiting review
      </span>
      <span aria-hidden="true">·</span>
      <button type="button" className={LINK} onClick={() => onFilter({ status: 'open', unmapped: true })}>
        {count(shown.unmapped)} not in the catalogue
      </button>
    </p>
  );
}
