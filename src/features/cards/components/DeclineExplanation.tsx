import type { DeclineExplanation as Explanation } from '../model/decline';
import { DECLINE_TITLES } from '../model/decline';
import type { CardFix } from '../model/card-fix';
import { CardFixAction } from './CardFixAction';

/**
 * A declined row's "Why?": a disclosure (a native `details`, so it opens by keyboard and says whether
 * it is open) holding the reason in plain words and the one action that fixes it, or why none is
 * needed or who may take it.
 */
export function DeclineExplanation({
  explanation,
  about,
  currency,
  onFix,
}: {
  explanation: Explanation;
  /** What was declined, naming the disclosure for assistive technology ('Figma on 3 Mar 2026'). */
  about: string;
  currency: string;
  onFix: (fix: CardFix) => void;
}) {
  return (
    <details className="mt-1 max-w-xs text-xs whitespace-normal">
      <summary className="cursor-pointer rounded font-medium text-indigo-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-indigo-300">
        Why?<span className="sr-only"> {about} was declined</span>
      </summary>
      <div className="mt-2 space-y-2 text-slate-700 dark:text-slate-200">
        <p>
          {explanation.reason && (
            <strong className="font-semibold">{DECLINE_TITLES[explanation.reason]}. </strong>
          )}
          {explanation.text}
        </p>
        {explanation.note && <p>{explanation.note}</p>}
        {explanation.fix && <CardFixAction fix={explanation.fix} currency={currency} onFix={onFix} />}
      </div>
    </details>
  );
}
