import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CompaniesPage } from '@/features/admin/components/CompaniesPage';
import { COMPANIES_SEARCH_DEFAULTS, companiesSearchSchema, tenantListQueryOf } from '@/features/admin/search';
import { tenantQueries } from '@/features/tenants/api/tenant-queries';

/** Manage Company: the tenants list; its keyword, order, page and page size live in the URL. */
export const Route = createFileRoute('/_signedIn/_superAdmin/admin/companies')({
  validateSearch: companiesSearchSchema,
  search: { middlewares: [stripSearchParams(COMPANIES_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(tenantQueries.list(tenantListQueryOf(deps)));
  },
  component: CompaniesPage,
});
