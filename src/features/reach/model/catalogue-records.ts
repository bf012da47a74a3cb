/**
 * The super admin's catalogue records (products, vendors, categories) as Manage Apps edits and
 * lists them: what a product's form sends, websites made absolute, and the vendor and category
 * lists searched, ordered and paged in the browser (the API sends each of them whole).
 */
import type { SortOrder } from '@/lib/list-search';
import { PRICING_MODELS, type Product, type ProductInput } from '../api/schemas';
import { PRICING_MODEL_LABELS } from './pricing';

/** Manage Apps' views: the products, the vendors and the categories. */
export const MANAGE_VIEWS = ['catalogue', 'vendors', 'categories'] as const;
export type ManageView = (typeof MANAGE_VIEWS)[number];

/** The Manage Apps view a Reach view stands for; the client users' views show the products. */
export function manageViewOf(view: string): ManageView {
  return (MANAGE_VIEWS as readonly string[]).includes(view) ? (view as ManageView) : 'catalogue';
}

/** The pricing models as the product form's choices, in the API's order. */
export const PRICING_MODEL_OPTIONS = PRICING_MODELS.map((value) => ({
  value,
  label: PRICING_MODEL_LABELS[value],
}));

/** A website as the API keeps it: absolute, `https://` added when typed without a scheme. */
export function absoluteUrl(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** A website shown short: its host and path, without the scheme or a trailing slash. */
export function shortUrl(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/$/, '');
}

/** A product's write body as it stands, with `changes` on top (e.g. `{ is_retired: false }`). */
export function productInputOf(product: Product, changes: Partial<ProductInput> = {}): ProductInput {
  return {
    name: product.name,
    vendor_id: product.vendor.id,
    category_id: product.category.id,
    website: product.website,
    description: product.description,
    pricing_model: product.pricing_model,
    ...changes,
  };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Named records whose name holds `keyword` (case-insensitive), by name in `order` (ties by id, so
 * the order never changes between renders).
 */
export function searchByName<R extends { id: string; name: string }>(
  rows: readonly R[],
  keyword: string,
  order: SortOrder,
): R[] {
  const needle = keyword.trim().toLocaleLowerCase();
  const found = needle ? rows.filter((row) => row.name.toLocaleLowerCase().includes(needle)) : [...rows];
  const direction = order === 'desc' ? -1 : 1;
  return found.sort(
    (a, b) => direction * (collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  );
}

/** A page of a list held in the browser (page is 1-based). */
export function pageOf<R>(rows: readonly R[], page: number, size: number): R[] {
  const start = (page - 1) * size;
  return rows.slice(start, start + size);
}
