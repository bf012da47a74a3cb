import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ManageUsersPage } from '@/features/users/components/ManageUsersPage';
import { userQueries } from '@/features/users/api/user-queries';
import { MANAGE_SEARCH_DEFAULTS, manageSearchSchema } from '@/features/users/model/manage-search';

/**
 * Manage: the tenant's users. Search, filters and order live in the URL; the loader starts loading
 * the whole list (and the staff cards) without holding the page back, which shows its own progress.
 */
export const Route = createFileRoute('/_signedIn/_client/manage')({
  validateSearch: manageSearchSchema,
  search: { middlewares: [stripSearchParams(MANAGE_SEARCH_DEFAULTS)] },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(userQueries.tenantUsers());
    void queryClient.prefetchQuery(userQueries.staff());
  },
  component: ManageUsersPage,
});
