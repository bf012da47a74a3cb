/**
 * The app paints before its API can answer: in the demo the mock API starts in the background, so
 * every call to the API (ky, uploads, the identity providers' token calls) waits on this gate first.
 * Without a gate (live builds, unit tests against msw/node) calls go straight out.
 */
let gate: () => Promise<void> = () => Promise.resolve();

/** Makes every later API call wait until `ready()` resolves (it is called once per call). */
export function holdApiCallsUntil(ready: () => Promise<void>): void {
  gate = ready;
}

export function apiReady(): Promise<void> {
  return gate();
}
