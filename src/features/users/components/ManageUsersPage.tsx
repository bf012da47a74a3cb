import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Info, Upload, UserPlus } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import {
  DataTable,
  FacetFilter,
  ListStatus,
  noRowsText,
  queryError,
  ResultCount,
  SearchField,
  TableToolbar,
  useListPage,
  VIRTUAL_LIST_RESERVE,
} from '@/components/table';
import { PageHeader } from '@/components/ui/PageHeader';
import { CLIENT_ADMIN, hasRole } from '@/lib/roles';
import { DEMO_APPID } from '@/lib/demo-guard';
import { DEMO_READ_ONLY_MESSAGE } from '@/lib/errors';
import { useSessionStore } from '@/stores/session';
import type { UserRow } from '../api/schemas';
import {
  useDeactivateUserMutation,
  useReactivateUserMutation,
  useReinviteUserMutation,
} from '../api/user-mutations';
import { USER_FALLBACKS, userQueries } from '../api/user-queries';
import {
  FLAG_FILTERS,
  MANAGE_FILTERS,
  MANAGE_SEARCH_DEFAULTS,
  MANAGE_SORT_FIELDS,
  ROLE_FILTERS,
  STATUS_FILTERS,
} from '../model/manage-search';
import { countUsers, filterUsers, sortUsers } from '../model/user-list';
import { StaffUsers } from './StaffUsers';
import { USER_ROW_HEIGHT, userColumns, type UserRowActions } from './user-columns';

// The dialogs' code (their forms included) loads when one first opens, not with the page.
const RemoveUserDialog = lazyDialog(() =>
  import('./RemoveUserDialog').then((module) => module.RemoveUserDialog),
);
const UserFormDialog = lazyDialog(() => import('./UserFormDialog').then((module) => module.UserFormDialog));

// The bulk CSV import: its own chunk, loaded when a client admin first opens it.
const BulkImportDialog = lazy(() =>
  import('@/features/users/import/components/BulkImportDialog').then((module) => ({
    default: module.BulkImportDialog,
  })),
);

const routeApi = getRouteApi('/_signedIn/_client/manage');

const numbers = new Intl.NumberFormat('en-GB');
const n = (value: number) => numbers.format(value);

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; user: UserRow }
  | { kind: 'remove'; user: UserRow }
  | { kind: 'import' }
  | null;

/** Client admins change users; everyone else (a plain user, the read-only demo account) only looks. */
function useCanManageUsers(): boolean {
  return useSessionStore(
    (state) => hasRole(state.identity.user, CLIENT_ADMIN) && state.identity.appid !== DEMO_APPID,
  );
}

