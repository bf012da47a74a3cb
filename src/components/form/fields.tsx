import { useStore } from '@tanstack/react-form';
import { SelectField, type SelectFieldProps } from '@/components/ui/SelectField';
import { SwitchField, type SwitchFieldProps } from '@/components/ui/SwitchField';
import { TextAreaField, type TextAreaFieldProps } from '@/components/ui/TextAreaField';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';
import { useFieldContext } from './context';
import { SearchCombobox, type SearchComboboxProps } from './SearchCombobox';

/**
 * The project's field components bound to a form field (`field.TextField` inside `form.AppField`):
 * the value and its changes come from the form, the message beside the control is the field's
 * first error. Messages appear when the form is submitted and leave as soon as the field changes.
 */

type Bound<P> = Omit<P, 'value' | 'checked' | 'onChange' | 'error' | 'defaultValue'>;

function useBoundField<V>() {
  const field = useFieldContext<V>();
  const value = useStore(field.store, (state) => state.value);
  const errors = useStore(field.store, (state) => state.meta.errors);
  return { field, value, error: firstMessage(errors) };
}

/** The message a field shows: the first of its errors that is a text. */
export function firstMessage(errors: readonly unknown[]): string | undefined {
  return errors.find((error): error is string => typeof error === 'string' && error !== '');
}

/** A text input; `type="password"`, `type="email"` and the like are its variants. */
export function BoundTextField({ name, ...props }: Bound<TextFieldProps>) {
  const { field, value, error } = useBoundField<string>();
  return (
    <TextField
      {...props}
      name={name ?? field.name}
      value={value}
      onChange={(event) => field.handleChange(event.target.value)}
      error={error}
    />
  );
}

/** An amount of money typed as a decimal (`hint` says its currency and period). */
export function BoundAmountField(props: Bound<Omit<TextFieldProps, 'type' | 'inputMode'>>) {
  return <BoundTextField inputMode="decimal" autoComplete="off" {...props} />;
}

/** A whole number typed (seats, days). */
export function BoundCountField(props: Bound<Omit<TextFieldProps, 'type' | 'inputMode'>>) {
  return <BoundTextField inputMode="numeric" autoComplete="off" {...props} />;
}

export function BoundTextAreaField({ name, ...props }: Bound<TextAreaFieldProps>) {
  const { field, value, error } = useBoundField<string>();
  return (
    <TextAreaField
      {...props}
      name={name ?? field.name}
      value={value}
      onChange={(event) => field.handleChange(event.target.value)}
      error={error}
    />
  );
}

export function BoundSelectField({ name, ...props }: Bound<SelectFieldProps>) {
  const { field, value, error } = useBoundField<string>();
  return (
    <SelectField
      {...props}
      name={name ?? field.name}
      value={value}
      onChange={(event) => field.handleChange(event.target.value)}
      error={error}
    />
  );
}

/** An on/off field (role="switch"). */
export function BoundSwitchField(props: Bound<SwitchFieldProps>) {
  const { field, value, error } = useBoundField<boolean>();
  return (
    <SwitchField
      {...props}
      checked={value}
      onChange={(checked) => field.handleChange(checked)}
      error={error}
    />
  );
}

/** A record picked by typing part of its name (`field.ComboboxField {...useAppChoices()}`); null is none. */
export function BoundComboboxField<T>(props: Bound<SearchComboboxProps<T>>) {
  const { field, value, error } = useBoundField<T | null>();
  return (
    <SearchCombobox<T> {...props} value={value} onChange={(next) => field.handleChange(next)} error={error} />
  );
}
