import type { SurveyCounts } from '../api/schemas';

/** The answers so far as parts of everyone asked: kept, given up (any other answer counts as kept), not yet. */
export function answerParts(counts: SurveyCounts) {
  const keep = counts.keep + counts.keep_until + counts.smaller_plan;
  return [
    { key: 'keep', label: 'keep', count: keep, className: 'bg-emerald-600 dark:bg-emerald-400' },
    { key: 'give_up', label: 'give up', count: counts.give_up, className: 'bg-amber-500 dark:bg-amber-300' },
    { key: 'not_yet', label: 'not yet', count: counts.not_yet, className: 'bg-slate-300 dark:bg-slate-600' },
  ] as const;
}

/**
 * A survey's answers so far: a stacked bar (drawn for the eye only) and the counts in words, which
 * is what assistive technology reads.
 */
export function AnswerBar({ counts }: { counts: SurveyCounts }) {
  const parts = answerParts(counts);
  const total = Math.max(counts.asked, 1);
  return (
    <div className="min-w-40">
      <div
        aria-hidden="true"
        className="flex h-2 w-full overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
      >
        {parts.map((part) =>
          part.count > 0 ? (
            <span
              key={part.key}
              className={part.className}
              style={{ width: `${(part.count / total) * 100}%` }}
            />
          ) : null,
        )}
      </div>
      <p className="mt-1 text-xs whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-300">
        {parts.map((part) => `${part.count} ${part.label}`).join(' · ')}
      </p>
    </div>
  );
}