/** A filter's options in the order of its values, each with its label. */
function labelled<const V extends string>(values: readonly V[], labels: Record<V, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

/**
 * Manage: the tenant's users. The whole list is loaded once (userQueries.tenantUsers)
 * and searched, filtered, counted and sorted here, so every change is instant even at 10,000 users;
 * the table renders only the rows in view. The filters and order live in the URL.
 */
export function ManageUsersPage() {
  const { search, filterOf, keywordSearch, filtered, filtersSet, sortBy } = useListPage({
    search: routeApi.useSearch(),
    navigate: routeApi.useNavigate(),
    filters: MANAGE_FILTERS,
    defaults: MANAGE_SEARCH_DEFAULTS,
  });
  const canManage = useCanManageUsers();
  const demo = useSessionStore((state) => state.identity.appid === DEMO_APPID);
  const selfId = useSessionStore((state) => state.identity.user?.user_id ?? null);
  const list = useQuery(userQueries.tenantUsers());
  const [dialog, setDialog] = useState<Dialog>(null);
  const deactivate = useDeactivateUserMutation();
  const reactivate = useReactivateUserMutation();
  const reinvite = useReinviteUserMutation();

  // Typing stays responsive while a 10,000-row filter and sort catch up.
  const applied = useDeferredValue(search);
  const rows = list.data?.rows;
  const counts = useMemo(() => countUsers(rows ?? []), [rows]);
  // Sorted once per list and order; typing and filtering only filter the sorted list (order is kept).
  const sorted = useMemo(
    () => sortUsers([...(rows ?? [])], applied.order_by, applied.order),
    [rows, applied.order_by, applied.order],
  );
  const shown = useMemo(() => filterUsers(sorted, applied), [sorted, applied]);
  const resetKey = JSON.stringify(applied);

  const { mutate: deactivateUser } = deactivate;
  const { mutate: reactivateUser } = reactivate;
  const { mutate: reinviteUser } = reinvite;
  // Stable while scrolling, so rows already on screen are not rendered again.
  const actions = useMemo<UserRowActions | undefined>(
    () =>
      canManage
        ? {
            onEdit: (user) => setDialog({ kind: 'edit', user }),
            onRemove: (user) => setDialog({ kind: 'remove', user }),
            onDeactivate: (user) => deactivateUser(user),
            onReactivate: (user) => reactivateUser(user),
            onReinvite: (user) => reinviteUser(user),
          }
        : undefined,
    [canManage, deactivateUser, reactivateUser, reinviteUser],
  );
  const columns = useMemo(() => userColumns(actions, selfId), [actions, selfId]);

  const flagOptions = (yes: string, no: string, all: string) =>
    FLAG_FILTERS.map((value) => ({ value, label: value === 'all' ? all : value === 'yes' ? yes : no }));

  return (
    <>
      <PageHeader
        title="Manage"
        description="Your organisation’s users, roles and access."
        actions={
          canManage && (
            <>
              {/* Bulk CSV import, client admins only. */}
              <Button variant="secondary" onClick={() => setDialog({ kind: 'import' })}>
                <Upload aria-hidden="true" className="size-4" />
                Import users
              </Button>
              <Button onClick={() => setDialog({ kind: 'add' })}>
                <UserPlus aria-hidden="true" className="size-4" />
                Add user
              </Button>
            </>
          )
        }
      />

      {!canManage && (
        <p className="mb-4 flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {demo
              ? DEMO_READ_ONLY_MESSAGE
              : 'You can view your company’s users. Only client admins can add, change or remove them.'}
          </span>
        </p>
      )}

      <TableToolbar
        className="sm:grid-cols-2 lg:grid-cols-5"
        filtersSet={filtersSet}
        search={
          <SearchField
            label="Search users"
            placeholder="Name or e-mail"
            className="sm:col-span-2 lg:col-span-1"
            {...keywordSearch}
          />
        }
      >
        <FacetFilter
          label="Status"
          options={labelled(STATUS_FILTERS, {
            all: 'All statuses',
            active: `Active (${n(counts.active)})`,
            inactive: `Inactive (${n(counts.inactive)})`,
          })}
          {...filterOf('status')}
        />
        <FacetFilter
          label="Role"
          options={labelled(ROLE_FILTERS, {
            all: 'All roles',
            client_admin: `Client admins (${n(counts.admins)})`,
            user: `Users (${n(counts.total - counts.admins)})`,
          })}
          {...filterOf('role')}
        />
        <FacetFilter
          label="Buyer"
          options={flagOptions(`Buyers (${n(counts.buyers)})`, 'Not buyers', 'Buyers or not')}
          {...filterOf('buyer')}
        />
        <FacetFilter
          label="Cards user"
          options={flagOptions(
            `Cards users (${n(counts.cardsUsers)})`,
            'Not cards users',
            'Cards users or not',
          )}
          {...filterOf('cards')}
        />
      </TableToolbar>

      <ListStatus
        error={queryError(list, 'Users could not be loaded', USER_FALLBACKS.list)}
        loading={!list.data && 'Loading users…'}
        reserve={VIRTUAL_LIST_RESERVE}
      >
        {() => (
          <>
            <ResultCount>
              {filtered
                ? `Showing ${n(shown.length)} of ${n(counts.total)} users`
                : `${n(counts.total)} users · ${n(counts.active)} active · ${n(counts.inactive)} inactive`}
            </ResultCount>
            <DataTable
              caption="Users"
              columns={columns}
              data={shown}
              getRowId={(user) => user.user_id}
              rowHeader="name"
              {...sortBy(MANAGE_SORT_FIELDS)}
              virtual={{
                label: 'Users table',
                rowHeight: USER_ROW_HEIGHT,
                resetKey,
                minWidth: 'min-w-[59.5rem]',
              }}
              empty={noRowsText('users', search.keyword, filtered)}
            />
          </>
        )}
      </ListStatus>

      <StaffUsers />

      {dialog?.kind === 'add' && <UserFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <UserFormDialog key={dialog.user.user_id} user={dialog.user} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'remove' && <RemoveUserDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'import' && (
        <Suspense fallback={null}>
          <BulkImportDialog open onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
