/**
 * One file's import session: the parsed file stays here (in the worker, or in-process where no
 * Worker exists), and the dialog asks for summaries, prepared rows and the rejected-rows CSV.
 */
import { parseCsv, rejectedRowsCsv, type ParsedCsv, type RejectedRow } from './model/csv';
import type { ColumnMapping } from './model/header-mapping';
import { prepareRows, type PreparedRow } from './model/prepare';

/** Rows shown under each column while mapping. */
export const SAMPLE_ROWS = 3;

export type ParseSummary =
  | { ok: true; fileName: string; headers: string[]; rowCount: number; sample: string[][] }
  | { ok: false; message: string };

export interface ImportSession {
  parse(text: string, fileName: string): ParseSummary;
  prepare(mapping: ColumnMapping, existingEmails: readonly string[] | null): PreparedRow[];
  rejectedCsv(rows: readonly RejectedRow[]): string;
}

export const NO_FILE = 'Choose a file first.';

export function createImportSession(): ImportSession {
  let csv: ParsedCsv | null = null;
  const parsed = (): ParsedCsv => {
    if (!csv) throw new Error(NO_FILE);
    return csv;
  };
  return {
    parse(text, fileName) {
      const result = parseCsv(text);
      csv = result.ok ? result.csv : null;
      if (!result.ok) return result;
      return {
        ok: true,
        fileName,
        headers: result.csv.headers,
        rowCount: result.csv.rows.length,
        sample: result.csv.rows.slice(0, SAMPLE_ROWS).map((row) => row.cells),
      };
    },
    prepare: (mapping, existingEmails) => prepareRows(parsed(), mapping, existingEmails),
    rejectedCsv: (rows) => rejectedRowsCsv(parsed(), rows),
  };
}
