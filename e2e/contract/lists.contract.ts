/** The list parameters every list shares: `skip`/`top` bounds and the documented maximum, `order_by`, `keyword`, paging. */
import { describe, expect, test } from 'vitest';
import { userListSchema } from '@/features/users/api/schemas';
import { call } from './support/api';
import { expectFieldErrors, notAChoice, parsed } from './support/expect';
import { tokenOf, type Caller } from './support/sessions';

const INTEGER = 'A valid integer is required.';
const atLeast = (n: number) => `Ensure this value is greater than or equal to ${n}.`;
const atMost = (n: number) => `Ensure this value is less than or equal to ${n}.`;

/** Each list, who reads it, and the largest `top` docs/api.md allows. */
const LISTS: readonly { path: string; role: Caller; maxTop: number }[] = [
  { path: '/users/', role: 'client_admin', maxTop: 1000 },
  { path: '/tenants/', role: 'super_admin', maxTop: 500 },
  { path: '/items/', role: 'user', maxTop: 100 },
  { path: '/categories/', role: 'user', maxTop: 1000 },
  { path: '/vendors/', role: 'user', maxTop: 1000 },
  { path: '/opportunities/', role: 'client_admin', maxTop: 100 },
  { path: '/contracts/', role: 'client_admin', maxTop: 500 },
  { path: '/cards/', role: 'client_admin', maxTop: 500 },
  { path: '/flows/', role: 'client_admin', maxTop: 500 },
  { path: '/tenants/get_activity_logs/', role: 'client_admin', maxTop: 500 },
  { path: '/notifications/', role: 'user', maxTop: 100 },
  { path: '/stack/', role: 'user', maxTop: 100 },
];

/** Lists whose `order_by` is a closed set of columns. */
const ORDERED = LISTS.filter(
  (list) => !['/categories/', '/vendors/', '/notifications/', '/stack/'].includes(list.path),
);

describe.each(LISTS)('GET $path', ({ path, role, maxTop }) => {
  test(`top is 1–${maxTop}`, async (context) => {
    const token = await tokenOf(context, role);
    const full = await call('GET', `${path}?top=${maxTop}`, { token });
    expect(full.status).toBe(200);
    expect(full.body.rows.length).toBeLessThanOrEqual(maxTop);
    expect(full.body.count).toBeGreaterThanOrEqual(full.body.rows.length);
    expectFieldErrors(await call('GET', `${path}?top=${maxTop + 1}`, { token }), { top: [atMost(maxTop)] });
    expectFieldErrors(await call('GET', `${path}?top=0`, { token }), { top: [atLeast(1)] });
  });

  test('skip and top must be integers', async (context) => {
    const token = await tokenOf(context, role);
    expectFieldErrors(await call('GET', `${path}?skip=abc`, { token }), { skip: [INTEGER] });
    expectFieldErrors(await call('GET', `${path}?top=1.5`, { token }), { top: [INTEGER] });
  });

  test('a negative skip is an integer out of range', async (context) => {
    const token = await tokenOf(context, role);
    expectFieldErrors(await call('GET', `${path}?skip=-1`, { token }), { skip: [atLeast(0)] });
  });
});

describe.each(ORDERED)('GET $path order', ({ path, role }) => {
  test('an unknown column or direction is a choice error, every bad parameter at once', async (context) => {
    const token = await tokenOf(context, role);
    expectFieldErrors(await call('GET', `${path}?order_by=nope`, { token }), {
      order_by: [notAChoice('nope')],
    });
    expectFieldErrors(await call('GET', `${path}?order=sideways&skip=x`, { token }), {
      order: [notAChoice('sideways')],
      skip: [INTEGER],
    });
  });
});

describe('GET /users/ ordering, search and paging', () => {
  const collator = new Intl.Collator('en', { sensitivity: 'base' });
  const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

  test('order_by=email goes up with asc and down with desc', async (context) => {
    const token = await tokenOf(context, 'client_admin');
    for (const order of ['asc', 'desc'] as const) {
      const list = parsed(
        userListSchema,
        await call('GET', `/users/?top=50&order_by=email&order=${order}`, { token }),
      );
      const emails = list.rows.map((row) => row.email);
      const sorted = [...emails].sort((x, y) => (order === 'asc' ? 1 : -1) * collator.compare(x, y));
      expect(emails).toEqual(sorted);
    }
  });

  test('keyword finds the caller by last name, in any case, and every row matches it', async (context) => {
    const token = await tokenOf(context, 'client_admin');
    const me = parsed(userListSchema, await call('GET', '/users/?top=1', { token }));
    expect(me.rows.length).toBeGreaterThan(0);
    const { last_name: lastName } = me.rows[0]!;
    const keyword = lastName.toUpperCase();
    const list = parsed(
      userListSchema,
      await call('GET', `/users/?top=1000&keyword=${encodeURIComponent(keyword)}`, { token }),
    );
    expect(list.rows.map((row) => row.last_name)).toContain(lastName);
    for (const row of list.rows) {
      expect(folded(`${row.first_name} ${row.last_name} ${row.email}`)).toContain(folded(lastName));
    }
    expect(list.count).toBe(list.rows.length);
  });

  test('pages follow one another without overlap', async (context) => {
    const token = await tokenOf(context, 'client_admin');
    const page = (skip: number, top: number) =>
      call('GET', `/users/?order_by=created_at&order=asc&skip=${skip}&top=${top}`, { token }).then((reply) =>
        parsed(userListSchema, reply).rows.map((row) => row.user_id),
      );
    const [firstThree, second, third] = [await page(0, 3), await page(1, 1), await page(2, 1)];
    if (firstThree.length < 3) return context.skip('company A has fewer than three users');
    expect([...second, ...third]).toEqual(firstThree.slice(1));
  });
});

/** Lists whose keyword searches a name, and where a row's name is. */
const NAMED: readonly { path: string; role: Caller; name: (row: never) => string }[] = [
  { path: '/users/', role: 'client_admin', name: (row: { last_name: string }) => row.last_name },
  { path: '/tenants/', role: 'super_admin', name: (row: { name: string }) => row.name },
  { path: '/vendors/', role: 'user', name: (row: { name: string }) => row.name },
  { path: '/categories/', role: 'user', name: (row: { name: string }) => row.name },
  { path: '/contracts/', role: 'client_admin', name: (row: { app: { name: string } }) => row.app.name },
];

/** The same letters in capitals, each plain vowel given an accent: "Acme" → "ÁCMÉ". */
const accented = (text: string) =>
  text.toUpperCase().replace(/[AEIOU]/g, (vowel) => ({ A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' })[vowel]!);

describe.each(NAMED)('GET $path keyword', ({ path, role, name }) => {
  test('ignores case and accents', async (context) => {
    const token = await tokenOf(context, role);
    const first = await call('GET', `${path}?top=1`, { token });
    const row = first.body.rows[0] as never;
    if (!row) return context.skip(`${path} is empty`);
    const wanted = name(row);
    const found = await call('GET', `${path}?top=500&keyword=${encodeURIComponent(accented(wanted))}`, {
      token,
    });
    expect(found.status).toBe(200);
    expect((found.body.rows as never[]).map(name)).toContain(wanted);
  });
});
