import { BackLink, RecordNotFound } from '@/components/ui/RecordNotFound';

export const CARD_NOT_FOUND_TITLE = 'Card not found';

/**
 * `/cards/<id>` for an id that names no card the caller may see (unknown, or another tenant's or
 * person's: the API answers both with 404): says so, and offers the way back to the cards.
 */
export function CardNotFound() {
  return (
    <RecordNotFound title={CARD_NOT_FOUND_TITLE} back={<BackLink to="/cards">Back to cards</BackLink>}>
      There is no card at this address that you can see: it may have been mistyped, or belong to someone else.
    </RecordNotFound>
  );
}
