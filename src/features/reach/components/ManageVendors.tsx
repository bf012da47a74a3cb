import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
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
import { DELETE_VENDOR_FALLBACK, useDeleteVendorMutation } from '../api/catalogue-mutations';
import { LIST_VENDORS_FALLBACK, reachQueries } from '../api/reach-queries';
import type { Vendor } from '../api/schemas';
import { pageOf, searchByName, shortUrl } from '../model/catalogue-records';
import { REACH_PAGE_SIZES } from '../model/reach-search';
import { DeleteRecordDialog } from './DeleteRecordDialog';
import type { ManageViewProps } from './ManageProducts';
import { VendorFormDialog } from './VendorFormDialog';

type Dialog =
  { kind: 'create' } | { kind: 'edit'; vendor: Vendor } | { kind: 'delete'; vendor: Vendor } | null;

const numbers = new Intl.NumberFormat('en-GB');
const column = createColumnHelper<Vendor>();

/**
 * Manage Apps' vendors: every vendor (the API sends them whole), searched by name, ordered by name
 * and paged here from the URL, with the number of apps each has in the catalogue. Vendors are
 * created, edited and deleted (the server refuses while apps still use one).
 */
export function ManageVendors({ search, setSearch }: ManageViewProps) {
  const list = useQuery(reachQueries.vendors());
  const remove = useDeleteVendorMutation();
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
        column.accessor('website', {
          header: 'Website',
          enableSorting: false,
          cell: (info) => (
            <a
              href={info.getValue()}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
            >
              {shortUrl(info.getValue())}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ),
        }),
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
          cell: ({ row: { original: vendor } }) => (
            <RowActions
              actions={[
                {
                  label: `Edit ${vendor.name}`,
                  text: 'Edit',
                  icon: Pencil,
                  onSelect: () => setDialog({ kind: 'edit', vendor }),
                },
                {
                  label: `Delete ${vendor.name}`,
                  text: 'Delete',
                  icon: Trash2,
                  danger: true,
                  onSelect: () => setDialog({ kind: 'delete', vendor }),
                },
              ]}
            />
          ),
        }),
      ]),
    [],
  );

  return (
    <section aria-labelledby="manage-apps-vendors">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="manage-apps-vendors" className="text-lg font-semibold text-slate-900 dark:text-white">
          Vendors
        </h2>
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          New vendor
        </Button>
      </div>
      <div className="mb-4 max-w-md">
        <SearchField
          label="Search vendors"
          placeholder="Vendor name"
          value={search.keyword}
          onSearch={(keyword) => setSearch({ keyword, page: 1 })}
        />
      </div>

      <ListStatus
        error={queryError(list, 'Vendors could not be loaded', LIST_VENDORS_FALLBACK)}
        loading={!list.data && 'Loading vendors…'}
      >
        {() => (
          <PagedTable
            caption="Vendors"
            columns={columns}
            page={page}
            getRowId={(vendor) => vendor.id}
            rowHeader="name"
            sort={{ by: 'name', order: search.order }}
            onSortChange={({ order }) => setSearch({ order, page: 1 })}
            empty={noRowsText('vendors', search.keyword, false)}
            paging={{
              label: 'Vendors pages',
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

      {dialog?.kind === 'create' && <VendorFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <VendorFormDialog key={dialog.vendor.id} vendor={dialog.vendor} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteRecordDialog
          noun="vendor"
          record={dialog.vendor}
          onDelete={(vendor) => remove.mutateAsync(vendor)}
          busy={remove.isPending}
          fallback={DELETE_VENDOR_FALLBACK}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
