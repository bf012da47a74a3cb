import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  ListTable,
  ActiveBadge,
  createColumnHelper,
  FacetFilter,
  SearchField,
  TableToolbar,
  useListPage,
} from '@/components/table';
import { PageHeader } from '@/components/ui/PageHeader';
import { USER_ORDER_FIELDS, type UserRow, USER_FALLBACKS, userQueries } from '@/features/users';
import { USER_STATUS_FILTERS, USERS_FILTERS, USERS_SEARCH_DEFAULTS } from '../model/search';
import { userListQueryOf } from '../model/list-query';
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
  const list = useQuery(userQueries.list(userListQueryOf(search)));
  const listPage = useListPage({
    search,
    navigate: routeApi.useNavigate(),
    filters: USERS_FILTERS,
    defaults: USERS_SEARCH_DEFAULTS,
    list,
  });
  const { filterOf, keywordSearch } = listPage;

  return (
    <>
      <PageHeader title="Manage Users" description="Users across every client company." />
      <TableToolbar
        className="sm:grid-cols-3"
        filtersSet={listPage.filtersSet}
        search={<SearchField label="Search users" placeholder="Name or e-mail" {...keywordSearch} />}
      >
        <CompanyFilter {...filterOf('tenant_id')} />
        <FacetFilter label="Status" options={STATUS_OPTIONS} {...filterOf('status')} />
      </TableToolbar>

      <ListTable
        caption="Users"
        listPage={listPage}
        errorFallback={USER_FALLBACKS.list}
        columns={columns}
        getRowId={(user) => user.user_id}
        rowHeader="first_name"
        orderFields={USER_ORDER_FIELDS}
        clearable={false}
      />
    </>
  );
}
