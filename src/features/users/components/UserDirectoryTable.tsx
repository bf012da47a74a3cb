import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ChevronsUpDown, Mail, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { memo, useEffect, useRef, type ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import type { UserRow } from '../api/schemas';
import type { ManageSortField } from '../manage-search';
import { fullName, isAdmin } from '../user-list';

/** Every row is this tall (one line of text), so the virtualiser never has to measure. */
export const ROW_HEIGHT = 52;
/** Rows rendered beyond the visible ones each way: smooth scrolling, and Tab always has a next row. */
const OVERSCAN = 8;

export type SortOrder = 'asc' | 'desc';

export interface UserRowActions {
  onEdit: (user: UserRow) => void;
  onDeactivate: (user: UserRow) => void;
  onReactivate: (user: UserRow) => void;
  onReinvite: (user: UserRow) => void;
  onRemove: (user: UserRow) => void;
}

interface Column {
  id: string;
  header: string;
  width: string;
  sortKey?: ManageSortField;
  firstOrder?: SortOrder;
  cell: (user: UserRow) => ReactNode;
}

const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const COLUMNS: readonly Column[] = [
  {
    id: 'name',
    header: 'Name',
    width: 'w-[10rem]',
    sortKey: 'name',
    cell: (user) => (
      <span className="flex min-w-0 items-center gap-2">
        <span className="truncate" title={fullName(user)}>
          {fullName(user) || '—'}
        </span>
        {user.status === 'active' && user.last_login === null && (
          <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100`}>
            Invited
          </span>
        )}
      </span>
    ),
  },
  {
    id: 'email',
    header: 'E-mail',
    width: 'w-[12rem]',
    sortKey: 'email',
    cell: (user) => (
      <span className="block truncate" title={user.email}>
        {user.email}
      </span>
    ),
  },
  {
    id: 'role',
    header: 'Role',
    width: 'w-[6rem]',
    sortKey: 'role',
    cell: (user) => (isAdmin(user) ? 'Client admin' : 'User'),
  },
  {
    id: 'status',
    header: 'Status',
    width: 'w-[5.5rem]',
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
  { id: 'buyer', header: 'Buyer', width: 'w-[4.5rem]', cell: (user) => yesNo(user.is_buyer) },
  { id: 'cards', header: 'Cards', width: 'w-[4.5rem]', cell: (user) => yesNo(user.is_cards_user) },
  {
    id: 'last_login',
    header: 'Last sign-in',
    width: 'w-[7.5rem]',
    sortKey: 'last_login',
    firstOrder: 'desc',
    cell: (user) => formatDate(user.last_login, 'Never'),
  },
];

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

function RowActions({
  user,
  selfId,
  actions,
}: {
  user: UserRow;
  selfId: string | null;
  actions: UserRowActions;
}) {
  const name = fullName(user) || user.email;
  const self = user.user_id === selfId;
  const pending = user.status === 'active' && user.last_login === null;
  return (
    <span className="flex items-center justify-end gap-1">
      <button
        type="button"
        className={iconButton}
        aria-label={`Edit ${name}`}
        title="Edit"
        onClick={() => actions.onEdit(user)}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      {pending && (
        <button
          type="button"
          className={iconButton}
          aria-label={`Reinvite ${name}`}
          title="Send the invitation again"
          onClick={() => actions.onReinvite(user)}
        >
          <Mail aria-hidden="true" className="size-4" />
        </button>
      )}
      {!self &&
        (user.status === 'active' ? (
          <button
            type="button"
            className={iconButton}
            aria-label={`Deactivate ${name}`}
            title="Deactivate"
            onClick={() => actions.onDeactivate(user)}
          >
            <PowerOff aria-hidden="true" className="size-4" />
          </button>
        ) : (
          <button
            type="button"
            className={iconButton}
            aria-label={`Reactivate ${name}`}
            title="Reactivate"
            onClick={() => actions.onReactivate(user)}
          >
            <Power aria-hidden="true" className="size-4" />
          </button>
        ))}
      {!self && (
        <button
          type="button"
          className={`${iconButton} hover:text-red-700 dark:hover:text-red-300`}
          aria-label={`Remove ${name}`}
          title="Remove"
          onClick={() => actions.onRemove(user)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      )}
    </span>
  );
}

interface UserTableRowProps {
  user: UserRow;
  index: number;
  selfId: string | null;
  actions: UserRowActions | undefined;
}

/** One row; memoised, so scrolling renders only the rows that come into view. */
const UserTableRow = memo(function UserTableRow({ user, index, selfId, actions }: UserTableRowProps) {
  return (
    <tr
      aria-rowindex={index + 2}
      style={{ height: ROW_HEIGHT }}
      className="border-t border-slate-100 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/40"
    >
      {COLUMNS.map((column) =>
        column.id === 'name' ? (
          <th
            key={column.id}
            scope="row"
            className="px-3 text-left font-medium text-slate-900 dark:text-white"
          >
            {column.cell(user)}
          </th>
        ) : (
          <td key={column.id} className="px-3 whitespace-nowrap text-slate-700 dark:text-slate-200">
            {column.cell(user)}
          </td>
        ),
      )}
      {actions && (
        <td className="px-2">
          <RowActions user={user} selfId={selfId} actions={actions} />
        </td>
      )}
    </tr>
  );
});

export interface UserDirectoryTableProps {
  rows: readonly UserRow[];
  sort: { by: ManageSortField; order: SortOrder };
  onSortChange: (sort: { by: ManageSortField; order: SortOrder }) => void;
  /** Row actions for client admins; left out, the table is read-only. */
  actions?: UserRowActions;
  /** The signed-in user: their own row cannot be deactivated or removed. */
  selfId: string | null;
  /** Changes whenever the rows are filtered or sorted anew: the table scrolls back to the top. */
  resetKey: string;
  empty: ReactNode;
}

/**
 * The tenant's users in a virtualised table: only the rows in view (plus a few each way) are in the
 * DOM, between two spacer rows that keep the scroll height, so 10,000 rows scroll smoothly. It is a
 * real table (caption, sortable column headers with aria-sort, row headers, aria-rowcount and
 * aria-rowindex), inside a scroll region that keyboard users can scroll.
 */
export function UserDirectoryTable({
  rows,
  sort,
  onSortChange,
  actions,
  selfId,
  resetKey,
  empty,
}: UserDirectoryTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read during render on purpose
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.user_id ?? index,
  });

  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [resetKey]);

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const columnCount = COLUMNS.length + (actions ? 1 : 0);

  const toggle = (column: Column) => {
    if (!column.sortKey) return;
    const order: SortOrder =
      sort.by === column.sortKey ? (sort.order === 'asc' ? 'desc' : 'asc') : (column.firstOrder ?? 'asc');
    onSortChange({ by: column.sortKey, order });
  };

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Users table"
      // A scroll region must be reachable by keyboard (axe: scrollable-region-focusable), even read-only.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-[65vh] min-h-40 overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-800 dark:bg-slate-900"
    >
      <table aria-rowcount={rows.length + 1} className="w-full min-w-[59.5rem] table-fixed text-sm">
        <caption className="sr-only">Users</caption>
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.id} className={column.width} />
          ))}
          {actions && <col className="w-[9.5rem]" />}
        </colgroup>
        <thead className="sticky top-0 z-10 bg-slate-50 shadow-[0_1px_0] shadow-slate-200 dark:bg-slate-800 dark:shadow-slate-700">
          <tr aria-rowindex={1}>
            {COLUMNS.map((column) => {
              const sorted = column.sortKey !== undefined && sort.by === column.sortKey;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sorted ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                  className="px-3 py-3 text-left font-semibold whitespace-nowrap text-slate-700 dark:text-slate-200"
                >
                  {column.sortKey ? (
                    <button
                      type="button"
                      onClick={() => toggle(column)}
                      className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-indigo-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:text-indigo-300"
                    >
                      {column.header}
                      {sorted ? (
                        sort.order === 'asc' ? (
                          <ArrowUp aria-hidden="true" className="size-4" />
                        ) : (
                          <ArrowDown aria-hidden="true" className="size-4" />
                        )
                      ) : (
                        <ChevronsUpDown
                          aria-hidden="true"
                          className="size-4 text-slate-400 dark:text-slate-500"
                        />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {actions && (
              <th scope="col" className="px-3 py-3">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="px-4 py-10 text-center text-slate-600 dark:text-slate-300">
                {empty}
              </td>
            </tr>
          ) : (
            <>
              {before > 0 && (
                <tr aria-hidden="true">
                  <td colSpan={columnCount} style={{ height: before, padding: 0 }} />
                </tr>
              )}
              {items.map((item) => {
                const user = rows[item.index];
                return user ? (
                  <UserTableRow
                    key={item.key}
                    user={user}
                    index={item.index}
                    selfId={selfId}
                    actions={actions}
                  />
                ) : null;
              })}
              {after > 0 && (
                <tr aria-hidden="true">
                  <td colSpan={columnCount} style={{ height: after, padding: 0 }} />
                </tr>
              )}
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}
