import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { ChunkLoadTimeoutError } from '@/lib/chunk-timeout';
import { extractErrorText } from '@/lib/errors';

function isChunkFailure(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(
    message,
  );
}

/** A route that failed to load: the reason and a retry (a chunk timeout included). */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const chunk = isChunkFailure(error);
  const retry = () => {
    // A browser may remember a failed module import, so a chunk failure is retried with a fresh page.
    if (chunk) {
      window.location.reload();
      return;
    }
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <section role="alert" className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">
        {chunk ? 'This page could not be loaded' : 'Something went wrong'}
      </h1>
      <p className="mt-3 text-slate-700 dark:text-slate-200">
        {chunk
          ? 'The connection may be slow or interrupted. Check it and try again.'
          : extractErrorText(error)}
      </p>
      <Button className="mt-6" onClick={retry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Retry
      </Button>
    </section>
  );
}
