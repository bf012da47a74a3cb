import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiQuery, pagedQuery } from '@/lib/api-query';
import { recordPath } from '@/lib/api-url';
import {
  categoryListSchema,
  itemDetailSchema,
  itemListSchema,
  reviewListSchema,
  stackListSchema,
  stackRequestListSchema,
  vendorListSchema,
  type ItemListQuery,
  type StackListQuery,
  type StackRequestListQuery,
} from './schemas';

export const REACH_FALLBACKS = {
  itemList: 'Unable to load the catalogue. Please try again',
  itemDetail: 'Unable to load this app. Please try again',
  categories: 'Unable to load categories. Please try again',
  vendors: 'Unable to load vendors. Please try again',
  stackList: 'Unable to load your stack. Please try again',
  requestList: 'Unable to load requests. Please try again',
  reviewList: 'Unable to load reviews. Please try again',
} as const;

/** Reviews a product page shows at a time. */
export const REVIEW_PAGE_SIZE = 10;

/**
 * Reach's reads. Everything that shows an item's stack state (catalogue pages, the product page,
 * the stack, both request lists) sits under `reachQueries.all()`, so one optimistic write can reach
 * every place an item appears.
 */
export const reachQueries = {
  all: () => ['reach'] as const,
  /** Every cached page of the catalogue (`{ rows: [item], count }`). */
  itemLists: () => [...reachQueries.all(), 'items'] as const,
  itemList: (query: ItemListQuery) =>
    pagedQuery(reachQueries.itemLists(), query, 'items/', itemListSchema, {
      fallback: REACH_FALLBACKS.itemList,
    }),
  /** Every cached product page (`{ item, alternatives }`). */
  itemDetails: () => [...reachQueries.all(), 'item'] as const,
  itemDetail: (slug: string) =>
    apiQuery([...reachQueries.itemDetails(), slug], recordPath('items/', slug), itemDetailSchema, {
      fallback: REACH_FALLBACKS.itemDetail,
    }),
  /** Every cached page of the caller's stack (`{ rows: [stack entry], count }`). */
  stackLists: () => [...reachQueries.all(), 'stack'] as const,
  stackList: (query: StackListQuery) =>
    pagedQuery(reachQueries.stackLists(), query, 'stack/', stackListSchema, {
      fallback: REACH_FALLBACKS.stackList,
    }),
  /** Every cached page of requests, the caller's own and the tenant's (`{ rows: [request], count }`). */
  requestLists: () => [...reachQueries.all(), 'requests'] as const,
  requestList: (query: StackRequestListQuery) =>
    pagedQuery(reachQueries.requestLists(), query, 'stack_requests/', stackRequestListSchema, {
      fallback: REACH_FALLBACKS.requestList,
    }),
  /** Every cached page of a product's reviews (`{ rows, count, rating }`). */
  reviewLists: (productId: string) => [...reachQueries.all(), 'reviews', productId] as const,
  reviewList: (productId: string, page: { skip?: number; top?: number } = {}) =>
    pagedQuery(
      reachQueries.reviewLists(productId),
      page,
      recordPath('items/', productId, 'reviews'),
      reviewListSchema,
      { searchParams: { top: REVIEW_PAGE_SIZE, ...page }, fallback: REACH_FALLBACKS.reviewList },
    ),
  /** Every category, by name (filters and the catalogue form). */
  categories: () =>
    queryOptions({
      queryKey: [...reachQueries.all(), 'categories'] as const,
      ...apiGet('categories/', categoryListSchema, { fallback: REACH_FALLBACKS.categories }),
      staleTime: 5 * 60_000,
    }),
  /** Every vendor, by name (filters and the catalogue form). */
  vendors: () =>
    queryOptions({
      queryKey: [...reachQueries.all(), 'vendors'] as const,
      ...apiGet('vendors/', vendorListSchema, { fallback: REACH_FALLBACKS.vendors }),
      staleTime: 5 * 60_000,
    }),
};
