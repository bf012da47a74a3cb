import { describe, expect, it } from 'vitest';
import { validateForm } from '@/lib/validation';
import {
  normaliseInstanceUrl,
  pendingConnectionFor,
  beginServiceNowConnect,
  PENDING_LIFETIME_MS,
} from '../api/service-now';
import { parseServiceNowReturn } from '../api/service-now-return';
import {
  azureRules,
  cleanDomain,
  discoveryRules,
  LOGO_MAX_BYTES,
  logoFileProblem,
  oktaRules,
  paymentRules,
  profileRules,
  serviceNowRules,
} from './form-rules';

describe('company profile rules', () => {
  it('gives the standard messages beside each field', () => {
    expect(validateForm({ name: '  ', currency: '', country: '' }, profileRules)).toEqual({
      name: 'Company name is required.',
      currency: 'Currency is required.',
      country: 'Country is required.',
    });
    expect(
      validateForm({ name: 'x'.repeat(101), currency: 'GBP', country: 'United Kingdom' }, profileRules),
    ).toEqual({
      name: 'Company name must be maximum of 100 characters long.',
    });
    expect(
      validateForm({ name: 'Acme Corp', currency: 'GBP', country: 'United Kingdom' }, profileRules),
    ).toEqual({});
  });
});

describe('discovery rules', () => {
  it.each(['acme.com', 'eu.acme.co.uk', 'xn--bcher-kva.example', ''])('accepts %j', (domain) => {
    expect(validateForm({ shadow_sense_client_domain: domain }, discoveryRules)).toEqual({});
  });
  it.each(['acme', 'https://acme.com', 'acme .com', '-acme.com', 'acme.c'])('refuses %j', (domain) => {
    expect(validateForm({ shadow_sense_client_domain: domain }, discoveryRules)).toEqual({
      shadow_sense_client_domain: 'Company domain must be a domain such as example.com.',
    });
  });
  it('cleans a pasted URL into a domain', () => {
    expect(cleanDomain(' https://Acme.okta.com/ ')).toBe('acme.okta.com');
  });
});

describe('card top-up threshold', () => {
  it.each(['', '5000', '2500.50', '.5', '+10'])('accepts %j', (value) => {
    expect(validateForm({ card_topup_threshold: value }, paymentRules)).toEqual({});
  });
  it('uses the float message, and refuses negative amounts', () => {
    for (const value of ['abc', '1,000', '12.', '1e3']) {
      expect(validateForm({ card_topup_threshold: value }, paymentRules)).toEqual({
        card_topup_threshold: 'Card top-up threshold must be a valid floating number.',
      });
    }
    expect(validateForm({ card_topup_threshold: '-5' }, paymentRules)).toEqual({
      card_topup_threshold: 'Card top-up threshold cannot be negative.',
    });
  });
});

describe('integration rules', () => {
  it('wants a GUID for the Azure tenant id', () => {
    expect(validateForm({ azure_tenant_id: '' }, azureRules)).toEqual({
      azure_tenant_id: 'Azure tenant ID is required.',
    });
    expect(validateForm({ azure_tenant_id: 'contoso.onmicrosoft.com' }, azureRules).azure_tenant_id).toMatch(
      /^Azure tenant ID must be a GUID/,
    );
    expect(validateForm({ azure_tenant_id: '72F988BF-86F1-41AF-91AB-2D7CD011DB47' }, azureRules)).toEqual({});
  });

  it('wants an Okta domain and a token', () => {
    expect(validateForm({ domain: '', token: '' }, oktaRules)).toEqual({
      domain: 'Okta domain is required.',
      token: 'API token is required.',
    });
    expect(validateForm({ domain: 'acme', token: 't' }, oktaRules)).toEqual({
      domain: 'Okta domain must be a domain such as acme.okta.com.',
    });
  });

  it('wants an https ServiceNow instance', () => {
    expect(validateForm({ instance_url: '' }, serviceNowRules)).toEqual({
      instance_url: 'Instance URL is required.',
    });
    expect(validateForm({ instance_url: 'not a url' }, serviceNowRules)).toEqual({
      instance_url: 'Instance URL is not a valid url.',
    });
    expect(normaliseInstanceUrl('Acme.service-now.com')).toBe('https://acme.service-now.com');
    expect(normaliseInstanceUrl('https://acme.service-now.com/')).toBe('https://acme.service-now.com');
    for (const bad of [
      'http://acme.service-now.com',
      'https://u:p@acme.service-now.com',
      'https://acme.service-now.com/x',
      'localhost',
    ]) {
      expect(normaliseInstanceUrl(bad), bad).toBeNull();
    }
  });
});

describe('logo', () => {
  const file = (name: string, type: string, size: number) => ({ name, type, size });

  it.each([
    ['logo.png', 'image/png'],
    ['logo.jpg', 'image/jpeg'],
    ['logo.svg', 'image/svg+xml'],
    ['logo.webp', 'image/webp'],
    ['logo.svg', ''],
  ])('accepts %s (%j)', (name, type) => {
    expect(logoFileProblem(file(name, type, 2048))).toBeNull();
  });

  it('refuses other types, empty files and files over 1 MB', () => {
    expect(logoFileProblem(file('logo.gif', 'image/gif', 100))).toBe(
      'The logo must be a PNG, JPG, SVG or WebP image.',
    );
    expect(logoFileProblem(file('notes.pdf', 'application/pdf', 100))).toBe(
      'The logo must be a PNG, JPG, SVG or WebP image.',
    );
    expect(logoFileProblem(file('logo.png', 'image/png', 0))).toBe(
      'This file is empty. Choose another image.',
    );
    expect(logoFileProblem(file('logo.png', 'image/png', LOGO_MAX_BYTES))).toBeNull();
    expect(logoFileProblem(file('big.png', 'image/png', 2.5 * 1024 * 1024))).toBe(
      'The logo must be 1 MB or smaller; this file is 2.5 MB.',
    );
  });
});

describe('ServiceNow return', () => {
  it('reads the search params as text', () => {
    expect(parseServiceNowReturn({ code: 'abc', state: 1234, error: undefined, other: 'x' })).toEqual({
      code: 'abc',
      state: '1234',
    });
  });

  it('accepts only the state of the attempt started here, while fresh', () => {
    const url = new URL(beginServiceNowConnect('https://acme.service-now.com'), 'http://localhost');
    const state = url.searchParams.get('state') ?? '';
    expect(url.pathname).toBe('/__mock_idp__/servicenow/oauth_auth.do');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/service-now-connect`);
    expect(pendingConnectionFor('someone-else')).toBeNull();
    expect(pendingConnectionFor(state)?.instance_url).toBe('https://acme.service-now.com');
    expect(pendingConnectionFor(state, Date.now() + PENDING_LIFETIME_MS + 1)).toBeNull();
  });
});
