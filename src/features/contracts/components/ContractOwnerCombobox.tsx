import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchCombobox } from '@/components/form';
import { useDebouncedValue } from '@/components/table';
import { personName, type Person } from '@/lib/person';
import { userQueries } from '@/features/users';

const OPTION_LIMIT = 20;

/**
 * Picks a person among the tenant's active users (`GET /users/?keyword=`), or nobody: a contract's
 * owner in the form, and the list's owner filter (`noneLabel` 'All owners' there).
 */
export function ContractOwnerCombobox({
  label = 'Owner',
  noneLabel = 'No owner',
  value,
  onChange,
  error,
  className,
}: {
  label?: string;
  noneLabel?: string;
  value: Person | null;
  onChange: (owner: Person | null) => void;
  error?: string;
  className?: string;
}) {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  const users = useQuery({
    ...userQueries.list({
      keyword: keyword || undefined,
      status: 'active',
      order_by: 'first_name',
      order: 'asc',
      top: OPTION_LIMIT,
    }),
    placeholderData: keepPreviousData,
  });
  const options = users.data?.rows.map((user): Person => ({
    user_id: user.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    avatar: user.avatar,
  }));
  return (
    <SearchCombobox
      label={label}
      placeholder="Type a name or e-mail"
      value={value}
      onChange={onChange}
      options={options}
      onSearch={setTyped}
      keyOf={(person) => person.user_id}
      nameOf={personName}
      renderOption={(person) => (
        <span>
          {personName(person)} <span className="opacity-75">({person.email})</span>
        </span>
      )}
      noneLabel={noneLabel}
      noMatch="Nobody matches."
      error={error}
      className={className}
    />
  );
}
