/** The settings forms' field rules (standard messages via src/lib/validation) and the logo's checks. */
import type { FieldSchema } from '@/lib/validation';

const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_NEGATIVE = /^\+?(?:\d|\.\d)/;

export const profileRules = {
  name: { label: 'Company name', rules: 'required||max_val:100' },
  currency: { label: 'Currency', rules: 'required' },
  country: { label: 'Country', rules: 'required' },
} satisfies Record<string, FieldSchema>;

export const discoveryRules = {
  shadow_sense_client_domain: {
    label: 'Company domain',
    rules: [
      'max_val:253',
      { rule: 'regex', param: DOMAIN, message: '{name} must be a domain such as example.com.' },
    ],
  },
} satisfies Record<string, FieldSchema>;

export const paymentRules = {
  card_topup_threshold: {
    label: 'Card top-up threshold',
    rules: ['float', { rule: 'regex', param: NOT_NEGATIVE, message: '{name} cannot be negative.' }],
  },
} satisfies Record<string, FieldSchema>;

export const azureRules = {
  azure_tenant_id: {
    label: 'Azure tenant ID',
    rules: [
      'required',
      {
        rule: 'regex',
        param: GUID,
        message: '{name} must be a GUID such as 72f988bf-86f1-41af-91ab-2d7cd011db47.',
      },
    ],
  },
} satisfies Record<string, FieldSchema>;

export const oktaRules = {
  domain: {
    label: 'Okta domain',
    rules: [
      'required',
      { rule: 'regex', param: DOMAIN, message: '{name} must be a domain such as acme.okta.com.' },
    ],
  },
  token: { label: 'API token', rules: 'required' },
} satisfies Record<string, FieldSchema>;

export const serviceNowRules = {
  instance_url: { label: 'Instance URL', rules: 'required||url' },
} satisfies Record<string, FieldSchema>;

/** Okta's domain as typed, without a scheme or trailing slash: `https://Acme.okta.com/` → `acme.okta.com`. */
export function cleanDomain(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
}

// ---------------------------------------------------------------------------------------------
// Logo
// ---------------------------------------------------------------------------------------------

export const LOGO_MAX_BYTES = 1024 * 1024;
const LOGO_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
};
const LOGO_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'svg', 'webp']);
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.svg,.webp,image/png,image/jpeg,image/svg+xml,image/webp';

export const LOGO_MESSAGES = {
  type: 'The logo must be a PNG, JPG, SVG or WebP image.',
  size: (bytes: number) =>
    `The logo must be 1 MB or smaller; this file is ${(bytes / (1024 * 1024)).toFixed(1)} MB.`,
  empty: 'This file is empty. Choose another image.',
  many: 'Choose one image for the logo.',
} as const;

/** Why a chosen file cannot be the logo, or null when it can. The type wins over the size. */
export function logoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const typeOk = file.type ? file.type in LOGO_TYPES : LOGO_EXTENSIONS.has(extension);
  if (!typeOk) return LOGO_MESSAGES.type;
  if (file.size === 0) return LOGO_MESSAGES.empty;
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.size(file.size);
  return null;
}

/** The tenant's `logo` field carries the image itself, as a data URL (the CSP allows data: images). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The logo could not be read.'));
    reader.readAsDataURL(file);
  });
}
