import { expect, type Locator, type Page } from '@playwright/test';
import { apiGet } from './api';

export { apiGet };

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

/** The signed-in person's open survey question, as the API lists it. */
export async function openQuestion(page: Page) {
  const { rows } = await apiGet<{
    rows: { id: string; app: { name: string }; reason: string; answer: string | null }[];
  }>(page, 'survey_agent/questions/?open=true');
  const question = rows[0];
  if (!question) throw new Error('the signed-in person has no survey question waiting for an answer');
  return question;
}
