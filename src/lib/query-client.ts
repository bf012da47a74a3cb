import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, DemoReadOnlyError } from './errors';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Fallback text shown when the call fails without a server message. */ errorFallback?: string;
    };
    mutationMeta: {
      errorFallback?: string;
      /** Set when the component shows the failure itself (e.g. beside form fields). */
      silentError?: boolean;
    };
  }
}

function isClientError(error: unknown): boolean {
  return error instanceof DemoReadOnlyError || (error instanceof ApiError && error.status < 500);
}

/**
 * Defaults chosen for a data-heavy admin app: data stays fresh for 30 s (navigation between pages
 * reuses it), 4xx answers are final, 5xx and network failures get two retries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A failed first load is shown by the area's error view; a failed background refresh of
        // data already on screen is only worth a toast.
        if (query.state.data !== undefined) notifyError(error, query.meta?.errorFallback);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silentError || error instanceof DemoReadOnlyError) {
          notifyError(error, mutation.meta?.errorFallback);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
