import type { Page } from '@playwright/test';

/**
 * One of the API's replies, read in the page with its stored access token (the demo's worker answers).
 * An access token that expired during a long run is refreshed first, as the app itself would; a 503
 * (the `flaky` scenario's refusal) is asked again, as the app's query layer would.
 */
export async function apiGet<T>(page: Page, path: string, base = '/api/v1'): Promise<T> {
  return page.evaluate(
    async ([url, apiBase]) => {
      const get = () =>
        fetch(url!, { headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` } });
      const getThrough = async () => {
        let reply = await get();
        for (let attempt = 0; reply.status === 503 && attempt < 8; attempt += 1) reply = await get();
        return reply;
      };
      let reply = await getThrough();
      if (reply.status === 401) {
        const refreshed = await fetch(`${apiBase}/token/refresh/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refresh: localStorage.getItem('refresh_token') }),
        });
        if (refreshed.ok) {
          const tokens = (await refreshed.json()) as { access: string; refresh?: string };
          localStorage.setItem('access_token', tokens.access);
          if (tokens.refresh) localStorage.setItem('refresh_token', tokens.refresh);
          reply = await getThrough();
        }
      }
      if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
      return (await reply.json()) as unknown;
    },
    [`${base}/${path}`, base],
  ) as Promise<T>;
}
