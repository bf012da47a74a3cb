import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { LoadingState } from '@/components/ui/LoadingState';
import { type Tenant, LIST_TENANTS_FALLBACK, tenantQueries } from '@/features/tenants';
import { extractErrorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { COMPANY_SORT_FIELDS, type CompanySortField } from '../companies';
import {
  COMPANIES_SEARCH_DEFAULTS,
  PAGE_SIZES,
  tenantListQueryOf,
  toPageSize,
  type CompaniesSearch,
} from '../search';
import { CompanyFormDialog } from './CompanyFormDialog';
import { TenantFlagSwitch, useTenantFlagToggle, type TenantFlag } from './TenantFlagSwitch';

const routeApi = getRouteApi('/admin/companies');

type Dialog = { mode: 'create' } | { mode: 'edit'; tenant: Tenant } | null;

function isSortField(value: string): value is CompanySortField {
  return (COMPANY_SORT_FIELDS as readonly string[]).includes(value);
}

/** Manage Company (product.md §6 Admin): every tenant, searchable, sortable and paged from the URL. */
export function CompaniesPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useQuery({
    ...tenantQueries.list(tenantListQueryOf(search)),
    placeholderData: keepPreviousData,
  });
  const toggle = useTenantFlagToggle();
  const [dialog, setDialog] = useState<Dialog>(null);

  const setSearch = (changes: Partial<CompaniesSearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...changes }) });

  const onToggle = (tenant: Tenant, flag: TenantFlag, value: boolean) => void toggle(tenant, flag, value);

  const columns: DataTableColumn<Tenant>[] = [
    { id: 'name', header: 'Name', sortKey: 'name', cell: (tenant) => tenant.name },
    { id: 'currency', header: 'Currency', sortKey: 'currency', cell: (tenant) => tenant.currency },
    { id: 'country', header: 'Country', sortKey: 'country', cell: (tenant) => tenant.country },
    {
      id: 'is_live',
      header: 'Live',
      sortKey: 'is_live',
      firstOrder: 'desc',
      cell: (tenant) => <TenantFlagSwitch tenant={tenant} flag="is_live" onToggle={onToggle} />,
    },
    {
      id: 'is_active',
      header: 'Active',
      sortKey: 'is_active',
      firstOrder: 'desc',
      cell: (tenant) => <TenantFlagSwitch tenant={tenant} flag="is_active" onToggle={onToggle} />,
    },
    {
      id: 'created_at',
      header: 'Created',
      sortKey: 'created_at',
      firstOrder: 'desc',
      className: 'whitespace-nowrap',
      cell: (tenant) => formatDate(tenant.created_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (tenant) => (
        <Button
          variant="ghost"
          className="px-2 py-1"
          aria-label={`Edit ${tenant.name}`}
          onClick={() => setDialog({ mode: 'edit', tenant })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
      ),
    },
  ];

  const data = list.data;
  const loadingNew = list.isFetching && list.isPlaceholderData;

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
      <div className="mb-4 max-w-md">
        <SearchField
          label="Search companies"
          placeholder="Company name"
          value={search.keyword}
          busy={loadingNew}
          onSearch={(keyword) => void setSearch({ keyword, skip: 0 })}
        />
      </div>

      {list.isError && !data ? (
        <ErrorState
          title="Companies could not be loaded"
          message={extractErrorText(list.error, LIST_TENANTS_FALLBACK)}
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <LoadingState>Loading companies…</LoadingState>
      ) : (
        <>
          <DataTable
            caption="Companies"
            columns={columns}
            rows={data.rows}
            rowKey={(tenant) => tenant.id}
            rowHeader="name"
            sort={{ by: search.order_by, order: search.order }}
            onSortChange={({ by, order }) => {
              if (isSortField(by)) void setSearch({ order_by: by, order, skip: 0 });
            }}
            busy={loadingNew}
            empty={
              search.keyword
                ? `No companies match "${search.keyword}".`
                : search.skip > 0
                  ? 'This page is past the end of the list.'
                  : 'No companies yet.'
            }
          />
          {data.count > 0 && (
            <Pagination
              label="Companies pages"
              skip={search.skip}
              top={search.top}
              shown={data.rows.length}
              count={data.count}
              pageSizes={PAGE_SIZES}
              onChange={({ skip, top }) => void setSearch({ skip, top: toPageSize(top) })}
            />
          )}
        </>
      )}

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
