import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/PageHeader';

export const CARD_NOT_FOUND_TITLE = 'Card not found';

const LINK =
  'font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100';

/**
 * `/cards/<id>` for an id that names no card the caller may see (unknown, or another tenant's or
 * person's: the API answers both with 404): says so, and offers the way back to the cards.
 */
export function CardNotFound() {
  return (
    <>
      <PageHeader title={CARD_NOT_FOUND_TITLE} />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        There is no card at this address that you can see: it may have been mistyped, or belong to someone
        else.
      </p>
      <p className="mt-3 text-sm">
        <Link to="/cards" className={LINK}>
          Back to cards
        </Link>
      </p>
    </>
  );
}
