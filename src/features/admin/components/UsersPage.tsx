import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  ActiveBadge,
  createColumnHelper,
  FacetFilter,
  ListStatus,
  noRowsText,
  PagedTable,
  queryError,
  SearchField,
  TableToolbar,
  searchSort,
} from '@/components/table';
import { PageHeader } from '@/components/ui/PageHeader';
import { USER_ORDER_FIELDS, type UserRow, LIST_USERS_FALLBACK, userQueries } from '@/features/users';
import {
  ADMIN_PAGE_SIZES,
  toPageSize,
  USER_STATUS_FILTERS,
  userListQueryOf,
  type UsersSearch,
} from '../model/search';
import { CompanyFilter } from './CompanyFilter';
import { formatDate } from '@/lib/format';
import { fullName } from '@/lib/person';

const routeApi = getRouteApi('/_signedIn/_superAdmin/admin/users');

const ROLE_LABELS: Record<string, string> = { client_admin: 'Client admin', super_admin: 'Super admin' };
const STATUS_OPTIONS = USER_STATUS_FILTERS.map((value) => ({
  value,
  label: { all: 'All statuses', active: 'Active', inactive: 'Inactive' }[value],
}));

const column = createColumnHelper<UserRow>();

/** Column ids are the server's `order_by` values; the role column is not sortable. */
const columns = column.columns([
  column.accessor(fullName, {
    id: 'first_name',
    header: 'Name',
    cell: (info) => info.getValue() || '—',
  }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('tenant_name', {
    header: 'Company',
    cell: (info) => info.getValue() ?? <span className="text-slate-600 dark:text-slate-300">Platform</span>,
  }),
  column.accessor('roles', {
    header: 'Role',
    enableSorting: false,
    cell: (info) => {
      const roles = info.getValue();
      return roles.length === 0 ? 'User' : roles.map((role) => ROLE_LABELS[role] ?? role).join(', ');
    },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <ActiveBadge active={info.getValue() === 'active'} />,
  }),
  column.accessor('last_login', {
    header: 'Last sign-in',
    sortDescFirst: true,
    meta: { className: 'whitespace-nowrap' },
    cell: (info) => formatDate(info.getValue(), 'Never'),
  }),
  column.accessor('created_at', {
    header: 'Created',
    sortDescFirst: true,
    meta: { className: 'whitespace-nowrap' },
    cell: (info) => formatDate(info.getValue()),
  }),
]);

/** Manage Users: users across every tenant, filtered, sorted and paged from the URL. */
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
      <TableToolbar className="sm:grid-cols-3">
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
        <FacetFilter
          label="Status"
          options={STATUS_OPTIONS}
          value={search.status}
          onChange={(status) => void setSearch({ status, skip: 0 })}
        />
      </TableToolbar>

      <ListStatus
        error={queryError(list, 'Users could not be loaded', LIST_USERS_FALLBACK)}
        loading={!data && 'Loading users…'}
      >
        {() => (
          <PagedTable
            caption="Users"
            columns={columns}
            page={data}
            getRowId={(user) => user.user_id}
            rowHeader="first_name"
            {...searchSort(search, USER_ORDER_FIELDS, (sort) => void setSearch({ ...sort, skip: 0 }))}
            busy={loadingNew}
            empty={noRowsText('users', search.keyword, filtered)}
            paging={{
              label: 'Users pages',
              skip: search.skip,
              top: search.top,
              sizes: ADMIN_PAGE_SIZES.sizes,
              onChange: ({ skip, top }) => void setSearch({ skip, top: toPageSize(top) }),
            }}
          />
        )}
      </ListStatus>
    </>
  );
}
