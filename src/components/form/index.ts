/** The form kit: the one way a form is built (see `form.ts`). */
export { useAppForm, withFieldGroup, withForm } from './form';
export { FormAlert } from './FormAlert';
export { BoundFormAlert, SubmitButton } from './form-components';
export { fieldRules, firstError, type FieldValidator } from './validators';
export { clearServerErrors, showFormAlert, showServerErrors } from './server-messages';
export { SearchCombobox, type SearchComboboxProps } from './SearchCombobox';
