/**
 * What Reach's forms check, shared by the forms and the mock API so both give the same messages:
 * a request's and a rejection's reason, a review, and the super admin's catalogue records.
 */
import type { FieldSchema } from '@/lib/validation';

export const REASON_MIN_LENGTH = 10;
export const REASON_MAX_LENGTH = 500;
export const REVIEW_TEXT_MIN_LENGTH = 10;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const PRODUCT_NAME_MAX_LENGTH = 100;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 500;
export const VENDOR_NAME_MAX_LENGTH = 100;
export const CATEGORY_NAME_MAX_LENGTH = 60;

/** Why a person asks for a product, and why a client admin refuses it. */
export const requestFormRules = {
  reason: { label: 'Reason', rules: `required||min_val:${REASON_MIN_LENGTH}||max_val:${REASON_MAX_LENGTH}` },
} as const satisfies Record<string, FieldSchema>;

export const rejectFormRules = requestFormRules;

export const reviewFormRules = {
  rating: { label: 'Rating', rules: 'required' },
  text: {
    label: 'Review',
    rules: `required||min_val:${REVIEW_TEXT_MIN_LENGTH}||max_val:${REVIEW_TEXT_MAX_LENGTH}`,
  },
} as const satisfies Record<string, FieldSchema>;

export const productFormRules = {
  name: { label: 'Name', rules: `required||max_val:${PRODUCT_NAME_MAX_LENGTH}` },
  vendor_id: { label: 'Vendor', rules: 'required' },
  category_id: { label: 'Category', rules: 'required' },
  website: { label: 'Website', rules: 'required||url' },
  description: { label: 'Description', rules: `required||max_val:${PRODUCT_DESCRIPTION_MAX_LENGTH}` },
  pricing_model: { label: 'Pricing model', rules: 'required' },
} as const satisfies Record<string, FieldSchema>;

export const vendorFormRules = {
  name: { label: 'Name', rules: `required||max_val:${VENDOR_NAME_MAX_LENGTH}` },
  website: { label: 'Website', rules: 'required||url' },
} as const satisfies Record<string, FieldSchema>;

export const categoryFormRules = {
  name: { label: 'Name', rules: `required||max_val:${CATEGORY_NAME_MAX_LENGTH}` },
} as const satisfies Record<string, FieldSchema>;

/**
 * Words an app's slug may not be: `/contracts/<slug>` is the app's License Management, and these are
 * pages of their own there (`/contracts/renewals`, the renewal calendar).
 */
export const RESERVED_PRODUCT_SLUGS: readonly string[] = ['renewals'];

/**
 * The name in kebab case: the product page's address (`/product/google-workspace`); a reserved word
 * gets `-app` (an app named Renewals is `renewals-app`).
 */
export function productSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return RESERVED_PRODUCT_SLUGS.includes(slug) ? `${slug}-app` : slug;
}
