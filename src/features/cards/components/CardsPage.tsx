import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import {
  FacetFilter,
  ListTable,
  ROW_ACTIONS_ATTRIBUTE,
  SearchField,
  TableToolbar,
  useListPage,
  type FacetOption,
} from '@/components/table';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { localToday } from '@/lib/calendar';
import { CLIENT_ADMIN, SUPER_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';
import { AppFilter } from '@/features/reach';
import { PersonFilter } from '@/features/users';
import { useActivateCardMutation, useBlockCardMutation } from '../api/card-mutations';
import { CARD_FALLBACKS, cardQueries } from '../api/card-queries';
import { CARD_ORDER_FIELDS, type Card } from '../api/schemas';
import { CARD_FILTERS, cardListQueryOf } from '../model/card-list-query';
import { CARD_SEARCH_DEFAULTS, CARD_STATUS_FILTERS } from '../model/card-search';
import { cardColumns } from './card-columns';
import { CARD_STATUS_LABELS } from './CardStatusBadge';

// The dialogs' code (their forms included) loads when one first opens, not with the page.
const CancelCardDialog = lazyDialog(() =>
  import('./CancelCardDialog').then((module) => module.CancelCardDialog),
);
const CardFormDialog = lazyDialog(() => import('./CardFormDialog').then((module) => module.CardFormDialog));
const TopupDialog = lazyDialog(() => import('./TopupDialog').then((module) => module.TopupDialog));

const routeApi = getRouteApi('/_signedIn/cards/');

const STATUS_OPTIONS: FacetOption<(typeof CARD_STATUS_FILTERS)[number]>[] = CARD_STATUS_FILTERS.map(
  (value) => ({
    value,
    label: value === 'all' ? 'Any status' : CARD_STATUS_LABELS[value],
  }),
);

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; card: Card }
  | { kind: 'topup'; card: Card }
  | { kind: 'cancel'; card: Card }
  | null;

/** The list table's fixed settings: what it is called, how rows are known, what orders it. */
const CARD_TABLE = {
  caption: 'Cards',
  errorFallback: CARD_FALLBACKS.list,
  getRowId: (row: Card) => row.card_id,
  rowHeader: 'name',
  orderFields: CARD_ORDER_FIELDS,
} as const;

/**
 * Virtual payment cards. The super admin belongs to no company, and cards do: they are told so and
 * nothing is asked of the API. Everyone else sees the cards the API lets them see (a client admin
 * the company's, anyone else the cards they hold).
 */
export function CardsPage() {
  const superAdmin = useHasRole(SUPER_ADMIN);
  if (superAdmin)
    return (
      <EmptyState title="Cards belong to companies">
        Each company issues its own cards to its people; sign in as one of a company’s admins to see them.
      </EmptyState>
    );
  return <CardList />;
}

/**
 * The caller's cards: each with its app, holder, number, status (flagged when it expires within
 * 30 days or its balance will not cover the next charge), balance, limit and what it spent this
 * period, searched, filtered, ordered and paged from the URL. Client admins issue, edit, top up,
 * block, activate and cancel cards; a holder tops up their own card where the company allows it.
 */
function CardList() {
  const search = routeApi.useSearch();
  const list = useQuery(cardQueries.list(cardListQueryOf(search)));
  const listPage = useListPage({
    search,
    navigate: routeApi.useNavigate(),
    filters: CARD_FILTERS,
    defaults: CARD_SEARCH_DEFAULTS,
    list,
  });
  const { setFilter, filterOf, keywordSearch } = listPage;
  const isAdmin = useHasRole(CLIENT_ADMIN);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { mutate: blockCard } = useBlockCardMutation();
  const { mutate: activateCard } = useActivateCardMutation();
  const table = useRef<HTMLDivElement>(null);
  const today = localToday();
  const data = list.data;

  // The same columns while their inputs stay, so cells keep their focus across renders.
  const columns = useMemo(
    () =>
      cardColumns({
        today,
        isAdmin,
        actions: {
          onTopup: (card) => setDialog({ kind: 'topup', card }),
          onEdit: (card) => setDialog({ kind: 'edit', card }),
          onBlock: (card) => blockCard({ card }),
          onActivate: (card) => activateCard({ card }),
          onCancel: (card) => setDialog({ kind: 'cancel', card }),
        },
      }),
    [today, isAdmin, blockCard, activateCard],
  );

  const close = () => setDialog(null);
  /** A cancelled card's row has no buttons left to come back to: focus goes to its name instead. */
  const closeCancel = (card: Card) => {
    close();
    setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      table.current
        ?.querySelector(`[${ROW_ACTIONS_ATTRIBUTE}="${CSS.escape(card.card_id)}"]`)
        ?.closest('tr')
        ?.querySelector<HTMLElement>('a')
        ?.focus();
    });
  };
  const create = () => setDialog({ kind: 'create' });
  const newCard = isAdmin && (
    <Button onClick={create} disabled={!data}>
      <Plus aria-hidden="true" className="size-4" />
      New card
    </Button>
  );

  return (
    <>
      {newCard && <div className="mb-4 flex justify-end">{newCard}</div>}
      <TableToolbar
        className={isAdmin ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3'}
        filtersSet={listPage.filtersSet}
        search={
          <SearchField
            label="Search cards"
            placeholder="Name, app, holder or last 4 digits"
            {...keywordSearch}
          />
        }
      >
        <FacetFilter label="Status" options={STATUS_OPTIONS} {...filterOf('status')} />
        {isAdmin && (
          <PersonFilter
            label="Holder"
            noneLabel="All holders"
            value={search.holder}
            known={data?.rows.find((row) => row.holder.user_id === search.holder)?.holder}
            onChange={(holder) => setFilter({ holder })}
          />
        )}
        <AppFilter
          noneLabel="All apps"
          value={search.app}
          known={data?.rows.find((row) => row.app.id === search.app)?.app}
          onChange={(app) => setFilter({ app })}
        />
      </TableToolbar>

      <div ref={table}>
        <ListTable
          {...CARD_TABLE}
          listPage={listPage}
          columns={columns}
          nothingYet={
            isAdmin
              ? {
                  title: 'No cards yet',
                  description: (
                    <>
                      <p>
                        Issue a virtual card for each app your company pays for, held by one of your people.
                      </p>
                      <Button className="mt-3" onClick={create}>
                        <Plus aria-hidden="true" className="size-4" />
                        New card
                      </Button>
                    </>
                  ),
                }
              : {
                  title: 'You hold no cards',
                  description:
                    'Cards are issued by your company’s admins, to people with card access. Ask an admin if you need one to pay for an app.',
                }
          }
        />
      </div>

      {data && dialog?.kind === 'create' && <CardFormDialog currencies={data.currencies} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <CardFormDialog
          key={dialog.card.card_id}
          card={dialog.card}
          currencies={data?.currencies ?? [dialog.card.currency]}
          onClose={close}
        />
      )}
      {dialog?.kind === 'topup' && <TopupDialog card={dialog.card} onClose={close} />}
      {dialog?.kind === 'cancel' && (
        <CancelCardDialog card={dialog.card} onClose={() => closeCancel(dialog.card)} />
      )}
    </>
  );
}
