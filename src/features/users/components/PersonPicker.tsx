import { useQuery } from '@tanstack/react-query';
import { idFilter } from '@/components/form/id-filter';
import { SearchCombobox, type ComboboxSource, type PickerProps } from '@/components/form/SearchCombobox';
import { useTypedKeyword } from '@/components/form/use-typed-keyword';
import { personName, type Person } from '@/lib/person';
import { userQueries } from '../api/user-queries';

/** People offered at a time; typing narrows them on the server. */
const OPTION_LIMIT = 20;

/**
 * The tenant's active users as combobox choices, searched on the server by name or e-mail
 * (`GET /users/?keyword=`): spread into a form's `field.ComboboxField`, or use `PersonPicker`.
 * `enabled: false` asks nothing (a form that shows the field only to some); `cardsUsersOnly` offers
 * only people with card access (`is_cards_user`), the only ones a card may be issued to.
 */
export function usePersonChoices({ enabled = true, cardsUsersOnly = false } = {}): ComboboxSource<Person> {
  const [keyword, onSearch] = useTypedKeyword();
  const users = useQuery({
    ...userQueries.list({
      keyword,
      status: 'active',
      ...(cardsUsersOnly && { is_cards_user: true }),
      order_by: 'first_name',
      order: 'asc',
      top: OPTION_LIMIT,
    }),
    enabled,
  });
  return {
    options: users.data?.rows.map(({ user_id, first_name, last_name, email, avatar }) => ({
      user_id,
      first_name,
      last_name,
      email,
      avatar,
    })),
    onSearch,
    keyOf: (person) => person.user_id,
    nameOf: personName,
    renderOption: (person) => (
      <span>
        {personName(person)} <span className="opacity-75">({person.email})</span>
      </span>
    ),
    noMatch: 'Nobody matches.',
    placeholder: 'Type a name or e-mail',
  };
}

export type PersonPickerProps = PickerProps<Person>;

/** Picks one of the tenant's active users by typing part of a name or e-mail. */
export function PersonPicker({ label = 'Owner', ...props }: PersonPickerProps) {
  const source = usePersonChoices();
  return <SearchCombobox label={label} {...source} {...props} />;
}

/**
 * A list's filter by person (`?owner=<id>`): the URL holds only the id, so the name shown comes from
 * the choice just made, else from `known` (e.g. the person in the rows the filter selects).
 */
export const PersonFilter = idFilter(
  PersonPicker,
  'Owner',
  (person) => person.user_id,
  (user_id, name) => ({ user_id, first_name: name, last_name: '', email: '', avatar: null }),
);
