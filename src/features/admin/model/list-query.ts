/**
 * The admin lists' API queries from their URL state, apart from the URL schemas: route validation
 * carries those in the entry chunk /login loads up front, and this travels with the pages.
 */
import { toListQuery } from '@/lib/list-query';
import type { TenantListQuery } from '@/features/tenants';
import type { UserListQuery } from '@/features/users';
import type { CompaniesSearch, UsersSearch } from './search';

/** A plan filter is the API's `is_live`: live companies, or demo (trial) ones. */
export function tenantListQueryOf(search: CompaniesSearch): TenantListQuery {
  const { plan, ...query } = toListQuery(search);
  return plan === undefined ? query : { ...query, is_live: plan === 'live' };
}

/** 'All' statuses and every company ('') are no filter. */
export function userListQueryOf(search: UsersSearch): UserListQuery {
  return toListQuery(search);
}
