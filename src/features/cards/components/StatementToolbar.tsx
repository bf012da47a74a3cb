import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import {
  createColumnHelper,
  FacetFilter,
  TableToolbar,
  type FacetOption,
  type TableColumns,
} from '@/components/table';
import { TextField } from '@/components/ui/TextField';
import { STATEMENT_PERIODS, type StatementPeriod } from '../api/list-words';
import type { TextColumn } from '../model/statement-columns';
import { STATEMENT_PERIOD_LABELS } from '../model/statement-period';

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
export function StatementToolbar({
  search,
  onChange,
  children,
}: {
  search: PeriodSearch;
  onChange: (changes: Partial<PeriodSearch>) => void;
  children?: ReactNode;
}) {
  return (
    <TableToolbar className="sm:grid-cols-2 lg:grid-cols-4">
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

/**
 * A statement's table columns from its text columns (the words the CSV export writes too); `cells`
 * replaces a column's cell, which must still start with the column's text.
 */
export function statementTableColumns<Row extends RowData>(
  columns: readonly TextColumn<Row>[],
  cells: Partial<Record<string, (row: Row) => ReactNode>> = {},
): TableColumns<Row> {
  const column = createColumnHelper<Row>();
  return columns.map(({ id, header, text, align }) =>
    column.display({
      id,
      header,
      meta: align ? { align, className: 'whitespace-nowrap tabular-nums' } : undefined,
      cell: ({ row }) => cells[id]?.(row.original) ?? text(row.original),
    }),
  );
}
