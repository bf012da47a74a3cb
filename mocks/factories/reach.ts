/**
 * Catalogue products, stack entries, stack requests and reviews for tests. Each `build…` gives a
 * record with deterministic defaults (the `n`th of its kind), `create…` stores it. Stack entries,
 * requests and reviews belong to an account (`owner`) and take its tenant.
 */
import {
  products,
  reviews,
  stackEntries,
  stackRequests,
  type Account,
  type ProductRecord,
  type ReviewRecord,
  type StackEntryRecord,
  type StackRequestRecord,
} from '../db';
import { categoryId, CATEGORY_NAMES, vendorId } from '../fixtures/catalogue';
import { FACTORY_TIME, factoryId, nextNumber } from './sequence';

type Owner = Pick<Account, 'user_id' | 'tenant_id'>;

/** By default the `n`th factory product, "Test App n" (`test-app-n`), by Salesforce in Communication. */
export function buildProduct(fields: Partial<ProductRecord> = {}): ProductRecord {
  const n = nextNumber('product');
  const name = fields.name ?? `Test App ${n}`;
  return {
    id: factoryId('product', n),
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    vendor_id: vendorId('Salesforce'),
    category_id: categoryId(CATEGORY_NAMES[0]),
    description: `${name} for tests.`,
    pricing_model: 'per_seat',
    website: `https://test-app-${n}.example`,
    is_retired: false,
    ...fields,
  };
}

export function createProduct(fields: Partial<ProductRecord> = {}): Promise<ProductRecord> {
  return products.create(buildProduct(fields));
}

export function buildStackEntry(
  owner: Owner,
  fields: Partial<StackEntryRecord> & Pick<StackEntryRecord, 'product_id'>,
): StackEntryRecord {
  return {
    id: factoryId('stack', nextNumber('stack')),
    added_at: FACTORY_TIME,
    ...fields,
    user_id: owner.user_id,
    tenant_id: owner.tenant_id!,
  };
}

export function createStackEntry(
  owner: Owner,
  fields: Partial<StackEntryRecord> & Pick<StackEntryRecord, 'product_id'>,
): Promise<StackEntryRecord> {
  return stackEntries.create(buildStackEntry(owner, fields));
}

/** A pending request with a reason, unless `fields` say otherwise. */
export function buildStackRequest(
  owner: Owner,
  fields: Partial<StackRequestRecord> & Pick<StackRequestRecord, 'product_id'>,
): StackRequestRecord {
  const n = nextNumber('stack-request');
  return {
    id: factoryId('stack-request', n),
    status: 'pending',
    reason: `We need it for project ${n}.`,
    rejection_reason: null,
    created_at: FACTORY_TIME,
    decided_at: null,
    ...fields,
    user_id: owner.user_id,
    tenant_id: owner.tenant_id!,
  };
}

export function createStackRequest(
  owner: Owner,
  fields: Partial<StackRequestRecord> & Pick<StackRequestRecord, 'product_id'>,
): Promise<StackRequestRecord> {
  return stackRequests.create(buildStackRequest(owner, fields));
}

/** `author`'s review (4 stars by default) of a product. */
export function buildReview(
  author: Pick<Account, 'user_id' | 'first_name' | 'last_name' | 'avatar'>,
  fields: Partial<ReviewRecord> & Pick<ReviewRecord, 'product_id'>,
): ReviewRecord {
  const n = nextNumber('review');
  const { user_id, first_name, last_name, avatar } = author;
  return {
    id: factoryId('review', n),
    rating: 4,
    text: `Review ${n}: does what we need.`,
    created_at: FACTORY_TIME,
    updated_at: FACTORY_TIME,
    ...fields,
    user_id,
    author: { user_id, first_name, last_name, avatar },
  };
}

export function createReview(
  author: Pick<Account, 'user_id' | 'first_name' | 'last_name' | 'avatar'>,
  fields: Partial<ReviewRecord> & Pick<ReviewRecord, 'product_id'>,
): Promise<ReviewRecord> {
  return reviews.create(buildReview(author, fields));
}
