/**
 * The catalogue: products, their vendors and categories. A product record holds ids where the API
 * shows `{ id, name }`; ratings are not stored but counted from the reviews each time, so a reply
 * always agrees with the reviews held.
 *
 * `catalogueIndex()` is what reads use: maps by id and slug, each product's lower-case search text
 * (name, vendor, category, description) and the products in name order. It is built once and
 * dropped whenever a product, vendor or category changes, so a keystroke's search over 5,000
 * products is one pass of `includes` over a list that is already sorted.
 */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { categorySchema, productSchema, vendorSchema } from '@/features/reach/api/schemas';

export const categoryRecordSchema = z.omit(categorySchema, { item_count: true });
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;

export const vendorRecordSchema = z.omit(vendorSchema, { item_count: true });
export type VendorRecord = z.infer<typeof vendorRecordSchema>;

export const productRecordSchema = z.extend(
  z.omit(productSchema, { vendor: true, category: true, rating: true, review_count: true }),
  { vendor_id: z.string(), category_id: z.string() },
);
export type ProductRecord = z.infer<typeof productRecordSchema>;

export const categories = new Collection({ schema: categoryRecordSchema });
export const vendors = new Collection({ schema: vendorRecordSchema });
export const products = new Collection({ schema: productRecordSchema });

export interface CatalogueIndex {
  productById: ReadonlyMap<string, ProductRecord>;
  productBySlug: ReadonlyMap<string, ProductRecord>;
  vendorById: ReadonlyMap<string, VendorRecord>;
  categoryById: ReadonlyMap<string, CategoryRecord>;
  /** Every product (retired too) by name, then id. */
  byName: readonly ProductRecord[];
  /** A product's place in `byName`: sorting by name is comparing two numbers. */
  nameRank: ReadonlyMap<string, number>;
  /** A vendor's or category's place among its kind by name (sorting items by vendor or category). */
  vendorRank: ReadonlyMap<string, number>;
  categoryRank: ReadonlyMap<string, number>;
  /** Lower-case "name vendor category description" of each product, for `keyword`. */
  searchText: ReadonlyMap<string, string>;
  /** Products not retired, per vendor and per category id. */
  vendorItemCount: ReadonlyMap<string, number>;
  categoryItemCount: ReadonlyMap<string, number>;
}

/** One collator for every name comparison (building one per call is slow). */
const collator = new Intl.Collator('en', { sensitivity: 'base' });

function byNameThenId<T extends { name: string; id: string }>(a: T, b: T): number {
  return collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function ranks<T extends { id: string }>(sorted: readonly T[]): Map<string, number> {
  return new Map(sorted.map((row, i) => [row.id, i]));
}

function countBy(rows: readonly ProductRecord[], key: 'vendor_id' | 'category_id'): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) if (!row.is_retired) counts.set(row[key], (counts.get(row[key]) ?? 0) + 1);
  return counts;
}

let index: CatalogueIndex | null = null;

function buildIndex(): CatalogueIndex {
  const productRows = products.all();
  const vendorRows = vendors.all();
  const categoryRows = categories.all();
  const vendorById = new Map(vendorRows.map((v) => [v.id, v]));
  const categoryById = new Map(categoryRows.map((c) => [c.id, c]));
  const byName = [...productRows].sort(byNameThenId);
  const searchText = new Map<string, string>();
  for (const p of productRows) {
    const vendor = vendorById.get(p.vendor_id)?.name ?? '';
    const category = categoryById.get(p.category_id)?.name ?? '';
    searchText.set(p.id, `${p.name}\n${vendor}\n${category}\n${p.description}`.toLowerCase());
  }
  return {
    productById: new Map(productRows.map((p) => [p.id, p])),
    productBySlug: new Map(productRows.map((p) => [p.slug, p])),
    vendorById,
    categoryById,
    byName,
    nameRank: ranks(byName),
    vendorRank: ranks([...vendorRows].sort(byNameThenId)),
    categoryRank: ranks([...categoryRows].sort(byNameThenId)),
    searchText,
    vendorItemCount: countBy(productRows, 'vendor_id'),
    categoryItemCount: countBy(productRows, 'category_id'),
  };
}

/** The catalogue as reads need it; rebuilt after any change to products, vendors or categories. */
export function catalogueIndex(): CatalogueIndex {
  index ??= buildIndex();
  return index;
}

/**
 * Drops the index. The collections' hooks call it on every change; writers call it again once their
 * update has landed, since an update's hook fires before the new record replaces the old one.
 */
export function dropCatalogueIndex(): void {
  index = null;
}
for (const collection of [products, vendors, categories] as const) {
  collection.hooks.on('create', dropCatalogueIndex);
  collection.hooks.on('update', dropCatalogueIndex);
  collection.hooks.on('delete', dropCatalogueIndex);
}

export function findProductById(id: string): ProductRecord | undefined {
  return catalogueIndex().productById.get(id);
}

export function findProductBySlug(slug: string): ProductRecord | undefined {
  return catalogueIndex().productBySlug.get(slug);
}
