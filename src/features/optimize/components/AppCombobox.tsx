import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '@/components/table';
import { reachQueries } from '@/features/reach';
import type { OpportunityApp } from '../api/schemas';
import { SearchCombobox } from '@/components/form';

/** Apps offered at a time; typing narrows them on the server. */
const OPTION_LIMIT = 20;

/** Picks the catalogue app an opportunity is about, searching the catalogue (`GET /items/?keyword=`). */
export function AppCombobox({
  value,
  onChange,
  error,
}: {
  value: OpportunityApp | null;
  onChange: (app: OpportunityApp | null) => void;
  error?: string;
}) {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  const items = useQuery({
    ...reachQueries.itemList({
      keyword: keyword || undefined,
      order_by: 'name',
      order: 'asc',
      top: OPTION_LIMIT,
    }),
    placeholderData: keepPreviousData,
  });
  const options = items.data?.rows.map(({ product }): OpportunityApp => ({
    id: product.id,
    name: product.name,
    slug: product.slug,
  }));
  return (
    <SearchCombobox
      label="App"
      placeholder="Type an app’s name"
      value={value}
      onChange={onChange}
      options={options}
      onSearch={setTyped}
      keyOf={(app) => app.id}
      nameOf={(app) => app.name}
      noMatch="No app matches."
      error={error}
    />
  );
}
