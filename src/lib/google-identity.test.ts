import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoogleOAuth2 } from './google-identity';

/** Each test gets a fresh module (the loader remembers its script) and a clean page. */
async function freshLoader() {
  vi.resetModules();
  return import('./google-identity');
}

const gisScripts = () =>
  document.head.querySelectorAll('script[src="https://accounts.google.com/gsi/client"]');

const fakeOAuth2 = {
  initCodeClient: vi.fn(),
  initTokenClient: vi.fn(),
  revoke: vi.fn(),
} as unknown as GoogleOAuth2;

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.google;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  delete window.google;
});

describe('loadGoogleIdentity in live mode (Google script)', () => {
  beforeEach(() => vi.stubEnv('VITE_API_URL', 'https://api.example.test'));

  it("injects Google's script once and resolves with google.accounts.oauth2 when it loads", async () => {
    const { loadGoogleIdentity } = await freshLoader();
    const first = loadGoogleIdentity();
    const second = loadGoogleIdentity();
    expect(gisScripts()).toHaveLength(1);
    const script = gisScripts()[0] as HTMLScriptElement;
    expect(script.async).toBe(true);

    window.google = { accounts: { oauth2: fakeOAuth2 } };
    script.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fakeOAuth2);
    await expect(second).resolves.toBe(fakeOAuth2);
    await expect(loadGoogleIdentity()).resolves.toBe(fakeOAuth2);
    expect(gisScripts()).toHaveLength(1);
  });

  it('rejects with GoogleScriptError when the script fails to load, and tries afresh on the next call', async () => {
    const { loadGoogleIdentity, GoogleScriptError } = await freshLoader();
    const attempt = loadGoogleIdentity();
    gisScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toBeInstanceOf(GoogleScriptError);
    expect(gisScripts()).toHaveLength(0);

    const retry = loadGoogleIdentity();
    expect(gisScripts()).toHaveLength(1);
    window.google = { accounts: { oauth2: fakeOAuth2 } };
    gisScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(fakeOAuth2);
  });

  it('rejects when the script loads without google.accounts.oauth2', async () => {
    const { loadGoogleIdentity, GoogleScriptError } = await freshLoader();
    const attempt = loadGoogleIdentity();
    gisScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toBeInstanceOf(GoogleScriptError);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const { loadGoogleIdentity, GoogleScriptError, GIS_LOAD_TIMEOUT_MS } = await freshLoader();
    const attempt = loadGoogleIdentity();
    const outcome = expect(attempt).rejects.toThrow(GoogleScriptError);
    await vi.advanceTimersByTimeAsync(GIS_LOAD_TIMEOUT_MS - 1);
    expect(gisScripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    await expect(attempt).rejects.toThrow(/did not load within 10 s/);
  });

  it('uses an already loaded GIS without injecting anything', async () => {
    window.google = { accounts: { oauth2: fakeOAuth2 } };
    const { loadGoogleIdentity } = await freshLoader();
    await expect(loadGoogleIdentity()).resolves.toBe(fakeOAuth2);
    expect(gisScripts()).toHaveLength(0);
  });

  it('takes the client id from VITE_GOOGLE_CLIENT_ID', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '123.apps.googleusercontent.com');
    const { googleClientId } = await freshLoader();
    expect(googleClientId()).toBe('123.apps.googleusercontent.com');
  });
});

describe('loadGoogleIdentity in demo mode', () => {
  it('loads the simulated stand-in and injects no script', async () => {
    vi.stubEnv('VITE_API_URL', '');
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
    const { loadGoogleIdentity, googleClientId, DEMO_GOOGLE_CLIENT_ID } = await freshLoader();
    const oauth2 = await loadGoogleIdentity();
    expect(typeof oauth2.initCodeClient).toBe('function');
    expect(typeof oauth2.initTokenClient).toBe('function');
    expect(typeof oauth2.revoke).toBe('function');
    expect(gisScripts()).toHaveLength(0);
    expect(googleClientId()).toBe(DEMO_GOOGLE_CLIENT_ID);
  });
});
