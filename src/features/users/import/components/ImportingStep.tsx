import { Button } from '@/components/ui/Button';
import type { ImportProgress } from '../import-runner';

interface ImportingStepProps {
  progress: ImportProgress;
  cancelling: boolean;
  onCancel: () => void;
}

const n = (value: number) => value.toLocaleString('en-GB');

/** Step 4: the batches going out, with a Cancel that stops before the next one. */
export function ImportingStep({ progress, cancelling, onCancel }: ImportingStepProps) {
  const percent = progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        aria-valuetext={`${n(progress.done)} of ${n(progress.total)} rows`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full bg-indigo-600 transition-[width] dark:bg-indigo-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-slate-700 dark:text-slate-200">
        {cancelling
          ? `Stopping after the current batch… ${n(progress.done)} of ${n(progress.total)} rows sent.`
          : `Importing… ${n(progress.done)} of ${n(progress.total)} rows sent (${n(progress.created)} created).`}
      </p>
      <div className="mt-5 flex justify-end">
        <Button data-autofocus variant="secondary" onClick={onCancel} disabled={cancelling}>
          Cancel import
        </Button>
      </div>
    </div>
  );
}
