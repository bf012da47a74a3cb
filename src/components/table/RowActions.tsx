import type { LucideIcon } from 'lucide-react';

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
}

const button =
  'inline-flex h-8 items-center justify-center gap-1 rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/**
 * A row's actions: buttons in the row's last cell, each in the Tab order and named after the row,
 * so every action is reachable and announced without a pointer. `false` / `null` entries are skipped
 * (actions a row does not offer).
 */
export function RowActions({ actions }: { actions: readonly (RowAction | false | null | undefined)[] }) {
  return (
    <span className="flex items-center justify-end gap-1">
      {actions.map(
        (action) =>
          action && (
            <button
              key={action.label}
              type="button"
              aria-label={action.label}
              title={action.title}
              onClick={action.onSelect}
              className={`${button} ${action.text ? 'px-2 text-sm font-medium' : 'w-8'} ${
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
