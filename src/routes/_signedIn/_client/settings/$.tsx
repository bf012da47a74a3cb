import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router';

/** An unknown settings section is the app's 404 page, not an empty settings frame. */
export const Route = createFileRoute('/_signedIn/_client/settings/$')({
  beforeLoad: () => {
    throw notFound({ routeId: rootRouteId });
  },
});
