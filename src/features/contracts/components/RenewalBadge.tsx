import { renewalBadge } from '../model/renewal-dates';

const TONES = {
  passed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  30: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
  60: 'bg-orange-100 text-orange-900 dark:bg-orange-900/60 dark:text-orange-100',
  90: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  120: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
} as const;

/** The text a cancel-by date's badge shows on `today`, or null when it is more than 120 days away. */
export function renewalBadgeText(cancelBy: string, today: string): string | null {
  const badge = renewalBadge(cancelBy, today);
  if (badge.kind === 'passed') return 'Passed';
  if (badge.kind === 'window') return `≤ ${badge.days} days`;
  return null;
}

/**
 * How close a cancel-by date is: within 30, 60, 90 or 120 days, or passed. The days left are in the
 * badge's title and accessible text, so colour is never the only signal.
 */
export function RenewalBadge({ cancelBy, today }: { cancelBy: string; today: string }) {
  const badge = renewalBadge(cancelBy, today);
  if (badge.kind === 'none') return null;
  const tone = badge.kind === 'passed' ? TONES.passed : TONES[badge.days];
  const left =
    badge.kind === 'passed'
      ? 'Cancel-by date passed'
      : badge.daysLeft === 0
        ? 'Cancel by today'
        : `${badge.daysLeft} ${badge.daysLeft === 1 ? 'day' : 'days'} left to cancel`;
  return (
    <span
      title={left}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tone}`}
    >
      {renewalBadgeText(cancelBy, today)}
      <span className="sr-only">: {left}</span>
    </span>
  );
}
