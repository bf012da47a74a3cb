/**
 * Which file column feeds which import field. Auto-matching compares normalised header names with
 * HEADER_ALIASES; each column feeds at most one field and the first matching column wins.
 */
import { HEADER_ALIASES, IMPORT_FIELDS, type ImportField } from './import-fields';

/** Field → index of the file column it reads, or null when the field is not imported. */
export type ColumnMapping = Record<ImportField, number | null>;

/** 'E-mail Address ' → 'emailaddress'; 'Prénom' → 'prenom'. */
export function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-_.:*()]+/g, '');
}

const ALIAS_INDEX: ReadonlyMap<string, ImportField> = new Map(
  IMPORT_FIELDS.flatMap((field) =>
    HEADER_ALIASES[field].map((alias) => [normalizeHeader(alias), field] as const),
  ),
);

export function emptyMapping(): ColumnMapping {
  return Object.fromEntries(IMPORT_FIELDS.map((field) => [field, null])) as ColumnMapping;
}

/** The field a header names, if any. */
export function fieldForHeader(header: string): ImportField | null {
  return ALIAS_INDEX.get(normalizeHeader(header)) ?? null;
}

export function autoMap(headers: readonly string[]): ColumnMapping {
  const mapping = emptyMapping();
  headers.forEach((header, index) => {
    const field = fieldForHeader(header);
    if (field && mapping[field] === null) mapping[field] = index;
  });
  return mapping;
}

/** Assigns `column` to `field`, taking it away from any other field that had it. */
export function assignColumn(
  mapping: ColumnMapping,
  field: ImportField,
  column: number | null,
): ColumnMapping {
  const next = { ...mapping };
  if (column !== null) {
    for (const other of IMPORT_FIELDS) if (next[other] === column) next[other] = null;
  }
  next[field] = column;
  return next;
}

export const NO_EMAIL_COLUMN =
  'This file has no e-mail column. Add a column named “Email” (or choose below which column holds the e-mail addresses).';

/** What stops an import with this mapping: every import needs the e-mail column. */
export function mappingProblem(mapping: ColumnMapping): string | null {
  return mapping.email === null ? NO_EMAIL_COLUMN : null;
}
