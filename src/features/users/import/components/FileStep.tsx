import { Download, FileUp } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { FileDropZone } from '@/components/ui/FileDropZone';
import { Spinner } from '@/components/ui/Spinner';
import { saveFile } from '@/lib/save-file';
import { CSV_ACCEPT } from '../model/file-checks';
import { IMPORT_FIELDS } from '../model/import-fields';

interface FileStepProps {
  busyFile: string | null;
  error: string | null;
  onChoose: (files: readonly File[]) => void;
}

const TEMPLATE = `${IMPORT_FIELDS.join(',')}\r\nAda,Lovelace,ada.lovelace@example.com,user,no,yes\r\n`;

/** Step 1: choose or drop one CSV file. */
export function FileStep({ busyFile, error, onChoose }: FileStepProps) {
  const id = useId();
  const busy = busyFile !== null;

  return (
    <div className="mt-4 space-y-3">
      <FileDropZone
        id={id}
        accept={CSV_ACCEPT}
        inputLabel="CSV file"
        busy={busy}
        errorId={error ? `${id}-message` : undefined}
        onChoose={onChoose}
        className="flex flex-col items-center gap-3 p-6 text-center text-sm"
        chooseLabel="Choose CSV file"
        chooseAutoFocus
      >
        <FileUp aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />
        <label htmlFor={id} className="text-slate-700 dark:text-slate-200">
          Drop a CSV file here, or choose one. One row per user, with a header row.
        </label>
        {busyFile && (
          <p role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
            <Spinner className="size-4" /> Reading {busyFile}…
          </p>
        )}
      </FileDropZone>
      {error && (
        <p id={`${id}-message`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="text-xs text-slate-600 dark:text-slate-300">
        <p>
          Columns: first name, last name and e-mail (required); roles (<code>user</code> or{' '}
          <code>client_admin</code>); buyer and cards user (yes or no). Headers such as “E-mail” or “First
          Name” are recognised.
        </p>
        <Button
          variant="ghost"
          className="mt-1 -ml-4"
          onClick={() =>
            saveFile({
              blob: new Blob([TEMPLATE], { type: 'text/csv;charset=utf-8' }),
              filename: 'users_import_template.csv',
            })
          }
        >
          <Download aria-hidden="true" className="size-4" />
          Download a template
        </Button>
      </div>
    </div>
  );
}
