/** The form kit: the one way a form is built (see `form.ts`). */
export { useAppForm, withFieldGroup, withForm } from './form';
export { FormAlert } from './FormAlert';
export { BoundFormAlert, SubmitButton } from './form-components';
export { fieldRules, firstError, type FieldValidator } from './validators';
export { clearServerErrors, sendForm, showFormAlert, showServerErrors } from './server-messages';
export type { FormDialogProps } from './FormDialog';
export { SearchCombobox, type ComboboxSource, type SearchComboboxProps } from './SearchCombobox';
export { useTypedKeyword } from './use-typed-keyword';
export { firstMessage } from './fields';
