import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiGet } from './support/api';
import { settledPathInApp } from './support/app';
import { openSignedIn } from './support/auth';
import { FlakyJourney } from './support/flaky';

// Under the `flaky` scenario (a 503 for one call in five), each area's writes: after every write
// settles the page shows what the mock API holds, and every refusal was shown and rolled back.
// Several areas share one test and move between pages inside the app: one boot of the demo each.

interface Rows<T> {
  rows: T[];
}

const row = (scope: Locator, name: string | RegExp) => scope.getByRole('row', { name });
const textOf = async (target: Locator) => ((await target.textContent()) ?? '').trim();

async function tasks(page: Page, journey: FlakyJourney) {
  await settledPathInApp(page, '/');
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'My tasks' }) });
  await section.getByRole('radio', { name: 'All' }).click();
  interface Task {
    id: string;
    title: string;
    is_completed: boolean;
  }
  const all = () => apiGet<Rows<Task>>(page, 'my-tasks/?filter=all');
  const task = (await all()).rows[0]!;
  const box = section.getByRole('checkbox', { name: task.title });
  await journey.toggle({
    call: { method: 'POST', url: /\/my-tasks\/complete_task\/$/ },
    shown: () => box.isChecked(),
    held: async () => (await all()).rows.find((t) => t.id === task.id)!.is_completed,
    flip: () => box.click(),
  });
}

async function surveyAgentSwitch(page: Page, journey: FlakyJourney) {
  await settledPathInApp(page, '/settings');
  const agent = page.getByRole('switch', { name: 'AI survey agent' });
  await journey.toggle({
    call: { method: 'PUT', url: /\/tenants\/[^/]+\/$/ },
    shown: () => agent.isChecked(),
    held: async () =>
      (await apiGet<{ tenant: { is_survey_agent_active: boolean } }>(page, 'tenants/retrieve_tenant/')).tenant
        .is_survey_agent_active,
    flip: () => agent.click(),
  });
}

async function users(page: Page, journey: FlakyJourney) {
  await settledPathInApp(page, '/manage');
  await page.getByRole('searchbox').first().fill('olivia bennett');
  const olivia = row(page.getByRole('table').first(), /Olivia Bennett/);
  await expect(olivia).toHaveCount(1);
  await journey.toggle({
    call: { method: 'POST', url: /\/users\/[^/]+\/(deactivate|reactivate)\/$/ },
    shown: async () => (await textOf(olivia.getByText(/^(Active|Inactive)$/))).toLowerCase(),
    held: async () =>
      (await apiGet<Rows<{ status: string }>>(page, 'users/?keyword=olivia%20bennett')).rows[0]!.status,
    flip: () => olivia.getByRole('button', { name: /^(Deactivate|Reactivate) Olivia Bennett$/ }).click(),
  });
}

async function cards(page: Page, journey: FlakyJourney) {
  await settledPathInApp(page, '/cards?keyword=Slack');
  const slack = row(page.getByRole('table', { name: 'Cards' }), /Slack workspace/);
  await expect(slack).toHaveCount(1);
  await journey.toggle({
    call: { method: 'POST', url: /\/cards\/[^/]+\/(block|activate)\/$/ },
    shown: () => textOf(slack.getByText(/^(Active|Blocked)$/)),
    held: async () => {
      const [card] = (await apiGet<Rows<{ status: string }>>(page, 'cards/?keyword=Slack%20workspace')).rows;
      return card!.status === 'ACTIVATED' ? 'Active' : 'Blocked';
    },
    flip: () => slack.getByRole('button', { name: /^(Block|Activate) Slack workspace$/ }).click(),
  });
}

async function stack(page: Page, journey: FlakyJourney) {
  await settledPathInApp(page, '/product/miro');
  await journey.toggle({
    call: { method: ['POST', 'DELETE'], url: /\/stack\/([^/]+\/)?$/ },
    shown: async () => (await page.getByRole('button', { name: 'Remove from stack' }).count()) > 0,
    held: async () =>
      (await apiGet<Rows<{ product: { name: string } }>>(page, 'stack/?keyword=miro')).rows.some(
        (entry) => entry.product.name === 'Miro',
      ),
    flip: () => page.getByRole('button', { name: /^(Add to|Remove from) stack$/ }).click(),
  });
}

