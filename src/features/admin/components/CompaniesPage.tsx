import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  ListTable,
  createColumnHelper,
  FacetFilter,
  RowActions,
  SearchField,
  TableToolbar,
  useListPage,
} from '@/components/table';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import {
  type Tenant,
  type TenantRow,
  TENANT_FALLBACKS,
  tenantQueries,
  useTenantFlagMutation,
} from '@/features/tenants';
import { COMPANY_SORT_FIELDS } from '../model/form-rules';
import { COMPANIES_FILTERS, COMPANIES_SEARCH_DEFAULTS, COMPANY_PLAN_FILTERS } from '../model/search';
import { tenantListQueryOf } from '../model/list-query';
import { formatDate } from '@/lib/format';
import { TenantFlagSwitch, type TenantFlag } from './TenantFlagSwitch';

// The dialogs' code (their forms included) loads when one first opens, not with the page.
const CompanyFormDialog = lazyDialog(() =>
  import('./CompanyFormDialog').then((module) => module.CompanyFormDialog),
);

const routeApi = getRouteApi('/_signedIn/_superAdmin/admin/companies');

type Dialog = { mode: 'create' } | { mode: 'edit'; tenant: Tenant } | null;

const column = createColumnHelper<TenantRow>();

/** A demo company's trial: 'Demo' and when it ends, or 'Due upgrade' once it has ended. */
function TrialCell({ tenant }: { tenant: TenantRow }) {
  if (tenant.is_live) return null;
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge tone="busy">Demo</Badge>
      {tenant.due_upgrade ? (
        <Badge tone="warn">Due upgrade</Badge>
      ) : (
        tenant.trial_ends_at && (
          <span className="text-xs whitespace-nowrap text-slate-600 dark:text-slate-300">
            Trial ends {formatDate(tenant.trial_ends_at)}
          </span>
        )
      )}
    </span>
  );
}

/** Manage Company: every tenant, searchable, sortable and paged from the URL. */
export function CompaniesPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useQuery(tenantQueries.list(tenantListQueryOf(search)));
  const listPage = useListPage({
    search,
    navigate,
    filters: COMPANIES_FILTERS,
    defaults: COMPANIES_SEARCH_DEFAULTS,
    list,
  });
  const { filterOf, keywordSearch } = listPage;
  const demoCount = list.data?.demo_count;
  const planOptions = COMPANY_PLAN_FILTERS.map((value) => ({
    value,
    label: {
      all: 'All companies',
      live: 'Live',
      demo: demoCount === undefined ? 'Demo' : `Demo (${demoCount})`,
    }[value],
  }));
  const flagChange = useTenantFlagMutation();
  const [dialog, setDialog] = useState<Dialog>(null);

  const onToggle = (tenant: Tenant, flag: TenantFlag, value: boolean) =>
    flagChange.mutate({ id: tenant.id, flag, value });
  // Column ids are the server's `order_by` values.
  const columns = column.columns([
    column.accessor('name', { header: 'Name' }),
    column.accessor('currency', { header: 'Currency' }),
    column.accessor('country', { header: 'Country' }),
    column.accessor('is_live', {
      header: 'Live',
      sortDescFirst: true,
      cell: (info) => <TenantFlagSwitch tenant={info.row.original} flag="is_live" onToggle={onToggle} />,
    }),
    column.display({
      id: 'trial',
      header: 'Trial',
      cell: (info) => <TrialCell tenant={info.row.original} />,
    }),
    column.accessor('is_active', {
      header: 'Active',
      sortDescFirst: true,
      cell: (info) => <TenantFlagSwitch tenant={info.row.original} flag="is_active" onToggle={onToggle} />,
    }),
    column.accessor('created_at', {
      header: 'Created',
      sortDescFirst: true,
      meta: { className: 'whitespace-nowrap' },
      cell: (info) => formatDate(info.getValue()),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      meta: { hideHeader: true, align: 'right' },
      cell: (info) => (
        <RowActions
          actions={[
            {
              label: `Edit ${info.row.original.name}`,
              text: 'Edit',
              icon: Pencil,
              onSelect: () => setDialog({ mode: 'edit', tenant: info.row.original }),
            },
          ]}
        />
      ),
    }),
  ]);

  return (
    <>
      <PageHeader
        title="Manage Company"
        description="Client companies on the platform."
        actions={
          <Button onClick={() => setDialog({ mode: 'create' })}>
            <Plus aria-hidden="true" className="size-4" />
            New company
          </Button>
        }
      />
      <TableToolbar
        className="sm:grid-cols-2"
        filtersSet={listPage.filtersSet}
        search={<SearchField label="Search companies" placeholder="Company name" {...keywordSearch} />}
      >
        <FacetFilter label="Plan" options={planOptions} {...filterOf('plan')} />
      </TableToolbar>

      <ListTable
        caption="Companies"
        listPage={listPage}
        errorFallback={TENANT_FALLBACKS.list}
        columns={columns}
        getRowId={(tenant) => tenant.id}
        rowHeader="name"
        orderFields={COMPANY_SORT_FIELDS}
        clearable={false}
      />

      {dialog && (
        <CompanyFormDialog
          tenant={dialog.mode === 'edit' ? dialog.tenant : undefined}
          onClose={() => setDialog(null)}
          onSaved={() => {
            // A new company is newest: show page one in the default order, where it comes first.
            if (dialog.mode === 'create') void navigate({ search: COMPANIES_SEARCH_DEFAULTS });
          }}
        />
      )}
    </>
  );
}
