import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

/** Lists longer than this are virtualised; shorter ones render every item (and read plainly). */
export const VIRTUALIZE_OVER = 60;

interface RowListProps<T> {
  items: readonly T[];
  label: string;
  itemKey: (item: T, index: number) => string | number;
  renderItem: (item: T) => ReactNode;
  /** A first guess at an item's height; items are measured once shown. */
  estimateSize?: number;
  empty?: ReactNode;
}

const listClass = 'mt-2 max-h-72 overflow-y-auto rounded-md border border-slate-200 dark:border-slate-700';
const itemClass = 'border-b border-slate-100 px-3 py-2 text-sm last:border-b-0 dark:border-slate-800';

/** The preview's and the report's rows: a scrolling list, virtualised when long. */
export function RowList<T>({ items, label, itemKey, renderItem, estimateSize = 56, empty }: RowListProps<T>) {
  if (items.length === 0) {
    return <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{empty}</p>;
  }
  if (items.length <= VIRTUALIZE_OVER) {
    return (
      // The list scrolls, so it is focusable: keyboard users can scroll it too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      <ul aria-label={label} tabIndex={0} className={listClass}>
        {items.map((item, index) => (
          <li key={itemKey(item, index)} className={itemClass}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <VirtualRowList
      items={items}
      label={label}
      itemKey={itemKey}
      renderItem={renderItem}
      estimateSize={estimateSize}
    />
  );
}

function VirtualRowList<T>({
  items,
  label,
  itemKey,
  renderItem,
  estimateSize,
}: Required<Omit<RowListProps<T>, 'empty'>>) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateSize,
    overscan: 8,
    getItemKey: (index) => itemKey(items[index]!, index),
    initialRect: { width: 600, height: 288 },
  });
  return (
    // The scroller is focusable so keyboard users can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scroller} tabIndex={0} className={listClass}>
      <ul aria-label={label} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => (
          <li
            key={virtual.key}
            data-index={virtual.index}
            ref={virtualizer.measureElement}
            aria-setsize={items.length}
            aria-posinset={virtual.index + 1}
            className={`absolute left-0 top-0 w-full ${itemClass}`}
            style={{ transform: `translateY(${virtual.start}px)` }}
          >
            {renderItem(items[virtual.index]!)}
          </li>
        ))}
      </ul>
    </div>
  );
}
