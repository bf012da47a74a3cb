import { Pencil, Trash2, type LucideIcon } from 'lucide-react';

export interface RowAction {
  /** The button's accessible name, naming the row: 'Edit Olivia Bennett'. */
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  /** A tooltip for an icon-only button, e.g. 'Edit'. */
  title?: string;
  /** Text shown beside the icon; left out, the button is icon-only. */
  text?: string;
  /** A destructive action (hover colour). */
  danger?: boolean;
  disabled?: boolean;
  /** Names the action in `data-action`, so focus can move to the same action of the next row. */
  action?: string;
}

/** Marks a row's actions with the row's id, so focus can find the next row's when this one leaves. */
export const ROW_ACTIONS_ATTRIBUTE = 'data-row-actions';

/** The Edit button of a row; `label` names the row: 'Edit Olivia Bennett'. */
export const editAction = (label: string, onSelect: () => void): RowAction => ({
  label,
  title: 'Edit',
  icon: Pencil,
  onSelect,
});

/** The Delete button of a row (or another removal, by `title`). */
export const deleteAction = (label: string, onSelect: () => void, title = 'Delete'): RowAction => ({
  label,
  title,
  icon: Trash2,
  danger: true,
  onSelect,
});

const button =
  'inline-flex h-8 items-center justify-center gap-1 rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/**
 * A row's actions: buttons in the row's last cell, each in the Tab order and named after the row,
 * so every action is reachable and announced without a pointer. `false` / `null` entries are skipped
 * (actions a row does not offer). `rowId` marks them for focus management (`ROW_ACTIONS_ATTRIBUTE`).
 */
export function RowActions({
  actions,
  rowId,
}: {
  actions: readonly (RowAction | false | null | undefined)[];
  rowId?: string;
}) {
  return (
    <span {...(rowId && { [ROW_ACTIONS_ATTRIBUTE]: rowId })} className="flex items-center justify-end gap-1">
      {actions.map(
        (action) =>
          action && (
            <button
              // A named action keeps its button when its label changes ('Comments (3)' → '(4)'), and so its focus.
              key={action.action ?? action.label}
              type="button"
              aria-label={action.label}
              title={action.title}
              disabled={action.disabled}
              data-action={action.action}
              onClick={action.onSelect}
              className={`${button} ${action.text !== undefined ? 'px-2 text-sm font-medium' : 'w-8'} ${
                action.danger ? 'hover:text-red-700 dark:hover:text-red-300' : ''
              }`}
            >
              <action.icon aria-hidden="true" className="size-4" />
              {action.text}
            </button>
          ),
      )}
    </span>
  );
}
