/** The form kit: the one way a form is built (see `form.ts`). */
export { useAppForm, withFieldGroup, withForm } from './form';
export { FormAlert } from './FormAlert';
export { BoundFormAlert, FormEnd, SubmitButton } from './form-components';
export { Form } from './Form';
export { fieldRules, firstError, ruledFields, type FieldValidator } from './validators';
export { clearServerErrors, sendForm, showFormAlert, showServerErrors } from './server-messages';
export type { FormDialogProps } from './FormDialog';
export type { CardFormProps } from './CardForm';
export {
  SearchCombobox,
  type ComboboxSource,
  type PickerProps,
  type SearchComboboxProps,
} from './SearchCombobox';
export { useTypedKeyword } from './use-typed-keyword';
export { idFilter, useIdFilter, type IdFilterProps } from './id-filter';
export { firstMessage } from './fields';
