import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { createColumnHelper } from '@/components/table';
import { CATALOGUE_WRITE_FALLBACKS, useDeleteVendorMutation } from '../api/catalogue-mutations';
import { REACH_FALLBACKS, reachQueries } from '../api/reach-queries';
import type { Vendor } from '../api/schemas';
import { shortUrl } from '../model/catalogue-records';
import { ManageRecords } from './ManageRecords';
import { VendorFormDialog } from './VendorFormDialog';

const column = createColumnHelper<Vendor>();

/** A vendor's website, shown short, opening in a new tab. */
const vendorColumns = column.columns([
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
]);

/**
 * Manage Apps' vendors, with each one's website and number of apps in the catalogue. Vendors are
 * created, edited and deleted (the server refuses while apps still use one).
 */
export function ManageVendors() {
  const list = useQuery(reachQueries.vendors());
  const remove = useDeleteVendorMutation();
  return (
    <ManageRecords<Vendor>
      noun="vendor"
      nouns="vendors"
      list={list}
      listFallback={REACH_FALLBACKS.vendors}
      columns={vendorColumns}
      renderForm={(vendor, onClose) => <VendorFormDialog vendor={vendor} onClose={onClose} />}
      remove={remove}
      deleteFallback={CATALOGUE_WRITE_FALLBACKS.deleteVendor}
    />
  );
}
