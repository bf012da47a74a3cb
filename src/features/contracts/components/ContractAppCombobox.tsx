import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchCombobox } from '@/components/form';
import { useDebouncedValue } from '@/components/table';
import { reachQueries } from '@/features/reach';

/** Apps offered at a time; typing narrows them on the server. */
const OPTION_LIMIT = 20;

export interface ContractAppChoice {
  id: string;
  name: string;
}

/** Picks the catalogue app a contract is for, searching the catalogue (`GET /items/?keyword=`). */
export function ContractAppCombobox({
  value,
  onChange,
  error,
}: {
  value: ContractAppChoice | null;
  onChange: (app: ContractAppChoice | null) => void;
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
  const options = items.data?.rows.map(({ product }): ContractAppChoice => ({
    id: product.id,
    name: product.name,
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
