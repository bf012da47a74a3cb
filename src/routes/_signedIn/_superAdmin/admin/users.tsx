import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { UsersPage } from '@/features/admin/components/UsersPage';
import { USERS_SEARCH_DEFAULTS, usersSearchSchema } from '@/features/admin/search';

/** Manage Users: users across every tenant; the filters, order and page live in the URL. */
export const Route = createFileRoute('/_signedIn/_superAdmin/admin/users')({
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(USERS_SEARCH_DEFAULTS)] },
  component: UsersPage,
});
