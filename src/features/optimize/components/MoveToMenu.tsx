import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@/components/ui/Menu';
import { ChevronDown } from 'lucide-react';
import { OPPORTUNITY_STATUSES, STATUS_LABELS } from '../api/schemas';
import type { Slot } from '../model/board-drag';

const ITEM =
  'block w-full px-3 py-2 text-left text-sm text-slate-800 data-focus:bg-indigo-600 data-focus:text-white dark:text-slate-100';

/**
 * A card's moves without dragging: to the top of another column, or one place up or down in its
 * own. The way to move a card for anyone who does not drag, by keyboard or otherwise.
 */
export function MoveToMenu({
  slot,
  columnSize,
  onMove,
}: {
  /** Where the card is. */
  slot: Slot;
  /** How many cards its column holds. */
  columnSize: number;
  onMove: (to: Slot) => void;
}) {
  const others = OPPORTUNITY_STATUSES.filter((status) => status !== slot.status);
  return (
    <Menu>
      <MenuButton
        // A drag starts on a press anywhere on the card; this button only opens its menu.
        onPointerDown={(event) => event.stopPropagation()}
        className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
      >
        Move to…
        <ChevronDown aria-hidden="true" className="size-3.5" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg [--anchor-gap:4px] focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        {others.map((status) => (
          <MenuItem key={status}>
            <button type="button" className={ITEM} onClick={() => onMove({ status, index: 0 })}>
              {STATUS_LABELS[status]}
            </button>
          </MenuItem>
        ))}
        {(slot.index > 0 || slot.index < columnSize - 1) && (
          <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        )}
        {slot.index > 0 && (
          <MenuItem>
            <button type="button" className={ITEM} onClick={() => onMove({ ...slot, index: slot.index - 1 })}>
              Move up
            </button>
          </MenuItem>
        )}
        {slot.index < columnSize - 1 && (
          <MenuItem>
            <button type="button" className={ITEM} onClick={() => onMove({ ...slot, index: slot.index + 1 })}>
              Move down
            </button>
          </MenuItem>
        )}
      </MenuItems>
    </Menu>
  );
}
