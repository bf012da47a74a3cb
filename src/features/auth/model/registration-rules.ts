/**
 * The registration forms' rules (standard messages from src/lib/validation). Names take any
 * characters (O'Brien, Jean-Luc, Zoë): only presence and length are checked.
 */
import { nameFields } from '@/lib/name-fields';
import type { FieldSchema } from '@/lib/validation';
import { passwordFields, validatePasswordForm } from './password-rules';

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
