/**
 * The catalogue: products, their vendors and categories. A product record holds ids where the API
 * shows `{ id, name }`; ratings are not stored but counted from the reviews each time, so a reply
 * always agrees with the reviews held.
 *
 * `catalogueIndex()` is what reads use: maps by id and slug and the products in name order. It is
 * built once and dropped whenever a product, vendor or category changes; `catalogueSearchText()`
 * adds each product's lower-case search text (name, vendor, category, description) the same way, so
 * a keystroke's search over 5,000 products is one pass of `includes` over a list already sorted.
 *
 * A seeded real product stores no description (`null`): its text is the catalogue's own words,
 * which only the catalogue's later areas show, so it loads with them (`provideCatalogueText`) rather
 * than with the demo's start. A product created or edited through the API stores its own.
 */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { categorySchema, productSchema, vendorSchema } from '@/features/reach/api/schemas';
import { foldText } from '../http/text';

export const categoryRecordSchema = z.omit(categorySchema, { item_count: true });
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;

export const vendorRecordSchema = z.omit(vendorSchema, { item_count: true });
export type VendorRecord = z.infer<typeof vendorRecordSchema>;

export const productRecordSchema = z.extend(
  z.omit(productSchema, { vendor: true, category: true, rating: true, review_count: true }),
  {
    vendor_id: z.string(),
    category_id: z.string(),
    /** null: the catalogue's own words for this product's slug (see `productDescription`). */
    description: z.nullable(z.string()),
  },
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
  return {
    productById: new Map(productRows.map((p) => [p.id, p])),
    productBySlug: new Map(productRows.map((p) => [p.slug, p])),
    vendorById,
    categoryById,
    byName,
    nameRank: ranks(byName),
    vendorRank: ranks([...vendorRows].sort(byNameThenId)),
    categoryRank: ranks([...categoryRows].sort(byNameThenId)),
    vendorItemCount: countBy(productRows, 'vendor_id'),
    categoryItemCount: countBy(productRows, 'category_id'),
  };
}

/** The catalogue as reads need it; rebuilt after any change to products, vendors or categories. */
export function catalogueIndex(): CatalogueIndex {
  index ??= buildIndex();
  return index;
}

let catalogueText: Readonly<Record<string, string>> | null = null;

/** The real products' descriptions by slug, once loaded (the catalogue's fixtures load them). */
export function provideCatalogueText(text: Readonly<Record<string, string>>): void {
  catalogueText = text;
}

/** A product's description: its own, or the catalogue's words for its slug (loaded before any read). */
export function productDescription(record: Pick<ProductRecord, 'slug' | 'description'>): string {
  if (record.description !== null) return record.description;
  if (!catalogueText) throw new Error('mock data: the catalogue text is read before it was loaded');
  return catalogueText[record.slug] ?? '';
}

let searchText: ReadonlyMap<string, string> | null = null;

/** "name vendor category description" of each product, folded (`foldText`) for `keyword`. */
export function catalogueSearchText(): ReadonlyMap<string, string> {
  if (searchText) return searchText;
  const { productById, vendorById, categoryById } = catalogueIndex();
  const text = new Map<string, string>();
  for (const p of productById.values()) {
    const vendor = vendorById.get(p.vendor_id)?.name ?? '';
    const category = categoryById.get(p.category_id)?.name ?? '';
    text.set(p.id, foldText(`${p.name}\n${vendor}\n${category}\n${productDescription(p)}`));
  }
  searchText = text;
  return text;
}

/**
 * Drops the index. The collections' hooks call it on every change; writers call it again once their
 * update has landed, since an update's hook fires before the new record replaces the old one.
 */
export function dropCatalogueIndex(): void {
  index = null;
  searchText = null;
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
