import { useState, type ComponentType } from 'react';
import type { PickerProps } from './SearchCombobox';

/**
 * A list filter's props for a picker of records (`PersonFilter`, `AppFilter`): the URL holds only the
 * chosen record's id ('' is every record), and `known` is the record when the caller has it (e.g.
 * in the rows the filter selects).
 */
export type IdFilterProps<T> = Omit<PickerProps<T>, 'value' | 'onChange'> & {
  value: string;
  known?: T | null;
  onChange: (id: string) => void;
};

/**
 * A picker's `value` and `onChange` for a filter that holds only an id: the record shown is the one
 * just chosen, else `known`, else `standIn(id)` (a record named for what it is, as a link may carry
 * an id the page has not seen yet).
 */
export function useIdFilter<T>({
  value,
  known,
  keyOf,
  standIn,
  onChange,
}: {
  value: string;
  known?: T | null;
  keyOf: (record: T) => string;
  standIn: (id: string) => T;
  onChange: (id: string) => void;
}): { value: T | null; onChange: (next: T | null) => void } {
  const [chosen, setChosen] = useState<T | null>(null);
  const shown = !value ? null : chosen && keyOf(chosen) === value ? chosen : (known ?? standIn(value));
  return {
    value: shown,
    onChange: (next) => {
      setChosen(next);
      onChange(next ? keyOf(next) : '');
    },
  };
}

/**
 * A list filter component on a record picker: `idFilter(AppPicker, 'App', (app) => app.id, standIn)`.
 * The stand-in is named for the filter's label ("Chosen app") until the record itself is known.
 */
export function idFilter<T>(
  Picker: ComponentType<PickerProps<T>>,
  defaultLabel: string,
  keyOf: (record: T) => string,
  standIn: (id: string, name: string) => T,
) {
  return function IdFilter({ label = defaultLabel, value, known, onChange, ...props }: IdFilterProps<T>) {
    const name = `Chosen ${label.toLowerCase()}`;
    const filter = useIdFilter({ value, known, onChange, keyOf, standIn: (id) => standIn(id, name) });
    return <Picker {...props} label={label} {...filter} />;
  };
}
