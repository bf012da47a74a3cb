import { Mail, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import {
  ActiveBadge,
  createColumnHelper,
  RowActions,
  StatusBadge,
  type TableColumns,
} from '@/components/table';
import { formatDate } from '@/lib/format';
import type { UserRow } from '../api/schemas';
import { fullName, personName } from '@/lib/person';
import { isAdmin } from '../model/user-list';

/** Every row of the users table is this tall (one line of text), so the virtualiser never measures. */
export const USER_ROW_HEIGHT = 52;

export interface UserRowActions {
  onEdit: (user: UserRow) => void;
  onDeactivate: (user: UserRow) => void;
  onReactivate: (user: UserRow) => void;
  onReinvite: (user: UserRow) => void;
  onRemove: (user: UserRow) => void;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const nowrap = 'whitespace-nowrap';

const column = createColumnHelper<UserRow>();

/**
 * A client admin's buttons for one user: edit; send the invitation again while it is pending; and,
 * except on their own row, deactivate or reactivate, and remove.
 */
function userActions(user: UserRow, selfId: string | null, actions: UserRowActions) {
  const name = personName(user);
  const self = user.user_id === selfId;
  const pending = user.status === 'active' && user.last_login === null;
  return [
    { label: `Edit ${name}`, title: 'Edit', icon: Pencil, onSelect: () => actions.onEdit(user) },
    pending && {
      label: `Reinvite ${name}`,
      title: 'Send the invitation again',
      icon: Mail,
      onSelect: () => actions.onReinvite(user),
    },
    !self &&
      (user.status === 'active'
        ? {
            label: `Deactivate ${name}`,
            title: 'Deactivate',
            icon: PowerOff,
            onSelect: () => actions.onDeactivate(user),
          }
        : {
            label: `Reactivate ${name}`,
            title: 'Reactivate',
            icon: Power,
            onSelect: () => actions.onReactivate(user),
          }),
    !self && {
      label: `Remove ${name}`,
      title: 'Remove',
      icon: Trash2,
      danger: true,
      onSelect: () => actions.onRemove(user),
    },
  ];
}

/**
 * The manage page's columns. Ids are the page's `order_by` values (the list is sorted in the
 * browser, see ../user-list.ts); the actions column is there only for client admins.
 */
export function userColumns(
  actions: UserRowActions | undefined,
  selfId: string | null,
): TableColumns<UserRow> {
  const columns: TableColumns<UserRow> = column.columns([
    column.accessor((user) => fullName(user), {
      id: 'name',
      header: 'Name',
      meta: { width: 'w-[10rem]' },
      cell: ({ row: { original: user } }) => (
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate" title={fullName(user)}>
            {fullName(user) || '—'}
          </span>
          {user.status === 'active' && user.last_login === null && (
            <StatusBadge tone="warning">Invited</StatusBadge>
          )}
        </span>
      ),
    }),
    column.accessor('email', {
      header: 'E-mail',
      meta: { width: 'w-[12rem]', className: nowrap },
      cell: (info) => (
        <span className="block truncate" title={info.getValue()}>
          {info.getValue()}
        </span>
      ),
    }),
    column.accessor((user) => isAdmin(user), {
      id: 'role',
      header: 'Role',
      meta: { width: 'w-[6rem]', className: nowrap },
      cell: (info) => (info.getValue() ? 'Client admin' : 'User'),
    }),
    column.accessor('status', {
      header: 'Status',
      meta: { width: 'w-[5.5rem]', className: nowrap },
      cell: (info) => <ActiveBadge active={info.getValue() === 'active'} />,
    }),
    column.accessor('is_buyer', {
      header: 'Buyer',
      enableSorting: false,
      meta: { width: 'w-[4.5rem]', className: nowrap },
      cell: (info) => yesNo(info.getValue()),
    }),
    column.accessor('is_cards_user', {
      header: 'Cards',
      enableSorting: false,
      meta: { width: 'w-[4.5rem]', className: nowrap },
      cell: (info) => yesNo(info.getValue()),
    }),
    column.accessor('last_login', {
      header: 'Last sign-in',
      sortDescFirst: true,
      meta: { width: 'w-[7.5rem]', className: nowrap },
      cell: (info) => formatDate(info.getValue(), 'Never'),
    }),
  ]);
  if (!actions) return columns;
  return [
    ...columns,
    column.actions((user) => <RowActions actions={userActions(user, selfId, actions)} />, {
      width: 'w-[9.5rem]',
    }),
  ];
}
