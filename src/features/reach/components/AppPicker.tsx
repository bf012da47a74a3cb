import { useQuery } from '@tanstack/react-query';
import { idFilter } from '@/components/form/id-filter';
import { SearchCombobox, type ComboboxSource, type PickerProps } from '@/components/form/SearchCombobox';
import { useTypedKeyword } from '@/components/form/use-typed-keyword';
import { reachQueries } from '../api/reach-queries';

/** Apps offered at a time; typing narrows them on the server. */
const OPTION_LIMIT = 20;

/** A catalogue app as a record refers to it (`slug` names its pages); `vendor` when the catalogue said. */
export interface AppChoice {
  id: string;
  name: string;
  slug: string;
  vendor?: string;
}

/**
 * The catalogue's apps as combobox choices, searched on the server (`GET /items/?keyword=`): spread
 * into a form's `field.ComboboxField`, or use `AppPicker`.
 */
export function useAppChoices(): ComboboxSource<AppChoice> {
  const [keyword, onSearch] = useTypedKeyword();
  const items = useQuery(
    reachQueries.itemList({ keyword, order_by: 'name', order: 'asc', top: OPTION_LIMIT }),
  );
  return {
    options: items.data?.rows.map(({ product: { id, name, slug, vendor } }) => ({
      id,
      name,
      slug,
      vendor: vendor.name,
    })),
    onSearch,
    keyOf: (app) => app.id,
    nameOf: (app) => app.name,
    noMatch: 'No app matches.',
    placeholder: 'Type an app’s name',
  };
}

export type AppPickerProps = PickerProps<AppChoice>;

/** Picks one catalogue app by typing part of its name. */
export function AppPicker({ label = 'App', ...props }: AppPickerProps) {
  const source = useAppChoices();
  return <SearchCombobox label={label} {...source} {...props} />;
}

/**
 * A list's filter by app (`?app=<id>`): the URL holds only the id, so the name shown comes from the
 * choice just made, else from `known` (e.g. the app in the rows the filter selects).
 */
export const AppFilter = idFilter(
  AppPicker,
  'App',
  (app) => app.id,
  (id, name) => ({ id, name, slug: '' }),
);
