/**
 * A small stand-in for Reach's calls in component tests (msw overrides of the mock API): a handful
 * of products, the signed-in person's stack and requests, and the tenant's pending requests, kept in
 * memory and answered in the API's shapes and words.
 */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import {
  IN_STACK,
  productSlug,
  type Category,
  type Item,
  type PricingModel,
  type Product,
  type StackEntry,
  type StackRequest,
  type Vendor,
} from '@/features/reach';
import type { Person } from '@/lib/person';

const CATALOGUE: [
  name: string,
  vendor: string,
  category: string,
  pricing: PricingModel,
  rating: number | null,
  reviews: number,
][] = [
  ['Asana', 'Asana', 'Project management', 'per_seat', 4.4, 12],
  ['Figma', 'Figma', 'Design', 'freemium', 4.7, 31],
  ['Jira', 'Atlassian', 'Project management', 'per_seat', 4.1, 40],
  ['Confluence', 'Atlassian', 'Productivity', 'per_seat', 4.0, 18],
  ['Miro', 'Miro', 'Design', 'freemium', 4.5, 9],
  ['Notion', 'Notion Labs', 'Productivity', 'freemium', 4.6, 25],
  ['Slack', 'Salesforce', 'Communication', 'per_seat', 4.5, 52],
  ['Zoom', 'Zoom Video Communications', 'Communication', 'freemium', null, 0],
];

const idOf = (prefix: string, name: string) => `${prefix}-${productSlug(name)}`;

export const testVendors: Vendor[] = [...new Set(CATALOGUE.map(([, vendor]) => vendor))]
  .sort()
  .map((name) => ({
    id: idOf('vendor', name),
    name,
    website: `https://${productSlug(name)}.example`,
    item_count: CATALOGUE.filter(([, vendor]) => vendor === name).length,
  }));

export const testCategories: Category[] = [...new Set(CATALOGUE.map(([, , category]) => category))]
  .sort()
  .map((name) => ({
    id: idOf('category', name),
    name,
    item_count: CATALOGUE.filter(([, , category]) => category === name).length,
  }));

export const testProducts: Product[] = CATALOGUE.map(
  ([name, vendor, category, pricing, rating, reviews]) => ({
    id: idOf('product', name),
    slug: productSlug(name),
    name,
    vendor: { id: idOf('vendor', vendor), name: vendor },
    category: { id: idOf('category', category), name: category },
    description: `${name} helps teams with ${category.toLowerCase()}.`,
    pricing_model: pricing,
    website: `https://${productSlug(name)}.example`,
    rating,
    review_count: reviews,
    is_retired: false,
  }),
);

