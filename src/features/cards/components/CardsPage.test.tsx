import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountId } from '@mocks/fixtures';
import { tokensFor } from '@mocks/node';
import { call } from '@mocks/testing';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { holdReply, useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';

const server = useMockApi();
useMatchMedia();
useResizeObserver();

const ADMIN = 'admin@acme.test';
const OLIVIA = 'user@acme.test';
/** An Acme user who is not a cards user and holds no card. */
const NO_CARDS = 'new@acme.test';
const ROOT = 'root@platform.test';

/** Every call the page makes to `/cards/`, counted. */
function countCardCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.includes('/api/v1/cards'))
      calls.push(`${request.method} ${request.url}`);
  });
  return calls;
}

async function openCards(email: string, path = '/cards') {
  await signInWithTokens(email);
  return renderApp(path, { heading: 'Cards', toaster: true, userOptions: { applyAccept: false } });
}

async function findTable() {
  const table = await screen.findByRole('table', { name: 'Cards' }, PAGE_LOAD);
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return table;
}

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
/** The card's row (found by its link's text: while a dialog is open the table is hidden from roles). */
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name, { selector: 'a' }).closest('tr') as HTMLElement;
/** The row's balance (its fifth cell after the name), as a number. */
const balanceOf = (row: HTMLElement) =>
  Number((row.querySelectorAll('td')[4]?.textContent ?? '').replace(/[^\d.-]/g, ''));
