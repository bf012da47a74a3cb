import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './Field';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>, FieldProps {
  /** The control itself (to move focus to it). */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input with the same message and hint layout as TextField. */
export function TextAreaField({ label, error, hint, className, rows = 3, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea rows={rows} {...textarea} {...control} />}
    </Field>
  );
}
