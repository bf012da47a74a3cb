import { createFileRoute } from '@tanstack/react-router';

/** '/contracts' and every path below it share the Contracts title unless a page has its own. */
export const Route = createFileRoute('/_signedIn/_client/contracts')({
  staticData: { title: 'Contracts' },
});
