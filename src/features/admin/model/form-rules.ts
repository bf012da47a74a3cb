/** What the company form offers and checks: the tenant creation input and its field rules. */

/**
 * Currencies a company can bill in: the backend's choices (the same list a tenant's `static_data`
 * carries). The super admin has no tenant of their own, so the form cannot read them from one.
 */
export const CURRENCY_CHOICES = [
  'AUD',
  'BRL',
  'CAD',
  'CHF',
  'DKK',
  'EUR',
  'GBP',
  'INR',
  'JPY',
  'NOK',
  'NZD',
  'PLN',
  'SEK',
  'SGD',
  'USD',
  'ZAR',
] as const;

export const DEFAULT_CURRENCY = 'USD';

/** Columns `GET /tenants/` orders by (`order_by`). */
export const COMPANY_SORT_FIELDS = [
  'name',
  'currency',
  'country',
  'is_live',
  'is_active',
  'created_at',
] as const;
export type CompanySortField = (typeof COMPANY_SORT_FIELDS)[number];

/** The backend's column lengths. */
export const COMPANY_NAME_MAX_LENGTH = 100;
export const YORDEX_ACCOUNT_ID_MAX_LENGTH = 64;
export const TENANT_DATA_MAX_LENGTH = 2000;

export const companyFormRules = {
  company_name: { label: 'Company name', rules: `required||max_val:${COMPANY_NAME_MAX_LENGTH}` },
  yordex_account_id: { label: 'Yordex account ID', rules: `max_val:${YORDEX_ACCOUNT_ID_MAX_LENGTH}` },
  tenant_data: { label: 'Tenant data', rules: `max_val:${TENANT_DATA_MAX_LENGTH}` },
  currency: { label: 'Currency', rules: 'required' },
} as const;

export type CompanyFormField = keyof typeof companyFormRules;
