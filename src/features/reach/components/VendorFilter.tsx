import { useQuery } from '@tanstack/react-query';
import { reachQueries } from '../api/reach-queries';
import { VendorCombobox } from './VendorCombobox';

/** The catalogue's vendor filter: one vendor, or all of them ('' ), picked by typing part of a name. */
export function VendorFilter({
  value,
  onChange,
  className = '',
}: {
  /** The chosen vendor's id; '' is every vendor. */
  value: string;
  onChange: (vendorId: string) => void;
  className?: string;
}) {
  const vendors = useQuery(reachQueries.vendors());
  return (
    <VendorCombobox
      label="Vendor"
      value={value}
      onChange={onChange}
      vendors={vendors.data?.rows}
      knownName={vendors.isError ? 'Unknown vendor' : undefined}
      allLabel="All vendors"
      className={className}
    />
  );
}
