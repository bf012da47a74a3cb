import { vi } from 'vitest';

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