export function product(name: string): Product {
  const found = testProducts.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No test product ${name}`);
  return found;
}

export const colleague: Person = {
  user_id: 'colleague-1',
  first_name: 'Noah',
  last_name: 'Fischer',
  email: 'noah.fischer@acme.test',
  avatar: null,
};

export const otherColleague: Person = {
  user_id: 'colleague-2',
  first_name: 'Mia',
  last_name: 'Kowalski',
  email: 'mia.kowalski@acme.test',
  avatar: null,
};

interface Seed {
  /** The signed-in person. */
  me: Person;
  /** Products in my stack. */
  stack?: string[];
  /** My requests. */
  mine?: { product: string; status: 'pending' | 'rejected'; rejection_reason?: string }[];
  /** Other people's pending requests. */
  others?: { product: string; by: Person; reason: string }[];
}

const detail = (text: string, status = 400) => HttpResponse.json({ detail: text }, { status });
let created = 0;
const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T09:00:00Z`;

/** Installs the stand-in on `server` with the given seed; returns its state for assertions. */
export function useTestReachApi(server: SetupServer, seed: Seed) {
  const stack: StackEntry[] = (seed.stack ?? []).map((name, i) => ({
    id: `stack-${i + 1}`,
    product: product(name),
    added_at: at(i + 1),
  }));
  const requests: StackRequest[] = [
    ...(seed.mine ?? []).map((mine, i) => ({
      id: `mine-${i + 1}`,
      product: product(mine.product),
      status: mine.status,
      reason: `We need ${mine.product} for our team's work.`,
      rejection_reason: mine.rejection_reason ?? null,
      requested_by: seed.me,
      created_at: at(20 - i),
      decided_at: mine.status === 'rejected' ? at(21) : null,
    })),
    ...(seed.others ?? []).map((other, i) => ({
      id: `other-${i + 1}`,
      product: product(other.product),
      status: 'pending' as const,
      reason: other.reason,
      rejection_reason: null,
      requested_by: other.by,
      created_at: at(15 - i),
      decided_at: null,
    })),
  ];
  const me = seed.me.user_id;
  const fullName = (person: Person) => `${person.first_name} ${person.last_name}`;

  const itemOf = (p: Product): Item => {
    const entry = stack.find((candidate) => candidate.product.id === p.id);
    const request = requests.find(
      (candidate) => candidate.product.id === p.id && candidate.requested_by.user_id === me,
    );
    return {
      id: p.id,
      in_stack: entry ? IN_STACK : request?.status === 'pending' ? 'pending' : false,
      stack_id: entry?.id ?? null,
      request: request
        ? {
            id: request.id,
            status: request.status,
            reason: request.reason,
            rejection_reason: request.rejection_reason,
          }
        : null,
      product: p,
    };
  };

  const page = <T>(rows: T[], url: URL) => {
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const top = Number(url.searchParams.get('top') ?? 10);
    return { rows: rows.slice(skip, skip + top), count: rows.length };
  };
  const matches = (text: string, url: URL) => {
    const keyword = url.searchParams.get('keyword')?.toLowerCase();
    return !keyword || text.toLowerCase().includes(keyword);
  };

  server.use(
    http.get('*/api/v1/items/', ({ request }) => {
      const url = new URL(request.url);
      const category = url.searchParams.get('category');
      const vendor = url.searchParams.get('vendor');
      const by = (url.searchParams.get('order_by') ?? 'name') as
        'name' | 'vendor' | 'category' | 'rating' | 'review_count';
      const sign = url.searchParams.get('order') === 'desc' ? -1 : 1;
      const key = (p: Product): string | number =>
        by === 'vendor'
          ? p.vendor.name
          : by === 'category'
            ? p.category.name
            : by === 'rating'
              ? (p.rating ?? -1)
              : by === 'review_count'
                ? p.review_count
                : p.name;
      const rows = testProducts
        .filter(
          (p) =>
            matches(`${p.name} ${p.vendor.name} ${p.category.name} ${p.description}`, url) &&
            (!category || p.category.id === category) &&
            (!vendor || p.vendor.id === vendor),
        )
        .sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          const order =
            typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
          return sign * order || a.name.localeCompare(b.name);
        })
        .map(itemOf);
      return HttpResponse.json(page(rows, url));
    }),
    http.get('*/api/v1/categories/', () =>
      HttpResponse.json({ rows: testCategories, count: testCategories.length }),
    ),
    http.get('*/api/v1/vendors/', () => HttpResponse.json({ rows: testVendors, count: testVendors.length })),
    http.get('*/api/v1/stack/', ({ request }) => {
      const url = new URL(request.url);
      const rows = stack
        .filter((entry) => matches(entry.product.name, url))
        .sort((a, b) => a.product.name.localeCompare(b.product.name));
      return HttpResponse.json(page(rows, url));
    }),
    http.post('*/api/v1/stack/', async ({ request }) => {
      const { product_id } = (await request.json()) as { product_id: string };
      const p = testProducts.find((candidate) => candidate.id === product_id);
      if (!p) return HttpResponse.json({ product_id: ['Select a valid choice.'] }, { status: 400 });
      if (stack.some((entry) => entry.product.id === p.id))
        return detail(`${p.name} is already in your stack.`);
      const entry = { id: `stack-new-${++created}`, product: p, added_at: new Date().toISOString() };
      stack.push(entry);
      return HttpResponse.json(
        { stack: entry, message: `${p.name} has been added to your stack.` },
        { status: 201 },
      );
    }),
    http.delete('*/api/v1/stack/:id/', ({ params }) => {
      const index = stack.findIndex((entry) => entry.id === params.id);
      if (index < 0) return detail('Not found.', 404);
      const [entry] = stack.splice(index, 1);
      return HttpResponse.json({ message: `${entry!.product.name} has been removed from your stack.` });
    }),
    http.get('*/api/v1/stack_requests/', ({ request }) => {
      const url = new URL(request.url);
      const tenant = url.searchParams.get('scope') === 'tenant';
      const rows = requests
        .filter((row) => (tenant ? row.status === 'pending' : row.requested_by.user_id === me))
        .filter((row) => matches(`${row.product.name} ${fullName(row.requested_by)}`, url))
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return HttpResponse.json(page(rows, url));
    }),
    http.post('*/api/v1/stack_requests/', async ({ request }) => {
      const { product_id, reason } = (await request.json()) as { product_id: string; reason: string };
      const p = testProducts.find((candidate) => candidate.id === product_id)!;
      const index = requests.findIndex((row) => row.product.id === p.id && row.requested_by.user_id === me);
      if (index >= 0) requests.splice(index, 1);
      const row: StackRequest = {
        id: `request-new-${++created}`,
        product: p,
        status: 'pending',
        reason,
        rejection_reason: null,
        requested_by: seed.me,
        created_at: new Date().toISOString(),
        decided_at: null,
      };
      requests.push(row);
      return HttpResponse.json(
        { request: row, message: `Your request for ${p.name} has been sent.` },
        { status: 201 },
      );
    }),
    http.delete('*/api/v1/stack_requests/:id/', ({ params }) => {
      const index = requests.findIndex((row) => row.id === params.id && row.requested_by.user_id === me);
      if (index < 0) return detail('Not found.', 404);
      const [row] = requests.splice(index, 1);
      return HttpResponse.json({ message: `Your request for ${row!.product.name} has been cancelled.` });
    }),
    http.post('*/api/v1/stack_requests/:id/approve/', ({ params }) => {
      const index = requests.findIndex((row) => row.id === params.id);
      if (index < 0) return detail('Not found.', 404);
      const [row] = requests.splice(index, 1);
      const decided = { ...row!, status: 'approved' as const, decided_at: new Date().toISOString() };
      const entry = { id: `stack-new-${++created}`, product: row!.product, added_at: decided.decided_at };
      if (row!.requested_by.user_id === me) stack.push(entry);
      return HttpResponse.json({
        request: decided,
        stack: entry,
        message: `${row!.product.name} has been added to ${fullName(row!.requested_by)}'s stack.`,
      });
    }),
    http.post('*/api/v1/stack_requests/:id/reject/', async ({ params, request }) => {
      const { reason } = (await request.json()) as { reason: string };
      const row = requests.find((candidate) => candidate.id === params.id);
      if (!row) return detail('Not found.', 404);
      Object.assign(row, {
        status: 'rejected',
        rejection_reason: reason,
        decided_at: new Date().toISOString(),
      });
      return HttpResponse.json({
        request: row,
        message: `The request for ${row.product.name} has been rejected.`,
      });
    }),
  );
  return { stack, requests };
}
