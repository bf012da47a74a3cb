/**
 * A list page's state in the URL (a route's `validateSearch`); the API list query it asks for is
 * `list-query.ts`'s.
 *
 * A list's search schema is built from the parameters below: `keyword`, `order` (asc | desc),
 * `order_by` (one of the columns the list can be ordered by), paging (`page`/`size` or `skip`/`top`)
 * and the area's own filters. Every value has a default, and a value that does not parse (a
 * hand-edited or stale link) falls back to it instead of failing the page. The defaults are what the
 * schema makes of an empty URL; route files pass them to `stripSearchParams(defaults)` so they stay
 * out of the URL.
 */
import * as z from 'zod/mini';

export const SORT_ORDERS = ['asc', 'desc'] as const;
/** The direction a list is ordered in, in the URL and in the API's `order`. */
export type SortOrder = (typeof SORT_ORDERS)[number];
export const sortOrderSchema = z.enum(SORT_ORDERS);

/** The longest keyword kept; anything longer is cut. */
export const KEYWORD_MAX_LENGTH = 100;

/** A value that falls back to `fallback` when it is missing or does not parse. */
function withFallback<T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) {
  // `fallback` is never undefined (every caller passes a value); zod types it as such.
  return z._default(z.catch(schema, fallback), fallback as never);
}

/**
 * The search text, trimmed. `?keyword=123` arrives as a number and `?keyword=true` as a boolean
 * (the router reads paging's numbers that way); a keyword is text.
 */
export function keywordParam() {
  return withFallback(
    z.pipe(
      z.union([z.string(), z.number(), z.boolean()]),
      z.transform((value) => String(value).trim().slice(0, KEYWORD_MAX_LENGTH)),
    ),
    '',
  );
}

/** Text, where the URL's `?window=90` arrives as the number 90 (the router reads numbers as numbers). */
const asText = () =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value)),
  );

/**
 * One of `values`; anything else is `fallback`. `?window=90` and a choice of '90' made on the page
 * are the same choice.
 */
export function choiceParam<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return withFallback(z.pipe(asText(), z.enum(values)), fallback);
}

/** Free text up to `maxLength` characters (e.g. an id, `?app=42`); anything else is `fallback` ('' by default). */
export function textParam(maxLength: number, fallback = '') {
  return withFallback(z.pipe(asText(), z.string().check(z.maxLength(maxLength))), fallback);
}

/** A calendar date `YYYY-MM-DD` (`?from=2026-03-01`); anything else, a day that does not exist included, is `''` (none). */
export function dateParam() {
  return withFallback(z.iso.date(), '');
}

/** A switch that is on only when the URL says so (`?unmapped=true`); anything else is off. */
export function flagParam() {
  return withFallback(z.boolean(), false);
}

/** `asc` or `desc`. */
export function orderParam(fallback: SortOrder) {
  return withFallback(sortOrderSchema, fallback);
}

/** The order: `order_by` one of `fields` (`by` when missing or not one of them) and `order`. */
export function orderParams<const F extends readonly [string, ...string[]]>(
  fields: F,
  by: F[number],
  order: SortOrder,
) {
  return { order_by: choiceParam(fields, by), order: orderParam(order) };
}

/** Ids in the URL (an app, an owner, a category) are at most this long; anything longer is no id. */
const ID_MAX_LENGTH = 64;

/** An id (`?owner=42`); '' is none (every owner). */
export function idParam() {
  return textParam(ID_MAX_LENGTH);
}

/** The rows-per-page choices of a list, and the one size taken when a value is not among them. */
export function pageSizes<const S extends readonly [number, ...number[]]>(sizes: S, fallback: S[number]) {
  return {
    sizes,
    fallback,
    schema: withFallback(z.literal(sizes), fallback),
    /** A page size from the page-size choice; anything else is the fallback. */
    pick: (value: number): S[number] => sizes.find((size) => size === value) ?? fallback,
  };
}
export type PageSizes<S extends readonly [number, ...number[]] = readonly [number, ...number[]]> = ReturnType<
  typeof pageSizes<S>
>;

/** The rows-per-page choices most lists offer. */
export const LIST_PAGE_SIZES = pageSizes([10, 25, 50, 100], 25);

const wholeNumber = (min: number) => withFallback(z.int().check(z.minimum(min)), min);

// Without `sizes`, S defaults to the usual sizes' tuple, so the casts below only name what LIST_PAGE_SIZES is.
type UsualSizes = (typeof LIST_PAGE_SIZES)['sizes'];

/** Paging by page number (1-based) and page size: `?page=2&size=50`; the usual sizes unless given. */
export function pageParams<S extends readonly [number, ...number[]] = UsualSizes>(
  sizes: PageSizes<S> = LIST_PAGE_SIZES as unknown as PageSizes<S>,
) {
  return { page: wholeNumber(1), size: sizes.schema };
}

/** Paging by rows skipped and page size, as the API takes it: `?skip=50&top=25`; the usual sizes unless given. */
export function skipParams<S extends readonly [number, ...number[]] = UsualSizes>(
  sizes: PageSizes<S> = LIST_PAGE_SIZES as unknown as PageSizes<S>,
) {
  return { skip: wholeNumber(0), top: sizes.schema };
}

/** The parameters every list's search has. */
export interface ListSearchState {
  order: SortOrder;
  order_by: string;
  keyword?: string;
}

/**
 * A list's search schema and its defaults (the state of a URL with no search params). `shape` holds
 * the list's parameters, built with the helpers above.
 */
export function listSearch<const Shape extends Record<string, z.ZodMiniType>>(shape: Shape) {
  const schema = z.object(shape);
  const defaults: z.output<typeof schema> = z.parse(schema, {});
  return { schema, defaults };
}
