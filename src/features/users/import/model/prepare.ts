/**
 * The preview's verdict on every row of the file: ready to send, failed (with each field's message)
 * or skipped (a blank row, an e-mail that already has an account, or a repeat of an earlier row).
 * Every parsed row comes out exactly once, in file order.
 */
import type { ParsedCsv } from './csv';
import type { ColumnMapping } from './header-mapping';
import { emailKey, rowValues, validateRowValues, type RowIssue, type RowValues } from './row-validation';
import { USER_EMAIL_TAKEN } from '../../model/form-rules';

export type PreparedStatus = 'ready' | 'failed' | 'skipped';

export interface PreparedRow {
  rowNumber: number;
  values: RowValues;
  status: PreparedStatus;
  /** Why the row is failed or skipped; empty when ready. */
  issues: RowIssue[];
  /** A row with nothing in it: reported as skipped, left out of the rejected-rows download. */
  blank: boolean;
}

export const ROW_MESSAGES = {
  blank: 'Row is empty.',
  existing: USER_EMAIL_TAKEN,
  duplicate: (first: number) => `Email is a duplicate of row ${first} in this file.`,
  tooManyCells: (cells: number, headers: number) =>
    `This row has ${cells} cells but the header row has ${headers}: a value with a comma may need quotes.`,
} as const;

function trailingFilled(cells: readonly string[], from: number): boolean {
  for (let i = from; i < cells.length; i += 1) if ((cells[i] ?? '').trim() !== '') return true;
  return false;
}

/**
 * Validates every row with the field rules and flags duplicates, within the file and against
 * `existingEmails` (the tenant's users; null when they could not be loaded: the server still checks).
 */
export function prepareRows(
  csv: ParsedCsv,
  mapping: ColumnMapping,
  existingEmails: Iterable<string> | null,
): PreparedRow[] {
  const existing = new Set<string>();
  for (const email of existingEmails ?? []) existing.add(emailKey(email));
  const firstRowOf = new Map<string, number>();
  const width = csv.headers.length;

  return csv.rows.map(({ rowNumber, cells, parseError }): PreparedRow => {
    const values = rowValues(cells, mapping);
    if (cells.every((cell) => cell.trim() === '')) {
      return {
        rowNumber,
        values,
        status: 'skipped',
        issues: [{ field: null, message: ROW_MESSAGES.blank }],
        blank: true,
      };
    }
    const issues: RowIssue[] = [];
    if (parseError) issues.push({ field: null, message: parseError });
    if (cells.length > width && trailingFilled(cells, width)) {
      issues.push({ field: null, message: ROW_MESSAGES.tooManyCells(cells.length, width) });
    }
    issues.push(...validateRowValues(values));
    if (issues.length > 0) return { rowNumber, values, status: 'failed', issues, blank: false };

    const key = emailKey(values.email);
    if (existing.has(key)) {
      return {
        rowNumber,
        values,
        status: 'skipped',
        issues: [{ field: 'email', message: ROW_MESSAGES.existing }],
        blank: false,
      };
    }
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      return {
        rowNumber,
        values,
        status: 'skipped',
        issues: [{ field: 'email', message: ROW_MESSAGES.duplicate(first) }],
        blank: false,
      };
    }
    firstRowOf.set(key, rowNumber);
    return { rowNumber, values, status: 'ready', issues: [], blank: false };
  });
}

export interface PreparedCounts {
  total: number;
  ready: number;
  failed: number;
  skipped: number;
}

export function countPrepared(rows: readonly PreparedRow[]): PreparedCounts {
  const counts: PreparedCounts = { total: rows.length, ready: 0, failed: 0, skipped: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}
