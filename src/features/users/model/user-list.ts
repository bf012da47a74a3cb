/**
 * The manage page's filtering, sorting and counting, done in the browser over the tenant's whole list
 * (up to 10,000 rows; see userQueries.tenantUsers), as the URL's search state (./manage-search.ts) asks.
 */
import { CLIENT_ADMIN, hasRole } from '@/lib/roles';
import type { UserRow } from '../api/schemas';
import type { FlagFilter, ManageSearch, ManageSortField } from './manage-search';

export function isAdmin(user: Pick<UserRow, 'roles'>): boolean {
  return hasRole(user, CLIENT_ADMIN);
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
