/**
 * The registration forms' rules (seed §5 messages). Names take any characters (O'Brien,
 * Jean-Luc, Zoë): only presence and length are checked.
 */
import type { FieldSchema } from '@/lib/validation';
import { passwordFields, validatePasswordForm } from './password-rules';

export const NAME_MAX_LENGTH = 50;
export const COMPANY_NAME_MAX_LENGTH = 100;

export const nameFields = {
  firstName: { label: 'First name', rules: `required||max_val:${NAME_MAX_LENGTH}` },
  lastName: { label: 'Last name', rules: `required||max_val:${NAME_MAX_LENGTH}` },
} satisfies Record<string, FieldSchema>;

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
