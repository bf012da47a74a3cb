/**
 * The manage form's field rules (standard messages), shared by the form and the mock API. Names take
 * any characters (O'Brien, Jean-Luc, Zoë): only presence and length are checked, as at registration.
 */
import { nameFields } from '@/lib/name-fields';
import type { FieldSchema } from '@/lib/validation';

/** Longest e-mail address (RFC 5321's path limit, as Django's EmailField). */
export const EMAIL_MAX_LENGTH = 254;

export const userFormFields = {
  first_name: nameFields.firstName,
  last_name: nameFields.lastName,
  email: { label: 'Email', rules: `required||email||max_val:${EMAIL_MAX_LENGTH}` },
} satisfies Record<string, FieldSchema>;

export type UserFormField = keyof typeof userFormFields;

/** The server's texts for the rules the form cannot check by itself. */
export const USER_EMAIL_TAKEN = 'An account with this e-mail already exists.';
export const INACTIVE_FLAG_REFUSED = 'Reactivate the user first.';
export const OWN_ADMIN_ROLE_REFUSED = 'You cannot remove your own admin role.';
export const OWN_ACCOUNT_DEACTIVATE_REFUSED = 'You cannot deactivate your own account.';
export const OWN_ACCOUNT_REMOVE_REFUSED = 'You cannot remove your own account.';
export const ALREADY_SIGNED_IN = 'This user has already signed in; there is no invitation to send.';
export const REINVITE_INACTIVE_REFUSED = 'Reactivate the user before inviting them again.';
