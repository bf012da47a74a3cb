import { useDeferredValue, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { extractErrorText } from '@/lib/errors';

export interface ListError {
  title: string;
  /** The server's text, else the call's fallback. */
  message: string;
  onRetry?: () => void;
}

/** What `queryError` reads of a list's query (a TanStack Query result fits). */
export interface ListQueryState {
  data: unknown;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A list query's failure when there is nothing to show (no earlier rows): the server's text, else
 * `fallback`, and a retry. Null otherwise.
 */
export function queryError(query: ListQueryState, title: string, fallback: string): ListError | null {
  if (!query.isError || query.data !== undefined) return null;
  return {
    title,
    message: extractErrorText(query.error, fallback),
    onRetry: () => void query.refetch(),
  };
}

export interface ListStatusProps {
  /** The list failed to load and there is nothing to show: an alert with 'Try again'. */
  error?: ListError | false | null;
  /** The list's first load: a polite loading line with this text. */
  loading?: string | false;
  /** The list holds nothing at all (not a filter's empty result): a message instead of the table. */
  empty?: { title: string; description?: ReactNode } | false | null;
  /** The list itself (toolbar, table, pagination); called only when none of the states above apply. */
  children: () => ReactNode;
  /**
   * The height the list will take (a Tailwind min-height class), kept while it loads so that what
   * follows it does not move when the rows arrive.
   */
  reserve?: string;
}

/** A list's error, loading and empty states in one order (error, then loading, then empty), else the list. */
export function ListStatus({ error, loading, empty, children, reserve }: ListStatusProps) {
  // The list's first render once loaded (a page of rows, each with its menu) is the page's heaviest:
  // it follows in a deferred render that React splits into slices, the loading view staying meanwhile.
  const settling = useDeferredValue(loading);
  const shownLoading = loading || settling;
  if (error) return <ErrorState title={error.title} message={error.message} onRetry={error.onRetry} />;
  if (shownLoading && reserve) {
    return (
      <div className={reserve}>
        <LoadingState>{shownLoading}</LoadingState>
      </div>
    );
  }
  if (shownLoading) return <LoadingState>{shownLoading}</LoadingState>;
  if (empty) return <EmptyState title={empty.title}>{empty.description}</EmptyState>;
  return children();
}
