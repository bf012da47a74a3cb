import { useQuery } from '@tanstack/react-query';
import {
  ClearFiltersButton,
  emptyPageText,
  FacetFilter,
  ListStatus,
  Pagination,
  queryError,
  ResultCount,
  SearchField,
  TableToolbar,
} from '@/components/table';
import { EmptyState } from '@/components/ui/EmptyState';
import { REACH_FALLBACKS, reachQueries } from '../api/reach-queries';
import { ITEM_ORDER_FIELDS, type ItemOrderField } from '../api/schemas';
import { itemListQueryOf } from '../model/reach-list-query';
import { CatalogueCard } from './CatalogueCard';
import { useReachListPage, useReachSearch } from './reach-route';
import { VendorFilter } from './VendorFilter';

const numbers = new Intl.NumberFormat('en-GB');
const n = (value: number) => numbers.format(value);

const ORDER_LABELS: Record<ItemOrderField, string> = {
  name: 'Name',
  vendor: 'Vendor',
  category: 'Category',
  rating: 'Rating',
  review_count: 'Reviews',
};

/** Figures read best highest first; names from A. */
const numeric = (field: ItemOrderField) => field === 'rating' || field === 'review_count';

/**
 * The catalogue: search (debounced), category and vendor filters, order and page, all in the URL;
 * each product as a card with its standing for me and the action that fits. The page on screen
 * stays (dimmed) while the next one loads.
 */
export function CatalogueView() {
  const search = useReachSearch();
  const list = useQuery(reachQueries.itemList(itemListQueryOf(search)));
  const categories = useQuery(reachQueries.categories());
  const {
    setFilter,
    filterOf,
    keywordSearch,
    filtered,
    filtersSet,
    clearFilters,
    paging,
    busy: loadingNew,
  } = useReachListPage(search, list);
  const data = list.data;

  return (
    <>
      <h2 className="sr-only">Catalogue</h2>
      <TableToolbar
        className="sm:grid-cols-2 lg:grid-cols-6"
        filtersSet={filtersSet}
        search={
          <SearchField
            label="Search apps"
            placeholder="Name, vendor, category or description"
            className="sm:col-span-2"
            {...keywordSearch}
          />
        }
      >
        <FacetFilter
          label="Category"
          options={[
            { value: '', label: 'All categories' },
            ...(categories.data?.rows ?? []).map((category) => ({
              value: category.id,
              label: `${category.name} (${n(category.item_count)})`,
            })),
          ]}
          {...filterOf('category')}
        />
        <VendorFilter {...filterOf('vendor')} />
        <FacetFilter
          label="Sort by"
          options={ITEM_ORDER_FIELDS.map((field) => ({ value: field, label: ORDER_LABELS[field] }))}
          value={search.order_by}
          onChange={(order_by) => setFilter({ order_by, order: numeric(order_by) ? 'desc' : 'asc' })}
        />
        <FacetFilter
          label="Order"
          options={
            numeric(search.order_by)
              ? [
                  { value: 'desc', label: 'Highest first' },
                  { value: 'asc', label: 'Lowest first' },
                ]
              : [
                  { value: 'asc', label: 'A to Z' },
                  { value: 'desc', label: 'Z to A' },
                ]
          }
          {...filterOf('order')}
        />
      </TableToolbar>

      <ListStatus
        error={queryError(list, 'The catalogue could not be loaded', REACH_FALLBACKS.itemList)}
        loading={!data && 'Loading the catalogue…'}
      >
        {() =>
          data && (
            <>
              <ResultCount>
                {filtered
                  ? `${n(data.count)} ${data.count === 1 ? 'app matches' : 'apps match'} your search`
                  : `${n(data.count)} apps in the catalogue`}
              </ResultCount>
              {data.rows.length === 0 ? (
                <EmptyState
                  title={emptyPageText({
                    noun: 'apps',
                    count: data.count,
                    keyword: search.keyword,
                    filtered,
                  })}
                >
                  {filtered && <ClearFiltersButton onClear={clearFilters} />}
                </EmptyState>
              ) : (
                <ul
                  aria-label="Apps"
                  aria-busy={loadingNew || undefined}
                  className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${loadingNew ? 'opacity-60' : ''}`}
                >
                  {data.rows.map((item) => (
                    <li key={item.id}>
                      <CatalogueCard item={item} />
                    </li>
                  ))}
                </ul>
              )}
              {data.count > 0 && (
                <Pagination
                  label="Catalogue pages"
                  skip={paging.skip}
                  top={paging.top}
                  shown={data.rows.length}
                  count={data.count}
                  pageSizes={paging.sizes}
                  onChange={paging.onChange}
                />
              )}
            </>
          )
        }
      </ListStatus>
    </>
  );
}
