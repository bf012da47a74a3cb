/**
 * The fields a bulk import fills (`POST /users/bulk_import/`), their labels, their
 * field rules (through src/lib/validation) and the header names each one is matched by.
 * The mock API validates with the same definitions, so the preview and the server agree.
 */
import type { FieldSchema } from '@/lib/validation';
import { userFormFields } from '../../model/form-rules';

export const IMPORT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'roles',
  'is_buyer',
  'is_cards_user',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Role names a file may give (case and separators are loose: 'Client admin', 'client-admin'). */
export const IMPORTABLE_ROLES = ['client_admin'] as const;
export type ImportableRole = (typeof IMPORTABLE_ROLES)[number];
/** Also accepted in the roles column and meaning "no role": an everyday client user. */
export const PLAIN_USER_ROLE = 'user';

/** Truthy and falsy spellings of the two flags (blank counts as no). */
export const YES_VALUES = ['yes', 'y', 'true', 't', '1', 'x'] as const;
export const NO_VALUES = ['no', 'n', 'false', 'f', '0'] as const;

/** Roles: blank, or names separated by ',', ';', '|' or '/', each one of 'user' or 'client_admin'. */
const ROLES_PATTERN = /^\s*(?:(?:client[\s_-]*admin|user)\s*(?:[,;|/]\s*|$))+$/i;
const FLAG_PATTERN = new RegExp(`^\\s*(?:${[...YES_VALUES, ...NO_VALUES].join('|')})\\s*$`, 'i');

export const IMPORT_FIELD_RULES = {
  // The same rules as adding one user by hand.
  first_name: userFormFields.first_name,
  last_name: userFormFields.last_name,
  email: userFormFields.email,
  roles: {
    label: 'Roles',
    rules: [{ rule: 'regex', param: ROLES_PATTERN, message: '{name} must be user or client_admin.' }],
  },
  is_buyer: {
    label: 'Buyer',
    rules: [{ rule: 'regex', param: FLAG_PATTERN, message: '{name} must be yes or no.' }],
  },
  is_cards_user: {
    label: 'Cards user',
    rules: [{ rule: 'regex', param: FLAG_PATTERN, message: '{name} must be yes or no.' }],
  },
} as const satisfies Record<ImportField, FieldSchema>;

export function fieldLabel(field: ImportField): string {
  return IMPORT_FIELD_RULES[field].label;
}

/**
 * Header names each field is recognised by, compared after normalising (lower case, accents, spaces,
 * '-', '_' and '.' dropped): 'E-mail', 'Email address', 'First Name', 'first_name' all match.
 */
export const HEADER_ALIASES: Readonly<Record<ImportField, readonly string[]>> = {
  first_name: ['first_name', 'first name', 'firstname', 'given name', 'given_name', 'forename', 'first'],
  last_name: ['last_name', 'last name', 'lastname', 'surname', 'family name', 'family_name', 'last'],
  email: [
    'email',
    'e-mail',
    'email address',
    'e-mail address',
    'mail',
    'work email',
    'work e-mail',
    'business email',
    'user email',
    'email_address',
    'emailaddress',
    'primary email',
  ],
  roles: ['roles', 'role', 'user role', 'user roles', 'access', 'permission', 'permissions'],
  is_buyer: ['is_buyer', 'buyer', 'is buyer', 'can buy', 'purchaser'],
  is_cards_user: [
    'is_cards_user',
    'cards user',
    'card user',
    'cards',
    'is cards user',
    'is card user',
    'card holder',
    'cardholder',
  ],
};

/** A parsed roles cell: [] for blank or 'user', ['client_admin'] when named. Assumes the cell passed its rule. */
export function parseRoles(text: string): ImportableRole[] {
  const names = text
    .split(/[,;|/]/)
    .map((name) =>
      name
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_'),
    )
    .filter((name) => name !== '' && name !== PLAIN_USER_ROLE);
  return IMPORTABLE_ROLES.filter((role) => names.includes(role));
}

/** A parsed flag cell: blank and the NO spellings are false. Assumes the cell passed its rule. */
export function parseFlag(text: string): boolean {
  return (YES_VALUES as readonly string[]).includes(text.trim().toLowerCase());
}
