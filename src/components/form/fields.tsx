import { useStore } from '@tanstack/react-form';
import { SelectField, type SelectFieldProps } from '@/components/ui/SelectField';
import { SwitchField, type SwitchFieldProps } from '@/components/ui/SwitchField';
import { TextAreaField, type TextAreaFieldProps } from '@/components/ui/TextAreaField';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';
import { useFieldContext } from './context';

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
  const error = errors.find((e): e is string => typeof e === 'string' && e !== '');
  return { field, value, error };
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