const pounds = (amount: number) =>
  `£${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('Cards page', () => {
  it("shows a client admin the company's cards, their flags and every action a card still offers", async () => {
    const { router, user } = await openCards(ADMIN);
    const table = await findTable();
    expect(dataRows(table)).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'New card' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Holder' })).toBeInTheDocument();

    const figma = rowOf(table, 'Figma design team');
    expect(within(figma).getByRole('link', { name: 'Figma design team' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/cards\/[0-9a-f-]{36}$/),
    );
    expect(figma).toHaveTextContent('Low balance');
    expect(figma).toHaveTextContent(/\$[\d,]+\.\d\d/);
    expect(within(figma).getByText(/^Card ending \d{4}$/)).toBeInTheDocument();
    expect(figma).toHaveTextContent(/this (month|quarter|year)|since issued/);
    for (const action of ['Top up', 'Edit', 'Block', 'Cancel'])
      expect(within(figma).getByRole('button', { name: `${action} Figma design team` })).toBeInTheDocument();

    expect(rowOf(table, 'Okta identity')).toHaveTextContent('Expires soon');
    const zendesk = rowOf(table, 'Zendesk support desk');
    expect(zendesk).toHaveTextContent('Blocked');
    expect(
      within(zendesk).getByRole('button', { name: 'Activate Zendesk support desk' }),
    ).toBeInTheDocument();
    const monday = rowOf(table, 'Monday.com boards');
    expect(monday).toHaveTextContent('Cancelled');
    expect(within(monday).queryAllByRole('button')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'BLOCKED');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'BLOCKED' }));
    await waitFor(() => expect(dataRows(table)).toHaveLength(2));
  }, 30_000);

  it('shows a plain user only the cards they hold, with the top-up their company allows and nothing else', async () => {
    await openCards(OLIVIA);
    const table = await findTable();
    const names = dataRows(table).map((row) => within(row).getByRole('link').textContent);
    expect(names.sort()).toEqual(['Calendly scheduling', 'Miro whiteboards']);
    expect(screen.queryByRole('button', { name: 'New card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Holder' })).not.toBeInTheDocument();
    const miro = rowOf(table, 'Miro whiteboards');
    expect(
      within(miro)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Top up Miro whiteboards']);
  }, 30_000);

  it('tells a user who holds no card how cards are issued', async () => {
    await openCards(NO_CARDS);
    expect(await screen.findByText('You hold no cards', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(
      screen.getByText(/issued by your company’s admins, to people with card access/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Cards' })).not.toBeInTheDocument();
  }, 30_000);

  it('tells the super admin that cards belong to companies, and asks the API nothing', async () => {
    const calls = countCardCalls();
    await openCards(ROOT);
    expect(screen.getByText('Cards belong to companies')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    server.events.removeAllListeners();
  }, 30_000);

  it('issues a card: a holder without card access is refused beside the holder field, and nothing typed is lost', async () => {
    const { user } = await openCards(ADMIN);
    await findTable();
    await user.click(screen.getByRole('button', { name: 'New card' }));
    const dialog = await screen.findByRole('dialog', { name: 'New card' });

    // The rules first, in the API's words.
    await user.click(within(dialog).getByRole('button', { name: 'Create card' }));
    expect(await within(dialog).findByText('This field may not be blank.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);

    await user.type(within(dialog).getByLabelText('Name'), 'Whiteboards for design');
    await user.type(within(dialog).getByRole('combobox', { name: 'App' }), 'miro');
    await user.click(await within(document.body).findByRole('option', { name: 'Miro' }, PAGE_LOAD));
    await user.type(within(dialog).getByRole('combobox', { name: 'Holder' }), 'olivia');
    await user.click(
      await within(document.body).findByRole('option', { name: /^Olivia Bennett/ }, PAGE_LOAD),
    );
    await user.type(within(dialog).getByLabelText('Limit'), '300');
    await user.selectOptions(within(dialog).getByLabelText('Period'), 'quarterly');
    await user.type(within(dialog).getByLabelText('Top-up amount'), '120');
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('GBP');

    // Her card access is turned off before the card is saved.
    const off = await call('PUT', `/users/${accountId(OLIVIA)}/`, {
      token: tokensFor(ADMIN).access,
      body: { is_cards_user: false },
    });
    expect(off.status).toBe(200);
    await user.click(within(dialog).getByRole('button', { name: 'Create card' }));

    const holder = within(dialog).getByRole('combobox', { name: 'Holder' });
    expect(
      await within(dialog).findByText(
        'Olivia Bennett is not a cards user. Turn on Cards user for them in Manage first.',
      ),
    ).toBeInTheDocument();
    expect(holder).toHaveAttribute('aria-invalid', 'true');
    expect(holder).toHaveValue('Olivia Bennett');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Whiteboards for design');
    expect(within(dialog).getByRole('combobox', { name: 'App' })).toHaveValue('Miro');
    expect(within(dialog).getByLabelText('Limit')).toHaveValue('300');
    expect(within(dialog).getByLabelText('Period')).toHaveValue('quarterly');
    expect(within(dialog).getByLabelText('Top-up amount')).toHaveValue('120');
  }, 60_000);

  it('shows a top-up on the card before the server confirms it, and keeps it once it does', async () => {
    const { user } = await openCards(ADMIN, '/cards?keyword=Slack');
    const table = await findTable();
    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
    const before = balanceOf(rowOf(table, 'Slack workspace'));

    await user.click(within(table).getByRole('button', { name: 'Top up Slack workspace' }));
    const dialog = await screen.findByRole('dialog', { name: /^Top up Slack workspace •••• \d{4}$/ });
    expect(await within(dialog).findByText(/^Available on the payment account:/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount'), '50');
    const open = holdReply('post', '*/api/v1/cards/:id/topup/');
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));

    await waitFor(() => expect(balanceOf(rowOf(table, 'Slack workspace'))).toBeCloseTo(before + 50, 2));
    expect(within(dialog).getByRole('button', { name: 'Top up' })).toHaveAttribute('aria-busy', 'true');
    open();
    expect(await screen.findByText('Card topped up with £50.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf(table, 'Slack workspace')).toHaveTextContent(pounds(before + 50));
  }, 30_000);

  it("holds an admin's top-up to the account's money, and warns when it leaves the account under the threshold", async () => {
    let posted = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/topup/')) posted += 1;
    });
    const { user } = await openCards(ADMIN, '/cards?keyword=Slack');
    const table = await findTable();
    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
    await user.click(within(table).getByRole('button', { name: 'Top up Slack workspace' }));
    const dialog = await screen.findByRole('dialog', { name: /^Top up Slack workspace/ });
    const figure = await within(dialog).findByText(/^Available on the payment account:/);
    const available = Number((figure.textContent ?? '').replace(/[^\d.]/g, ''));
    const amount = within(dialog).getByLabelText('Amount');

    await user.type(amount, String(available + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect(
      await within(dialog).findByText(`The payment account has only ${pounds(available)} available.`),
    ).toBeInTheDocument();
    expect(posted).toBe(0);

    // Acme's threshold is £5,000: leaving £4,000 is allowed, with a warning.
    await user.clear(amount);
    await user.type(amount, (available - 4000).toFixed(2));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'This leaves £4,000.00 on the payment account, under your top-up threshold of £5,000.00.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toBe(1);
    server.events.removeAllListeners();
  }, 30_000);

  it("shows a holder the server's refusal of a top-up beside the amount", async () => {
    const { user } = await openCards(OLIVIA);
    const table = await findTable();
    await user.click(within(table).getByRole('button', { name: 'Top up Miro whiteboards' }));
    const dialog = await screen.findByRole('dialog', { name: /^Top up Miro whiteboards/ });
    expect(within(dialog).queryByText(/payment account:/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount'), '99999999');
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    const amount = within(dialog).getByLabelText('Amount');
    expect(
      await within(dialog).findByText(/^The payment account has only £[\d,]+\.\d\d available\.$/),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('99999999');
  }, 30_000);

  it('takes a refused block back, with the server’s reason in a toast', async () => {
    const { user } = await openCards(ADMIN, '/cards?keyword=Slack');
    const table = await findTable();
    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
    const open = holdReply('post', '*/api/v1/cards/:id/block/', () =>
      HttpResponse.json({ detail: 'Cards cannot be blocked during the audit.' }, { status: 409 }),
    );
    const block = within(table).getByRole('button', { name: 'Block Slack workspace' });
    await user.click(block);

    // Blocked at once; the same place now offers Activate, and keeps the focus.
    await waitFor(() => expect(rowOf(table, 'Slack workspace')).toHaveTextContent('Blocked'));
    expect(within(table).getByRole('button', { name: 'Activate Slack workspace' })).toHaveFocus();
    open();
    expect(await screen.findByText('Cards cannot be blocked during the audit.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(table, 'Slack workspace')).toHaveTextContent('Active'));
    expect(rowOf(table, 'Slack workspace')).not.toHaveTextContent('Blocked');
    expect(within(table).getByRole('button', { name: 'Block Slack workspace' })).toBeInTheDocument();
  }, 30_000);

  it('cancels a card only with a reason; a cancelled card offers nothing more, activation included', async () => {
    let cancelled = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/cancel/')) cancelled += 1;
    });
    const { user } = await openCards(ADMIN, '/cards?keyword=Zendesk');
    const table = await findTable();
    await waitFor(() => expect(dataRows(table)).toHaveLength(1));
    expect(within(table).getByRole('button', { name: 'Activate Zendesk support desk' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Cancel Zendesk support desk' }));
    const dialog = await screen.findByRole('dialog', {
      name: /^Cancel card Zendesk support desk •••• \d{4}\?$/,
    });
    expect(dialog).toHaveTextContent(/final/);
    expect(dialog).toHaveTextContent(/goes back to the payment account/);
    const reason = within(dialog).getByLabelText('Reason');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel card' }));
    expect(await within(dialog).findByText('This field may not be blank.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(cancelled).toBe(0);

    await user.type(reason, 'x'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel card' }));
    expect(
      await within(dialog).findByText('Ensure this field has no more than 200 characters.'),
    ).toBeInTheDocument();
    expect(cancelled).toBe(0);

    await user.clear(reason);
    await user.type(reason, 'The support team moved to another desk.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Card cancelled')).toBeInTheDocument();
    const row = rowOf(table, 'Zendesk support desk');
    expect(row).toHaveTextContent('Cancelled');
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    // Focus goes to the card's name, the row's only control left.
    expect(within(row).getByRole('link', { name: 'Zendesk support desk' })).toHaveFocus();
    expect(cancelled).toBe(1);
    server.events.removeAllListeners();
  }, 30_000);
});
