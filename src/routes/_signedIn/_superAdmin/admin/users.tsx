import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { UsersPage } from '@/features/admin/components/UsersPage';
import { USERS_SEARCH_DEFAULTS, usersSearchSchema } from '@/features/admin/model/search';
import { userListQueryOf } from '@/features/admin/model/list-query';
import { userQueries } from '@/features/users/api/user-queries';

/** Manage Users: users across every tenant; the filters, order and page live in the URL. */
export const Route = createFileRoute('/_signedIn/_superAdmin/admin/users')({
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(USERS_SEARCH_DEFAULTS)] },
  // Runs on every navigation; not keyed by the search, so a new order or page keeps the list on screen.
  loader: ({ context: { queryClient }, location }) => {
    void queryClient.prefetchQuery(
      userQueries.list(userListQueryOf(usersSearchSchema.parse(location.search))),
    );
  },
  component: UsersPage,
});
