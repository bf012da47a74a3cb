import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { FullScreenLoader } from '@/components/ui/FullScreenLoader';
import { RouteErrorView } from '@/features/shell/components/RouteErrorView';
import { applyChunkTimeout } from '@/lib/chunk-timeout';
import { parseSearch, stringifySearch } from '@/lib/search-serializer';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    parseSearch,
    stringifySearch,
    // Loaders prime the query cache; the router never caches data itself.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <FullScreenLoader />,
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    defaultErrorComponent: RouteErrorView,
    // The 404 page is rarely seen: it loads on demand, outside the entry that /login needs up front.
    defaultNotFoundComponent: lazyRouteComponent(
      () => import('@/features/shell/components/NotFoundPage'),
      'NotFoundPage',
    ),
    // An unknown path is the root's 404 page for everyone: no group layout's guard runs for it.
    notFoundMode: 'root',
    scrollRestoration: false,
  });
  applyChunkTimeout(
    Object.values(router.routesById) as unknown as Iterable<{ options: Record<string, unknown> }>,
  );
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Page title; the document title becomes `<title> | Stackwise`, or `Stackwise` without one. */
    title?: string;
  }
}
