import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from './Field';

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>, FieldProps {
  /** Choices; a plain string is both the value and the text. */
  options: readonly (string | { value: string; label: string })[];
  /** Text of an empty first choice (e.g. 'Select a currency'); left out when not given. */
  placeholder?: string;
}

/** A labelled native select with the same message and hint layout as TextField. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}
