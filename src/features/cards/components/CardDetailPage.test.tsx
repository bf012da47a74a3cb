import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACME_CARD_FACTS } from '@mocks/fixtures/cards';
import { request } from '@/lib/http';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { rowTexts } from '@/test/table';
import { useSessionStore } from '@/stores/session';
import { cardPath } from '../api/card-queries';
import { cardReplySchema, cardStatementSchema, type CardTransaction } from '../api/schemas';
import { cardStatementColumns } from '../model/statement-columns';

useMockApi();
useMatchMedia();

const ADMIN = 'admin@acme.test';
const OLIVIA = 'user@acme.test';
const ACTIONS = ['Top up', 'Edit', 'Block', 'Activate', 'Renew', 'Cancel card'];

async function openCard(email: string, id: string, heading?: string) {
  await signInWithTokens(email);
  return renderApp(`/cards/${id}`, { heading, toaster: true });
}

/** The statement sync's polite live region. */
const syncStatus = () =>
  screen.getAllByRole('status').find((status) => /Sync/.test(status.textContent ?? ''));

const statementTable = () => screen.findByRole('table', { name: 'Card statement' }, PAGE_LOAD);

describe('a card’s page', () => {
  beforeEach(() => useSessionStore.getState().signedOut());
  afterEach(() => vi.useRealTimers());

  it('shows an admin the card’s figures, details and every action', async () => {
    const { lowBalance } = ACME_CARD_FACTS;
    await openCard(ADMIN, lowBalance.id, lowBalance.name);
    const { card } = await request('get', cardPath(lowBalance.id), cardReplySchema);
    const money = within(screen.getByRole('region', { name: 'Money on the card' }));
    expect(money.getByText('Balance').nextElementSibling).toHaveTextContent(/^\$[\d,]+\.\d\d$/);
    expect(money.getByRole('meter', { name: 'Spent this period' })).toHaveAttribute(
      'aria-valuemax',
      String(card.limit),
    );
    expect(screen.getByText('Card number').nextElementSibling).toHaveTextContent(card.last4);
    for (const name of ['Top up', 'Edit', 'Block', 'Renew', 'Cancel card']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    expect(screen.getByRole('link', { name: card.app.name })).toHaveAttribute(
      'href',
      `/product/${card.app.slug}`,
    );
  });

  it('offers the holder only Top up, where the tenant allows it', async () => {
    const [miro] = ACME_CARD_FACTS.olivia;
    await openCard(OLIVIA, miro.id, miro.name);
    expect(screen.getByRole('button', { name: 'Top up' })).toBeEnabled();
    for (const name of ['Edit', 'Block', 'Renew', 'Cancel card']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('says "Card not found", with the way back, for an unknown id', async () => {
    await openCard(ADMIN, '00000000-0000-4000-8000-000000000000', 'Card not found');
    expect(screen.getByRole('link', { name: 'Back to cards' })).toHaveAttribute('href', '/cards');
  });

  it('says "Card not found" for a card the reader does not hold', async () => {
    await openCard(OLIVIA, ACME_CARD_FACTS.lowBalance.id, 'Card not found');
    expect(screen.queryByRole('table', { name: 'Card statement' })).toBeNull();
  });

  it('offers nothing on a cancelled card: cancelling is final', async () => {
    const { cancelled } = ACME_CARD_FACTS;
    await openCard(ADMIN, cancelled.id, cancelled.name);
    expect(screen.getByText('Cancelled', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      cancelled.reason,
    );
    for (const name of ACTIONS) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Card warnings' })).toBeNull();
    await statementTable();
    expect(screen.queryByRole('button', { name: /^(Top up|Raise|Activate|Renew)/ })).toBeNull();
  });

  it('activates and blocks in one place, focus staying on it', async () => {
    const [zendesk] = ACME_CARD_FACTS.blocked;
    const { user } = await openCard(ADMIN, zendesk.id, zendesk.name);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('button', { name: 'Block' })).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Active'),
    );
  });

  it('renews an expired card rather than activating it', async () => {
    const { expired } = ACME_CARD_FACTS;
    await openCard(ADMIN, expired.id, expired.name);
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Renew' })).toBeEnabled();
    const warnings = screen.getByRole('region', { name: 'Card warnings' });
    expect(
      within(warnings).getByText(/^Expired on \d{1,2} \w{3} \d{4} — renew it to keep paying for Dropbox\.$/),
    ).toBeInTheDocument();
    expect(within(warnings).getByRole('button', { name: 'Renew the card' })).toBeEnabled();
  });

  it('explains a decline and tops the card up by the shortfall; the warning goes', async () => {
    const { lowBalance } = ACME_CARD_FACTS;
    const { user } = await openCard(ADMIN, lowBalance.id, lowBalance.name);
    const warnings = screen.getByRole('region', { name: 'Card warnings' });
    expect(
      within(warnings).getByText(/^Next charge \$[\d,.]+ on \d{1,2} \w{3}; the balance is/),
    ).toBeInTheDocument();

    const table = await statementTable();
    const why = within(table).getAllByText('Why?')[0]!;
    await user.click(why);
    const details = why.closest('details')!;
    expect(within(details).getByText(/^The card had \$[\d,.]+; the charge was \$[\d,.]+\.$/)).toBeVisible();
    const fix = within(details).getByRole('button', { name: /^Top up \$[\d,.]+$/ });
    const amount = fix.textContent!.replace('Top up ', '');
    await user.click(fix);

    const dialog = await screen.findByRole('dialog', { name: /^Top up/ });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue(
      amount.replace(/[$,]/g, '').replace(/\.00$/, ''),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), PAGE_LOAD);
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'Card warnings' })).toBeNull(),
      PAGE_LOAD,
    );
  });

  it('shows the statement as the CSV writes it: the same words, row by row', async () => {
    const { foreignMerchant } = ACME_CARD_FACTS;
    await openCard(ADMIN, foreignMerchant.id, foreignMerchant.name);
    const table = await statementTable();
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), PAGE_LOAD);
    const { card } = await request('get', cardPath(foreignMerchant.id), cardReplySchema);
    const statement = await request('get', cardPath(foreignMerchant.id, 'statement'), cardStatementSchema, {
      searchParams: { from: '2000-01-01', top: 500 },
    });
    const columns = cardStatementColumns(card.currency);
    const shown = rowTexts(table);
    const byId = new Map(statement.rows.map((row: CardTransaction) => [row.id, row]));
    expect(shown.length).toBeGreaterThan(0);
    // Every row on screen reads as its CSV line; rows the merchant charged in dollars say so.
    const csvLines = [...byId.values()].map((row) => columns.map((column) => column.text(row)));
    for (const line of shown) expect(csvLines).toContainEqual(line);
    expect(shown.some((line) => /^\$/.test(line[4] ?? ''))).toBe(true);
  });

  it('syncs the statement: started, then finished with its new rows, which then show', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const { james } = ACME_CARD_FACTS;
    const { user } = await openCard(ADMIN, james.id, james.name);
    await statementTable();
    const counted = () => screen.getByText(/^Showing \d+–\d+ of [\d,]+$/).textContent!;
    await waitFor(() => counted(), PAGE_LOAD);
    const before = Number(counted().split(' of ')[1]!.replace(/,/g, ''));

    await user.click(screen.getByRole('button', { name: 'Sync statement' }));
    await waitFor(() => expect(syncStatus()).toHaveTextContent('Syncing the statement…'), PAGE_LOAD);
    // The mock's sync finishes 2 s later on its clock.
    vi.setSystemTime(Date.now() + 3_000);
    await waitFor(
      () => expect(syncStatus()).toHaveTextContent(/^Synced just now · \d+ new rows?$/),
      PAGE_LOAD,
    );
    const added = Number(/· (\d+) new/.exec(syncStatus()!.textContent!)![1]);
    expect(added).toBeGreaterThan(0);
    await waitFor(
      () => expect(counted()).toMatch(new RegExp(` of ${(before + added).toLocaleString('en-US')}$`)),
      PAGE_LOAD,
    );
    const activity = screen.getByRole('table', { name: 'Card activity' });
    expect(within(activity).getAllByText('Statement synced').length).toBeGreaterThan(0);
  });

  it('renews an expiring card: the new card opens, the old one shows cancelled and both say so', async () => {
    const { expiring } = ACME_CARD_FACTS;
    const { user, router } = await openCard(ADMIN, expiring.id, expiring.name);
    const warnings = screen.getByRole('region', { name: 'Card warnings' });
    await user.click(within(warnings).getByRole('button', { name: 'Renew the card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Renew card' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(`/cards/${expiring.id}`), PAGE_LOAD);
    await screen.findByRole('heading', { level: 1, name: expiring.name }, PAGE_LOAD);
    const renewsLink = await screen.findByRole('link', { name: new RegExp(`^${expiring.name}`) }, PAGE_LOAD);
    expect(renewsLink).toHaveAttribute('href', `/cards/${expiring.id}`);
    expect(screen.queryByRole('region', { name: 'Card warnings' })).toBeNull();

    await user.click(renewsLink);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cards/${expiring.id}`), PAGE_LOAD);
    await waitFor(
      () =>
        expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
          'Cancelled',
        ),
      PAGE_LOAD,
    );
    const activity = await screen.findByRole('table', { name: 'Card activity' }, PAGE_LOAD);
    await waitFor(
      () => expect(within(activity).getAllByText('Renewed').length).toBeGreaterThan(0),
      PAGE_LOAD,
    );
    for (const name of ACTIONS) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
