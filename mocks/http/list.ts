/**
 * Lists: every list route reads the same query (`skip`, `top`, `order`, `order_by`, `keyword`, plus
 * its own filters), sorts the same way and replies `{ rows, count }`.
 *
 * - `skip` (from 0) and `top` are integers within the list's limits; junk is DRF's
 *   "A valid integer is required."; once both are integers, out of range is "Ensure this value is …".
 * - `order` is `asc` or `desc`; `order_by` one of the list's columns; anything else is
 *   `"x" is not a valid choice.`. An absent or blank value takes the list's default.
 * - Every other bad parameter is reported at once, as DRF does: `{ skip: [...], order_by: [...] }`.
 * - `keyword` ignores case and accents (`foldText`; match with `hasKeyword`).
 * - Sorting is stable and total: the chosen column, then the list's tie-break columns (the last of
 *   which should be unique), so a page never shifts between two requests.
 */
import * as z from 'zod/mini';
import { intParam, parseInput, toFieldErrors } from './input';
import { fieldErrors, json, type FieldErrors } from './replies';
import { foldText } from './text';

export type SortOrder = 'asc' | 'desc';

export interface ListSpec<F extends string, X extends z.core.$ZodShape = Record<never, never>> {
  /** Columns `order_by` may name. */
  orderBy: readonly F[];
  defaultOrderBy: F;
  /** Default 'asc'. */
  defaultOrder?: SortOrder;
  /** Page size when `top` is absent; undefined: the whole list. */
  defaultTop: number | undefined;
  /** Smallest `top` (default 1). */
  minTop?: number;
  /** Largest `top` (default: no limit). */
  maxTop?: number;
  /** The list's own filters, checked with zod; an absent or blank parameter is left out. */
  filters?: X;
}

export interface ListQuery<F extends string, X extends z.core.$ZodShape = Record<never, never>> {
  skip: number;
  top: number | undefined;
  order: SortOrder;
  order_by: F;
  /** Trimmed, case and accents folded (`foldText`); '' when absent. */
  keyword: string;
  filters: Partial<z.output<z.ZodMiniObject<X>>>;
}

export type ParsedList<F extends string, X extends z.core.$ZodShape> =
  { ok: true; query: ListQuery<F, X> } | { ok: false; response: Response };

function choice<T extends string>(
  params: URLSearchParams,
  name: string,
  choices: readonly T[],
  fallback: T,
  errors: FieldErrors,
): T {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  if ((choices as readonly string[]).includes(raw)) return raw as T;
  errors[name] = [`"${raw}" is not a valid choice.`];
  return fallback;
}

/** Reads a list's query string; a bad one is a 400 with every bad parameter's message. */
export function parseListQuery<F extends string, X extends z.core.$ZodShape = Record<never, never>>(
  params: URLSearchParams,
  spec: ListSpec<F, X>,
): ParsedList<F, X> {
  const errors: FieldErrors = {};
  let skip = intParam(params, 'skip', 0);
  let top = intParam(params, 'top', spec.defaultTop);
  if (!skip.ok) Object.assign(errors, skip.errors);
  if (!top.ok) Object.assign(errors, top.errors);
  // The limits are checked once both numbers are numbers.
  if (skip.ok && top.ok) {
    skip = intParam(params, 'skip', 0);
    top = intParam(params, 'top', spec.defaultTop, { min: spec.minTop ?? 1, max: spec.maxTop });
    if (!top.ok) Object.assign(errors, top.errors);
  }
  const order = choice(params, 'order', ['asc', 'desc'] as const, spec.defaultOrder ?? 'asc', errors);
  const orderBy = choice(params, 'order_by', spec.orderBy, spec.defaultOrderBy, errors);

  let filters = {} as Partial<z.output<z.ZodMiniObject<X>>>;
  if (spec.filters) {
    const raw: Record<string, string> = {};
    for (const name of Object.keys(spec.filters)) {
      const value = params.get(name);
      if (value !== null && value !== '') raw[name] = value;
    }
    const parsed = parseInput(z.partial(z.object(spec.filters)), raw);
    if (parsed.success) filters = parsed.data as typeof filters;
    else Object.assign(errors, toFieldErrors(parsed.error, raw));
  }

  if (Object.keys(errors).length > 0) return { ok: false, response: fieldErrors(errors) };
  return {
    ok: true,
    query: {
      skip: skip.ok ? (skip.value ?? 0) : 0,
      top: top.ok ? top.value : undefined,
      order,
      order_by: orderBy,
      keyword: foldText((params.get('keyword') ?? '').trim()),
      filters,
    },
  };
}

/** One collator for every comparison: `localeCompare` with options builds one per call (slow at 10,000 rows). */
const collator = new Intl.Collator('en', { sensitivity: 'base' });

export type Comparable = string | number | boolean | null | undefined;

/**
 * Two column values: nulls after everything else (so last going up and first going down, as in
 * Postgres), booleans false first, numbers by value, text case-insensitively, or as plain strings
 * when `plain` (ISO timestamps and dates, ids: faster, and their order is the plain order).
 */
export function compareValues(x: Comparable, y: Comparable, plain = false): number {
  if (x === y) return 0;
  if (x === null || x === undefined) return 1;
  if (y === null || y === undefined) return -1;
  if (typeof x === 'boolean' || typeof y === 'boolean') return Number(x) - Number(y);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (plain) return String(x) < String(y) ? -1 : 1;
  return collator.compare(String(x), String(y));
}

export interface SortSpec<T> {
  /** The column chosen by `order_by`, compared in `order`. */
  by: keyof T;
  order: SortOrder;
  /** Columns that break ties, always ascending; end with a unique one. */
  then: readonly (keyof T)[];
  /** Columns compared as plain strings (timestamps, dates, ids). */
  plain?: readonly (keyof T)[];
}

/** A stable, total order: the chosen column in the chosen direction, then the tie-breaks going up. */
export function sortRows<T>(rows: T[], { by, order, then, plain = [] }: SortSpec<T>): T[] {
  const direction = order === 'desc' ? -1 : 1;
  const keys = [by, ...then];
  const plainAt = keys.map((key) => plain.includes(key));
  return rows.sort((a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const result = compareValues(a[key] as Comparable, b[key] as Comparable, plainAt[i]);
      if (result !== 0) return i === 0 ? direction * result : result;
    }
    return 0;
  });
}

/** Oldest first (`asc`) or newest first (`desc`) by `created_at`; equal times by id, always ascending. */
export function byCreatedAt(order: 'asc' | 'desc') {
  const direction = order === 'desc' ? -1 : 1;
  return (a: { created_at: string; id: string }, b: { created_at: string; id: string }): number =>
    a.created_at === b.created_at
      ? a.id < b.id
        ? -1
        : 1
      : a.created_at < b.created_at
        ? -direction
        : direction;
}

/** The page `skip`/`top` asks for (`top` undefined: everything from `skip`). */
export function pageOf<T>(rows: readonly T[], { skip, top }: { skip: number; top: number | undefined }): T[] {
  return top === undefined ? rows.slice(skip) : rows.slice(skip, skip + top);
}

/** The list reply: the page's rows (mapped to their public shape) and how many matched in all. */
export function listReply<T, R = T>(
  matches: readonly T[],
  page: { skip: number; top: number | undefined },
  toRow?: (row: T) => R,
): Response {
  const rows = pageOf(matches, page);
  return json({ rows: toRow ? rows.map(toRow) : rows, count: matches.length });
}
