import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  createColumnHelper,
  ListStatus,
  noRowsText,
  PagedTable,
  queryError,
  RowActions,
  SearchField,
} from '@/components/table';
import { Button } from '@/components/ui/Button';
import { DELETE_CATEGORY_FALLBACK, useDeleteCategoryMutation } from '../api/catalogue-mutations';
import { LIST_CATEGORIES_FALLBACK, reachQueries } from '../api/reach-queries';
import type { Category } from '../api/schemas';
import { pageOf, searchByName } from '../model/catalogue-records';
import { REACH_PAGE_SIZES } from '../model/reach-search';
import { CategoryFormDialog } from './CategoryFormDialog';
import { DeleteRecordDialog } from './DeleteRecordDialog';
import type { ManageViewProps } from './ManageProducts';

type Dialog =
  { kind: 'create' } | { kind: 'edit'; category: Category } | { kind: 'delete'; category: Category } | null;

const numbers = new Intl.NumberFormat('en-GB');
const column = createColumnHelper<Category>();

/**
 * Manage Apps' categories: every category, searched by name, ordered by name and paged here from the
 * URL, with the number of apps each holds. Categories are created, renamed and deleted (the server
 * refuses while apps are still in one).
 */
export function ManageCategories({ search, setSearch }: ManageViewProps) {
  const list = useQuery(reachQueries.categories());
  const remove = useDeleteCategoryMutation();
  const [dialog, setDialog] = useState<Dialog>(null);

  const rows = list.data?.rows;
  const found = useMemo(
    () => searchByName(rows ?? [], search.keyword, search.order),
    [rows, search.keyword, search.order],
  );
  const page = rows && { rows: pageOf(found, search.page, search.size), count: found.length };

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', { header: 'Name' }),
        column.accessor('item_count', {
          header: 'Apps',
          enableSorting: false,
          meta: { align: 'right' },
          cell: (info) => numbers.format(info.getValue()),
        }),
        column.display({
          id: 'actions',
          header: 'Actions',
          meta: { hideHeader: true, align: 'right', padding: 'px-2', className: 'whitespace-nowrap' },
          cell: ({ row: { original: category } }) => (
            <RowActions
              actions={[
                {
                  label: `Edit ${category.name}`,
                  text: 'Edit',
                  icon: Pencil,
                  onSelect: () => setDialog({ kind: 'edit', category }),
                },
                {
                  label: `Delete ${category.name}`,
                  text: 'Delete',
                  icon: Trash2,
                  danger: true,
                  onSelect: () => setDialog({ kind: 'delete', category }),
                },
              ]}
            />
          ),
        }),
      ]),
    [],
  );

  return (
    <section aria-labelledby="manage-apps-categories">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="manage-apps-categories" className="text-lg font-semibold text-slate-900 dark:text-white">
          Categories
        </h2>
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          New category
        </Button>
      </div>
      <div className="mb-4 max-w-md">
        <SearchField
          label="Search categories"
          placeholder="Category name"
          value={search.keyword}
          onSearch={(keyword) => setSearch({ keyword, page: 1 })}
        />
      </div>

      <ListStatus
        error={queryError(list, 'Categories could not be loaded', LIST_CATEGORIES_FALLBACK)}
        loading={!list.data && 'Loading categories…'}
      >
        {() => (
          <PagedTable
            caption="Categories"
            columns={columns}
            page={page}
            getRowId={(category) => category.id}
            rowHeader="name"
            sort={{ by: 'name', order: search.order }}
            onSortChange={({ order }) => setSearch({ order, page: 1 })}
            empty={noRowsText('categories', search.keyword, false)}
            paging={{
              label: 'Categories pages',
              skip: (search.page - 1) * search.size,
              top: search.size,
              sizes: REACH_PAGE_SIZES.sizes,
              onChange: ({ skip, top }) => {
                const size = REACH_PAGE_SIZES.pick(top);
                setSearch({ page: Math.floor(skip / size) + 1, size });
              },
            }}
          />
        )}
      </ListStatus>

      {dialog?.kind === 'create' && <CategoryFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <CategoryFormDialog
          key={dialog.category.id}
          category={dialog.category}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteRecordDialog
          noun="category"
          record={dialog.category}
          onDelete={(category) => remove.mutateAsync(category)}
          busy={remove.isPending}
          fallback={DELETE_CATEGORY_FALLBACK}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
