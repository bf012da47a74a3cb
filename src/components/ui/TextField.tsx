import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldProps } from './Field';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>, FieldProps {
  /** The control itself (to move focus to it). */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...input} {...control} />}
    </Field>
  );
}
