/**
 * Sends the ready rows in batches and maps every server answer back to file rows. A batch's errors
 * name rows by their position in that batch (from 1); every other row of the batch was created.
 * Cancelling lets the batch on the wire finish and sends no more; a batch that fails as a whole
 * (refused, server down after retries) fails its rows and stops the import. Every row sent for
 * gets exactly one result.
 */
import { ApiError, DemoReadOnlyError, extractErrorText } from '@/lib/errors';
import {
  BULK_IMPORT_BATCH_SIZE,
  BULK_IMPORT_FALLBACKS,
  type BulkImportReply,
  type BulkImportRow,
} from './api/schemas';
import { IMPORT_FIELDS, type ImportField } from './model/import-fields';
import type { PreparedRow } from './model/prepare';
import { toApiRow, type RowIssue } from './model/row-validation';

export type RowResult =
  | { status: 'created' }
  | { status: 'failed'; issues: RowIssue[] }
  | { status: 'not_imported'; issues: RowIssue[] };

export interface ImportProgress {
  /** Rows answered so far (created or failed). */
  done: number;
  total: number;
  created: number;
  failed: number;
}

export interface RunImportOptions {
  rows: readonly PreparedRow[];
  send: (rows: BulkImportRow[]) => Promise<BulkImportReply>;
  batchSize?: number;
  /** Checked before each batch: true stops the import there. */
  shouldStop?: () => boolean;
  onProgress?: (progress: ImportProgress) => void;
  /** Waits between retries of a batch the server could not answer (tests pass a no-op). */
  sleep?: (ms: number) => Promise<void>;
  retries?: number;
}

export interface RunImportResult {
  results: Map<number, RowResult>;
  cancelled: boolean;
  /** Why the import stopped early after a failed batch, if it did. */
  stoppedBy: string | null;
}

export const RUN_MESSAGES = {
  cancelled: 'Not imported: the import was cancelled before this row was sent.',
  stopped: (reason: string) => `Not imported: the import stopped after an error (${reason})`,
} as const;

const FIELDS = new Set<string>(IMPORT_FIELDS);

function isRetryable(error: unknown): boolean {
  if (error instanceof DemoReadOnlyError) return false;
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429;
  // A network failure or a timeout: nothing reached the server's answer.
  return true;
}

/** Groups a reply's errors by row position; positions outside the batch are ignored. */
export function errorsByPosition(reply: BulkImportReply, batchLength: number): Map<number, RowIssue[]> {
  const byRow = new Map<number, RowIssue[]>();
  for (const error of reply.errors) {
    if (!Number.isInteger(error.row) || error.row < 1 || error.row > batchLength) continue;
    const field = error.field !== null && FIELDS.has(error.field) ? (error.field as ImportField) : null;
    const list = byRow.get(error.row) ?? [];
    list.push({ field, message: error.message });
    byRow.set(error.row, list);
  }
  return byRow;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runImport({
  rows,
  send,
  batchSize = BULK_IMPORT_BATCH_SIZE,
  shouldStop = () => false,
  onProgress,
  sleep = defaultSleep,
  retries = 2,
}: RunImportOptions): Promise<RunImportResult> {
  const results = new Map<number, RowResult>();
  const ready = rows.filter((row) => row.status === 'ready');
  const batches = chunk(ready, batchSize);
  const progress: ImportProgress = { done: 0, total: ready.length, created: 0, failed: 0 };
  let cancelled = false;
  let stoppedBy: string | null = null;
  onProgress?.({ ...progress });

  for (let b = 0; b < batches.length; b += 1) {
    const batch = batches[b]!;
    if (stoppedBy === null && shouldStop()) cancelled = true;
    if (cancelled || stoppedBy !== null) {
      const message = cancelled ? RUN_MESSAGES.cancelled : RUN_MESSAGES.stopped(stoppedBy ?? '');
      for (const row of batch)
        results.set(row.rowNumber, { status: 'not_imported', issues: [{ field: null, message }] });
      continue;
    }
    let reply: BulkImportReply | null = null;
    for (let attempt = 0; reply === null; attempt += 1) {
      try {
        reply = await send(batch.map((row) => toApiRow(row.values)));
      } catch (error) {
        if (attempt < retries && isRetryable(error)) {
          await sleep(1000 * (attempt + 1));
          continue;
        }
        stoppedBy = extractErrorText(error, BULK_IMPORT_FALLBACKS.import);
        break;
      }
    }
    if (reply === null) {
      for (const row of batch) {
        results.set(row.rowNumber, {
          status: 'failed',
          issues: [{ field: null, message: stoppedBy ?? BULK_IMPORT_FALLBACKS.import }],
        });
      }
      progress.failed += batch.length;
    } else {
      const errors = errorsByPosition(reply, batch.length);
      batch.forEach((row, index) => {
        const issues = errors.get(index + 1);
        if (issues) {
          results.set(row.rowNumber, { status: 'failed', issues });
          progress.failed += 1;
        } else {
          results.set(row.rowNumber, { status: 'created' });
          progress.created += 1;
        }
      });
    }
    progress.done += batch.length;
    onProgress?.({ ...progress });
  }
  return { results, cancelled, stoppedBy };
}
