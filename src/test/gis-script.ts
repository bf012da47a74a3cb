import { afterEach, beforeEach, vi } from 'vitest';
import type { GoogleOAuth2 } from '@/lib/google-identity';

/**
 * Live mode (the mock handlers answer any origin's /api/v1) with GIS already on the page, as after
 * Google's script ran, answering as `oauth2`: no module of ours is mocked.
 */
export function useGisOnPage(oauth2: GoogleOAuth2): void {
  beforeEach(() => {
    vi.stubEnv('VITE_API_URL', 'https://api.example.test');
    window.google = { accounts: { oauth2 } };
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    delete window.google;
  });
}

/** Takes GIS off the page, so that the next Google sign-in loads Google's script afresh. */
export function unloadGis(): void {
  vi.resetModules(); // a loader that has not loaded GIS yet
  delete window.google;
}

/** Waits for the page to ask for Google's script, then fails its load (no connection, a blocker). */
export async function failGisScriptLoad(): Promise<void> {
  const script = await vi.waitFor(() => {
    const found = document.head.querySelector('script[src="https://accounts.google.com/gsi/client"]');
    if (!found) throw new Error('no GIS script yet');
    return found;
  });
  script.dispatchEvent(new Event('error'));
}
