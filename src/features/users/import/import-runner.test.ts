import { describe, expect, it, vi } from 'vitest';
import { ApiError, DemoReadOnlyError } from '@/lib/errors';
import type { BulkImportReply, BulkImportRow } from './api/schemas';
import { parseCsv } from './model/csv';
import { autoMap } from './model/header-mapping';
import { chunk, errorsByPosition, runImport, RUN_MESSAGES } from './import-runner';
import { prepareRows, type PreparedRow } from './model/prepare';
import { buildReport, rejectedFileName, rejectedRows } from './model/report';
import { generateUsersFile, seededRandom } from '@/test/users-file';

function preparedFrom(text: string, existing: string[] = []): PreparedRow[] {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.message);
  return prepareRows(result.csv, autoMap(result.csv.headers), existing);
}

function people(count: number): PreparedRow[] {
  const lines = ['email,first_name,last_name'];
  for (let i = 0; i < count; i += 1) lines.push(`p${i}@x.io,P,${i}`);
  return preparedFrom(lines.join('\n'));
}

const noSleep = () => Promise.resolve();

describe('runImport', () => {
  it('sends ready rows in batches and maps server positions back to file rows', async () => {
    const rows = preparedFrom(
      'email,first_name,last_name\na@x.io,A,A\nbad,B,B\nc@x.io,C,C\nd@x.io,D,D\ne@x.io,E,E',
    );
    const sent: BulkImportRow[][] = [];
    const send = vi.fn(async (batch: BulkImportRow[]): Promise<BulkImportReply> => {
      sent.push(batch);
      // The second row of each batch is refused.
      return { created: batch.length - 1, errors: [{ row: 2, field: 'email', message: 'Taken.' }] };
    });
    const progress = vi.fn();
    const run = await runImport({ rows, send, batchSize: 2, onProgress: progress, sleep: noSleep });
    expect(sent.map((batch) => batch.map((row) => row.email))).toEqual([
      ['a@x.io', 'c@x.io'],
      ['d@x.io', 'e@x.io'],
    ]);
    expect(Object.fromEntries(run.results)).toEqual({
      2: { status: 'created' },
      4: { status: 'failed', issues: [{ field: 'email', message: 'Taken.' }] },
      5: { status: 'created' },
      6: { status: 'failed', issues: [{ field: 'email', message: 'Taken.' }] },
    });
    expect(progress).toHaveBeenLastCalledWith({ done: 4, total: 4, created: 2, failed: 2 });

    const report = buildReport(rows, run);
    expect(report).toMatchObject({ total: 5, created: 2, failed: 3, skipped: 0, notImported: 0 });
    expect(report.entries.map((entry) => entry.rowNumber)).toEqual([3, 4, 6]);
    expect(rejectedRows(report)).toEqual([
      { rowNumber: 3, reason: 'Email is not a valid email.' },
      { rowNumber: 4, reason: 'Taken.' },
      { rowNumber: 6, reason: 'Taken.' },
    ]);
  });

  it('stops before the next batch when cancelled and reports the rest as not imported', async () => {
    const rows = people(10);
    let stop = false;
    const send = vi.fn(async (batch: BulkImportRow[]) => {
      stop = true; // Cancel is pressed while the first batch is on the wire.
      return { created: batch.length, errors: [] };
    });
    const run = await runImport({ rows, send, batchSize: 4, shouldStop: () => stop, sleep: noSleep });
    expect(send).toHaveBeenCalledTimes(1);
    expect(run.cancelled).toBe(true);
    const report = buildReport(rows, run);
    expect(report).toMatchObject({ created: 4, notImported: 6, cancelled: true });
    expect(report.entries[0]?.issues).toEqual([{ field: null, message: RUN_MESSAGES.cancelled }]);
  });

  it('retries a batch the server could not answer, then stops the import', async () => {
    const rows = people(6);
    const send = vi
      .fn<(batch: BulkImportRow[]) => Promise<BulkImportReply>>()
      .mockRejectedValueOnce(new ApiError(503, null, 'x'))
      .mockResolvedValueOnce({ created: 2, errors: [] })
      .mockRejectedValue(new ApiError(500, { detail: 'Database is down' }, 'x'));
    const run = await runImport({ rows, send, batchSize: 2, sleep: noSleep });
    expect(send).toHaveBeenCalledTimes(5); // 503 then its retry; then 500 and its two retries
    expect(run.stoppedBy).toBe('Database is down');
    const report = buildReport(rows, run);
    expect(report).toMatchObject({ created: 2, failed: 2, notImported: 2 });
    expect(report.entries.map((entry) => [entry.rowNumber, entry.status, entry.issues[0]?.message])).toEqual([
      [4, 'failed', 'Database is down'],
      [5, 'failed', 'Database is down'],
      [6, 'not_imported', RUN_MESSAGES.stopped('Database is down')],
      [7, 'not_imported', RUN_MESSAGES.stopped('Database is down')],
    ]);
  });

  it('does not retry a refusal such as the demo account’s', async () => {
    const send = vi.fn().mockRejectedValue(new DemoReadOnlyError());
    const run = await runImport({ rows: people(3), send, batchSize: 2, sleep: noSleep });
    expect(send).toHaveBeenCalledTimes(1);
    expect(run.stoppedBy).toBe('Sorry, this is a read-only demo account.');
  });

  it('ignores errors for positions outside the batch and unknown fields become row issues', () => {
    const errors = errorsByPosition(
      {
        created: 0,
        errors: [
          { row: 0, field: 'email', message: 'a' },
          { row: 3, field: 'email', message: 'b' },
          { row: 1, field: 'non_field_errors', message: 'c' },
          { row: 1, field: 'email', message: 'd' },
        ],
      },
      2,
    );
    expect(Object.fromEntries(errors)).toEqual({
      1: [
        { field: null, message: 'c' },
        { field: 'email', message: 'd' },
      ],
    });
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('import and report, fuzzed', () => {
  it.each([11, 12, 13, 14, 15])('every row ends up created or in the report (seed %i)', async (seed) => {
    const file = generateUsersFile({ rows: 300, seed, badShare: 0.4 });
    const rows = preparedFrom(file.text, file.existingEmails);
    const random = seededRandom(seed);
    let batches = 0;
    const cancelAfter = 1 + Math.floor(random() * 4);
    const send = async (batch: BulkImportRow[]): Promise<BulkImportReply> => {
      batches += 1;
      if (random() < 0.1) throw new ApiError(400, { detail: 'Refused' }, 'x');
      const errors = batch
        .map((_, i) => i + 1)
        .filter(() => random() < 0.2)
        .map((row) => ({ row, field: random() < 0.5 ? 'email' : null, message: 'Server says no.' }));
      return { created: batch.length - errors.length, errors };
    };
    const run = await runImport({
      rows,
      send,
      batchSize: 25,
      shouldStop: () => batches >= cancelAfter,
      sleep: noSleep,
    });
    const report = buildReport(rows, run);

    expect(report.total).toBe(file.kinds.length);
    expect(report.created + report.skipped + report.failed + report.notImported).toBe(report.total);
    const created = [...run.results].filter(([, result]) => result.status === 'created').map(([row]) => row);
    const accounted = [...created, ...report.entries.map((entry) => entry.rowNumber)].sort((a, b) => a - b);
    expect(accounted).toEqual(rows.map((row) => row.rowNumber));
    for (const entry of report.entries) expect(entry.issues.length).toBeGreaterThan(0);
    expect(rejectedRows(report).length).toBe(report.entries.filter((entry) => !entry.blank).length);
  });
});

describe('rejectedFileName', () => {
  it('stamps the name with the UTC time', () => {
    expect(rejectedFileName(new Date('2026-11-23T07:05:09Z'))).toBe('rejected_users_20261123_070509.csv');
  });
});
