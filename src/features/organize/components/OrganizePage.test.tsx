import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACME_FLOW_FACTS } from '@mocks/fixtures/flows';
import { tokensFor } from '@mocks/node';
import { call } from '@mocks/testing';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { holdReply, useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';

useMockApi();
useMatchMedia();
useResizeObserver();

const ADMIN = 'admin@acme.test';
const OLIVIA = 'user@acme.test';
const GLOBEX_ADMIN = 'admin@globex.test';

async function openOrganize(email: string, path = '/organize') {
  await signInWithTokens(email);
  return renderApp(path, { heading: 'Organize', toaster: true });
}

async function findTable() {
  const table = await screen.findByRole('table', { name: 'Discovered apps' }, PAGE_LOAD);
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return table;
}

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
/**
 * An app's row by its link's text and, where two sources see one name, a source's mark. Found by
 * text: while a dialog is open the table is hidden from role queries.
 */
function rowOf(table: HTMLElement, name: string, source?: string): HTMLElement {
  const rows = within(table)
    .getAllByText(name, { selector: 'a' })
    .map((link) => link.closest('tr') as HTMLElement)
    .filter((row) => !source || row.querySelector(`[aria-label="${source}"]`));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}
/** A row's cells after the box and the name: catalogue, sources, how, users, sign-ins, first, last, status, owner. */
const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).slice(1);
const statusOf = (row: HTMLElement) => cellsOf(row)[7]?.textContent;
const toast = (text: string | RegExp) => screen.findByText(text, {}, PAGE_LOAD);
/** The line above the list: "N new this week · N awaiting review · N not in the catalogue". */
const summaryText = () => screen.getByRole('button', { name: /new this week$/ }).closest('p')?.textContent;

