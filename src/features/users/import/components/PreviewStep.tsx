import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { fullName } from '@/lib/person';
import { issueFieldLabel } from '../model/report';
import { countPrepared, type PreparedRow } from '../model/prepare';
import { RowList } from './RowList';
import { RowStatusBadge } from './RowStatusBadge';

type Filter = 'all' | 'problems' | 'ready';

interface PreviewStepProps {
  rows: readonly PreparedRow[];
  /** The existing users could not be loaded: duplicates of them are left to the server. */
  existingUnknown: boolean;
  onBack: () => void;
  onImport: () => void;
}

const n = (value: number) => value.toLocaleString('en-GB');

function PreviewItem({ row }: { row: PreparedRow }) {
  const name = fullName(row.values);
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="w-16 shrink-0 font-medium text-slate-900 dark:text-white">Row {row.rowNumber}</span>
        <RowStatusBadge status={row.status} />
        <span className="truncate text-slate-700 dark:text-slate-200">
          {[name, row.values.email].filter(Boolean).join(' · ') || '—'}
        </span>
      </div>
      {row.issues.length > 0 && (
        <ul className="mt-1 ml-18 list-disc pl-4 text-red-800 dark:text-red-200">
          {row.issues.map((issue, index) => (
            <li key={index}>
              <span className="sr-only">{issueFieldLabel(issue)}: </span>
              {issue.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Step 3: every row with its verdict; only the ready ones will be sent. */
export function PreviewStep({ rows, existingUnknown, onBack, onImport }: PreviewStepProps) {
  const counts = useMemo(() => countPrepared(rows), [rows]);
  const [filter, setFilter] = useState<Filter>(counts.failed + counts.skipped > 0 ? 'problems' : 'all');
  const shown = useMemo(
    () =>
      filter === 'all'
        ? rows
        : rows.filter((row) => (filter === 'ready' ? row.status === 'ready' : row.status !== 'ready')),
    [rows, filter],
  );
  const filters: [Filter, string][] = [
    ['problems', `With problems (${n(counts.failed + counts.skipped)})`],
    ['ready', `Ready (${n(counts.ready)})`],
    ['all', `All rows (${n(counts.total)})`],
  ];

  return (
    <div className="mt-4">
      <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
        {n(counts.total)} {counts.total === 1 ? 'row' : 'rows'}:{' '}
        <strong>{n(counts.ready)} ready to import</strong>, {n(counts.failed)} with errors,{' '}
        {n(counts.skipped)} skipped.
      </p>
      {existingUnknown && (
        <p className="mt-1 text-xs text-amber-800 dark:text-amber-200">
          Your existing users could not be loaded, so e-mails that already have an account are not flagged
          here; the import will still refuse them.
        </p>
      )}
      <div role="group" aria-label="Show" className="mt-3 flex flex-wrap gap-1">
        {filters.map(([value, label]) => (
          <Button
            key={value}
            variant={filter === value ? 'primary' : 'ghost'}
            aria-pressed={filter === value}
            className="px-2 py-1 text-xs"
            onClick={() => setFilter(value)}
          >
            {label}
          </Button>
        ))}
      </div>
      <RowList
        items={shown}
        label="Rows to import"
        itemKey={(row) => row.rowNumber}
        renderItem={(row) => <PreviewItem row={row} />}
        empty={filter === 'ready' ? 'No row is ready to import.' : 'No rows here.'}
      />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          Back to columns
        </Button>
        <Button data-autofocus onClick={onImport}>
          {counts.ready === 0
            ? 'Finish without importing'
            : `Import ${n(counts.ready)} ${counts.ready === 1 ? 'user' : 'users'}`}
        </Button>
      </div>
    </div>
  );
}
