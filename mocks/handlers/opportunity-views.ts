/**
 * How opportunities and comments look to a caller, and the rules every Optimize route shares: the
 * client area (the super admin has no tenant: 403), who may change what, and the body checks in
 * the forms' own words (src/features/optimize/model/form-rules.ts).
 */
import * as z from 'zod/mini';
import {
  OPPORTUNITY_STATUSES,
  opportunityInputSchema,
  type Comment,
  type Opportunity,
  type OpportunityInput,
  type OpportunityStatus,
} from '@/features/optimize/api/schemas';
import { commentFormRules, opportunityFormRules } from '@/features/optimize/model/form-rules';
import { roundCents } from '@/lib/calendar';
import type { Person } from '@/lib/person';
import { CLIENT_ADMIN, hasRole } from '@/lib/roles';
import { validateForm, type FieldSchema } from '@/lib/validation';
import {
  accounts,
  catalogueIndex,
  commentCounts,
  type Account,
  type CommentRecord,
  type OpportunityRecord,
} from '../db';
import { parseInput, toFieldErrors, type Parsed } from '../http/input';
import { fieldErrors, type FieldErrors } from '../http/replies';
import { productRecordOf, SELECT_VALID_CHOICE } from './reach-views';

export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found.';
export const COMMENT_NOT_FOUND = 'Comment not found.';
export const NOT_YOUR_OPPORTUNITY = 'You can only change opportunities you own.';
export const NOT_YOUR_COMMENT = 'You can only change your own comments.';
/** DRF's DateField wording. */
export const DUE_DATE_FORMAT = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';

export function personOf(account: Pick<Account, keyof Person>): Person {
  const { user_id, first_name, last_name, email, avatar } = account;
  return { user_id, first_name, last_name, email, avatar };
}

/** Client admins change any opportunity of their tenant; everyone else the ones they own. */
export function mayChange(record: OpportunityRecord, caller: Account): boolean {
  return hasRole(caller, CLIENT_ADMIN) || record.owner_id === caller.user_id;
}

/** What replies about a set of opportunities need once: the owners' accounts and the comment counts. */
export interface ViewContext {
  caller: Account;
  people: ReadonlyMap<string, Account>;
  comments: ReadonlyMap<string, number>;
}

/** The accounts of `ids`, in one pass over the accounts. */
export function accountsById(ids: Iterable<string>): Map<string, Account> {
  const wanted = new Set(ids);
  if (wanted.size === 0) return new Map();
  return new Map(
    accounts.findMany((q) => q.where((a) => wanted.has(a.user_id))).map((a) => [a.user_id, a] as const),
  );
}

export function viewContext(caller: Account, records: readonly OpportunityRecord[]): ViewContext {
  const owners = records.flatMap((r) => (r.owner_id === null ? [] : [r.owner_id]));
  return { caller, people: accountsById(owners), comments: commentCounts() };
}

/** An owner whose account was removed shows as nobody's. */
export function ownerOf(record: OpportunityRecord, context: ViewContext): Person | null {
  const account = record.owner_id === null ? undefined : context.people.get(record.owner_id);
  return account ? personOf(account) : null;
}

export function opportunityOf(record: OpportunityRecord, context: ViewContext): Opportunity {
  const product = productRecordOf(record.app_id);
  return {
    id: record.id,
    title: record.title,
    app: { id: product.id, name: product.name, slug: product.slug },
    owner: ownerOf(record, context),
    status: record.status,
    position: record.position,
    savings_potential: record.savings_potential,
    arr: record.arr,
    due_date: record.due_date,
    comment_count: context.comments.get(record.id) ?? 0,
    created_at: record.created_at,
    updated_at: record.updated_at,
    can_edit: mayChange(record, context.caller),
  };
}

/** One opportunity as `caller` sees it (its owner and comment count read now). */
export function opportunityFor(record: OpportunityRecord, caller: Account): Opportunity {
  return opportunityOf(record, viewContext(caller, [record]));
}

