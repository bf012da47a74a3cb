/**
 * Both statements as CSV files (`src/lib/csv-export.ts`): every row of the period chosen, not only
 * the page shown, with the headers and values the table shows (`model/statement-columns.ts`).
 */
import { exportCsv } from '@/lib/csv-export';
import { request } from '@/lib/http';
import type { DownloadedFile } from '@/lib/save-file';
import { accountStatementColumns, cardStatementColumns, type TextColumn } from '../model/statement-columns';
import { cardPath } from './card-queries';
import {
  accountStatementSchema,
  CARD_LIST_MAX_TOP,
  cardStatementSchema,
  type StatementQuery,
} from './schemas';

export const STATEMENT_EXPORT_FALLBACKS = {
  export: 'Unable to export the statement. Please try again',
} as const;

/** The file's headers and a row's cells, from the table's columns. */
function asCsv<Row>(columns: readonly TextColumn<Row>[]) {
  return {
    headers: columns.map((column) => column.header),
    cells: (row: Row) => columns.map((column) => column.text(row)),
  };
}

/** A card statement's CSV: `card_statement_<timestamp>.csv`, in the card's currency. */
export function exportCardStatement(
  card: { card_id: string; currency: string },
  query: StatementQuery,
): Promise<DownloadedFile> {
  return exportCsv({
    prefix: 'card_statement',
    ...asCsv(cardStatementColumns(card.currency)),
    pageSize: CARD_LIST_MAX_TOP,
    fetchPage: ({ skip, top }) =>
      request('get', cardPath(card.card_id, 'statement'), cardStatementSchema, {
        searchParams: { ...query, skip, top },
        fallback: STATEMENT_EXPORT_FALLBACKS.export,
      }),
  });
}

/** The payment account statement's CSV: `account_statement_<timestamp>.csv`, in the account's currency. */
export function exportAccountStatement(currency: string, query: StatementQuery): Promise<DownloadedFile> {
  return exportCsv({
    prefix: 'account_statement',
    ...asCsv(accountStatementColumns(currency)),
    pageSize: CARD_LIST_MAX_TOP,
    fetchPage: ({ skip, top }) =>
      request('get', 'account/statement/', accountStatementSchema, {
        searchParams: { ...query, skip, top },
        fallback: STATEMENT_EXPORT_FALLBACKS.export,
      }),
  });
}
