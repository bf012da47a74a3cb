import { Download } from 'lucide-react';
import { useState } from 'react';
import { notifyError } from '@/lib/notify';
import { saveFile, type DownloadedFile } from '@/lib/save-file';
import { Button } from './Button';

/**
 * 'Export CSV': makes the file (usually `exportCsv` of `src/lib/csv-export.ts`: every row of the list,
 * not only the page shown) and hands it to the browser's downloads; busy meanwhile, and a failure
 * toasts the server's text or `fallback`.
 */
export function ExportCsvButton({
  makeFile,
  fallback,
  disabled = false,
}: {
  makeFile: () => Promise<DownloadedFile>;
  fallback: string;
  disabled?: boolean;
}) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    makeFile()
      .then(saveFile)
      .catch((error: unknown) => notifyError(error, fallback))
      .finally(() => setExporting(false));
  };
  return (
    <Button variant="secondary" onClick={exportCsv} busy={exporting} disabled={disabled || exporting}>
      <Download aria-hidden="true" className="size-4" />
      Export CSV
    </Button>
  );
}
