import { createMemoryHistory, createRouter, type AnyRoute } from '@tanstack/react-router';

/** A router over a test's own route tree (no router context), in memory, starting at `path`. */
export function memoryRouter(routeTree: AnyRoute, path = '/') {
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) } as Parameters<
    typeof createRouter
  >[0]);
}
