import { TriangleAlert } from 'lucide-react';
import { Button } from './Button';

/** An area's failed load: the server's text or the call's fallback text, and a way to try again. */
export function ErrorState({
  message,
  onRetry,
  title = 'Something went wrong',
}: {
  message: string;
  onRetry?: () => void;
  title?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100"
    >
      <div className="flex items-center gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="size-5" />
        {title}
      </div>
      <p className="text-sm">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
