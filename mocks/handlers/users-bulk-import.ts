/**
 * Bulk user import: `POST /users/bulk_import/` `{ rows }` →
 * `{ created, errors: [{ row, field, message }] }`. Client admins only (403 for everyone else, the
 * demo account included); users are created in the caller's tenant. Each row is checked on its own
 * with the app's rules (src/features/users/import/model/import-fields.ts): a bad row is reported by its position
 * in `rows` (from 1) and never stops the others, which are created.
 */
import * as z from 'zod/mini';
import { BULK_IMPORT_MAX_ROWS, bulkImportRowSchema } from '@/features/users/import/api/schemas';
import { IMPORT_FIELD_RULES, IMPORTABLE_ROLES } from '@/features/users/import/model/import-fields';
import { USER_EMAIL_TAKEN } from '@/features/users/model/form-rules';
import { validate } from '@/lib/validation';
import { accounts, type Account } from '../db';
import { buildNewUser, unusablePassword } from '../factories/users';
import { authed } from '../http/handler';
import { parseInput, pythonType, toFieldErrors } from '../http/input';
import { fieldErrors, json } from '../http/replies';
import { invite } from './users';

export const REPEATED_IN_REQUEST = 'This e-mail appears more than once in this import.';

interface RowError {
  row: number;
  field: string | null;
  message: string;
}

/** Flags may be left out (false), and so may roles (none). */
const rowSchema = z.object({
  ...bulkImportRowSchema.shape,
  roles: z._default(z.optional(z.array(z.enum(IMPORTABLE_ROLES))), []),
  is_buyer: z._default(z.optional(z.boolean()), false),
  is_cards_user: z._default(z.optional(z.boolean()), false),
});
type ImportRow = z.output<typeof rowSchema>;

const TEXT_FIELDS = ['first_name', 'last_name', 'email'] as const;

/** The row's errors (as `{ field, message }`), or its parsed values. */
function checkRow(
  raw: unknown,
): { ok: true; row: ImportRow } | { ok: false; errors: Omit<RowError, 'row'>[] } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      ok: false,
      errors: [{ field: null, message: `Invalid data. Expected a dictionary, but got ${pythonType(raw)}.` }],
    };
  }
  const input = raw as Record<string, unknown>;
  const parsed = parseInput(rowSchema, input);
  if (!parsed.success) {
    const errors = Object.entries(toFieldErrors(parsed.error, input)).flatMap(([field, messages]) =>
      messages.map((message) => ({ field, message })),
    );
    return { ok: false, errors };
  }
  const errors: Omit<RowError, 'row'>[] = [];
  for (const field of TEXT_FIELDS) {
    const { label, rules } = IMPORT_FIELD_RULES[field];
    const message = validate(parsed.data[field].trim(), rules, label);
    if (message !== null) errors.push({ field, message });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, row: parsed.data };
}

function importedAccount(row: ImportRow, tenantId: string | null, email: string): Account {
  return buildNewUser({
    email,
    // Imported people have no password until they accept their invitation.
    password: unusablePassword(),
    first_name: row.first_name.trim(),
    last_name: row.last_name.trim(),
    roles: [...new Set(row.roles)],
    tenant_id: tenantId,
    is_buyer: row.is_buyer,
    is_cards_user: row.is_cards_user,
  });
}

export const userBulkImportHandlers = [
  authed.post(
    '/users/bulk_import/',
    { roles: ['client_admin'], body: 'object' },
    async ({ body, user, tenantId }) => {
      const rows = body.rows;
      if (rows === undefined) return fieldErrors({ rows: ['This field is required.'] });
      if (!Array.isArray(rows)) {
        return fieldErrors({ rows: [`Expected a list of items but got type "${pythonType(rows)}".`] });
      }
      if (rows.length === 0) return fieldErrors({ rows: ['This list may not be empty.'] });
      if (rows.length > BULK_IMPORT_MAX_ROWS) {
        return fieldErrors({
          rows: [`Ensure this field has no more than ${BULK_IMPORT_MAX_ROWS} elements.`],
        });
      }

      // E-mails are unique across every tenant, as user names are.
      const taken = new Set(accounts.findMany().map((account) => account.email.toLowerCase()));
      const inRequest = new Set<string>();
      const errors: RowError[] = [];
      let created = 0;
      for (const [index, raw] of rows.entries()) {
        const position = index + 1;
        const checked = checkRow(raw);
        if (!checked.ok) {
          errors.push(...checked.errors.map((error) => ({ row: position, ...error })));
          continue;
        }
        const email = checked.row.email.trim().toLowerCase();
        if (inRequest.has(email)) {
          errors.push({ row: position, field: 'email', message: REPEATED_IN_REQUEST });
          continue;
        }
        inRequest.add(email);
        if (taken.has(email)) {
          errors.push({ row: position, field: 'email', message: USER_EMAIL_TAKEN });
          continue;
        }
        const account = await accounts.create(importedAccount(checked.row, tenantId, email));
        // Like an admin's single add: each imported person is e-mailed an invitation to set a password.
        await invite(account, user);
        taken.add(email);
        created += 1;
      }
      return json({ created, errors });
    },
  ),
];
