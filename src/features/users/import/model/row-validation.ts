/**
 * One file row → the values of the import fields, checked with the field rules (src/lib/validation)
 * and turned into the API's row (`roles` as a list, the flags as booleans).
 */
import { parseRules, validate } from '@/lib/validation';
import type { ColumnMapping } from './header-mapping';
import { IMPORT_FIELD_RULES, IMPORT_FIELDS, parseFlag, parseRoles, type ImportField } from './import-fields';
import type { BulkImportRow } from '../api/schemas';

/** The trimmed text of each field ('' when the field is not mapped or the cell is missing). */
export type RowValues = Record<ImportField, string>;

export interface RowIssue {
  /** The field at fault, or null for the row as a whole. */
  field: ImportField | null;
  message: string;
}

export function rowValues(cells: readonly string[], mapping: ColumnMapping): RowValues {
  const values = {} as RowValues;
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field];
    values[field] = column === null ? '' : (cells[column] ?? '').trim();
  }
  return values;
}

/** Fields whose cells repeat a handful of values ('yes', 'client_admin'): their verdicts are cached. */
const FEW_VALUES: ReadonlySet<ImportField> = new Set(['roles', 'is_buyer', 'is_cards_user']);
const CACHE_LIMIT = 1000;

/** The rules parsed once, not once per cell (a file may have 100,000 rows). */
const COMPILED = IMPORT_FIELDS.map((field) => {
  const { label, rules } = IMPORT_FIELD_RULES[field];
  return {
    field,
    label,
    rules: parseRules(rules),
    cache: FEW_VALUES.has(field) ? new Map<string, string | null>() : null,
  };
});

/** Every failing field of the row, in field order, each with its first failing rule's message. */
export function validateRowValues(values: RowValues): RowIssue[] {
  const issues: RowIssue[] = [];
  for (const { field, label, rules, cache } of COMPILED) {
    const value = values[field];
    let message = cache?.get(value);
    if (message === undefined) {
      message = validate(value, rules, label);
      if (cache && cache.size < CACHE_LIMIT) cache.set(value, message);
    }
    if (message !== null) issues.push({ field, message });
  }
  return issues;
}

/** The API row for values that passed validateRowValues. */
export function toApiRow(values: RowValues): BulkImportRow {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    roles: parseRoles(values.roles),
    is_buyer: parseFlag(values.is_buyer),
    is_cards_user: parseFlag(values.is_cards_user),
  };
}

/** The key two rows are duplicates by: the e-mail, trimmed and lower-cased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
