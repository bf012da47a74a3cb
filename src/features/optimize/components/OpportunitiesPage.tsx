import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ListTable,
  FacetFilter,
  SearchField,
  TableToolbar,
  useListPage,
  type FacetOption,
} from '@/components/table';
import { Button } from '@/components/ui/Button';
import { Figures } from '@/components/ui/Figures';
import { OPPORTUNITY_FALLBACKS, opportunityQueries } from '../api/opportunity-queries';
import {
  OPPORTUNITY_ORDER_FIELDS,
  OPPORTUNITY_STATUSES,
  STATUS_LABELS,
  type Opportunity,
  type OpportunityFacets,
  type StatusFilter,
} from '../api/schemas';
import { OPPORTUNITY_FILTERS, opportunityListQueryOf } from '../model/opportunity-list-query';
import { OPPORTUNITY_SEARCH_DEFAULTS } from '../model/opportunity-search';
import { opportunityColumns, ROW_ACTIONS_ATTRIBUTE } from './opportunity-columns';
import { personName } from '@/lib/person';
import { useMoney } from './use-money';

// The dialogs' code (their forms included) loads when one first opens, not with the page.
const CommentsPanel = lazyDialog(() => import('./CommentsPanel').then((module) => module.CommentsPanel));
const DeleteOpportunityDialog = lazyDialog(() =>
  import('./DeleteOpportunityDialog').then((module) => module.DeleteOpportunityDialog),
);
const OpportunityFormDialog = lazyDialog(() =>
  import('./OpportunityFormDialog').then((module) => module.OpportunityFormDialog),
);

const routeApi = getRouteApi('/_signedIn/_client/optimize/');

const numbers = new Intl.NumberFormat('en-US');

const STATUS_OPTIONS: FacetOption<StatusFilter>[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'open', label: 'Open' },
  ...OPPORTUNITY_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

/**
 * A filter's choices: every one ('' first), then the facets' with their counts. A chosen value the
 * facets do not hold (they are loading, or the link is stale) stays shown as chosen.
 */
function facetOptions(
  all: string,
  facets: readonly { value: string; label: string; count: number }[] | undefined,
  chosen: string,
): FacetOption<string>[] {
  const options = [
    { value: '', label: all },
    ...(facets ?? []).map(({ value, label, count }) => ({
      value,
      label: `${label} (${numbers.format(count)})`,
    })),
  ];
  if (chosen && !options.some((option) => option.value === chosen)) {
    options.push({ value: chosen, label: facets ? 'No longer listed' : 'Loading…' });
  }
  return options;
}

const appFacets = (facets: OpportunityFacets | undefined) =>
  facets?.apps.map((app) => ({ value: app.id, label: app.name, count: app.count }));
const ownerFacets = (facets: OpportunityFacets | undefined) =>
  facets?.owners.map((owner) => ({ value: owner.user_id, label: personName(owner), count: owner.count }));

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; opportunity: Opportunity }
  | { kind: 'delete'; opportunity: Opportunity }
  | null;

/**
 * Optimize's list: the tenant's savings opportunities with their totals (how many, the savings
 * potential and the ARR of every row the filters select), searched, filtered by status, app and
 * owner, ordered and paged from the URL. Opportunities are added, edited and deleted here (every
 * change shows in the rows and totals at once), and each row's comments open in a side panel whose
 * state is in the URL too (`?comments=<id>`).
 */
