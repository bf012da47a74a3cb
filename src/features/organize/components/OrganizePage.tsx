import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef } from 'react';
import {
  FacetFilter,
  ListTable,
  SearchField,
  TableToolbar,
  useKeptRowFocus,
  useListPage,
  useRowSelection,
  type FacetOption,
  type SearchNavigate,
} from '@/components/table';
import { CLIENT_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';
import { FLOW_FALLBACKS, flowQueries } from '../api/flow-queries';
import {
  FLOW_ORDER_FIELDS,
  FLOW_SOURCES,
  FLOW_STATUS_FILTERS,
  type FlowStatusFilter,
  type FlowType,
} from '../api/schemas';
import { FLOW_FILTERS, flowListQueryOf } from '../model/flow-list-query';
import { FLOW_SOURCE_LABELS, FLOW_STATUS_LABELS, FLOW_TYPE_LABELS } from '../model/flow-review';
import { FLOW_SEARCH_DEFAULTS, type FlowSearch } from '../model/flow-search';
import { BulkFlowActions } from './BulkFlowActions';
import { ConnectSources } from './ConnectSources';
import { flowColumns, flowRowId } from './flow-columns';
import { FlowSummary } from './FlowSummary';
import { SourcesPanel } from './SourcesPanel';

const STATUS_OPTIONS: FacetOption<FlowStatusFilter>[] = FLOW_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'open' ? 'Open (not ignored)' : value === 'all' ? 'All' : FLOW_STATUS_LABELS[value],
}));
const SOURCE_OPTIONS: FacetOption<FlowSearch['source']>[] = [
  { value: 'all', label: 'All sources' },
  ...FLOW_SOURCES.map((value) => ({ value, label: FLOW_SOURCE_LABELS[value] })),
];

/** The list table's fixed settings: what it is called, how rows are known, what orders it. */
const FLOW_TABLE = {
  caption: 'Discovered apps',
  noun: 'apps',
  errorFallback: FLOW_FALLBACKS.list,
  getRowId: flowRowId,
  rowHeader: 'name',
  orderFields: FLOW_ORDER_FIELDS,
} as const;

/**
 * Apps discovered from the tenant's sign-in logs: one row per app with the catalogue product it is,
 * where and how it was seen, by how many people, when, its review status and owner. Search, filters,
 * order and page live in the URL; the summary above counts every app whatever the filters. Client
 * admins review each row from its menu, or many rows at once; everyone else reads. A tenant with no
 * connected source is shown how to connect one instead.
 */
export function OrganizePage({
  search,
  navigate,
}: {
  /** The route's search (`Route.useSearch()`). */
  search: FlowSearch;
  navigate: SearchNavigate<FlowSearch>;
}) {
  const query = flowListQueryOf(search);
  const list = useQuery(flowQueries.list(query));
  const listPage = useListPage({
    search,
    navigate,
    filters: FLOW_FILTERS,
    defaults: FLOW_SEARCH_DEFAULTS,
    list,
  });
  const { setFilter, filterOf, keywordSearch } = listPage;
  const isAdmin = useHasRole(CLIENT_ADMIN);
  const data = list.data;
  const rows = data?.rows;
  const selection = useRowSelection(rows, flowRowId, JSON.stringify(query));
  const table = useRef<HTMLDivElement>(null);
  const unmappedId = useId();
  useKeptRowFocus(table, rows);

  const { store } = selection;
  // The same columns for the page's life, so cells (an open dialog, a focused box) stay mounted.
  const columns = useMemo(() => flowColumns({ selection: isAdmin ? store : undefined }), [isAdmin, store]);

  if (data && data.sources.every((source) => !source.connected))
    return <ConnectSources sources={data.sources} />;

  const typeOptions: FacetOption<FlowSearch['type']>[] = [
    { value: 'all', label: 'Any way' },
    ...[...new Set<FlowType>([...(data?.types ?? []), ...(search.type === 'all' ? [] : [search.type])])].map(
      (value) => ({ value, label: FLOW_TYPE_LABELS[value] }),
    ),
  ];
  /** After a change to every ticked row: the boxes go, focus goes to the page's own box. */
  const selectionDone = () => {
    selection.clear();
    window.setTimeout(() =>
      table.current?.querySelector<HTMLElement>('thead input[type="checkbox"]')?.focus(),
    );
  };

  return (
    <>
      {/* Standing while the list loads, so the list keeps its place when the figures arrive. */}
      {(data || list.isPending) && <SourcesPanel sources={data?.sources} />}
      {(data || list.isPending) && <FlowSummary summary={data?.summary} onFilter={setFilter} />}
      <TableToolbar
        className="sm:grid-cols-2 lg:grid-cols-5"
        filtersSet={listPage.filtersSet}
        search={
          <SearchField
            label="Search apps"
            placeholder="Name, domain, publisher or catalogue app"
            className="lg:col-span-2"
            {...keywordSearch}
          />
        }
      >
        <FacetFilter label="Source" options={SOURCE_OPTIONS} {...filterOf('source')} />
        <FacetFilter label="How" options={typeOptions} {...filterOf('type')} />
        <FacetFilter label="Status" options={STATUS_OPTIONS} {...filterOf('status')} />
        <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-5">
          <input
            id={unmappedId}
            type="checkbox"
            checked={search.unmapped}
            onChange={(event) => setFilter({ unmapped: event.target.checked })}
            className="size-4 rounded accent-indigo-600"
          />
          <label htmlFor={unmappedId} className="text-sm text-slate-800 dark:text-slate-200">
            Not in the catalogue
          </label>
        </div>
      </TableToolbar>

      <p role="status" className="sr-only">
        {selection.selected.length > 0 ? `${selection.selected.length} selected` : ''}
      </p>
      {isAdmin && selection.selected.length > 0 && (
        <BulkFlowActions flows={selection.selected} onDone={selectionDone} />
      )}

      <div ref={table}>
        <ListTable
          {...FLOW_TABLE}
          listPage={listPage}
          columns={columns}
          nothingYet={{
            title: 'No apps to review',
            description:
              'Apps show up here as your connected sources’ sign-in logs mention them; the next sync brings new ones in. Apps you ignored are under Status: Ignored.',
          }}
        />
      </div>
    </>
  );
}
