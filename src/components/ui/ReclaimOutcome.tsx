import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { formatMoney } from '@/lib/format';

const LINK =
  'font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100';

export interface ReclaimOutcomeProps {
  /** Seats the server took back. */
  reclaimed: number;
  app: { id: string; name: string };
  /** Who got the task to reduce the seats bought ('the app owner' when nobody owns the app). */
  ownerName: string;
  /** The yearly saving of the opportunity opened. */
  savings: number;
  currency: string;
}

/**
 * What a seat reclaim did, announced as it appears: the seats freed, the owner's task to reduce the
 * seats bought, and the savings opportunity opened, with a link to it in Optimize.
 */
export function ReclaimOutcome({ reclaimed, app, ownerName, savings, currency }: ReclaimOutcomeProps) {
  const seats = reclaimed === 1 ? '1 seat' : `${reclaimed} seats`;
  return (
    <div role="status" className="space-y-2 text-sm text-slate-700 dark:text-slate-200">
      <p className="flex items-center gap-2 font-medium text-emerald-800 dark:text-emerald-300">
        <CircleCheck aria-hidden="true" className="size-5" />
        {seats} of {app.name} reclaimed.
      </p>
      <p>A task was created for {ownerName} to reduce the seats bought.</p>
      <p>
        A savings opportunity worth {formatMoney(savings, currency)} a year was opened.{' '}
        <Link to="/optimize" search={{ app: app.id }} className={LINK}>
          View it in Optimize
        </Link>
      </p>
    </div>
  );
}
