import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { UsersPage } from '@/features/admin/components/UsersPage';
import { USERS_SEARCH_DEFAULTS, userListQueryOf, usersSearchSchema } from '@/features/admin/search';
import { userQueries } from '@/features/users/api/user-queries';

/** Manage Users: users across every tenant; the filters, order and page live in the URL. */
export const Route = createFileRoute('/_signedIn/_superAdmin/admin/users')({
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(USERS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(userQueries.list(userListQueryOf(deps)));
  },
  component: UsersPage,
});
