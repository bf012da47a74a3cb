import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CompaniesPage } from '@/features/admin/components/CompaniesPage';
import { COMPANIES_SEARCH_DEFAULTS, companiesSearchSchema } from '@/features/admin/model/search';
import { tenantListQueryOf } from '@/features/admin/model/list-query';
import { tenantQueries } from '@/features/tenants/api/tenant-queries';

/** Manage Company: the tenants list; its keyword, order, page and page size live in the URL. */
export const Route = createFileRoute('/_signedIn/_superAdmin/admin/companies')({
  validateSearch: companiesSearchSchema,
  search: { middlewares: [stripSearchParams(COMPANIES_SEARCH_DEFAULTS)] },
  // Runs on every navigation; not keyed by the search, so a new order or page keeps the list on screen.
  loader: ({ context: { queryClient }, location }) => {
    void queryClient.prefetchQuery(
      tenantQueries.list(tenantListQueryOf(companiesSearchSchema.parse(location.search))),
    );
  },
  component: CompaniesPage,
});
