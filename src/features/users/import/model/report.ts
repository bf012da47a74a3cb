/**
 * The final report: every row of the file is created, skipped, failed or not imported (cancelled or
 * stopped), each non-created row with its number and issues; the rejected rows (all but the created
 * and the blank ones) are what the download holds.
 */
import type { RejectedRow } from './csv';
import { fieldLabel } from './import-fields';
import type { PreparedRow } from './prepare';
import type { RowResult, RunImportResult } from '../import-runner';
import type { RowIssue } from './row-validation';

export type ReportStatus = 'skipped' | 'failed' | 'not_imported';

export interface ReportEntry {
  rowNumber: number;
  status: ReportStatus;
  issues: RowIssue[];
  /** Shown with its row number but left out of the download (there is nothing to fix). */
  blank: boolean;
  email: string;
}

export interface ImportReport {
  total: number;
  created: number;
  skipped: number;
  failed: number;
  notImported: number;
  cancelled: boolean;
  stoppedBy: string | null;
  /** Every row that was not created, in file order. */
  entries: ReportEntry[];
}

export const UNKNOWN_RESULT = 'The import stopped before this row’s result was known.';

export function buildReport(prepared: readonly PreparedRow[], run: RunImportResult): ImportReport {
  const report: ImportReport = {
    total: prepared.length,
    created: 0,
    skipped: 0,
    failed: 0,
    notImported: 0,
    cancelled: run.cancelled,
    stoppedBy: run.stoppedBy,
    entries: [],
  };
  for (const row of prepared) {
    let outcome: RowResult | { status: 'skipped'; issues: RowIssue[] };
    if (row.status === 'ready') {
      // A ready row the run has no answer for cannot be called created.
      outcome = run.results.get(row.rowNumber) ?? {
        status: 'failed',
        issues: [{ field: null, message: UNKNOWN_RESULT }],
      };
    } else {
      outcome = { status: row.status, issues: row.issues };
    }
    if (outcome.status === 'created') {
      report.created += 1;
      continue;
    }
    if (outcome.status === 'skipped') report.skipped += 1;
    else if (outcome.status === 'failed') report.failed += 1;
    else report.notImported += 1;
    report.entries.push({
      rowNumber: row.rowNumber,
      status: outcome.status,
      issues: outcome.issues,
      blank: row.blank,
      email: row.values.email,
    });
  }
  return report;
}

/** One line for a row's issues: 'Email is not a valid email. First name is required.' */
export function reasonText(issues: readonly RowIssue[]): string {
  return issues.map((issue) => issue.message).join(' ');
}

/** The issue's field as the report shows it ('Email', or 'Row' for the whole row). */
export function issueFieldLabel(issue: RowIssue): string {
  return issue.field ? fieldLabel(issue.field) : 'Row';
}

export function rejectedRows(report: ImportReport): RejectedRow[] {
  return report.entries
    .filter((entry) => !entry.blank)
    .map((entry) => ({ rowNumber: entry.rowNumber, reason: reasonText(entry.issues) }));
}

/** `rejected_users_<YYYYMMDD_HHMMSS>.csv` in UTC. */
export function rejectedFileName(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '_');
  return `rejected_users_${stamp}.csv`;
}
