/**
 * The auth forms' rules (standard messages from src/lib/validation), shared with the mock API:
 * the password rules every form that sets a password uses (register, invitation, reset), and
 * registration's fields. Names take any characters (O'Brien, Jean-Luc, Zoë): only presence and
 * length are checked. The regex rule's message and the confirmation's are ours.
 */
import { nameFields } from '@/lib/name-fields';
import { validate, validateForm, type FieldSchema, type RuleList } from '@/lib/validation';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_LETTER_AND_DIGIT_MESSAGE = '{name} must contain a letter and a number.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
/** Shown under a new password until a rule fails. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`;

/** Any script's letter counts ('Zoë'), and so does any decimal digit. */
const LETTER_AND_DIGIT = /^(?=.*\p{L})(?=.*\p{Nd})/su;

export const passwordRules: RuleList = [
  'required',
  `min_val:${PASSWORD_MIN_LENGTH}`,
  `max_val:${PASSWORD_MAX_LENGTH}`,
  { rule: 'regex', param: LETTER_AND_DIGIT, message: PASSWORD_LETTER_AND_DIGIT_MESSAGE },
];

export type PasswordField = 'password' | 'confirmPassword';

/** Field schemas for a password and its confirmation, under the labels the form shows. */
export function passwordFields(
  passwordLabel = 'Password',
  confirmLabel = 'Confirm password',
): Record<PasswordField, FieldSchema> {
  return {
    password: { label: passwordLabel, rules: passwordRules },
    confirmPassword: { label: confirmLabel, rules: 'required' },
  };
}

/** The password's first failing message, or null (the mock API uses this too). */
export function validatePassword(password: unknown, label = 'Password'): string | null {
  return validate(password, passwordRules, label);
}

/**
 * The confirmation's message: its own rule (required) first, then 'Passwords do not match.' when it
 * differs from the password (compared exactly, never trimmed); null when it matches.
 */
export function confirmPasswordProblem(
  confirmation: unknown,
  password: unknown,
  label = 'Confirm password',
): string | null {
  return (
    validate(confirmation, 'required', label) ?? (confirmation === password ? null : PASSWORDS_DO_NOT_MATCH)
  );
}

/** The confirmation field's validator, in a form whose new password is its `password` field. */
export function confirmPasswordValidator(label = 'Confirm password') {
  return ({
    value,
    fieldApi,
  }: {
    value: unknown;
    fieldApi: { form: { getFieldValue: (name: 'password') => unknown } };
  }): string | undefined =>
    confirmPasswordProblem(value, fieldApi.form.getFieldValue('password'), label) ?? undefined;
}

/** `validateForm` for a form with a password and its confirmation (see confirmPasswordProblem). */
export function validatePasswordForm<F extends string>(
  values: Record<F | PasswordField, string>,
  schema: Record<F | PasswordField, FieldSchema>,
): Partial<Record<F | PasswordField, string>> {
  const errors = validateForm(values, schema);
  const { label } = schema.confirmPassword;
  const confirmation = confirmPasswordProblem(values.confirmPassword, values.password, label);
  if (confirmation !== null) errors.confirmPassword = confirmation;
  return errors;
}

export { NAME_MAX_LENGTH, nameFields } from '@/lib/name-fields';

export const COMPANY_NAME_MAX_LENGTH = 100;

/** `/register`: a new company and its first admin. */
export const registerFields = {
  ...nameFields,
  email: { label: 'Work email', rules: 'required||email' },
  companyName: { label: 'Company name', rules: `required||max_val:${COMPANY_NAME_MAX_LENGTH}` },
  ...passwordFields(),
} satisfies Record<string, FieldSchema>;

export type RegisterField = keyof typeof registerFields;
export type RegisterValues = Record<RegisterField, string>;

export function validateRegistration(values: RegisterValues): Partial<Record<RegisterField, string>> {
  return validatePasswordForm(values, registerFields);
}
