import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { hasRole, SUPER_ADMIN } from '@/lib/roles';
import { useSessionStore } from '@/stores/session';
import { cardQueries } from '@/features/cards/api/card-queries';
import { CardsPage } from '@/features/cards/components/CardsPage';
import { cardListQueryOf } from '@/features/cards/model/card-list-query';
import { CARD_SEARCH_DEFAULTS, cardSearchSchema } from '@/features/cards/model/card-search';

/**
 * Virtual payment cards: a client admin's company's, anyone else's own. Search, filters, order and
 * page live in the URL; the loader starts the page's rows without holding the page back, which shows
 * its own progress. The super admin has no company, so nothing is asked for them.
 */
// Exact routes: '/cards' and '/cards/<id>' share no layout, so deeper paths are the 404 page.
export const Route = createFileRoute('/_signedIn/cards/')({
  staticData: { title: 'Cards' },
  validateSearch: cardSearchSchema,
  search: { middlewares: [stripSearchParams(CARD_SEARCH_DEFAULTS)] },
  loader: ({ context: { queryClient }, location }) => {
    if (hasRole(useSessionStore.getState().identity.user, SUPER_ADMIN)) return;
    const search = cardSearchSchema.parse(location.search);
    void queryClient.prefetchQuery(cardQueries.list(cardListQueryOf(search)));
  },
  component: () => (
    <>
      <PageHeader title="Cards" description="Virtual payment cards for your team’s subscriptions." />
      <CardsPage />
    </>
  ),
});
