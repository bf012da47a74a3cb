/**
 * A person's first and last name, as every form that takes one checks them (registration, invitation,
 * the manage form) and the mock API with them. Names take any characters (O'Brien, Jean-Luc, Zoë):
 * only presence and length are checked.
 */
import type { FieldSchema } from './validation';

export const NAME_MAX_LENGTH = 50;

export const nameFields = {
  firstName: { label: 'First name', rules: `required||max_val:${NAME_MAX_LENGTH}` },
  lastName: { label: 'Last name', rules: `required||max_val:${NAME_MAX_LENGTH}` },
} satisfies Record<string, FieldSchema>;
