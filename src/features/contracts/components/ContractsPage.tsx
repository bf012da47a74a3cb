import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  ListTable,
  FacetFilter,
  SearchField,
  TableToolbar,
  useListPage,
  type FacetOption,
} from '@/components/table';
import { Button } from '@/components/ui/Button';
import { ExportCsvButton } from '@/components/ui/ExportCsvButton';
import { Figures } from '@/components/ui/Figures';
import { formatMoney } from '@/lib/format';
import { CLIENT_ADMIN } from '@/lib/roles';
import { useHasRole } from '@/lib/use-has-role';
import { PersonFilter } from '@/features/users';
import { CONTRACT_EXPORT_FALLBACKS, exportContracts } from '../api/contract-export';
import { CONTRACT_FALLBACKS, contractQueries } from '../api/contract-queries';
import {
  CONTRACT_CURRENCIES,
  CONTRACT_ORDER_FIELDS,
  type AutoRenewFilter,
  type Contract,
  type ContractCurrency,
  type RenewalWindow,
} from '../api/schemas';
import { CONTRACT_FILTERS, contractListQueryOf } from '../model/contract-list-query';
import { CONTRACT_SEARCH_DEFAULTS } from '../model/contract-search';
import { localToday } from '@/lib/calendar';
import { contractColumns } from './contract-columns';

// The dialogs' code (their forms included) loads when one first opens, not with the page.
const ContractFormDialog = lazyDialog(() =>
  import('./ContractFormDialog').then((module) => module.ContractFormDialog),
);
const DeleteContractDialog = lazyDialog(() =>
  import('./DeleteContractDialog').then((module) => module.DeleteContractDialog),
);
const DocumentsDialog = lazyDialog(() =>
  import('./DocumentsDialog').then((module) => module.DocumentsDialog),
);

const routeApi = getRouteApi('/_signedIn/_client/contracts/');

const WINDOW_OPTIONS: FacetOption<RenewalWindow>[] = [
  { value: 'all', label: 'Any renewal date' },
  { value: '30', label: 'Renews within 30 days' },
  { value: '60', label: 'Renews within 60 days' },
  { value: '90', label: 'Renews within 90 days' },
  { value: '120', label: 'Renews within 120 days' },
  { value: '365', label: 'Renews within a year' },
];
const AUTO_RENEW_OPTIONS: FacetOption<AutoRenewFilter>[] = [
  { value: 'all', label: 'Auto-renew or not' },
  { value: 'yes', label: 'Auto-renews' },
  { value: 'no', label: 'Does not auto-renew' },
];
const CURRENCY_OPTIONS: FacetOption<'all' | ContractCurrency>[] = [
  { value: 'all', label: 'Every currency' },
  ...CONTRACT_CURRENCIES.map((currency) => ({ value: currency, label: currency })),
];

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; contract: Contract }
  | { kind: 'delete'; contract: Contract }
  | { kind: 'documents'; contract: Contract }
  | null;

/**
 * The tenant's contracts: each with its term, notice and cancel-by date (badged as it nears), cost
 * in its own currency and the tenant's, auto-renewal and seats, searched, filtered by owner, renewal
 * window, auto-renewal and currency, ordered and paged from the URL, with the total annual cost of
 * every contract the filters select. The filtered list exports to CSV. Client admins add, edit and
 * delete contracts and their documents; everyone else reads them.
 */
export function ContractsPage() {
  const search = routeApi.useSearch();
  const query = contractListQueryOf(search);
  const list = useQuery(contractQueries.list(query));
  const listPage = useListPage({
    search,
    navigate: routeApi.useNavigate(),
    filters: CONTRACT_FILTERS,
    defaults: CONTRACT_SEARCH_DEFAULTS,
    list,
  });
  const { setFilter, filterOf, keywordSearch } = listPage;
  const canWrite = useHasRole(CLIENT_ADMIN);
  const [dialog, setDialog] = useState<Dialog>(null);
  const today = localToday();

  const data = list.data;
  const tenantCurrency = data?.currency;

  // The same columns while their inputs stay, so cells keep their focus across renders.
  const columns = useMemo(
    () =>
      contractColumns({
        today,
        tenantCurrency,
        canWrite,
        actions: {
          onDocuments: (contract) => setDialog({ kind: 'documents', contract }),
          onEdit: (contract) => setDialog({ kind: 'edit', contract }),
          onDelete: (contract) => setDialog({ kind: 'delete', contract }),
        },
      }),
    [today, tenantCurrency, canWrite],
  );

  const create = () => setDialog({ kind: 'create' });
  // Shown in the contract currency the tenant uses when it is one contracts may be priced in.
  const defaultCurrency = (CONTRACT_CURRENCIES as readonly string[]).includes(tenantCurrency ?? '')
    ? (tenantCurrency as ContractCurrency)
    : undefined;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <Figures
          title="Totals"
          size="sm"
          className="flex flex-wrap gap-3"
          figures={[
            { label: 'Contracts', value: data ? String(data.count) : '—' },
            {
              label: 'Total annual cost',
              value: data ? formatMoney(data.total_annual_cost, data.currency) : '—',
            },
          ]}
        />
        <div className="flex flex-wrap gap-2">
          <ExportCsvButton
            makeFile={() => exportContracts(query)}
            fallback={CONTRACT_EXPORT_FALLBACKS.export}
            disabled={!data?.count}
          />
          {canWrite && (
            <Button onClick={create}>
              <Plus aria-hidden="true" className="size-4" />
              New contract
            </Button>
          )}
        </div>
      </div>
      <TableToolbar
        className="sm:grid-cols-2 lg:grid-cols-5"
        filtersSet={listPage.filtersSet}
        search={
          <SearchField label="Search contracts" placeholder="App, vendor or notes" {...keywordSearch} />
        }
      >
        <PersonFilter
          noneLabel="All owners"
          value={search.owner}
          known={data?.rows.find((row) => row.owner?.user_id === search.owner)?.owner}
          onChange={(owner) => setFilter({ owner })}
        />
        <FacetFilter label="Renewal" options={WINDOW_OPTIONS} {...filterOf('window')} />
        <FacetFilter label="Auto-renew" options={AUTO_RENEW_OPTIONS} {...filterOf('auto_renew')} />
        <FacetFilter label="Currency" options={CURRENCY_OPTIONS} {...filterOf('currency')} />
      </TableToolbar>

      <ListTable
        caption="Contracts"
        listPage={listPage}
        errorFallback={CONTRACT_FALLBACKS.list}
        columns={columns}
        getRowId={(row) => row.id}
        rowHeader="app"
        orderFields={CONTRACT_ORDER_FIELDS}
        nothingYet={{
          title: 'No contracts yet',
          description: (
            <>
              <p>Record your vendor contracts to see their renewal dates and what they cost.</p>
              {canWrite && (
                <Button className="mt-3" onClick={create}>
                  <Plus aria-hidden="true" className="size-4" />
                  New contract
                </Button>
              )}
            </>
          ),
        }}
      />

      {dialog?.kind === 'create' && (
        <ContractFormDialog defaultCurrency={defaultCurrency} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'edit' && (
        <ContractFormDialog
          key={dialog.contract.id}
          contract={dialog.contract}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteContractDialog contract={dialog.contract} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'documents' && (
        <DocumentsDialog contract={dialog.contract} canWrite={canWrite} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
