import { describe, expect, it } from 'vitest';
import { productSlug } from './form-rules';

describe('productSlug', () => {
  it('writes the name in kebab case without accents', () => {
    expect(productSlug('Google Workspace')).toBe('google-workspace');
    expect(productSlug('  Café Münster! ')).toBe('cafe-munster');
  });

  it('keeps clear of the pages beside License Management (/contracts/renewals)', () => {
    expect(productSlug('Renewals')).toBe('renewals-app');
    expect(productSlug('Renewals Pro')).toBe('renewals-pro');
  });
});
