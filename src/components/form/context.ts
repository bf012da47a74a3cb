import { createFormHookContexts } from '@tanstack/react-form';

/** The contexts the form kit's bound field and form components read their field or form from. */
export const { fieldContext, formContext, useFieldContext, useFormContext } =
  /* @__PURE__ */ createFormHookContexts();
