/**
 * The catalogue: `GET /items/` (signed in; each row is an item with the caller's state), the
 * public product page `GET /items/<slug>/` (a bearer token, when sent, makes the item the
 * caller's), `GET /categories/` and `GET /vendors/`, and the super admin's Manage Apps writes:
 * `POST /items/`, `PUT`/`DELETE /items/<id>/` (DELETE retires), and the same for vendors and
 * categories. Retired products leave the list and every count but stay in stacks, marked.
 *
 * Field rules are the forms' own (src/features/reach/model/form-rules.ts); names are unique (a
 * product's by slug, so its page address is unique too).
 */
import * as z from 'zod/mini';
import {
  categoryInputSchema,
  ITEM_LIST_MAX_TOP,
  ITEM_ORDER_FIELDS,
  PRICING_MODELS,
  productInputSchema,
  vendorInputSchema,
  type Category,
  type ItemOrderField,
  type Vendor,
} from '@/features/reach/api/schemas';
import {
  categoryFormRules,
  productFormRules,
  productSlug,
  vendorFormRules,
} from '@/features/reach/model/form-rules';
import { validateForm, type FieldSchema } from '@/lib/validation';
import {
  catalogueIndex,
  catalogueSearchText,
  categories,
  dropCatalogueIndex,
  products,
  ratingsByProduct,
  vendors,
  type CatalogueIndex,
  type CategoryRecord,
  type ProductRecord,
  type VendorRecord,
} from '../db';
import { authed, ID, open } from '../http/handler';
import { recordThenBody } from '../http/record-body';
import { hasKeyword } from '../http/text';
import { listReply, parseListQuery, sortRows } from '../http/list';
import { detail, fieldErrors, json, notFound, type FieldErrors } from '../http/replies';
import {
  callerState,
  itemOf,
  productOf,
  ratingsFrom,
  SELECT_VALID_CHOICE,
  type Ratings,
} from './reach-views';

export const PRODUCT_NAME_TAKEN = 'An app with this name already exists.';
export const PRODUCT_NAME_NEEDS_LETTERS = 'Name must contain a letter or a digit.';
export const VENDOR_NAME_TAKEN = 'A vendor with this name already exists.';
export const CATEGORY_NAME_TAKEN = 'A category with this name already exists.';

const SUPER_ADMIN = { roles: ['super_admin'] } as const;

/** `include_retired`: DRF's boolean words. */
const BOOLEAN_WORDS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };
const booleanParam = z.string().check(z.refine((v) => v in BOOLEAN_WORDS, 'Must be a valid boolean.'));

/** The field rules' messages in DRF's shape (`{ field: [message] }`). */
function ruleErrors<F extends string>(
  values: Record<F, unknown>,
  rules: Record<F, FieldSchema>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(validateForm(values, rules))) {
    if (typeof message === 'string') errors[field] = [message];
  }
  return errors;
}

