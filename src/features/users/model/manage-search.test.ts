import { describe, expect, it } from 'vitest';
import type { UserRow } from '../api/schemas';
import { MANAGE_SEARCH_DEFAULTS, manageSearchSchema, type ManageSearch } from './manage-search';
import { countUsers, filterUsers, sortUsers } from './user-list';

function row(fields: Partial<UserRow> & Pick<UserRow, 'user_id' | 'first_name' | 'last_name'>): UserRow {
  return {
    email: `${fields.first_name.toLowerCase()}@acme.test`,
    avatar: null,
    roles: [],
    status: 'active',
    is_active: true,
    is_buyer: false,
    is_cards_user: false,
    tenant_id: 't',
    tenant_name: 'Acme Corp',
    created_at: '2026-01-01T00:00:00.000Z',
    last_login: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}

const ROWS: UserRow[] = [
  row({ user_id: '1', first_name: 'Zoë', last_name: 'Adams', is_buyer: true }),
  row({ user_id: '2', first_name: 'adam', last_name: 'Young', roles: ['client_admin'], is_cards_user: true }),
  row({
    user_id: '3',
    first_name: 'Émile',
    last_name: 'Brown',
    status: 'inactive',
    is_active: false,
    last_login: null,
  }),
  row({ user_id: '4', first_name: 'Bob', last_name: 'Stone', last_login: '2026-11-20T00:00:00.000Z' }),
];

const search = (changes: Partial<ManageSearch> = {}): ManageSearch => ({
  ...MANAGE_SEARCH_DEFAULTS,
  ...changes,
});
const ids = (rows: UserRow[]) => rows.map((r) => r.user_id);

describe('manage search', () => {
  it('falls back to the defaults for values that do not parse, and keeps a numeric keyword as text', () => {
    expect(manageSearchSchema.parse({})).toEqual(MANAGE_SEARCH_DEFAULTS);
    expect(
      manageSearchSchema.parse({
        status: 'gone',
        role: 'owner',
        buyer: 1,
        order_by: 'password',
        order: 'up',
      }),
    ).toEqual(MANAGE_SEARCH_DEFAULTS);
    expect(manageSearchSchema.parse({ keyword: 123, cards: 'yes' })).toMatchObject({
      keyword: '123',
      cards: 'yes',
    });
  });

  it('filters by name or e-mail (any case), status, role and the two flags together', () => {
    expect(ids(filterUsers(ROWS, search({ keyword: 'ZOË ADA' })))).toEqual(['1']);
    expect(ids(filterUsers(ROWS, search({ keyword: 'bob@' })))).toEqual(['4']);
    expect(ids(filterUsers(ROWS, search({ status: 'inactive' })))).toEqual(['3']);
    expect(ids(filterUsers(ROWS, search({ role: 'client_admin' })))).toEqual(['2']);
    expect(ids(filterUsers(ROWS, search({ role: 'user', buyer: 'no', cards: 'no' })))).toEqual(['3', '4']);
    expect(ids(filterUsers(ROWS, search({ buyer: 'yes', cards: 'yes' })))).toEqual([]);
  });

  it('sorts by name ignoring case and accents, either way, with nulls last going up', () => {
    expect(ids(sortUsers([...ROWS], 'name', 'asc'))).toEqual(['2', '4', '3', '1']);
    expect(ids(sortUsers([...ROWS], 'name', 'desc'))).toEqual(['1', '3', '4', '2']);
    expect(ids(sortUsers([...ROWS], 'role', 'asc'))[0]).toBe('2');
    expect(ids(sortUsers([...ROWS], 'last_login', 'asc'))).toEqual(['2', '1', '4', '3']);
    expect(ids(sortUsers([...ROWS], 'last_login', 'desc'))).toEqual(['3', '4', '2', '1']);
  });

  it('counts statuses, admins and flags', () => {
    expect(countUsers(ROWS)).toEqual({
      total: 4,
      active: 3,
      inactive: 1,
      admins: 1,
      buyers: 1,
      cardsUsers: 1,
    });
  });
});
