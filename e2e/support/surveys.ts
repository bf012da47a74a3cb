import { expect, type Locator, type Page } from '@playwright/test';

/**
 * One of the API's replies, read in the page with its stored access token (the demo's worker answers).
 * An access token that expired during a long run is refreshed first, as the app itself would.
 */
export async function apiGet<T>(page: Page, path: string, base = '/api/v1'): Promise<T> {
  return page.evaluate(
    async ([url, apiBase]) => {
      const get = () =>
        fetch(url!, { headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` } });
      let reply = await get();
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
          reply = await get();
        }
      }
      if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
      return (await reply.json()) as unknown;
    },
    [`${base}/${path}`, base],
  ) as Promise<T>;
}

export interface SurveyRow {
  id: string;
  status: string;
  app: { id: string; name: string; slug: string };
  counts: Record<'asked' | 'keep' | 'give_up' | 'keep_until' | 'smaller_plan' | 'not_yet', number>;
}

/** The tenant's first survey of `status` (as a client admin). */
export async function firstSurvey(page: Page, status: 'running' | 'closed' | 'draft', base?: string) {
  const { rows } = await apiGet<{ rows: SurveyRow[] }>(page, `survey_agent/surveys/?status=${status}`, base);
  const survey = rows[0];
  if (!survey) throw new Error(`no ${status} survey in the seed`);
  return survey;
}

/** A figure's value in the region named `region` (the `dd` after its `dt`). */
export function figureOf(page: Page, region: string, label: string): Locator {
  return page
    .getByRole('region', { name: region })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Opens a survey's page and waits for its heading. */
export async function openSurveyPage(page: Page, survey: SurveyRow): Promise<void> {
  await page.goto(`/ai-survey-agent/${survey.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${survey.app.name} survey` })).toBeVisible({
    timeout: 30_000,
  });
}
