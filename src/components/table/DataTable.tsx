import {
  FlexRender,
  useTable,
  type Row as TableRow,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SortOrder } from '@/lib/list-search';
import { tableKitFeatures, type TableColumnMeta, type TableColumns, type TableKitFeatures } from './columns';
import { SortableHeader } from './SortableHeader';

export interface TableSort<By extends string = string> {
  by: By;
  order: SortOrder;
}

export interface VirtualRows {
  /** Names the scroll region (it takes keyboard focus so keyboard users can scroll it). */
  label: string;
  /** Every row's height in px (one line of text), so the virtualiser never measures. */
  rowHeight: number;
  /** Rows rendered beyond the visible ones each way (default 8): Tab always has a next row. */
  overscan?: number;
  /** Changes whenever the rows are filtered or sorted anew: the table scrolls back to the top. */
  resetKey?: string;
  /** The table's minimum width (a Tailwind class), e.g. 'min-w-[59.5rem]'. */
  minWidth?: string;
}

export interface DataTableProps<Row extends RowData> {
  /** Names the table for assistive technology (a visually hidden caption). */
  caption: string;
  columns: TableColumns<Row>;
  /** The rows in the order shown; undefined while the first page loads (skeleton rows). */
  data: readonly Row[] | undefined;
  getRowId: (row: Row) => string;
  /** The column (by id) whose cells are row headers. */
  rowHeader?: string;
  /** The list's order; a column whose id is `sort.by` carries aria-sort. */
  sort?: TableSort;
  /** Asks for a new order (sortable headers become buttons). */
  onSortChange?: (sort: TableSort) => void;
  /** The rows shown are being replaced (a new page or order is loading): dimmed and aria-busy. */
  busy?: boolean;
  /** Shown in the body when there are no rows. */
  empty?: ReactNode;
  /** Skeleton rows while `data` is undefined (default 10). */
  skeletonRows?: number;
  /** Renders only the rows in view, for long lists held in the browser. */
  virtual?: VirtualRows;
}

/**
 * What a virtualised table and the result count above it take once a long list has arrived (the
 * scroll region is at most 65% of the viewport's height): for `ListStatus`'s `reserve` while it loads.
 */
export const VIRTUAL_LIST_RESERVE = 'min-h-[calc(65vh+1.75rem)]';

/** The fewest pixels a body row takes: one line of text and its padding. */
const MIN_ROW_HEIGHT = 33;

/**
 * How many rows a long list renders when they first arrive: as many as can fill the viewport's
 * height; the rest follow in a transition that yields to the browser, so the first screen paints
 * without waiting for rows below it. Without layout (height 0) there is no screen to fill first:
 * every row renders at once.
 */
