import { describe, expect, it } from 'vitest';
import {
  categoryListSchema,
  categoryReplySchema,
  IN_STACK,
  itemDetailSchema,
  itemListSchema,
  itemReplySchema,
  vendorListSchema,
  vendorReplySchema,
  type Item,
  type ItemList,
} from '@/features/reach/api/schemas';
import { products } from '../db';
import { categoryId, DEMO_EMAIL, productId, vendorId } from '../fixtures';
import { tokensFor } from '../node';
import { call, useMockServer } from '../testing';

useMockServer();

const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
const DESIGN = categoryId('Design');
const ATLASSIAN = vendorId('Atlassian');
const SALESFORCE = vendorId('Salesforce');
const SLACK = productId('slack');

const token = (email: string) => tokensFor(email).access;
const root = () => token('root@platform.test');

async function items(query: string, email = 'user@acme.test'): Promise<ItemList> {
  const reply = await call('GET', `/items/${query}`, { token: token(email) });
  expect(reply.status).toBe(200);
  return itemListSchema.parse(reply.body);
}

const names = (list: ItemList) => list.rows.map((row) => row.product.name);
const liveProducts = () => products.all().filter((p) => !p.is_retired).length;

const appBody = {
  name: 'Harbor Notes',
  vendor_id: ATLASSIAN,
  category_id: DESIGN,
  website: 'harbornotes.example/app',
  description: 'Shared design notes for product teams.',
  pricing_model: 'per_seat',
};

describe('GET /items/', () => {
  it('lists the catalogue by name, ten at a time, each row an item of the caller', async () => {
    const page = await items('');
    expect(page.count).toBe(liveProducts());
    expect(page.count).toBeGreaterThan(1000);
    expect(page.rows).toHaveLength(10);
    const lower = names(page).map((name) => name.toLowerCase());
    expect([...lower].sort()).toEqual(lower);
    const next = await items('?skip=10&top=10');
    expect(names(next).some((name) => names(page).includes(name))).toBe(false);

    const slack = (await items('?keyword=slack&top=100')).rows.find((row) => row.id === SLACK)!;
    expect(slack).toMatchObject({
      in_stack: IN_STACK,
      product: {
        slug: 'slack',
        name: 'Slack',
        vendor: { id: SALESFORCE, name: 'Salesforce' },
        category: { name: 'Communication' },
        website: 'https://slack.com',
        pricing_model: 'freemium',
        is_retired: false,
      },
    });
    expect(slack.stack_id).not.toBeNull();
  });

  it('searches name, vendor, category and description, ignoring case', async () => {
    const figma = await items('?keyword=FIGMA&top=100');
    expect(names(figma)).toContain('Figma');
    const text = (row: Item) =>
      [row.product.name, row.product.vendor.name, row.product.category.name, row.product.description].join(
        ' ',
      );
    expect(figma.rows.every((row) => text(row).toLowerCase().includes('figma'))).toBe(true);
    const byVendor = await items('?keyword=atlassian&top=100');
    expect(names(byVendor)).toEqual(expect.arrayContaining(['Jira', 'Confluence', 'Trello']));
    const byCategory = await items('?keyword=SIGNATURE%20%26%20legal&top=100');
    expect(byCategory.rows.every((row) => row.product.category.name === 'E-signature & Legal')).toBe(true);
    expect(names(byCategory)).toContain('DocuSign');
    const byDescription = await items('?keyword=huddles');
    expect(names(byDescription)).toContain('Slack');
    expect((await items('?keyword=zzzz-no-such-app')).count).toBe(0);
  });

  it('narrows by category and vendor ids', async () => {
    const design = await items(`?category=${DESIGN}&top=100`);
    expect(design.count).toBeGreaterThan(20);
    expect(design.rows.every((row) => row.product.category.id === DESIGN)).toBe(true);
    const both = await items(`?category=${categoryId('Project Management')}&vendor=${ATLASSIAN}`);
    expect(names(both)).toEqual(['Jira', 'Trello']);
  });

  it('sorts by rating with unrated products last either way, and by review count', async () => {
    for (const order of ['desc', 'asc'] as const) {
      const { rows } = await items(`?order_by=rating&order=${order}&top=100&category=${DESIGN}`);
      const ratings = rows.map((row) => row.product.rating);
      const rated = ratings.filter((r): r is number => r !== null);
      expect(rated.length).toBeGreaterThan(0);
      expect(ratings.slice(0, rated.length)).toEqual(rated);
      const sorted = [...rated].sort((a, b) => a - b);
      expect(rated).toEqual(order === 'asc' ? sorted : sorted.reverse());
    }
    const { rows } = await items('?order_by=review_count&order=desc&top=20');
    const counts = rows.map((row) => row.product.review_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(counts[0]).toBeGreaterThan(2);
    const byVendor = await items('?order_by=vendor&top=30');
    const vendors = byVendor.rows.map((row) => row.product.vendor.name.toLowerCase());
    expect([...vendors].sort()).toEqual(vendors);
  });

  it('answers bad parameters with every message at once', async () => {
    const reply = await call('GET', '/items/?top=101&order_by=price&include_retired=maybe', {
      token: token('user@acme.test'),
    });
    expect(reply).toMatchObject({
      status: 400,
      body: {
        top: ['Ensure this value is less than or equal to 100.'],
        order_by: ['"price" is not a valid choice.'],
        include_retired: ['Must be a valid boolean.'],
      },
    });
    expect((await call('GET', '/items/')).status).toBe(401);
  });
});

describe('GET /items/<slug>/', () => {
  it('serves the product page to anyone, with alternatives of the same category', async () => {
    const reply = await call('GET', '/items/figma/');
    expect(reply.status).toBe(200);
    const { item, alternatives } = itemDetailSchema.parse(reply.body);
    expect(item).toMatchObject({
      in_stack: false,
      stack_id: null,
      request: null,
      product: { name: 'Figma' },
    });
    expect(item.product.review_count).toBeGreaterThanOrEqual(3);
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.length).toBeLessThanOrEqual(6);
    expect(alternatives.every((p) => p.category.id === DESIGN && p.id !== item.id && !p.is_retired)).toBe(
      true,
    );
    expect(alternatives[0]!.rating).not.toBeNull();
  });

  it('makes the item the caller’s with a valid token and refuses a bad one like signed-in calls', async () => {
    expect((await call('GET', '/items/slack/', { token: token('user@acme.test') })).body.item).toMatchObject({
      in_stack: IN_STACK,
    });
    expect((await call('GET', '/items/slack/', { token: root() })).body.item).toMatchObject({
      in_stack: false,
    });
    const forged = await call('GET', '/items/slack/', { token: 'not-a-token' });
    expect(forged).toMatchObject({ status: 401, body: { code: 'token_not_valid' } });
  });

  it('answers an unknown slug with 404', async () => {
    expect(await call('GET', '/items/no-such-app/')).toMatchObject({
      status: 404,
      body: { detail: 'Not found.' },
    });
  });
});

