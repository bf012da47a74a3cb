/** The checks made on a chosen file before it is read (type, size, emptiness), and the file messages. */

export const MAX_FILE_BYTES = 50 * 1024 * 1024;
export const CSV_ACCEPT = '.csv,text/csv';

export const FILE_MESSAGES = {
  notCsv: 'This file is not a CSV file. Choose a .csv file (in Excel: File › Save As › CSV).',
  excel:
    'Excel workbooks cannot be imported yet. Save the sheet as CSV (File › Save As › CSV) and choose that file.',
  tooBig: 'This file is larger than 50 MB. Split it into smaller CSV files and import them one by one.',
  many: 'Choose one file at a time.',
  empty: 'This file is empty. Add a header row and one row per user, then try again.',
  headerOnly: 'This file has a header row but no users in it.',
  binary: 'This file is not a readable CSV file. Export it again as CSV (UTF-8) and try again.',
  noHeader:
    'The first row looks like a user, not column names. Add a header row (e.g. first_name,last_name,email) and try again.',
} as const;

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/x-csv', 'text/comma-separated-values']);
const EXCEL_EXTENSIONS = /\.(xlsx|xlsm|xls|ods|numbers)$/i;

/** What is wrong with a chosen file before reading it, or null. Judged by name first, then type. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  if (EXCEL_EXTENSIONS.test(name)) return FILE_MESSAGES.excel;
  // Windows reports .csv as application/vnd.ms-excel; the name decides.
  if (!name.endsWith('.csv') && !CSV_TYPES.has(file.type)) return FILE_MESSAGES.notCsv;
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (file.size > MAX_FILE_BYTES) return FILE_MESSAGES.tooBig;
  return null;
}
