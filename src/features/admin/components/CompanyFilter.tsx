import { useQuery } from '@tanstack/react-query';
import { SearchCombobox } from '@/components/form/SearchCombobox';
import { useTypedKeyword } from '@/components/form/use-typed-keyword';
import { tenantQueries } from '@/features/tenants';

/** Companies offered at a time; typing narrows them on the server. */
const OPTION_LIMIT = 20;

interface CompanyOption {
  id: string;
  name: string;
}

/**
 * Picks one company (or all of them) by typing part of its name: a combobox over `GET /tenants/`,
 * so it works for any number of companies. The chosen company is shown by name even when it is not
 * among the options loaded (e.g. opened from a shared link).
 */
export function CompanyFilter({
  value,
  onChange,
  className = '',
}: {
  /** The chosen company's id; '' is every company. */
  value: string;
  onChange: (tenantId: string) => void;
  className?: string;
}) {
  const [keyword, onSearch] = useTypedKeyword();
  const options = useQuery(
    tenantQueries.list({ keyword, order_by: 'name', order: 'asc', top: OPTION_LIMIT }),
  );
  const chosen = useQuery({ ...tenantQueries.detail(value), enabled: value !== '' });
  const rows: CompanyOption[] | undefined = options.data?.rows.map(({ id, name }) => ({ id, name }));
  const known = rows?.find((row) => row.id === value)?.name ?? chosen.data?.tenant.name;
  // The name counts as part of the choice, so the field shows it once it arrives for a company
  // chosen by link.
  const selected: CompanyOption | null =
    value === '' ? null : { id: value, name: known ?? (chosen.isError ? 'Unknown company' : '') };

  return (
    <SearchCombobox<CompanyOption>
      label="Company"
      value={selected}
      onChange={(option) => onChange(option?.id ?? '')}
      options={rows}
      onSearch={onSearch}
      keyOf={(option) => `${option.id}\n${option.name}`}
      nameOf={(option) => option.name}
      noneLabel="All companies"
      noMatch="No company matches."
      buttonLabel="Show companies"
      placeholder="All companies"
      immediate
      className={className}
    />
  );
}
