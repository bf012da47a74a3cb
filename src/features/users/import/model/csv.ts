/**
 * Parsing the file (papaparse on the file's text; the delimiter is detected, so Excel's ';' files
 * work too) and writing the rejected rows back out. Row numbers are the spreadsheet's: the header is
 * row 1, the first user row 2. Runs in the import worker, so papaparse stays out of the dialog's chunk.
 */
import Papa from 'papaparse';
import { FILE_MESSAGES } from './file-checks';

export interface ParsedRow {
  /** The spreadsheet row number (header = 1). */
  rowNumber: number;
  cells: string[];
  /** A problem the parser found in this row (an unclosed quote). */
  parseError: string | null;
}

export interface ParsedCsv {
  headers: string[];
  rows: ParsedRow[];
  delimiter: string;
}

export type ParseResult = { ok: true; csv: ParsedCsv } | { ok: false; message: string };

const UNCLOSED_QUOTE =
  'This row has a quote (") that is never closed, so the rest of the file was read into it.';
const BAD_QUOTE = 'This row has a misplaced quote (").';
const EMAIL_LIKE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/** Parses CSV text into a header and rows; refuses text that cannot be a users file. */
export function parseCsv(text: string): ParseResult {
  if (text.includes('\u0000')) return { ok: false, message: FILE_MESSAGES.binary };
  const input = text.replace(/^\uFEFF/, '');
  if (input.trim() === '') return { ok: false, message: FILE_MESSAGES.empty };

  const result = Papa.parse<string[]>(input, { header: false, skipEmptyLines: false });
  const records = result.data;
  const rowErrors = new Map<number, string>();
  for (const error of result.errors) {
    if (error.type !== 'Quotes' || error.row === undefined) continue;
    rowErrors.set(error.row, error.code === 'MissingQuotes' ? UNCLOSED_QUOTE : BAD_QUOTE);
  }
  // Leading blank lines are not the header; trailing ones (a final newline) are not rows.
  let first = 0;
  while (first < records.length && isBlankRow(records[first] ?? [])) first += 1;
  let end = records.length;
  while (end > first && isBlankRow(records[end - 1] ?? [])) end -= 1;
  if (first >= end) return { ok: false, message: FILE_MESSAGES.empty };

  const headers = (records[first] ?? []).map((header) => header.trim());
  if (headers.some((header) => EMAIL_LIKE.test(header)))
    return { ok: false, message: FILE_MESSAGES.noHeader };
  const rows: ParsedRow[] = [];
  for (let index = first + 1; index < end; index += 1) {
    rows.push({
      rowNumber: index + 1,
      cells: records[index] ?? [],
      parseError: rowErrors.get(index) ?? null,
    });
  }
  if (rows.length === 0) return { ok: false, message: FILE_MESSAGES.headerOnly };
  return { ok: true, csv: { headers, rows, delimiter: result.meta.delimiter } };
}

/** The column that carries each rejected row's reason in the download. */
export const REASON_COLUMN = 'reason';

export interface RejectedRow {
  rowNumber: number;
  reason: string;
}

/**
 * The rejected rows as CSV, with the file's own columns (so it can be fixed and imported again) plus
 * a `reason` column; a `reason` column the file already had (a re-import) is overwritten. Cells that a
 * spreadsheet would run as formulas are escaped.
 */
export function rejectedRowsCsv(csv: ParsedCsv, rejected: readonly RejectedRow[]): string {
  const existing = csv.headers.findIndex((header) => header.trim().toLowerCase() === REASON_COLUMN);
  const width = existing === -1 ? csv.headers.length + 1 : csv.headers.length;
  const reasonAt = existing === -1 ? csv.headers.length : existing;
  const fields = [...csv.headers];
  fields[reasonAt] = REASON_COLUMN;
  const byNumber = new Map(csv.rows.map((row) => [row.rowNumber, row]));
  const data = [...rejected]
    .sort((a, b) => a.rowNumber - b.rowNumber)
    .map(({ rowNumber, reason }) => {
      const cells = byNumber.get(rowNumber)?.cells ?? [];
      // Extra cells beyond the header are kept, after the reason column.
      const line = Array.from(
        { length: Math.max(width, cells.length + (existing === -1 ? 1 : 0)) },
        (_, i) => {
          if (i === reasonAt) return reason;
          const source = existing === -1 && i > reasonAt ? i - 1 : i;
          return cells[source] ?? '';
        },
      );
      return line;
    });
  return Papa.unparse([fields, ...data], { escapeFormulae: true, newline: '\r\n' });
}
