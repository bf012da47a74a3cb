/** Messages between the dialog and import.worker.ts; every request carries an id its answers echo. */
import type { RejectedRow } from './csv';
import type { ColumnMapping } from './header-mapping';
import type { PreparedRow } from './prepare';
import type { ParseSummary } from '../session';

export type WorkerRequest =
  | { id: number; type: 'parse'; file: File }
  | { id: number; type: 'prepare'; mapping: ColumnMapping; existingEmails: string[] | null }
  | { id: number; type: 'rejected-csv'; rows: RejectedRow[] }
  /** The dialog has taken a slice of rows in: the worker sends the next one. */
  | { id: number; type: 'ack' };

export type WorkerReply =
  | { id: number; type: 'parsed'; summary: ParseSummary }
  /**
   * Prepared rows arrive in slices, the next one only once the dialog has acknowledged the last, so
   * reading them is many short tasks on the main thread rather than one long one.
   */
  | { id: number; type: 'rows'; rows: PreparedRow[] }
  | { id: number; type: 'prepared'; total: number }
  | { id: number; type: 'csv'; text: string }
  | { id: number; type: 'error'; message: string };

/** Prepared rows per message. */
export const ROWS_PER_MESSAGE = 1000;

/** The dialog's handle on a session, in a worker (../engine.ts) or in-process (../inline-engine.ts). */
export interface ImportEngine {
  parse(file: File): Promise<ParseSummary>;
  prepare(mapping: ColumnMapping, existingEmails: string[] | null): Promise<PreparedRow[]>;
  rejectedCsv(rows: RejectedRow[]): Promise<string>;
  dispose(): void;
}

export const READ_FAILED = 'The file could not be read. Check that it is still there and try again.';
