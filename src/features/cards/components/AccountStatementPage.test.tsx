import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { request } from '@/lib/http';
import { formatMoney } from '@/lib/format';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { rowTexts } from '@/test/table';
import { useSessionStore } from '@/stores/session';
import { accountStatementSchema } from '../api/schemas';
import { exportAccountStatement } from '../api/statement-export';
import { statementQueryOf } from '../model/statement-period';
import { ACCOUNT_STATEMENT_SEARCH_DEFAULTS } from '../model/statement-search';
import { localToday } from '@/lib/calendar';

const server = useMockApi();
useMatchMedia();

async function openStatement(path = '/account/statement') {
  await signInWithTokens('admin@acme.test');
  return renderApp(path, { heading: 'Account Statement', toaster: true });
}

const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the account statement', () => {
  beforeEach(() => useSessionStore.getState().signedOut());

  it('shows the payment account, its money split between cards and available, and the period’s balances', async () => {
    await openStatement();
    const query = statementQueryOf(ACCOUNT_STATEMENT_SEARCH_DEFAULTS, localToday());
    const statement = await request('get', 'account/statement/', accountStatementSchema, {
      searchParams: query,
    });
    const money = (amount: number) => formatMoney(amount, statement.funds.currency);
    const funds = screen.getByRole('region', { name: 'Funds' });
    await waitFor(() => expect(figure(funds, 'Balance')).toBe(money(statement.funds.balance)), PAGE_LOAD);
    expect(figure(funds, 'Committed on cards')).toBe(money(statement.funds.committed));
    expect(figure(funds, 'Available')).toBe(money(statement.funds.available));
    expect(statement.funds.balance).toBeCloseTo(statement.funds.committed + statement.funds.available, 2);
    const balances = screen.getByRole('region', { name: 'Balances of the period' });
    expect(figure(balances, 'Opening balance')).toBe(money(statement.opening_balance));
    expect(figure(balances, 'Closing balance')).toBe(money(statement.closing_balance));
    expect(await screen.findByText('Account name', undefined, PAGE_LOAD)).toBeInTheDocument();
  });

  it('says the payment account could not be fetched, in its fallback words, and still shows the statement', async () => {
    server.use(
      http.get(
        '*/api/v1/tenants/get_payment_account_details/',
        () => new HttpResponse(null, { status: 502 }),
      ),
    );
    await openStatement();
    const account = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(account).toHaveTextContent('Unable to fetch payment account details. Please try again');
    expect(await screen.findByRole('table', { name: 'Account statement' }, PAGE_LOAD)).toBeInTheDocument();
  });

  it('links top-ups, refunds, returns and fees to their card; the CSV reads as the table, row by row', async () => {
    await openStatement('/account/statement?period=last_12_months');
    const table = await screen.findByRole('table', { name: 'Account statement' }, PAGE_LOAD);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), PAGE_LOAD);
    const links = within(table).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/cards\/[0-9a-f-]{36}$/);

    const query = statementQueryOf(
      { ...ACCOUNT_STATEMENT_SEARCH_DEFAULTS, period: 'last_12_months' },
      localToday(),
    );
    const statement = await request('get', 'account/statement/', accountStatementSchema, {
      searchParams: query,
    });
    const file = await exportAccountStatement(statement.funds.currency, {
      ...query,
      skip: undefined,
      top: undefined,
    });
    expect(file.filename).toMatch(/^account_statement_\d{8}_\d{6}\.csv$/);
    const [headers, ...lines] = Papa.parse<string[]>((await file.blob.text()).trim()).data;
    expect(headers).toEqual(['Date', 'Description', 'Reference', 'Money in', 'Money out', 'Balance']);
    expect(lines).toHaveLength(statement.count);
    const shown = rowTexts(table);
    expect(lines.slice(0, shown.length)).toEqual(shown);
  });
});
