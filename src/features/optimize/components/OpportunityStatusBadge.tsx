import { STATUS_LABELS, type OpportunityStatus } from '../api/schemas';

/** One colour per stage, readable in both themes; Dismissed is muted, Realised is the good news. */
const TONES: Readonly<Record<OpportunityStatus, string>> = {
  identified: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  in_review: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  negotiating: 'bg-violet-100 text-violet-900 dark:bg-violet-900/60 dark:text-violet-100',
  realised: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100',
  dismissed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** An opportunity's status as a badge with its label ('In review'). */
export function OpportunityStatusBadge({ status }: { status: OpportunityStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