export function OpportunitiesPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useQuery(opportunityQueries.list(opportunityListQueryOf(search)));
  const listPage = useListPage({
    search,
    navigate,
    filters: OPPORTUNITY_FILTERS,
    defaults: OPPORTUNITY_SEARCH_DEFAULTS,
    list,
  });
  const { setSearch, filterOf, keywordSearch, filtered } = listPage;
  const facets = useQuery(opportunityQueries.facets());
  const money = useMoney();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { container, heading, afterDelete } = useFocusAfterDelete(list.data?.rows);

  const data = list.data;
  const nothingYet = data?.count === 0 && !filtered;

  // The same columns while the currency stays: the table renders each cell as a component of its
  // column, so new columns on every render would remount every cell and lose the focus of the
  // button that opened a dialog (which gives it back on closing).
  const columns = useMemo(
    () =>
      opportunityColumns(money, {
        onComments: (opportunity) =>
          void navigate({ search: (previous) => ({ ...previous, comments: opportunity.id }) }),
        onEdit: (opportunity) => setDialog({ kind: 'edit', opportunity }),
        onDelete: (opportunity) => setDialog({ kind: 'delete', opportunity }),
      }),
    [money, navigate],
  );

  const create = () => setDialog({ kind: 'create' });
  const commentsOn = search.comments ? data?.rows.find((row) => row.id === search.comments) : undefined;

  return (
    <>
      <h2 ref={heading} tabIndex={-1} className="sr-only">
        Savings opportunities
      </h2>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <Figures
          title="Totals"
          size="sm"
          className="flex flex-wrap gap-3"
          figures={[
            { label: 'Opportunities', value: data ? numbers.format(data.count) : '—' },
            { label: 'Savings potential', value: data ? money(data.value) : '—' },
            { label: 'ARR', value: data ? money(data.arr) : '—' },
          ]}
        />
        {!nothingYet && (
          <Button onClick={create}>
            <Plus aria-hidden="true" className="size-4" />
            New opportunity
          </Button>
        )}
      </div>
      <TableToolbar
        className="sm:grid-cols-2 lg:grid-cols-4"
        filtersSet={listPage.filtersSet}
        search={<SearchField label="Search opportunities" placeholder="Title or app" {...keywordSearch} />}
      >
        <FacetFilter label="Status" options={STATUS_OPTIONS} {...filterOf('status')} />
        <FacetFilter
          label="App"
          options={facetOptions('All apps', appFacets(facets.data), search.app)}
          {...filterOf('app')}
        />
        <FacetFilter
          label="Owner"
          options={facetOptions('All owners', ownerFacets(facets.data), search.owner)}
          {...filterOf('owner')}
        />
      </TableToolbar>

      <div ref={container}>
        <ListTable
          caption="Savings opportunities"
          noun="opportunities"
          listPage={listPage}
          errorFallback={OPPORTUNITY_FALLBACKS.list}
          columns={columns}
          getRowId={(row) => row.id}
          rowHeader="title"
          orderFields={OPPORTUNITY_ORDER_FIELDS}
          nothingYet={{
            title: 'No savings opportunities yet',
            description: (
              <>
                <p>Record a saving to be had on an app you pay for, then track it to realised.</p>
                <Button className="mt-3" onClick={create}>
                  <Plus aria-hidden="true" className="size-4" />
                  New opportunity
                </Button>
              </>
            ),
          }}
        />
      </div>

      {dialog?.kind === 'create' && <OpportunityFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <OpportunityFormDialog
          key={dialog.opportunity.id}
          opportunity={dialog.opportunity}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteOpportunityDialog
          opportunity={dialog.opportunity}
          onClose={() => setDialog(null)}
          onDeleted={() => afterDelete(dialog.opportunity.id)}
        />
      )}
      {search.comments && (
        <CommentsPanel
          key={search.comments}
          opportunityId={search.comments}
          title={commentsOn?.title}
          onClose={() => setSearch({ comments: '' }, { replace: true })}
        />
      )}
    </>
  );
}

/**
 * Keeps keyboard focus in the list when a deleted row leaves with the button that had it: once the
 * row has gone (at once, the delete being optimistic) and focus went with it, focus goes to the
 * Delete button (else the first button) of the row that took its place (else the one above), else
 * to the list's heading.
 */
function useFocusAfterDelete(rows: readonly Opportunity[] | undefined) {
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const rowsRef = useRef(rows);
  const pending = useRef<{ id: string; index: number } | null>(null);

  useEffect(() => {
    rowsRef.current = rows;
    const removal = pending.current;
    if (!removal || !rows || rows.some((row) => row.id === removal.id)) return;
    pending.current = null;
    // After the dialog's own focus restoration, which cannot find a row that has left.
    window.setTimeout(() => {
      const active = document.activeElement;
      if (active !== null && active !== document.body) return;
      const marked = container.current?.querySelectorAll<HTMLElement>(`[${ROW_ACTIONS_ATTRIBUTE}]`) ?? [];
      const row = marked.length > 0 ? marked[Math.min(removal.index, marked.length - 1)] : undefined;
      const next =
        row?.querySelector<HTMLElement>('button[aria-label^="Delete "]') ??
        row?.querySelector<HTMLElement>('button:not(:disabled)');
      (next ?? heading.current)?.focus();
    }, 0);
  }, [rows]);

  return {
    container,
    heading,
    /** Called as the delete is sent, while the row is still listed. */
    afterDelete: (id: string) => {
      pending.current = { id, index: Math.max(0, rowsRef.current?.findIndex((row) => row.id === id) ?? 0) };
    },
  };
}