/** An absolute URL: the url rule accepts `acme.com/pricing`, stored as `https://acme.com/pricing`. */
function absoluteUrl(text: string): string {
  const trimmed = text.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A sort key per row for `order_by`; rows come in name order, so equal keys stay by name, then id. */
function sortKey(
  field: ItemOrderField,
  index: CatalogueIndex,
  ratings: Ratings,
): (p: ProductRecord) => number | null {
  switch (field) {
    case 'vendor':
      return (p) => index.vendorRank.get(p.vendor_id) ?? null;
    case 'category':
      return (p) => index.categoryRank.get(p.category_id) ?? null;
    case 'rating':
      return (p) => ratings(p.id).rating;
    case 'review_count':
      return (p) => ratings(p.id).count;
    case 'name':
      return (p) => index.nameRank.get(p.id) ?? null;
  }
}

/**
 * Sorts rows that are in name order by `field`, keeping name order among equals. A product without
 * a value (unrated) comes last in either direction.
 */
function sortProducts(
  rows: ProductRecord[],
  field: ItemOrderField,
  order: 'asc' | 'desc',
  index: CatalogueIndex,
  ratings: Ratings,
): ProductRecord[] {
  if (field === 'name') return order === 'asc' ? rows : rows.reverse();
  const key = sortKey(field, index, ratings);
  const direction = order === 'desc' ? -1 : 1;
  const keyed = rows.map((row) => ({ row, key: key(row) }));
  keyed.sort((a, b) => {
    if (a.key === b.key) return 0;
    if (a.key === null) return 1;
    if (b.key === null) return -1;
    return direction * (a.key - b.key);
  });
  return keyed.map((k) => k.row);
}

/** Up to six other products of the category, not retired, best rated (then most reviewed) first. */
function alternativesTo(product: ProductRecord, ratings: Ratings): ProductRecord[] {
  const index = catalogueIndex();
  const others = index.byName.filter(
    (p) => p.category_id === product.category_id && p.id !== product.id && !p.is_retired,
  );
  // Sorting is stable: by count first, then by rating keeps the counts' order among equal ratings.
  const byCount = sortProducts(others, 'review_count', 'desc', index, ratings);
  return sortProducts(byCount, 'rating', 'desc', index, ratings).slice(0, 6);
}

function vendorOf(record: VendorRecord): Vendor {
  return { ...record, item_count: catalogueIndex().vendorItemCount.get(record.id) ?? 0 };
}

function categoryOf(record: CategoryRecord): Category {
  return { ...record, item_count: catalogueIndex().categoryItemCount.get(record.id) ?? 0 };
}

/** `GET /categories/` and `GET /vendors/`: by name, `keyword` on the name, every row without `top`. */
function nameList<T extends { id: string; name: string }, R>(
  query: URLSearchParams,
  rows: readonly T[],
  toRow: (row: T) => R,
): Response {
  const list = parseListQuery(query, {
    orderBy: ['name'],
    defaultOrderBy: 'name',
    defaultTop: undefined,
    maxTop: 1000,
  });
  if (!list.ok) return list.response;
  const { keyword } = list.query;
  const matches = rows.filter((row) => hasKeyword(keyword, row.name));
  sortRows(matches, { by: 'name', order: list.query.order, then: ['id'], plain: ['id'] });
  return listReply(matches, list.query, toRow);
}

/** A name another row of the same kind holds already (case and spacing aside). */
function nameTaken<T extends { id: string; name: string }>(
  rows: readonly T[],
  name: string,
  exceptId?: string,
): boolean {
  const wanted = name.trim().toLowerCase();
  return rows.some((row) => row.id !== exceptId && row.name.trim().toLowerCase() === wanted);
}

// ---- products --------------------------------------------------------------------------------------

/** The form's fields as strings, so a blank pricing model gets the form's "is required." */
export const productBodySchema = z.object({ ...productInputSchema.shape, pricing_model: z.string() });
type ProductBody = z.infer<typeof productBodySchema>;

function productErrors(body: ProductBody, exceptId?: string): FieldErrors {
  const { name, vendor_id, category_id, website, description, pricing_model } = body;
  const errors = ruleErrors(
    { name, vendor_id, category_id, website, description, pricing_model },
    productFormRules,
  );
  const index = catalogueIndex();
  if (!errors.name) {
    const slug = productSlug(name);
    if (slug === '') errors.name = [PRODUCT_NAME_NEEDS_LETTERS];
    else if (index.productBySlug.get(slug) && index.productBySlug.get(slug)!.id !== exceptId)
      errors.name = [PRODUCT_NAME_TAKEN];
  }
  if (!errors.vendor_id && !index.vendorById.has(vendor_id)) errors.vendor_id = [SELECT_VALID_CHOICE];
  if (!errors.category_id && !index.categoryById.has(category_id)) errors.category_id = [SELECT_VALID_CHOICE];
  if (!errors.pricing_model && !(PRICING_MODELS as readonly string[]).includes(pricing_model))
    errors.pricing_model = [`"${pricing_model}" is not a valid choice.`];
  return errors;
}

function productFields(body: ProductBody): Omit<ProductRecord, 'id' | 'is_retired'> {
  const name = body.name.trim();
  return {
    name,
    slug: productSlug(name),
    vendor_id: body.vendor_id,
    category_id: body.category_id,
    website: absoluteUrl(body.website),
    description: body.description.trim(),
    pricing_model: body.pricing_model as ProductRecord['pricing_model'],
  };
}

async function updateProduct(
  id: string,
  change: (row: ProductRecord) => void,
): Promise<ProductRecord | undefined> {
  const updated = await products.update((q) => q.where((p) => p.id === id), {
    data(row) {
      change(row);
    },
  });
  dropCatalogueIndex();
  return updated;
}

/** A super admin's view of a product: never in a stack. */
const adminItem = (record: ProductRecord) => itemOf(record, callerState(null));

export const catalogueHandlers = [
  authed.get('/items/', {}, ({ query, user, is }) => {
    const list = parseListQuery(query, {
      orderBy: ITEM_ORDER_FIELDS,
      defaultOrderBy: 'name',
      defaultTop: 10,
      maxTop: ITEM_LIST_MAX_TOP,
      filters: { category: z.string(), vendor: z.string(), include_retired: booleanParam },
    });
    if (!list.ok) return list.response;
    const { keyword, filters, order, order_by } = list.query;
    const withRetired =
      is('super_admin') &&
      filters.include_retired !== undefined &&
      BOOLEAN_WORDS[filters.include_retired] === true;
    const index = catalogueIndex();
    const searchText = keyword === '' ? null : catalogueSearchText();
    const { category, vendor } = filters;
    const matches = index.byName.filter(
      (p) =>
        (withRetired || !p.is_retired) &&
        (category === undefined || p.category_id === category) &&
        (vendor === undefined || p.vendor_id === vendor) &&
        (searchText === null || searchText.get(p.id)!.includes(keyword)),
    );
    const ratings = ratingsFrom(ratingsByProduct());
    const sorted = sortProducts(matches, order_by, order, index, ratings);
    const state = callerState(user);
    return listReply(sorted, list.query, (record) => itemOf(record, state, ratings));
  }),

  // Public: the product page works signed out; a token, when sent, makes the item the caller's.
  open.get('/items/:slug/', { optionalAuth: true }, ({ params, caller }) => {
    const product = catalogueIndex().productBySlug.get((params.slug ?? '').toLowerCase());
    if (!product) return notFound();
    const ratings = ratingsFrom(ratingsByProduct());
    return json({
      item: itemOf(product, callerState(caller?.account ?? null), ratings),
      alternatives: alternativesTo(product, ratings).map((p) => productOf(p, ratings)),
    });
  }),

  authed.get('/categories/', {}, ({ query }) => nameList(query, categories.all(), categoryOf)),
  authed.get('/vendors/', {}, ({ query }) => nameList(query, vendors.all(), vendorOf)),

  authed.post('/items/', { ...SUPER_ADMIN, body: productBodySchema }, async ({ body }) => {
    const errors = productErrors(body);
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    const fields = productFields(body);
    const created = await products.create({
      id: crypto.randomUUID(),
      ...fields,
      is_retired: body.is_retired ?? false,
    });
    dropCatalogueIndex();
    return json(
      { item: adminItem(created), message: `${created.name} has been added to the catalogue.` },
      201,
    );
  }),

  authed.put(`/items/${ID}/`, { ...SUPER_ADMIN, body: 'object' }, async ({ params, body: raw }) => {
    const found = recordThenBody(catalogueIndex().productById.get(params.id!), productBodySchema, raw);
    if (!found.ok) return found.response;
    const { record: product, body } = found.value;
    const errors = productErrors(body, product.id);
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    const updated = await updateProduct(product.id, (row) => {
      Object.assign(row, productFields(body));
      if (body.is_retired !== undefined) row.is_retired = body.is_retired;
    });
    return json({ item: adminItem(updated!), message: `${updated!.name} has been updated.` });
  }),

  authed.delete(`/items/${ID}/`, SUPER_ADMIN, async ({ params }) => {
    const product = catalogueIndex().productById.get(params.id!);
    if (!product) return notFound();
    const retired = await updateProduct(product.id, (row) => {
      row.is_retired = true;
    });
    return json({ item: adminItem(retired!), message: `${retired!.name} has been retired.` });
  }),

  // ---- vendors and categories -----------------------------------------------------------------

  authed.post('/vendors/', { ...SUPER_ADMIN, body: vendorInputSchema }, async ({ body }) => {
    const errors = ruleErrors({ name: body.name, website: body.website }, vendorFormRules);
    if (!errors.name && nameTaken(vendors.all(), body.name)) errors.name = [VENDOR_NAME_TAKEN];
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    const created = await vendors.create({
      id: crypto.randomUUID(),
      name: body.name.trim(),
      website: absoluteUrl(body.website),
    });
    dropCatalogueIndex();
    return json({ vendor: vendorOf(created), message: `${created.name} has been added.` }, 201);
  }),

  authed.put(`/vendors/${ID}/`, { ...SUPER_ADMIN, body: 'object' }, async ({ params, body: raw }) => {
    const found = recordThenBody(catalogueIndex().vendorById.get(params.id!), vendorInputSchema, raw);
    if (!found.ok) return found.response;
    const { record: vendor, body } = found.value;
    const errors = ruleErrors({ name: body.name, website: body.website }, vendorFormRules);
    if (!errors.name && nameTaken(vendors.all(), body.name, vendor.id)) errors.name = [VENDOR_NAME_TAKEN];
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    const updated = await vendors.update((q) => q.where((v) => v.id === vendor.id), {
      data(row) {
        row.name = body.name.trim();
        row.website = absoluteUrl(body.website);
      },
    });
    dropCatalogueIndex();
    return json({ vendor: vendorOf(updated!), message: `${updated!.name} has been updated.` });
  }),

  authed.delete(`/vendors/${ID}/`, SUPER_ADMIN, ({ params }) => {
    const vendor = catalogueIndex().vendorById.get(params.id!);
    if (!vendor) return notFound();
    if (products.all().some((p) => p.vendor_id === vendor.id))
      return detail(400, `${vendor.name} still has apps in the catalogue.`);
    vendors.delete((q) => q.where((v) => v.id === vendor.id));
    dropCatalogueIndex();
    return json({ message: `${vendor.name} has been deleted.` });
  }),

  authed.post('/categories/', { ...SUPER_ADMIN, body: categoryInputSchema }, async ({ body }) => {
    const errors = ruleErrors({ name: body.name }, categoryFormRules);
    if (!errors.name && nameTaken(categories.all(), body.name)) errors.name = [CATEGORY_NAME_TAKEN];
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    const created = await categories.create({ id: crypto.randomUUID(), name: body.name.trim() });
    dropCatalogueIndex();
    return json({ category: categoryOf(created), message: `${created.name} has been added.` }, 201);
  }),

  authed.put(`/categories/${ID}/`, { ...SUPER_ADMIN, body: 'object' }, async ({ params, body: raw }) => {
    const found = recordThenBody(catalogueIndex().categoryById.get(params.id!), categoryInputSchema, raw);
    if (!found.ok) return found.response;
    const { record: category, body } = found.value;
    const errors = ruleErrors({ name: body.name }, categoryFormRules);
    if (!errors.name && nameTaken(categories.all(), body.name, category.id))
      errors.name = [CATEGORY_NAME_TAKEN];
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    const updated = await categories.update((q) => q.where((c) => c.id === category.id), {
      data(row) {
        row.name = body.name.trim();
      },
    });
    dropCatalogueIndex();
    return json({ category: categoryOf(updated!), message: `${updated!.name} has been updated.` });
  }),

  authed.delete(`/categories/${ID}/`, SUPER_ADMIN, ({ params }) => {
    const category = catalogueIndex().categoryById.get(params.id!);
    if (!category) return notFound();
    if (products.all().some((p) => p.category_id === category.id))
      return detail(400, `${category.name} still has apps in the catalogue.`);
    categories.delete((q) => q.where((c) => c.id === category.id));
    dropCatalogueIndex();
    return json({ message: `${category.name} has been deleted.` });
  }),
];
