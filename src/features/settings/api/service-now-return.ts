/**
 * The search params of /service-now-connect. Kept apart from service-now.ts because the route's
 * `validateSearch` sits in the initial bundle.
 */
/** What ServiceNow appends to the return URL: a code and our state, or an OAuth error. */
export interface ServiceNowReturn {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/**
 * The return's search params as text: the router parses values that look like JSON (a numeric
 * state, say) into numbers, so every primitive is turned back into a string.
 */
export function parseServiceNowReturn(search: Record<string, unknown>): ServiceNowReturn {
  const text = (value: unknown) =>
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : undefined;
  const out: ServiceNowReturn = {};
  for (const key of ['code', 'state', 'error', 'error_description'] as const) {
    const value = text(search[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}
