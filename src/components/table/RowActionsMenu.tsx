import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@/components/ui/Menu';
import { Ellipsis } from 'lucide-react';
import { Fragment } from 'react';
import { ROW_ACTIONS_ATTRIBUTE, type RowAction } from './RowActions';

/** An entry of a row's menu: an action, `'separator'` between groups, or nothing (not offered). */
export type RowMenuEntry = RowAction | 'separator' | false | null | undefined;

const ITEM =
  'flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-slate-800 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-indigo-600 data-focus:text-white dark:text-slate-100';

/** The value of `data-action` on a row's menu button, so focus can find the next row's. */
export const ROW_MENU_ACTION = 'row-menu';

/**
 * A row's actions in a menu, for a row that offers more than fit as buttons: one button in the
 * row's last cell, named after the row (`label`, e.g. 'Review Slack'), opens the list. The menu is
 * reached with Tab and worked with the arrow keys, Enter and Escape (Headless UI), and gives focus
 * back to its button. Each item reads its `text`, else its `title`, else its `label`; separators
 * between groups are dropped where nothing stands on either side.
 */
export function RowActionsMenu({
  label,
  actions,
  rowId,
}: {
  label: string;
  actions: readonly RowMenuEntry[];
  rowId?: string;
}) {
  const entries = tidy(actions);
  if (entries.length === 0) return null;
  return (
    <span {...(rowId && { [ROW_ACTIONS_ATTRIBUTE]: rowId })} className="flex items-center justify-end">
      <Menu>
        <MenuButton
          aria-label={label}
          title="Actions"
          data-action={ROW_MENU_ACTION}
          className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 data-open:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:data-open:bg-slate-800"
        >
          <Ellipsis aria-hidden="true" className="size-4" />
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg [--anchor-gap:4px] focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          {entries.map((entry, index) =>
            entry === 'separator' ? (
              <MenuSeparator
                key={`separator-${index}`}
                className="my-1 h-px bg-slate-200 dark:bg-slate-700"
              />
            ) : (
              <Fragment key={entry.action ?? entry.label}>
                <MenuItem disabled={entry.disabled}>
                  <button
                    type="button"
                    data-action={entry.action}
                    onClick={entry.onSelect}
                    className={`${ITEM} ${entry.danger ? 'text-red-700 dark:text-red-300' : ''}`}
                  >
                    <entry.icon aria-hidden="true" className="size-4 shrink-0" />
                    {entry.text ?? entry.title ?? entry.label}
                  </button>
                </MenuItem>
              </Fragment>
            ),
          )}
        </MenuItems>
      </Menu>
    </span>
  );
}

/** The actions offered, with a separator only between two groups that both hold something. */
function tidy(actions: readonly RowMenuEntry[]): (RowAction | 'separator')[] {
  const entries: (RowAction | 'separator')[] = [];
  for (const entry of actions) {
    if (!entry) continue;
    if (entry === 'separator' && (entries.length === 0 || entries[entries.length - 1] === 'separator'))
      continue;
    entries.push(entry);
  }
  if (entries[entries.length - 1] === 'separator') entries.pop();
  return entries;
}
