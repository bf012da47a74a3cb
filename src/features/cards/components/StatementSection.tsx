import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import {
  createColumnHelper,
  FacetFilter,
  ListTable,
  TableToolbar,
  type FacetOption,
  type ListTableProps,
  type TableColumns,
} from '@/components/table';
import { Card as Section } from '@/components/ui/Card';
import { ExportCsvButton } from '@/components/ui/ExportCsvButton';
import { TextField } from '@/components/ui/TextField';
import type { DownloadedFile } from '@/lib/save-file';
import { STATEMENT_EXPORT_FALLBACKS } from '../api/statement-export';
import { STATEMENT_PERIODS, type StatementPeriod } from '../api/list-words';
import type { TextColumn } from '../model/statement-columns';
import { rangeLabel, STATEMENT_PERIOD_LABELS, type StatementRange } from '../model/statement-period';

const PERIOD_OPTIONS: FacetOption<StatementPeriod>[] = STATEMENT_PERIODS.map((period) => ({
  value: period,
  label: STATEMENT_PERIOD_LABELS[period],
}));

export interface PeriodSearch {
  period: StatementPeriod;
  from: string;
  to: string;
}

/**
 * A statement's period filter: the named periods and a custom range, whose first and last days are
 * date inputs shown only while it is chosen. `children` are the statement's other filters.
 */
function StatementToolbar({
  search,
  onChange,
  filtersSet,
  children,
}: {
  search: PeriodSearch;
  onChange: (changes: Partial<PeriodSearch>) => void;
  filtersSet: number;
  children?: ReactNode;
}) {
  return (
    <TableToolbar className="sm:grid-cols-2 lg:grid-cols-4" filtersSet={filtersSet}>
      <FacetFilter
        label="Period"
        options={PERIOD_OPTIONS}
        value={search.period}
        onChange={(period) => onChange({ period })}
      />
      {search.period === 'custom' && (
        <>
          <TextField
            label="From"
            type="date"
            value={search.from}
            max={search.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
          <TextField
            label="To"
            type="date"
            value={search.to}
            min={search.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </>
      )}
      {children}
    </TableToolbar>
  );
}

/** A column's cell class: figures and short words on one line; a long text a readable width on a phone. */
function statementCellClass({ align, nowrap, long }: Pick<TextColumn<unknown>, 'align' | 'nowrap' | 'long'>) {
  if (align) return 'whitespace-nowrap tabular-nums';
  if (nowrap) return 'whitespace-nowrap';
  // On a phone a description keeps a readable width (the table scrolls sideways anyway), not a word a line.
  if (long) return 'max-xs:min-w-52';
  return undefined;
}

/**
 * A statement's table columns from its text columns (the words the CSV export writes too); `cells`
 * replaces a column's cell, which must still start with the column's text.
 */
export function statementTableColumns<Row extends RowData>(
  columns: readonly TextColumn<Row>[],
  cells: Partial<Record<string, (row: Row) => ReactNode>> = {},
): TableColumns<Row> {
  const column = createColumnHelper<Row>();
  return columns.map(({ id, header, text, align, nowrap, long }) =>
    column.display({
      id,
      header,
      meta: { align, className: statementCellClass({ align, nowrap, long }) },
      cell: ({ row }) => cells[id]?.(row.original) ?? text(row.original),
    }),
  );
}

const rowId = (row: { id: string }) => row.id;
const NO_ROWS = {
  title: 'No transactions in this period',
  description: 'Choose a longer period to see older ones.',
};

export interface StatementSectionProps<Row extends RowData> {
  /** The table's caption ('Card statement'), which also names its pages and its failure. */
  caption: string;
  /** The page's `useListPage` over the statement's query. */
  listPage: ListTableProps<Row>['listPage'] & { filtersSet: number };
  search: PeriodSearch;
  onSearchChange: (changes: Partial<PeriodSearch>) => void;
  range: StatementRange;
  columns: TableColumns<Row>;
  errorFallback: string;
  /** Every row of the period as a CSV file. */
  makeFile: () => Promise<DownloadedFile>;
  /** After the period's dates (its opening balance, the sync). */
  summary?: ReactNode;
  /** The statement's own filters, after the period's. */
  filters?: ReactNode;
  /** Between the filters and the table (the period's balances). */
  children?: ReactNode;
}

/**
 * A statement in a card of its own: its period's dates, _Export CSV_ (every row of the period), the
 * period filter and the statement's own, then the page of rows with its pagination, newest first.
 */
export function StatementSection<Row extends RowData & { id: string }>({
  listPage,
  search,
  onSearchChange,
  range,
  makeFile,
  summary,
  filters,
  children,
  ...table
}: StatementSectionProps<Row>) {
  return (
    <Section
      title="Statement"
      actions={
        <ExportCsvButton
          makeFile={makeFile}
          fallback={STATEMENT_EXPORT_FALLBACKS.export}
          disabled={!listPage.list.data?.count}
        />
      }
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-200">{rangeLabel(range)}</p>
        {summary}
      </div>
      <StatementToolbar search={search} onChange={onSearchChange} filtersSet={listPage.filtersSet}>
        {filters}
      </StatementToolbar>
      {children}
      <ListTable
        {...table}
        listPage={listPage}
        getRowId={rowId}
        rowHeader="date"
        noun="transactions"
        nothingYet={NO_ROWS}
      />
    </Section>
  );
}
