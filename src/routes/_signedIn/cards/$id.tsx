import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { cardQueries } from '@/features/cards/api/card-queries';
import { CardDetailPage } from '@/features/cards/components/CardDetailPage';
import { CardNotFound, CARD_NOT_FOUND_TITLE } from '@/features/cards/components/CardNotFound';
import { statementQueryOf } from '@/features/cards/model/statement-period';
import {
  CARD_STATEMENT_SEARCH_DEFAULTS,
  cardStatementSearchSchema,
} from '@/features/cards/model/statement-search';
import { localToday } from '@/lib/calendar';
import { unlessNotFound } from '@/lib/not-found';
import { hasRole, SUPER_ADMIN } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';

/**
 * One payment card, for any signed-in user (the API scopes it: a card the caller may not see is a
 * 404). The page cannot show without the card, so the loader awaits it; an unknown or foreign id
 * (and any id for the super admin, who has no company) shows the page's own "Card not found" view, any other failure the route's error view with Retry.
 * The statement's period, status and page live in the URL; its rows and the card's activity start
 * loading without holding the page back.
 */
export const Route = createFileRoute('/_signedIn/cards/$id')({
  staticData: { title: 'Cards' },
  validateSearch: cardStatementSearchSchema,
  search: { middlewares: [stripSearchParams(CARD_STATEMENT_SEARCH_DEFAULTS)] },
  loader: async ({ context: { queryClient }, params: { id }, location }) => {
    // The super admin has no company, so no card is theirs to see.
    if (hasRole(useSessionStore.getState().identity.user, SUPER_ADMIN)) {
      return { found: false, title: CARD_NOT_FOUND_TITLE };
    }
    const reply = await unlessNotFound(queryClient.ensureQueryData(cardQueries.detail(id)));
    if (!reply) return { found: false, title: CARD_NOT_FOUND_TITLE };
    const search = cardStatementSearchSchema.parse(location.search);
    void queryClient.prefetchQuery(cardQueries.statement(id, statementQueryOf(search, localToday())));
    void queryClient.prefetchQuery(cardQueries.activities(id));
    return { found: true, title: reply.card.name };
  },
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.title }] : [] }),
  component: CardRoute,
});

function CardRoute() {
  const { id } = Route.useParams();
  return Route.useLoaderData().found ? <CardDetailPage cardId={id} /> : <CardNotFound />;
}
