/**
 * `POST /users/bulk_import/`: `{ rows }` → `{ created, errors: [{ row, field, message }] }`.
 * `row` in an error is the row's position in the request's `rows`, counting from 1; `field` is the
 * row's field at fault, or null for the row as a whole. Every row without an error was created.
 */
import * as z from 'zod/mini';
import { IMPORTABLE_ROLES } from '../model/import-fields';

/** Most rows one request may carry; the app sends BULK_IMPORT_BATCH_SIZE at a time. */
export const BULK_IMPORT_MAX_ROWS = 500;
export const BULK_IMPORT_BATCH_SIZE = 200;

export const bulkImportRowSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(IMPORTABLE_ROLES)),
  is_buyer: z.boolean(),
  is_cards_user: z.boolean(),
});
export type BulkImportRow = z.infer<typeof bulkImportRowSchema>;

export const bulkImportErrorSchema = z.object({
  row: z.int(),
  field: z.nullable(z.string()),
  message: z.string(),
});
export type BulkImportError = z.infer<typeof bulkImportErrorSchema>;

export const bulkImportReplySchema = z.object({
  /** How many of the request's rows were created. */
  created: z.int(),
  errors: z.array(bulkImportErrorSchema),
});
export type BulkImportReply = z.infer<typeof bulkImportReplySchema>;

/** Shown when a batch fails without a server message. */
export const BULK_IMPORT_FALLBACKS = { import: 'Unable to import users. Please try again' } as const;
