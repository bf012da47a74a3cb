import { createFormHook } from '@tanstack/react-form';
import { formContext, fieldContext } from './context';
import {
  BoundAmountField,
  BoundComboboxField,
  BoundCountField,
  BoundSelectField,
  BoundSwitchField,
  BoundTextAreaField,
  BoundTextField,
} from './fields';
import { CardForm } from './CardForm';
import { Form } from './Form';
import { FormDialog } from './FormDialog';
import { BoundFormAlert, DialogActions, FormEnd, SubmitButton } from './form-components';

/**
 * The project's form model. Every form is `useAppForm({ defaultValues, onSubmit })` rendered as
 * `<form.AppForm><form.Form>…</form.Form></form.AppForm>` with its fields as `form.AppField`s using
 * `field.TextField` (with its variants `field.AmountField` and `field.CountField`),
 * `field.TextAreaField`, `field.SelectField`, `field.SwitchField` or `field.ComboboxField`, the form's
 * one `form.FormAlert`, and `form.SubmitButton` (or `form.FormEnd`: both, the button with an icon).
 * `form.FormDialog` and `form.CardForm` are the whole form in a modal or in a settings card.
 *
 * Field rules run on submit (`validators={{ onSubmit: fieldRules(schema) }}`, or
 * `{...ruled('name')}` with `const ruled = ruledFields(formRules)`); a message stays until its field
 * changes. A failed call is shown with `showServerErrors(formApi, serverErrors(error, …))`: field
 * messages beside their fields, the rest in the form alert; a new submit clears both.
 */
export const { useAppForm, withForm, withFieldGroup } = /* @__PURE__ */ createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: BoundTextField,
    AmountField: BoundAmountField,
    CountField: BoundCountField,
    TextAreaField: BoundTextAreaField,
    SelectField: BoundSelectField,
    SwitchField: BoundSwitchField,
    ComboboxField: BoundComboboxField,
  },
  formComponents: {
    Form,
    FormAlert: BoundFormAlert,
    FormEnd,
    DialogActions,
    FormDialog,
    CardForm,
    SubmitButton,
  },
});