/** Opens a row's review menu (named after the row) and picks `item`. */
async function review(user: UserEvent, menu: string, item: string) {
  await user.click(screen.getByRole('button', { name: menu }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

async function searchFor(user: UserEvent, text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search apps' });
  await user.clear(box);
  await user.type(box, `${text}{Enter}`);
}

const summaryLine = (summary: { new_this_week: number; awaiting_review: number; unmapped: number }) =>
  `${summary.new_this_week} new this week·${summary.awaiting_review} awaiting review·${summary.unmapped} not in the catalogue`;

async function apiSummary() {
  const reply = await call('GET', '/flows/?top=1', { token: tokensFor(ADMIN).access });
  return reply.body.summary as { new_this_week: number; awaiting_review: number; unmapped: number };
}

describe('Organize page', () => {
  it("shows each app's catalogue item, sources, how, counts, dates, status and owner", async () => {
    const { user } = await openOrganize(ADMIN, '/organize?keyword=slack');
    const table = await findTable();
    await waitFor(() => expect(dataRows(table)).toHaveLength(2));
    const slack = rowOf(table, 'Slack', 'Okta');
    expect(within(slack).getByRole('link', { name: 'Slack' })).toHaveAttribute(
      'href',
      `/organize/${ACME_FLOW_FACTS.slack}`,
    );
    const [app, sources, how, users, signIns, first, last, status, owner] = cellsOf(slack);
    expect(app).toHaveTextContent('Slack');
    expect(within(sources!).getByRole('img', { name: 'Okta' })).toBeInTheDocument();
    expect(how).toHaveTextContent('Single sign-on');
    expect(users?.textContent).toMatch(/^\d[\d,]*$/);
    expect(signIns?.textContent).toMatch(/^\d[\d,]*$/);
    expect(first?.textContent).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(last?.textContent).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(status).toHaveTextContent('Approved');
    expect(owner).toHaveTextContent('James Carter');
    expect(within(slack).getByRole('button', { name: 'Review Slack (Okta)' })).toBeInTheDocument();
    expect(within(slack).getByRole('checkbox', { name: 'Select Slack (Okta)' })).toBeInTheDocument();

    await searchFor(user, 'cafe');
    await waitFor(() => expect(within(table).getByRole('link', { name: 'Acme Café Orders' })).toBeVisible());
    const [cafeApp, , , , , , , cafeStatus, cafeOwner] = cellsOf(rowOf(table, 'Acme Café Orders'));
    expect(cafeApp).toHaveTextContent('Not in the catalogue');
    expect(cafeStatus).toHaveTextContent('New');
    expect(cafeOwner).toHaveTextContent('No owner');
  }, 60_000);

  it('stands the sources panel and the summary line while the list loads, so the list keeps its place', async () => {
    const open = holdReply('get', '*/api/v1/flows/');
    await openOrganize(ADMIN);
    expect(await screen.findByText('Loading sources…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sources' })).toBeInTheDocument();
    // The summary's place is held by an unseen line: nothing of it is read out or can be pressed.
    expect(screen.queryByRole('button', { name: /new this week$/ })).not.toBeInTheDocument();
    expect(screen.getByText(/new this week$/).closest('p')).toHaveAttribute('aria-hidden', 'true');

    open();
    await findTable();
    expect(within(screen.getByRole('list', { name: 'Sources' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Loading sources…')).not.toBeInTheDocument();
    expect(summaryText()).toBe(summaryLine(await apiSummary()));
  });

  it('keeps search, source, how, status and "not in the catalogue" in the URL, and reads them from it', async () => {
    const { user, router } = await openOrganize(ADMIN);
    const table = await findTable();
    const search = () => router.state.location.search as Record<string, unknown>;
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Open (not ignored)');
    expect(within(table).queryByRole('link', { name: 'Spotify' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Ignored');
    await waitFor(() => expect(search()).toEqual({ status: 'ignored' }));
    await waitFor(() => expect(within(table).getByRole('link', { name: 'Spotify' })).toBeVisible());
    for (const row of dataRows(table)) expect(statusOf(row)).toBe('Ignored');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'Google');
    await user.selectOptions(screen.getByRole('combobox', { name: 'How' }), 'OAuth grant');
    await user.click(screen.getByRole('checkbox', { name: 'Not in the catalogue' }));
    await waitFor(() =>
      expect(search()).toEqual({ status: 'all', source: 'google', type: 'oauth', unmapped: true }),
    );
    await waitFor(() => expect(within(table).getByRole('link', { name: 'Spotify' })).toBeVisible());
    for (const row of dataRows(table)) {
      expect(within(row).getByRole('img', { name: 'Google' })).toBeInTheDocument();
      expect(cellsOf(row)[2]).toHaveTextContent('OAuth grant');
      expect(cellsOf(row)[0]).toHaveTextContent('Not in the catalogue');
    }

    await searchFor(user, 'spot');
    await waitFor(() => expect(search()).toMatchObject({ keyword: 'spot' }));
    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
  }, 60_000);

  it('opens with the filters a link carries, under any deeper path of the area too', async () => {
    await openOrganize(ADMIN, '/organize/azure/apps?status=ignored&source=google');
    const table = await findTable();
    await waitFor(() => expect(within(table).getByRole('link', { name: 'Spotify' })).toBeVisible());
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Ignored');
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveDisplayValue('Google');
  }, 60_000);

  it('sums up every app whatever the filters, and the catalogue count narrows the list to those apps', async () => {
    const summary = await apiSummary();
    const { user, router } = await openOrganize(ADMIN, '/organize?source=okta');
    const table = await findTable();
    await screen.findByRole('button', { name: /new this week$/ }, PAGE_LOAD);
    expect(summaryText()).toBe(summaryLine(summary));

    await user.click(screen.getByRole('button', { name: `${summary.unmapped} not in the catalogue` }));
    await waitFor(() => expect(router.state.location.search).toEqual({ source: 'okta', unmapped: true }));
    await waitFor(() => {
      for (const row of dataRows(table)) expect(cellsOf(row)[0]).toHaveTextContent('Not in the catalogue');
    });
    expect(screen.getByRole('checkbox', { name: 'Not in the catalogue' })).toBeChecked();
  }, 60_000);

  it('approves an app at once, moves the summary with it, and keeps it once the server agrees', async () => {
    const before = await apiSummary();
    const { user } = await openOrganize(ADMIN, '/organize?keyword=notion');
    const table = await findTable();
    const row = () => rowOf(table, 'Notion Labs');
    expect(statusOf(row())).toBe('New');

    const open = holdReply('put', '*/api/v1/flows/:id/');
    await review(user, 'Review Notion Labs (Azure)', 'Approve');
    await waitFor(() => expect(statusOf(row())).toBe('Approved'));
    expect(summaryText()).toBe(summaryLine({ ...before, awaiting_review: before.awaiting_review - 1 }));
    open();
    expect(await toast('Notion Labs approved')).toBeInTheDocument();
    expect(statusOf(row())).toBe('Approved');
    // Approved, a decided app offers only going back to review.
    await user.click(screen.getByRole('button', { name: 'Review Notion Labs (Azure)' }));
    const moves = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(moves).toEqual(['Back to review', 'Map to catalogue…', 'Assign owner…', 'Merge with…']);
  }, 60_000);

  it('puts a refused review back, with the server’s reason in a toast', async () => {
    const { user } = await openOrganize(ADMIN, '/organize?keyword=notion&status=all');
    const table = await findTable();
    // Someone else ignores it meanwhile: the page still shows it new.
    const ignored = await call('PUT', `/flows/${ACME_FLOW_FACTS.notionLabs}/`, {
      token: tokensFor(ADMIN).access,
      body: { status: 'ignored' },
    });
    expect(ignored.status).toBe(200);
    expect(statusOf(rowOf(table, 'Notion Labs'))).toBe('New');

    const open = holdReply('put', '*/api/v1/flows/:id/');
    await review(user, 'Review Notion Labs (Azure)', 'Approve');
    await waitFor(() => expect(statusOf(rowOf(table, 'Notion Labs'))).toBe('Approved'));
    open();
    expect(await toast('Cannot move Notion Labs from ignored to approved.')).toBeInTheDocument();
    await waitFor(() => expect(statusOf(rowOf(table, 'Notion Labs'))).toBe('Ignored'));
  }, 60_000);

  it('maps an app to a suggested catalogue item, with how sure the suggestion is and why', async () => {
    const { user } = await openOrganize(ADMIN, '/organize?keyword=notion');
    const table = await findTable();
    await review(user, 'Review Notion Labs (Azure)', 'Map to catalogue…');
    const dialog = await screen.findByRole('dialog', { name: 'Map Notion Labs to the catalogue' });
    const suggestion = await within(dialog).findByRole('button', { name: /^Notion.*\d+% match$/ }, PAGE_LOAD);
    expect(suggestion).toHaveTextContent(/Similar name, same domain and same publisher/);
    await user.click(suggestion);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cellsOf(rowOf(table, 'Notion Labs'))[0]).toHaveTextContent('Notion');
    expect(await toast('Notion Labs mapped to Notion')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review Notion Labs (Azure)' })).toHaveFocus();
  }, 60_000);

  it('approves the selected apps at once; the server refuses those it cannot move and names them', async () => {
    const { user } = await openOrganize(ADMIN, '/organize?keyword=acme&status=all');
    const table = await findTable();
    const rows = dataRows(table);
    const statuses = rows.map(statusOf);
    // Approved ones cannot be approved again, nor ignored ones approved before going back to review.
    const decided = statuses.filter((status) => status === 'Approved' || status === 'Ignored').length;
    expect(statuses).toContain('Approved');
    expect(statuses).toContain('Ignored');

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected apps' });
    expect(bar).toHaveTextContent(`${rows.length} selected`);
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));

    const changed = rows.length - decided;
    const message = await toast(/ apps approved\. \d+ could not be: /);
    expect(message.textContent).toMatch(
      new RegExp(`^${changed} apps approved\\. ${decided} could not be: Acme `),
    );
    // The refused ones come back as the server has them once the list is read again.
    await waitFor(() =>
      expect(dataRows(table).map(statusOf)).toEqual(
        statuses.map((status) => (status === 'Ignored' ? 'Ignored' : 'Approved')),
      ),
    );
    expect(screen.queryByRole('region', { name: 'Selected apps' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
  }, 60_000);

  it('merges two sources’ rows of one app into the row chosen to stay, its counts the sums', async () => {
    const { user } = await openOrganize(ADMIN, '/organize?keyword=zoom');
    const table = await findTable();
    await waitFor(() => expect(dataRows(table)).toHaveLength(2));
    const numbers = (row: HTMLElement) =>
      [cellsOf(row)[3], cellsOf(row)[4]].map((c) => Number(c?.textContent?.replace(/,/g, '')));
    const [azureUsers, azureSignIns] = numbers(rowOf(table, 'Zoom', 'Azure'));
    const [googleUsers, googleSignIns] = numbers(rowOf(table, 'Zoom', 'Google'));

    await review(user, 'Review Zoom (Google)', 'Merge with…');
    const dialog = await screen.findByRole('dialog', { name: 'Merge Zoom with…' });
    await user.click(await within(dialog).findByRole('radio', { name: /^Zoom \(Azure\)/ }, PAGE_LOAD));
    await user.click(within(dialog).getByRole('radio', { name: 'Keep Zoom (Azure)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Merge into Zoom (Azure)' }));

    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
    expect(await toast('Zoom merged into Zoom')).toBeInTheDocument();
    const merged = rowOf(table, 'Zoom', 'Azure');
    expect(within(merged).getByRole('img', { name: 'Google' })).toBeInTheDocument();
    expect(numbers(merged)[1]).toBe(azureSignIns! + googleSignIns!);
    expect(numbers(merged)[0]).toBeLessThanOrEqual(azureUsers! + googleUsers!);
  }, 60_000);

  it('shows someone who is not a client admin the list without any way to change it', async () => {
    await openOrganize(OLIVIA, '/organize?keyword=slack');
    const table = await findTable();
    await waitFor(() => expect(dataRows(table)).toHaveLength(2));
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(table).queryByRole('button', { name: /^Review / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
  }, 60_000);

  it('shows a company with no connected sign-in log how to connect one instead of the list', async () => {
    await openOrganize(GLOBEX_ADMIN);
    expect(
      await screen.findByRole('heading', { name: 'Connect a sign-in log to discover your apps' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Discovered apps' })).not.toBeInTheDocument();
  }, 60_000);
});
