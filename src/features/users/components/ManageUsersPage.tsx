import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Info, Upload, UserPlus } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorState } from '@/components/ui/ErrorState';
import { PageHeader } from '@/components/ui/PageHeader';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { CLIENT_ADMIN } from '@/lib/guards';
import { DEMO_APPID } from '@/lib/demo-guard';
import { DEMO_READ_ONLY_MESSAGE, extractErrorText } from '@/lib/errors';
import { useSessionStore } from '@/stores/session';
import type { UserRow } from '../api/schemas';
import {
  useDeactivateUserMutation,
  useReactivateUserMutation,
  useReinviteUserMutation,
} from '../api/user-mutations';
import { LIST_USERS_FALLBACK, userQueries } from '../api/user-queries';
import {
  FLAG_FILTERS,
  isFiltered,
  ROLE_FILTERS,
  STATUS_FILTERS,
  type FlagFilter,
  type ManageSearch,
} from '../manage-search';
import { countUsers, filterUsers, sortUsers } from '../user-list';
import { RemoveUserDialog } from './RemoveUserDialog';
import { StaffUsers } from './StaffUsers';
import { UserDirectoryTable, type UserRowActions } from './UserDirectoryTable';
import { UserFormDialog } from './UserFormDialog';

// Issue 5 part B's bulk CSV import: its own chunk, loaded when a client admin first opens it.
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
    (state) =>
      (state.identity.user?.roles.includes(CLIENT_ADMIN) ?? false) && state.identity.appid !== DEMO_APPID,
  );
}

function pick<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/**
 * Manage (product.md §6): the tenant's users. The whole list is loaded once (userQueries.tenantUsers)
 * and searched, filtered, counted and sorted here, so every change is instant even at 10,000 users;
 * the table renders only the rows in view. The filters and order live in the URL.
 */
export function ManageUsersPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const canManage = useCanManageUsers();
  const demo = useSessionStore((state) => state.identity.appid === DEMO_APPID);
  const selfId = useSessionStore((state) => state.identity.user?.user_id ?? null);
  const list = useQuery(userQueries.tenantUsers());
  const [dialog, setDialog] = useState<Dialog>(null);
  const deactivate = useDeactivateUserMutation();
  const reactivate = useReactivateUserMutation();
  const reinvite = useReinviteUserMutation();

  const setSearch = (changes: Partial<ManageSearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...changes }) });

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
  const filtered = isFiltered(search);
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
              {/* Slot: bulk CSV import (issue 5 part B), client admins only. */}
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

      <div className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <SearchField
          label="Search users"
          placeholder="Name or e-mail"
          value={search.keyword}
          className="sm:col-span-2 lg:col-span-1"
          onSearch={(keyword) => void setSearch({ keyword })}
        />
        <SelectField
          label="Status"
          options={STATUS_FILTERS.map((value) => ({
            value,
            label:
              value === 'all'
                ? 'All statuses'
                : value === 'active'
                  ? `Active (${n(counts.active)})`
                  : `Inactive (${n(counts.inactive)})`,
          }))}
          value={search.status}
          onChange={(event) => void setSearch({ status: pick(STATUS_FILTERS, event.target.value, 'all') })}
        />
        <SelectField
          label="Role"
          options={ROLE_FILTERS.map((value) => ({
            value,
            label:
              value === 'all'
                ? 'All roles'
                : value === 'client_admin'
                  ? `Client admins (${n(counts.admins)})`
                  : `Users (${n(counts.total - counts.admins)})`,
          }))}
          value={search.role}
          onChange={(event) => void setSearch({ role: pick(ROLE_FILTERS, event.target.value, 'all') })}
        />
        <SelectField
          label="Buyer"
          options={flagOptions(`Buyers (${n(counts.buyers)})`, 'Not buyers', 'Buyers or not')}
          value={search.buyer}
          onChange={(event) =>
            void setSearch({ buyer: pick<FlagFilter>(FLAG_FILTERS, event.target.value, 'all') })
          }
        />
        <SelectField
          label="Cards user"
          options={flagOptions(
            `Cards users (${n(counts.cardsUsers)})`,
            'Not cards users',
            'Cards users or not',
          )}
          value={search.cards}
          onChange={(event) =>
            void setSearch({ cards: pick<FlagFilter>(FLAG_FILTERS, event.target.value, 'all') })
          }
        />
      </div>

      {list.isError && !list.data ? (
        <ErrorState
          title="Users could not be loaded"
          message={extractErrorText(list.error, LIST_USERS_FALLBACK)}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Spinner className="size-4" />
          Loading users…
        </p>
      ) : (
        <>
          <p role="status" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
            {filtered
              ? `Showing ${n(shown.length)} of ${n(counts.total)} users`
              : `${n(counts.total)} users · ${n(counts.active)} active · ${n(counts.inactive)} inactive`}
          </p>
          <UserDirectoryTable
            rows={shown}
            sort={{ by: search.order_by, order: search.order }}
            onSortChange={({ by, order }) => void setSearch({ order_by: by, order })}
            actions={actions}
            selfId={selfId}
            resetKey={resetKey}
            empty={
              search.keyword
                ? `No users match "${search.keyword}".`
                : filtered
                  ? 'No users match these filters.'
                  : 'No users yet.'
            }
          />
        </>
      )}

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
