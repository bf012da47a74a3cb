import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/Button';
import { issueFieldLabel, type ImportReport, type ReportEntry } from '../model/report';
import { RowList } from './RowList';
import { RowStatusBadge } from './RowStatusBadge';

interface ReportStepProps {
  report: ImportReport;
  downloading: boolean;
  downloadError: string | null;
  onDownload: () => void;
  onAgain: () => void;
  onDone: () => void;
}

const n = (value: number) => value.toLocaleString('en-GB');

function ReportItem({ entry }: { entry: ReportEntry }) {
  return (
    <div className="flex flex-wrap items-start gap-x-2">
      <span className="w-16 shrink-0 font-medium text-slate-900 dark:text-white">Row {entry.rowNumber}</span>
      <RowStatusBadge status={entry.status} />
      <ul className="min-w-0 flex-1">
        {entry.issues.map((issue, index) => (
          <li key={index} className="text-slate-700 dark:text-slate-200">
            <span className="font-medium">{issueFieldLabel(issue)}:</span> {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Step 5: what happened to every row, and the rejected rows to fix and import again. */
export function ReportStep({
  report,
  downloading,
  downloadError,
  onDownload,
  onAgain,
  onDone,
}: ReportStepProps) {
  const rejected = useMemo(() => report.entries.filter((entry) => !entry.blank).length, [report]);
  const headline = report.cancelled
    ? 'Import cancelled.'
    : report.stoppedBy !== null
      ? 'Import stopped after an error.'
      : 'Import finished.';
  const stats: [string, number][] = [
    ['Created', report.created],
    ['Skipped', report.skipped],
    ['Failed', report.failed],
    ...(report.notImported > 0 ? ([['Not imported', report.notImported]] as [string, number][]) : []),
  ];
  return (
    <div className="mt-4">
      <p role="status" className="text-sm font-medium text-slate-900 dark:text-white">
        {headline} {n(report.created)} of {n(report.total)} {report.total === 1 ? 'row' : 'rows'} created.
      </p>
      {report.stoppedBy && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {report.stoppedBy}
        </p>
      )}
      <dl aria-label="Import summary" className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-md border border-slate-200 p-2 dark:border-slate-700">
            <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
            <dd
              className="text-lg font-semibold text-slate-900 dark:text-white"
              data-testid={`report-${label.toLowerCase().replace(' ', '-')}`}
            >
              {n(value)}
            </dd>
          </div>
        ))}
      </dl>
      {report.entries.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-medium text-slate-900 dark:text-white">Rows not created</h3>
          <RowList
            items={report.entries}
            label="Rows not created"
            itemKey={(entry) => entry.rowNumber}
            renderItem={(entry) => <ReportItem entry={entry} />}
          />
        </>
      )}
      {downloadError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {downloadError}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        {rejected > 0 && (
          <Button variant="secondary" busy={downloading} onClick={onDownload}>
            <Download aria-hidden="true" className="size-4" />
            Download rejected rows ({n(rejected)})
          </Button>
        )}
        <Button variant="secondary" onClick={onAgain}>
          Import another file
        </Button>
        <Button data-autofocus onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