/** A comment with its author's current name where the author still has an account. */
export function commentOf(record: CommentRecord, caller: Account, author?: Account): Comment {
  const { id, opportunity_id, text, created_at, updated_at } = record;
  return {
    id,
    opportunity_id,
    text,
    author: author ? personOf(author) : record.author,
    created_at,
    updated_at,
    mine: record.author.user_id === caller.user_id,
  };
}

// ---- bodies --------------------------------------------------------------------------------------

/** The rules' messages in DRF's shape (`{ field: [message] }`). */
function ruleErrors(values: Record<string, unknown>, rules: Record<string, FieldSchema>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(validateForm(values, rules))) {
    if (typeof message === 'string') errors[field] = [message];
  }
  return errors;
}

/** An amount as a number or as text (DRF reads both); the float rule decides which text is one. */
const amountSchema = z.union([z.number(), z.string()]);

/**
 * The opportunity body as it may arrive: the forms' fields as text or numbers, owner and due date
 * optional. The rules run first on the raw values, so a blank or malformed field gets the form's
 * message rather than a type error.
 */
const opportunityBodySchema = z.object({
  title: z.string(),
  app_id: z.string(),
  status: z.string(),
  savings_potential: amountSchema,
  arr: amountSchema,
  owner_id: z.optional(z.nullable(z.string())),
  due_date: z.optional(z.nullable(z.string())),
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const blankToNull = (value: string | null | undefined): string | null =>
  value == null || value.trim() === '' ? null : value.trim();

/**
 * A create or edit body checked as the API does: the form's rules (Title, App, Status, Savings
 * potential, ARR), then the types, then the choices: a status of the board, a catalogue product,
 * an owner who is a user of `tenantId`, a `YYYY-MM-DD` due date. Every bad field is reported at
 * once. Amounts are kept to the cent; a blank owner or due date is none.
 */
export function readOpportunityInput(
  raw: Record<string, unknown>,
  tenantId: string,
): Parsed<OpportunityInput> {
  const rules = ruleErrors(raw, opportunityFormRules);
  const typed = parseInput(opportunityBodySchema, raw);
  const errors: FieldErrors = { ...(typed.success ? {} : toFieldErrors(typed.error, raw)), ...rules };
  if (!typed.success) return { ok: false, response: fieldErrors(errors) };
  const body = typed.data;

  if (!errors.status && !(OPPORTUNITY_STATUSES as readonly string[]).includes(body.status))
    errors.status = [`"${body.status}" is not a valid choice.`];
  if (!errors.app_id && !catalogueIndex().productById.has(body.app_id)) errors.app_id = [SELECT_VALID_CHOICE];
  const ownerId = blankToNull(body.owner_id);
  if (ownerId !== null && accountsById([ownerId]).get(ownerId)?.tenant_id !== tenantId)
    errors.owner_id = [SELECT_VALID_CHOICE];
  const dueDate = blankToNull(body.due_date);
  if (dueDate !== null && !isCalendarDate(dueDate)) errors.due_date = [DUE_DATE_FORMAT];
  if (Object.keys(errors).length > 0) return { ok: false, response: fieldErrors(errors) };

  return {
    ok: true,
    value: z.parse(opportunityInputSchema, {
      title: body.title.trim(),
      app_id: body.app_id,
      status: body.status as OpportunityStatus,
      savings_potential: roundCents(Number(body.savings_potential)),
      arr: roundCents(Number(body.arr)),
      owner_id: ownerId,
      due_date: dueDate,
    }),
  };
}

/** A comment body: the form's rule (Comment, required, at most 1,000 characters), then the type. */
export function readCommentText(raw: Record<string, unknown>): Parsed<string> {
  const rules = ruleErrors(raw, commentFormRules);
  const typed = parseInput(z.object({ text: z.string() }), raw);
  if (!typed.success || Object.keys(rules).length > 0) {
    const errors = { ...(typed.success ? {} : toFieldErrors(typed.error, raw)), ...rules };
    return { ok: false, response: fieldErrors(errors) };
  }
  return { ok: true, value: typed.data.text.trim() };
}
