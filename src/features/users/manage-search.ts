/**
 * The manage page's table state in the URL (validateSearch), and the filtering and sorting it asks
 * for, done in the browser over the tenant's whole list (up to 10,000 rows; see
 * userQueries.tenantUsers). Every value has a default that is left out of the URL, and a value that
 * does not parse (a hand-edited or stale link) falls back to it instead of failing the page.
 */
import * as z from 'zod/mini';
import type { UserRow } from './api/schemas';

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export const ROLE_FILTERS = ['all', 'client_admin', 'user'] as const;
export const FLAG_FILTERS = ['all', 'yes', 'no'] as const;
export const MANAGE_SORT_FIELDS = ['name', 'email', 'role', 'status', 'last_login'] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type RoleFilter = (typeof ROLE_FILTERS)[number];
export type FlagFilter = (typeof FLAG_FILTERS)[number];
export type ManageSortField = (typeof MANAGE_SORT_FIELDS)[number];

export const MANAGE_SEARCH_DEFAULTS = {
  keyword: '',
  status: 'all',
  role: 'all',
  buyer: 'all',
  cards: 'all',
  order_by: 'name',
  order: 'asc',
} as const satisfies Record<string, unknown>;

/** `?keyword=123` arrives as a number (the router parses values as JSON); a keyword is text. */
const keyword = z._default(
  z.catch(
    z.pipe(
      z.union([z.string(), z.number(), z.boolean()]),
      z.transform((value) => String(value).trim().slice(0, 100)),
    ),
    '',
  ),
  '',
);

function choice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z._default(z.catch(z.enum(values), fallback), fallback);
}

export const manageSearchSchema = z.object({
  keyword,
  status: choice(STATUS_FILTERS, 'all'),
  role: choice(ROLE_FILTERS, 'all'),
  buyer: choice(FLAG_FILTERS, 'all'),
  cards: choice(FLAG_FILTERS, 'all'),
  order_by: choice(MANAGE_SORT_FIELDS, MANAGE_SEARCH_DEFAULTS.order_by),
  order: choice(['asc', 'desc'], 'asc'),
});
export type ManageSearch = z.output<typeof manageSearchSchema>;

export function isFiltered(search: ManageSearch): boolean {
  return (
    search.keyword !== '' ||
    search.status !== 'all' ||
    search.role !== 'all' ||
    search.buyer !== 'all' ||
    search.cards !== 'all'
  );
}

export function fullName(user: Pick<UserRow, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

export function isAdmin(user: Pick<UserRow, 'roles'>): boolean {
  return user.roles.includes('client_admin');
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Lower-cased "first last email" per row, built once per list (the list is replaced on every change). */
const haystacks = new WeakMap<UserRow, string>();
function haystackOf(row: UserRow): string {
  let text = haystacks.get(row);
  if (text === undefined) {
    text = `${row.first_name} ${row.last_name} ${row.email}`.toLowerCase();
    haystacks.set(row, text);
  }
  return text;
}

function flagMatches(filter: FlagFilter, value: boolean): boolean {
  return filter === 'all' || (filter === 'yes') === value;
}

export function filterUsers(rows: readonly UserRow[], search: ManageSearch): UserRow[] {
  const wanted = search.keyword.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (search.status === 'all' || row.status === search.status) &&
      (search.role === 'all' || (search.role === 'client_admin') === isAdmin(row)) &&
      flagMatches(search.buyer, row.is_buyer) &&
      flagMatches(search.cards, row.is_cards_user) &&
      (wanted === '' || haystackOf(row).includes(wanted)),
  );
}

type Compare = (a: UserRow, b: UserRow) => number;

/** Nulls (never signed in) sort last going up, first going down, as the server's lists do. */
function byNullableText(pick: (row: UserRow) => string | null): Compare {
  return (a, b) => {
    const x = pick(a);
    const y = pick(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -1 : 1;
  };
}

const COMPARES: Record<ManageSortField, Compare> = {
  name: (a, b) => collator.compare(a.first_name, b.first_name) || collator.compare(a.last_name, b.last_name),
  email: (a, b) => collator.compare(a.email, b.email),
  role: (a, b) => Number(isAdmin(b)) - Number(isAdmin(a)),
  status: (a, b) => collator.compare(a.status, b.status),
  last_login: byNullableText((row) => row.last_login),
};

const tieBreak: Compare = (a, b) =>
  COMPARES.name(a, b) || collator.compare(a.email, b.email) || (a.user_id < b.user_id ? -1 : 1);

/** Sorted by the chosen column either way; ties always by name, e-mail and id, so the order is stable. */
export function sortUsers(rows: UserRow[], by: ManageSortField, order: 'asc' | 'desc'): UserRow[] {
  const primary = COMPARES[by];
  const direction = order === 'desc' ? -1 : 1;
  return rows.sort((a, b) => direction * primary(a, b) || tieBreak(a, b));
}

export interface UserCounts {
  total: number;
  active: number;
  inactive: number;
  admins: number;
  buyers: number;
  cardsUsers: number;
}

export function countUsers(rows: readonly UserRow[]): UserCounts {
  const counts: UserCounts = {
    total: rows.length,
    active: 0,
    inactive: 0,
    admins: 0,
    buyers: 0,
    cardsUsers: 0,
  };
  for (const row of rows) {
    if (row.status === 'active') counts.active += 1;
    else counts.inactive += 1;
    if (isAdmin(row)) counts.admins += 1;
    if (row.is_buyer) counts.buyers += 1;
    if (row.is_cards_user) counts.cardsUsers += 1;
  }
  return counts;
}