describe('GET /categories/ and /vendors/', () => {
  it('lists every category by name with its number of products', async () => {
    const reply = await call('GET', '/categories/', { token: token('user@acme.test') });
    const { rows, count } = categoryListSchema.parse(reply.body);
    expect(count).toBe(25);
    expect(rows.reduce((sum, row) => sum + row.item_count, 0)).toBe(liveProducts());
    const lower = rows.map((row) => row.name.toLowerCase());
    expect([...lower].sort()).toEqual(lower);
  });

  it('searches vendors by name', async () => {
    const reply = await call('GET', '/vendors/?keyword=atlas', { token: token('user@acme.test') });
    const { rows } = vendorListSchema.parse(reply.body);
    expect(rows.find((row) => row.id === ATLASSIAN)).toMatchObject({
      name: 'Atlassian',
      website: 'https://atlassian.com',
    });
    expect(rows.every((row) => row.name.toLowerCase().includes('atlas'))).toBe(true);
  });
});

describe('Manage Apps (super admin)', () => {
  it('creates an app with an absolute website and a slug from its name', async () => {
    const reply = await call('POST', '/items/', { token: root(), body: appBody });
    expect(reply.status).toBe(201);
    const { item, message } = itemReplySchema.parse(reply.body);
    expect(message).toBe('Harbor Notes has been added to the catalogue.');
    expect(item.product).toMatchObject({
      slug: 'harbor-notes',
      website: 'https://harbornotes.example/app',
      vendor: { name: 'Atlassian' },
      category: { name: 'Design' },
      rating: null,
      review_count: 0,
    });
    expect((await call('GET', '/items/harbor-notes/')).status).toBe(200);
    expect(names(await items('?keyword=harbor notes'))).toEqual(['Harbor Notes']);
  });

  it('never gives an app a slug that a page under /contracts/ uses', async () => {
    const reply = await call('POST', '/items/', { token: root(), body: { ...appBody, name: 'Renewals' } });
    expect(reply.status).toBe(201);
    expect(itemReplySchema.parse(reply.body).item.product.slug).toBe('renewals-app');
    expect((await call('GET', '/items/renewals-app/')).status).toBe(200);
  });

  it('checks the fields with the form’s messages', async () => {
    const post = (body: object) => call('POST', '/items/', { token: root(), body });
    const blank = await post({
      name: ' ',
      vendor_id: '',
      category_id: '',
      website: '',
      description: '',
      pricing_model: '',
    });
    expect(blank).toMatchObject({
      status: 400,
      body: {
        name: ['Name is required.'],
        vendor_id: ['Vendor is required.'],
        category_id: ['Category is required.'],
        website: ['Website is required.'],
        description: ['Description is required.'],
        pricing_model: ['Pricing model is required.'],
      },
    });
    const wrong = await post({
      ...appBody,
      name: 'n'.repeat(101),
      vendor_id: 'nope',
      category_id: 'nope',
      website: 'not a url',
      description: 'd'.repeat(501),
      pricing_model: 'monthly',
    });
    expect(wrong.body).toEqual({
      name: ['Name must be maximum of 100 characters long.'],
      vendor_id: ['Select a valid choice.'],
      category_id: ['Select a valid choice.'],
      website: ['Website is not a valid url.'],
      description: ['Description must be maximum of 500 characters long.'],
      pricing_model: ['"monthly" is not a valid choice.'],
    });
    const taken = await post({ ...appBody, name: 'SLACK' });
    expect(taken).toMatchObject({ status: 400, body: { name: ['An app with this name already exists.'] } });
  });

  it('is for the super admin only', async () => {
    const admin = await call('POST', '/items/', { token: token('admin@acme.test'), body: appBody });
    expect(admin).toMatchObject({ status: 403, body: FORBIDDEN });
    const demo = await call('DELETE', `/items/${SLACK}/`, { token: token(DEMO_EMAIL) });
    expect(demo).toMatchObject({ status: 403, body: { detail: 'Sorry, this is a read-only demo account.' } });
    const vendor = await call('POST', '/vendors/', {
      token: token('admin@acme.test'),
      body: { name: 'Acme Tools', website: 'acme.example' },
    });
    expect(vendor).toMatchObject({ status: 403, body: FORBIDDEN });
  });

  it('edits an app; a new name moves its page', async () => {
    const reply = await call('PUT', `/items/${SLACK}/`, {
      token: root(),
      body: {
        ...appBody,
        name: 'Slack Pro',
        vendor_id: SALESFORCE,
        category_id: categoryId('Communication'),
      },
    });
    expect(reply.status).toBe(200);
    expect(itemReplySchema.parse(reply.body)).toMatchObject({
      message: 'Slack Pro has been updated.',
      item: { id: SLACK, product: { slug: 'slack-pro', name: 'Slack Pro' } },
    });
    expect((await call('GET', '/items/slack/')).status).toBe(404);
    expect((await call('GET', '/items/slack-pro/')).status).toBe(200);
    // Keeping its own name is no clash.
    const same = await call('PUT', `/items/${SLACK}/`, {
      token: root(),
      body: { ...appBody, name: 'Slack Pro' },
    });
    expect(same.status).toBe(200);
    expect(
      (await call('PUT', `/items/${productId('no-such')}/`, { token: root(), body: appBody })).status,
    ).toBe(404);
  });

  it('retires an app: it leaves the catalogue and its counts, stays in stacks marked, cannot be added', async () => {
    const before = await items(`?category=${categoryId('Communication')}`);
    const communication = async () =>
      categoryListSchema
        .parse((await call('GET', '/categories/?keyword=communication', { token: root() })).body)
        .rows.find((row) => row.name === 'Communication')!.item_count;
    const countBefore = await communication();

    const reply = await call('DELETE', `/items/${SLACK}/`, { token: root() });
    expect(reply.status).toBe(200);
    expect(itemReplySchema.parse(reply.body)).toMatchObject({
      message: 'Slack has been retired.',
      item: { product: { is_retired: true } },
    });

    const after = await items(`?category=${categoryId('Communication')}&top=100`);
    expect(after.count).toBe(before.count - 1);
    expect(names(after)).not.toContain('Slack');
    expect(await communication()).toBe(countBefore - 1);
    const stack = await call('GET', '/stack/', { token: token('user@acme.test') });
    expect(
      stack.body.rows.find((row: { product: { id: string } }) => row.product.id === SLACK),
    ).toMatchObject({
      product: { is_retired: true },
    });
    expect((await call('GET', '/items/slack/')).body.item.product.is_retired).toBe(true);

    const add = await call('POST', '/stack/', {
      token: token('admin@globex.test'),
      body: { product_id: SLACK },
    });
    expect(add).toMatchObject({
      status: 400,
      body: { detail: 'Slack has been retired from the catalogue.' },
    });
    const request = await call('POST', '/stack_requests/', {
      token: token('new@acme.test'),
      body: { product_id: SLACK, reason: 'Everyone else in my team uses it.' },
    });
    expect(request).toMatchObject({
      status: 400,
      body: { detail: 'Slack has been retired from the catalogue.' },
    });

    // Only Manage Apps lists it, marked; others' include_retired is ignored.
    const managed = await items('?keyword=slack&include_retired=true&top=100', 'root@platform.test');
    expect(managed.rows.find((row: Item) => row.id === SLACK)?.product.is_retired).toBe(true);
    expect(names(await items('?keyword=slack&include_retired=true&top=100'))).not.toContain('Slack');

    const restored = await call('PUT', `/items/${SLACK}/`, {
      token: root(),
      body: { ...appBody, name: 'Slack', vendor_id: SALESFORCE, is_retired: false },
    });
    expect(restored.body.item.product.is_retired).toBe(false);
    expect(names(await items('?keyword=slack&top=100'))).toContain('Slack');
  });

  it('creates, renames and deletes vendors and categories', async () => {
    const created = await call('POST', '/vendors/', {
      token: root(),
      body: { name: 'Harbor Labs', website: 'harbor.example' },
    });
    expect(created.status).toBe(201);
    const { vendor } = vendorReplySchema.parse(created.body);
    expect(vendor).toEqual({
      id: vendor.id,
      name: 'Harbor Labs',
      website: 'https://harbor.example',
      item_count: 0,
    });
    const taken = await call('POST', '/vendors/', {
      token: root(),
      body: { name: 'harbor labs', website: 'x.example' },
    });
    expect(taken).toMatchObject({ status: 400, body: { name: ['A vendor with this name already exists.'] } });
    const bad = await call('POST', '/vendors/', { token: root(), body: { name: '', website: 'nope' } });
    expect(bad.body).toEqual({ name: ['Name is required.'], website: ['Website is not a valid url.'] });

    const app = await call('POST', '/items/', { token: root(), body: { ...appBody, vendor_id: vendor.id } });
    expect(app.body.item.product.vendor).toEqual({ id: vendor.id, name: 'Harbor Labs' });
    const renamed = await call('PUT', `/vendors/${vendor.id}/`, {
      token: root(),
      body: { name: 'Harbor Software', website: 'harbor.example' },
    });
    expect(vendorReplySchema.parse(renamed.body).vendor).toMatchObject({
      name: 'Harbor Software',
      item_count: 1,
    });
    // The rename reaches the products and their search.
    expect((await items('?keyword=harbor software')).rows[0]?.product.vendor.name).toBe('Harbor Software');
    const inUse = await call('DELETE', `/vendors/${vendor.id}/`, { token: root() });
    expect(inUse).toMatchObject({
      status: 400,
      body: { detail: 'Harbor Software still has apps in the catalogue.' },
    });

    const category = await call('POST', '/categories/', { token: root(), body: { name: 'Quantum' } });
    const { category: quantum } = categoryReplySchema.parse(category.body);
    expect(quantum).toMatchObject({ name: 'Quantum', item_count: 0 });
    const long = await call('POST', '/categories/', { token: root(), body: { name: 'c'.repeat(61) } });
    expect(long.body).toEqual({ name: ['Name must be maximum of 60 characters long.'] });
    const dup = await call('PUT', `/categories/${quantum.id}/`, { token: root(), body: { name: 'design' } });
    expect(dup.body).toEqual({ name: ['A category with this name already exists.'] });
    const gone = await call('DELETE', `/categories/${quantum.id}/`, { token: root() });
    expect(gone).toMatchObject({ status: 200, body: { message: 'Quantum has been deleted.' } });
    expect((await call('GET', '/categories/', { token: root() })).body.count).toBe(25);
  });
});

describe("DRF's order on a catalogue edit", () => {
  it('looks the record up before the body: an unknown one is a 404 whatever the body', async () => {
    const unknown = '00000000-0000-4000-a000-000000000000';
    for (const area of ['items', 'vendors', 'categories']) {
      expect(await call('PUT', `/${area}/${unknown}/`, { token: root(), body: { name: 5 } })).toMatchObject({
        status: 404,
        body: { detail: 'Not found.' },
      });
    }
    const vendor = await call('PUT', `/vendors/${ATLASSIAN}/`, { token: root(), body: { name: 5 } });
    expect(vendor.status).toBe(400);
  });

  it('searches ignoring case and accents', async () => {
    const found = await call('GET', '/vendors/?keyword=%C3%81TL%C3%81SSI%C3%81N', { token: root() });
    expect(found.body.rows.map((row: { id: string }) => row.id)).toContain(ATLASSIAN);
    const items = await call('GET', '/items/?keyword=sl%C3%A1ck', { token: root() });
    expect(items.body.rows.length).toBeGreaterThan(0);
  });
});
