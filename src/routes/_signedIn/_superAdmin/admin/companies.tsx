import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CompaniesPage } from '@/features/admin/components/CompaniesPage';
import { COMPANIES_SEARCH_DEFAULTS, companiesSearchSchema } from '@/features/admin/search';

/** Manage Company: the tenants list; its keyword, order, page and page size live in the URL. */
export const Route = createFileRoute('/_signedIn/_superAdmin/admin/companies')({
  validateSearch: companiesSearchSchema,
  search: { middlewares: [stripSearchParams(COMPANIES_SEARCH_DEFAULTS)] },
  component: CompaniesPage,
});
