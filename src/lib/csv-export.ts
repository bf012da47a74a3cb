/**
 * A list exported as a CSV file: every row its query selects (not only the page shown), fetched in
 * pages of the largest size the API serves, in the list's order, named `<prefix>_YYYYMMDD_HHMMSS.csv`.
 * papaparse loads only when a file is made, so it stays out of the page's chunk.
 */
import type { DownloadedFile } from './save-file';

/** One page of a list as the API sends it. */
export interface CsvSourcePage<Row> {
  rows: readonly Row[];
  count: number;
}

export interface CsvExport<Row> {
  /** The file name's start: `contracts` gives `contracts_20260315_101500.csv`. */
  prefix: string;
  /** The first line. */
  headers: readonly string[];
  /** The largest page the API serves (`top`). */
  pageSize: number;
  /** One page of the list, `top` rows from `skip`. */
  fetchPage: (page: { skip: number; top: number }) => Promise<CsvSourcePage<Row>>;
  /** A row's cells, in the headers' order. */
  cells: (row: Row) => readonly (string | number)[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `<prefix>_20260315_101500.csv`: the prefix, a UTC timestamp, .csv. */
export function csvFileName(prefix: string, date: Date = new Date()): string {
  const stamp =
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}_` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
  return `${prefix}_${stamp}.csv`;
}

/** Every row of a list, whatever its page: pages of `pageSize`, one after another. */
export async function fetchEveryPage<Row>(
  fetchPage: CsvExport<Row>['fetchPage'],
  pageSize: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let skip = 0; ; skip += pageSize) {
    const page = await fetchPage({ skip, top: pageSize });
    rows.push(...page.rows);
    if (page.rows.length < pageSize || rows.length >= page.count) return rows;
  }
}

/** The CSV file of every row of a list: the headers, then each row's cells. */
export async function exportCsv<Row>({
  prefix,
  headers,
  pageSize,
  fetchPage,
  cells,
}: CsvExport<Row>): Promise<DownloadedFile> {
  const [{ default: Papa }, rows] = await Promise.all([
    import('papaparse'),
    fetchEveryPage(fetchPage, pageSize),
  ]);
  const csv = Papa.unparse({ fields: [...headers], data: rows.map((row) => [...cells(row)]) });
  return { blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename: csvFileName(prefix) };
}
