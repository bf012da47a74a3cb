import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { LoadingState } from '@/components/ui/LoadingState';
import {
  USER_ORDER_FIELDS,
  type UserOrderField,
  type UserRow,
  LIST_USERS_FALLBACK,
  userQueries,
} from '@/features/users';
import { extractErrorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { PAGE_SIZES, toPageSize, USER_STATUS_FILTERS, userListQueryOf, type UsersSearch } from '../search';
import { CompanyFilter } from './CompanyFilter';

const routeApi = getRouteApi('/admin/users');

const ROLE_LABELS: Record<string, string> = { client_admin: 'Client admin', super_admin: 'Super admin' };
const STATUS_LABELS: Record<(typeof USER_STATUS_FILTERS)[number], string> = {
  all: 'All statuses',
  active: 'Active',
  inactive: 'Inactive',
};

function isOrderField(value: string): value is UserOrderField {
  return (USER_ORDER_FIELDS as readonly string[]).includes(value);
}

function isStatusFilter(value: string): value is UsersSearch['status'] {
  return (USER_STATUS_FILTERS as readonly string[]).includes(value);
}

const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-medium';

const columns: DataTableColumn<UserRow>[] = [
  {
    id: 'name',
    header: 'Name',
    sortKey: 'first_name',
    cell: (user) => `${user.first_name} ${user.last_name}`.trim() || '—',
  },
  { id: 'email', header: 'E-mail', sortKey: 'email', cell: (user) => user.email },
  {
    id: 'company',
    header: 'Company',
    sortKey: 'tenant_name',
    cell: (user) => user.tenant_name ?? <span className="text-slate-600 dark:text-slate-300">Platform</span>,
  },
  {
    id: 'roles',
    header: 'Role',
    cell: (user) =>
      user.roles.length === 0 ? 'User' : user.roles.map((role) => ROLE_LABELS[role] ?? role).join(', '),
  },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    cell: (user) =>
      user.status === 'active' ? (
        <span
          className={`${badge} bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100`}
        >
          Active
        </span>
      ) : (
        <span className={`${badge} bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100`}>
          Inactive
        </span>
      ),
  },
  {
    id: 'last_login',
    header: 'Last sign-in',
    sortKey: 'last_login',
    firstOrder: 'desc',
    className: 'whitespace-nowrap',
    cell: (user) => formatDate(user.last_login, 'Never'),
  },
  {
    id: 'created_at',
    header: 'Created',
    sortKey: 'created_at',
    firstOrder: 'desc',
    className: 'whitespace-nowrap',
    cell: (user) => formatDate(user.created_at),
  },
];

/** Manage Users (product.md §6 Admin): users across every tenant, filtered, sorted and paged from the URL. */
export function UsersPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useQuery(userQueries.list(userListQueryOf(search)));

  const setSearch = (changes: Partial<UsersSearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...changes }) });

  const data = list.data;
  const loadingNew = list.isFetching && list.isPlaceholderData;
  const filtered = search.keyword !== '' || search.tenant_id !== '' || search.status !== 'all';

  return (
    <>
      <PageHeader title="Manage Users" description="Users across every client company." />
      <div className="mb-4 grid gap-4 sm:grid-cols-3">
        <SearchField
          label="Search users"
          placeholder="Name or e-mail"
          value={search.keyword}
          busy={loadingNew}
          onSearch={(keyword) => void setSearch({ keyword, skip: 0 })}
        />
        <CompanyFilter
          value={search.tenant_id}
          onChange={(tenant_id) => void setSearch({ tenant_id, skip: 0 })}
        />
        <SelectField
          label="Status"
          options={USER_STATUS_FILTERS.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          value={search.status}
          onChange={(event) => {
            const status = event.target.value;
            if (isStatusFilter(status)) void setSearch({ status, skip: 0 });
          }}
        />
      </div>

      {list.isError && !data ? (
        <ErrorState
          title="Users could not be loaded"
          message={extractErrorText(list.error, LIST_USERS_FALLBACK)}
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <LoadingState>Loading users…</LoadingState>
      ) : (
        <>
          <DataTable
            caption="Users"
            columns={columns}
            rows={data.rows}
            rowKey={(user) => user.user_id}
            rowHeader="name"
            sort={{ by: search.order_by, order: search.order }}
            onSortChange={({ by, order }) => {
              if (isOrderField(by)) void setSearch({ order_by: by, order, skip: 0 });
            }}
            busy={loadingNew}
            empty={
              search.keyword
                ? `No users match "${search.keyword}".`
                : filtered
                  ? 'No users match these filters.'
                  : 'No users yet.'
            }
          />
          {data.count > 0 && (
            <Pagination
              label="Users pages"
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
    </>
  );
}
