import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '@/components/table';
import type { Person } from '@/lib/person';
import { userQueries } from '@/features/users';
import { personName } from '@/lib/person';
import { SearchCombobox } from '@/components/form';

/** People offered at a time; typing narrows them on the server. */
const OPTION_LIMIT = 20;

/**
 * Picks an opportunity's owner among the tenant's active users (`GET /users/?keyword=`), or nobody.
 * Client admins choose; everyone else owns what they add.
 */
export function OwnerCombobox({
  value,
  onChange,
  error,
}: {
  value: Person | null;
  onChange: (owner: Person | null) => void;
  error?: string;
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
      label="Owner"
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
      noneLabel="No owner"
      noMatch="Nobody matches."
      error={error}
    />
  );
}
