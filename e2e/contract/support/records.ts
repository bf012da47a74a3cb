/**
 * Records a test creates for itself and removes when it finishes (`onTestFinished`), so the suite
 * leaves a shared server as it found it and never depends on what is already there.
 */
import { expect, onTestFinished } from 'vitest';
import { itemListSchema } from '@/features/reach/api/schemas';
import { call, type Reply } from './api';
import { parsed } from './expect';

export interface Product {
  id: string;
  slug: string;
  name: string;
}

/** A catalogue product (the first by name), for records that name an app. */
export async function aProduct(token: string): Promise<Product> {
  const list = parsed(itemListSchema, await call('GET', '/items/?top=1', { token }));
  const product = list.rows[0]?.product;
  if (!product) throw new Error('The catalogue is empty: the suite needs at least one product.');
  return product;
}

/** POSTs `body`, expects 201, and deletes the record (`deletePath(body)`) once the test is over. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the reply is checked by the caller's schema
export async function created<T = any>(
  token: string,
  path: string,
  body: unknown,
  deletePath: (reply: T) => string,
): Promise<Reply<T>> {
  const reply = await call<T>('POST', path, { token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  onTestFinished(async () => {
    const removed = await call('DELETE', deletePath(reply.body), { token });
    expect([200, 204, 404]).toContain(removed.status);
  });
  return reply;
}

/** A valid opportunity body about `product`, owned by nobody. */
export function opportunityBody(
  product: Product,
  title = `Contract suite ${Date.now()}`,
): Record<string, unknown> {
  return {
    title,
    app_id: product.id,
    status: 'identified',
    savings_potential: 100,
    arr: 200,
    owner_id: null,
    due_date: null,
  };
}

/** A valid contract body for `product` (fixed dates: the rules hold whatever today is). */
export function contractBody(product: Product): Record<string, unknown> {
  return {
    app_id: product.id,
    owner_id: null,
    start_date: '2024-01-01',
    end_date: '2026-12-31',
    notice_days: 30,
    billing_frequency: 'annually',
    annual_cost: 1200,
    currency: 'USD',
    auto_renew: false,
    seats: 5,
    notes: 'Created by the conformance suite',
  };
}

export const createdOpportunity = (token: string, product: Product) =>
  created<{ opportunity: { id: string } }>(
    token,
    '/opportunities/',
    opportunityBody(product),
    (reply) => `/opportunities/${reply.opportunity.id}/`,
  ).then((reply) => reply.body);

export const createdContract = (token: string, product: Product) =>
  created<{ contract: { id: string } }>(
    token,
    '/contracts/',
    contractBody(product),
    (reply) => `/contracts/${reply.contract.id}/`,
  ).then((reply) => reply.body);
