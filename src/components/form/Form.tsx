import type { FormHTMLAttributes } from 'react';
import { useFormContext } from './context';
import { clearServerErrors } from './server-messages';

/**
 * The form element (`form.Form`): submitting clears the last attempt's server messages, then runs the
 * field rules and, when they pass, the form's `onSubmit`. The browser's own validation stays off so
 * the rules' messages are the only ones.
 */
export function Form(props: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>) {
  const form = useFormContext();
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        clearServerErrors(form);
        void form.handleSubmit();
      }}
    />
  );
}