export function firstScreenRows(): number {
  return Math.ceil(document.documentElement.clientHeight / MIN_ROW_HEIGHT);
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;
const SKELETON_WIDTHS = ['w-36', 'w-40', 'w-28', 'w-44', 'w-24'];
const noRows: never[] = [];
/**
 * On a phone the first column stays in view while the table scrolls sideways (it names the row).
 * Its background hides the cells passing under it.
 */
const STICKY_CELL = 'max-xs:sticky max-xs:left-0 max-xs:z-[1] max-xs:bg-white dark:max-xs:bg-slate-900';
const STICKY_HEAD = 'max-xs:sticky max-xs:left-0 max-xs:z-[2] max-xs:bg-slate-50 dark:max-xs:bg-slate-800';

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

function metaOf(meta: TableColumnMeta | undefined) {
  return { align: ALIGN[meta?.align ?? 'left'], className: meta?.className ?? '', padding: meta?.padding };
}

interface BodyRowProps<Row extends RowData> {
  row: TableRow<TableKitFeatures, Row>;
  /** The row's place in the whole list (aria-rowindex is this + 2); set only when virtualised. */
  position: number | undefined;
  rowHeader: string | undefined;
  height: number | undefined;
  columns: TableColumns<Row>;
}

/**
 * One body row. Memoised on the row's data, place and columns, so scrolling a virtualised list
 * renders only the rows that come into view.
 */
const BodyRow = memo(
  function BodyRow<Row extends RowData>({ row, position, rowHeader, height }: BodyRowProps<Row>) {
    const pad = height === undefined ? 'px-4 py-3' : 'px-3';
    return (
      <tr
        aria-rowindex={position === undefined ? undefined : position + 2}
        style={height === undefined ? undefined : { height }}
        className="border-t border-slate-100 first:border-t-0 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/40"
      >
        {row.getAllCells().map((cell, index) => {
          const meta = metaOf(cell.column.columnDef.meta);
          const { align, padding = pad } = meta;
          const className = index === 0 ? `${meta.className} ${STICKY_CELL}` : meta.className;
          return cell.column.id === rowHeader ? (
            <th
              key={cell.id}
              scope="row"
              className={`${padding} ${align} font-medium text-slate-900 dark:text-white ${className}`}
            >
              <FlexRender cell={cell} />
            </th>
          ) : (
            <td
              key={cell.id}
              className={`${padding} ${align} text-slate-700 dark:text-slate-200 ${className}`}
            >
              <FlexRender cell={cell} />
            </td>
          );
        })}
      </tr>
    );
  },
  (before, after) =>
    before.row.original === after.row.original &&
    before.row.id === after.row.id &&
    before.position === after.position &&
    before.columns === after.columns &&
    before.rowHeader === after.rowHeader &&
    before.height === after.height,
) as <Row extends RowData>(props: BodyRowProps<Row>) => ReactNode;

/**
 * The one data table (TanStack Table, sorting in manual mode): a semantic table named by its caption,
 * sortable column headers that are buttons with `aria-sort`, optional row headers, skeleton rows
 * while the first page loads, a message when there are no rows, and optional row virtualisation.
 *
 * Virtualised, only the rows in view (plus a few each way) are in the DOM, between two spacer rows
 * that keep the scroll height, inside a scroll region keyboard users can scroll; the table keeps
 * `aria-rowcount` and each row its `aria-rowindex`. Only the rows in view are handed to TanStack
 * Table, so a 10,000-row list costs no work per row beyond the caller's own filter and sort.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  data,
  getRowId,
  rowHeader,
  sort,
  onSortChange,
  busy = false,
  empty,
  skeletonRows = 10,
  virtual,
}: DataTableProps<Row>) {
  const rows = data ?? noRows;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read during render on purpose
  const virtualizer = useVirtualizer({
    enabled: virtual !== undefined,
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => virtual?.rowHeight ?? 0,
    overscan: virtual?.overscan ?? 8,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : getRowId(row);
    },
  });

  const resetKey = virtual?.resetKey;
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [resetKey]);

  const items = virtual ? virtualizer.getVirtualItems() : [];
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  const virtualised = virtual !== undefined;
  // Later changes (a new page, order or reply) render whole, so a focused row never leaves the DOM.
  const [firstPassDone, setFirstPassDone] = useState(false);
  const [firstScreen] = useState(firstScreenRows);
  const partial = !virtualised && !firstPassDone && firstScreen > 0 && rows.length > firstScreen;
  const arrived = data !== undefined;
  useEffect(() => {
    if (arrived && !firstPassDone) startTransition(() => setFirstPassDone(true));
  }, [arrived, firstPassDone]);
  const shown = useMemo(
    () =>
      virtualised ? rows.slice(first, last + 1) : partial ? rows.slice(0, firstScreen) : (rows as Row[]),
    [virtualised, partial, firstScreen, rows, first, last],
  );

  const sortBy = sort?.by;
  const sortOrder = sort?.order;
  // The same state object while the order stays, so the table is not told of a change that is none.
  const sorting = useMemo<SortingState>(
    () => (sortBy === undefined ? [] : [{ id: sortBy, desc: sortOrder === 'desc' }]),
    [sortBy, sortOrder],
  );
  const table = useTable({
    features: tableKitFeatures,
    columns,
    data: shown,
    getRowId: (row) => getRowId(row),
    state: { sorting },
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting)[0];
      if (next && onSortChange) onSortChange({ by: next.id, order: next.desc ? 'desc' : 'asc' });
    },
  });

  const headerGroups = table.getHeaderGroups();
  const columnCount = headerGroups[headerGroups.length - 1]?.headers.length ?? columns.length;
  const leafColumns = table.getAllLeafColumns();
  const loading = data === undefined;
  const headerPad = virtual ? 'px-3 py-3' : 'px-4 py-3';
  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  const body = loading ? (
    Array.from({ length: skeletonRows }, (_, i) => (
      <tr key={i} aria-hidden="true" data-testid="skeleton-row">
        {leafColumns.map((column, c) => (
          <td key={column.id} className="px-4 py-3">
            <span
              className={`block h-4 ${SKELETON_WIDTHS[c % SKELETON_WIDTHS.length]} max-w-full animate-pulse rounded bg-slate-200 dark:bg-slate-700`}
            />
          </td>
        ))}
      </tr>
    ))
  ) : rows.length === 0 && empty !== undefined ? (
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
      {table.getRowModel().rows.map((row) => (
        <BodyRow
          key={row.id}
          row={row}
          position={virtual ? first + row.index : undefined}
          rowHeader={rowHeader}
          height={virtual?.rowHeight}
          columns={columns}
        />
      ))}
      {after > 0 && (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: after, padding: 0 }} />
        </tr>
      )}
    </>
  );

  const tableElement = (
    <table
      aria-busy={busy || loading || undefined}
      aria-rowcount={virtual ? rows.length + 1 : undefined}
      className={`text-sm transition-opacity ${busy ? 'opacity-60' : ''} ${
        virtual ? `w-full table-fixed ${virtual.minWidth ?? ''}` : 'min-w-full'
      }`}
    >
      <caption className="sr-only">{caption}</caption>
      {virtual && (
        <colgroup>
          {leafColumns.map((column) => (
            <col key={column.id} className={column.columnDef.meta?.width} />
          ))}
        </colgroup>
      )}
      <thead
        className={
          virtual
            ? 'sticky top-0 z-10 bg-slate-50 shadow-[0_1px_0] shadow-slate-200 dark:bg-slate-800 dark:shadow-slate-700'
            : 'border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800/60'
        }
      >
        {headerGroups.map((group) => (
          <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
            {group.headers.map((header, index) => {
              const { column } = header;
              const meta = metaOf(column.columnDef.meta);
              const { align } = meta;
              const className = index === 0 ? `${meta.className} ${STICKY_HEAD}` : meta.className;
              const sortable = onSortChange !== undefined && column.getCanSort();
              return (
                <SortableHeader
                  key={header.id}
                  sorted={sort?.by === column.id ? sort.order : false}
                  onToggle={sortable ? column.getToggleSortingHandler() : undefined}
                  hideLabel={column.columnDef.meta?.hideHeader}
                  className={`${headerPad} ${align} ${className}`}
                >
                  {header.isPlaceholder ? null : <FlexRender header={header} />}
                </SortableHeader>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>{body}</tbody>
    </table>
  );

  return virtual ? (
    <div
      ref={scrollRef}
      role="region"
      aria-label={virtual.label}
      // A scroll region must be reachable by keyboard (axe: scrollable-region-focusable), even read-only.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative max-h-[65vh] min-h-40 overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-slate-800 dark:bg-slate-900"
    >
      {tableElement}
    </div>
  ) : (
    // `relative`: visually hidden text (absolutely placed) scrolls with the table instead of widening the page.
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {tableElement}
    </div>
  );
}