const BOARD_COLUMNS = ['Identified', 'In review', 'Negotiating', 'Realised', 'Dismissed'] as const;

async function boardMoves(page: Page, journey: FlakyJourney) {
  await settledPathInApp(page, '/optimize/board');
  const column = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(column('Identified').getByRole('article').first()).toBeVisible();
  const title = await textOf(column('Identified').getByRole('article').first().getByRole('heading'));
  await journey.toggle({
    call: { method: 'POST', url: /\/opportunities\/[^/]+\/move\/$/ },
    // Every column's cards, in order: the whole board, as shown and as held.
    shown: () =>
      Promise.all(BOARD_COLUMNS.map((name) => column(name).getByRole('article').getByRole('heading').allTextContents())),
    held: async () =>
      (
        await apiGet<{ kanban: { cards: { title: string }[] }[] }>(page, 'opportunities/kanban/')
      ).kanban.map((col) => col.cards.map((card) => card.title)),
    flip: async () => {
      const inIdentified = (await column('Identified').getByRole('article', { name: title, exact: true }).count()) > 0;
      const card = page.getByRole('article', { name: title, exact: true });
      await card.getByRole('button', { name: 'Move to…' }).click();
      await page.getByRole('menuitem', { name: inIdentified ? 'In review' : 'Identified' }).click();
    },
  });
}

async function organize(page: Page, journey: FlakyJourney) {
  await settledPathInApp(page, '/organize?keyword=slack&source=okta');
  const slack = page.locator('main table tbody tr').filter({ has: page.locator('a', { hasText: /^Slack$/ }) });
  await expect(slack).toHaveCount(1);
  const status = slack.locator('td').nth(8);
  await journey.toggle({
    call: { method: 'PUT', url: /\/flows\/[^/]+\/$/ },
    shown: () => textOf(status),
    held: async () => {
      const flows = await apiGet<Rows<{ name: string; status: string }>>(page, 'flows/?keyword=slack&source=okta&status=all');
      return flows.rows.find((flow) => flow.name === 'Slack')!.status === 'approved' ? 'Approved' : 'In review';
    },
    flip: async () => {
      await page.getByRole('button', { name: 'Review Slack (Okta)' }).click();
      await page.getByRole('menuitem', { name: /^(Approve|Back to review)$/ }).click();
    },
  });
}

test('dashboard tasks, the settings switch, Manage users and cards', async ({ page }) => {
  await openSignedIn(page, 'admin', '/settings');
  const journey = await FlakyJourney.start(page);
  for (const area of [tasks, surveyAgentSwitch, users, cards]) {
    await test.step(area.name, () => area(page, journey));
  }
});

test('the stack, board moves and organize', async ({ page }) => {
  await openSignedIn(page, 'admin', '/settings');
  const journey = await FlakyJourney.start(page);
  for (const area of [stack, boardMoves, organize]) {
    await test.step(area.name, () => area(page, journey));
  }
});

test('admin companies: the Live switch', async ({ page }) => {
  await openSignedIn(page, 'root', '/admin/companies');
  const journey = await FlakyJourney.start(page);
  const live = page.getByRole('table').first().getByRole('switch', { name: /^Live: / }).first();
  const name = ((await live.getAttribute('aria-label')) ?? '').replace(/^Live: /, '');
  await journey.toggle({
    call: { method: 'PUT', url: /\/tenants\/[^/]+\/$/ },
    shown: () => live.isChecked(),
    held: async () =>
      (await apiGet<Rows<{ name: string; is_live: boolean }>>(page, `tenants/?keyword=${encodeURIComponent(name)}`)).rows.find(
        (tenant) => tenant.name === name,
      )!.is_live,
    flip: () => live.click(),
  });
});
