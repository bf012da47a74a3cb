import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';
import { DOCUMENT_MESSAGES } from '../model/document-rules';

const server = useMockApi();
useMatchMedia();
useResizeObserver();

const USER = 'user@acme.test';
const ADMIN = 'admin@acme.test';

async function openContracts(email: string, path = '/contracts') {
  await signInWithTokens(email);
  const app = await renderApp(path, { heading: 'Contracts', userOptions: { applyAccept: false } });
  return app;
}

async function findTable() {
  const table = await screen.findByRole('table', { name: 'Contracts' }, PAGE_LOAD);
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return table;
}

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

describe('Contracts page', () => {
  it('lists the contracts with their costs, cancel-by dates and seats, and gives a client admin the write actions', async () => {
    const { router } = await openContracts(ADMIN);
    const table = await findTable();
    expect(figure('Contracts')).toBe('120');
    expect(figure('Total annual cost')).toMatch(/^£[\d,]+\.\d\d$/);
    const rows = dataRows(table);
    expect(rows.length).toBe(25);
    expect(screen.getByRole('button', { name: 'New contract' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: /^Edit contract for / })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renewal calendar' })).toHaveAttribute(
      'href',
      '/contracts/renewals',
    );

    // Slack: £48,000 a year, cancel by in 15 days, its app's License Management page one click away.
    await router.navigate({ to: '/contracts', search: { keyword: 'Slack' } as never });
    await waitFor(() => expect(within(table).getByRole('link', { name: 'Slack' })).toBeInTheDocument());
    const slack = within(table).getByRole('link', { name: 'Slack' }).closest('tr')!;
    expect(within(table).getByRole('link', { name: 'Slack' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contracts\/slack/),
    );
    expect(slack).toHaveTextContent('£48,000.00');
    expect(slack).toHaveTextContent('≤ 30 days');
    expect(slack).toHaveTextContent('Monthly');
  }, 30_000);

  it('shows a client user no write actions', async () => {
    await openContracts(USER);
    const table = await findTable();
    expect(screen.queryByRole('button', { name: 'New contract' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Edit contract/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete contract/ })).not.toBeInTheDocument();
  }, 30_000);

  it('keeps the filters in the URL, narrows the rows and the total, and says when nothing matches', async () => {
    const { user, router } = await openContracts(ADMIN);
    const table = await findTable();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Auto-renew' }), 'no');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ auto_renew: 'no' }));
    await waitFor(() => expect(Number(figure('Contracts'))).toBeLessThan(120));
    for (const row of dataRows(table))
      expect(
        within(row)
          .getAllByRole('cell')
          .some((cell) => cell.textContent === 'No'),
      ).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ auto_renew: 'no', currency: 'EUR' }),
    );

    const search = screen.getByRole('searchbox', { name: 'Search contracts' });
    await user.click(search);
    await user.paste('no such vendor anywhere');
    await user.keyboard('{Enter}');
    expect(
      await within(table).findByText('No contracts match "no such vendor anywhere".'),
    ).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(figure('Contracts')).toBe('120'));
    expect(router.state.location.search).toEqual({});

    await router.navigate({ to: '/contracts', search: { window: '30' } as never });
    await waitFor(() => expect(Number(figure('Contracts'))).toBeLessThan(120));
  }, 60_000);

  it('shows an error state when the list cannot be loaded', async () => {
    server.use(
      http.get('*/api/v1/contracts/', () =>
        HttpResponse.json({ detail: 'Database unavailable.' }, { status: 500 }),
      ),
    );
    await openContracts(ADMIN);
    expect(await screen.findByText('Database unavailable.', {}, PAGE_LOAD)).toBeInTheDocument();
  }, 30_000);

  it('shows an empty state when the tenant has no contracts', async () => {
    server.use(
      http.get('*/api/v1/contracts/', () =>
        HttpResponse.json({ rows: [], count: 0, total_annual_cost: 0, currency: 'GBP' }),
      ),
    );
    await openContracts(ADMIN);
    expect(await screen.findByText('No contracts yet', {}, PAGE_LOAD)).toBeInTheDocument();
  }, 30_000);

  it('checks the form before sending: app, dates, numbers', async () => {
    const { user } = await openContracts(ADMIN);
    await findTable();
    await user.click(screen.getByRole('button', { name: 'New contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contract' });
    await user.type(within(dialog).getByLabelText('Start date'), '2026-06-01');
    await user.type(within(dialog).getByLabelText('End date'), '2026-05-01');
    await user.clear(within(dialog).getByLabelText('Notice period'));
    await user.type(within(dialog).getByLabelText('Notice period'), 'ten');
    await user.type(within(dialog).getByLabelText('Annual cost'), '12,00x');
    await user.type(within(dialog).getByLabelText('Seats'), '4.5x');
    await user.click(within(dialog).getByRole('button', { name: 'Create contract' }));

    expect(await within(dialog).findByText('App is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('End date must be after the start date.')).toBeInTheDocument();
    expect(within(dialog).getByText('Notice period is not a valid number.')).toBeInTheDocument();
    expect(within(dialog).getByText('Annual cost must be a valid floating number.')).toBeInTheDocument();
    expect(within(dialog).getByText('Seats is not a valid number.')).toBeInTheDocument();
    // Nothing typed is lost.
    expect(within(dialog).getByLabelText('Annual cost')).toHaveValue('12,00x');
  }, 30_000);

  it("edits a contract: the server's field messages show beside the fields and nothing typed is lost; then it saves", async () => {
    server.use(
      http.put(
        '*/api/v1/contracts/:id/',
        () =>
          HttpResponse.json(
            { end_date: ['End date overlaps another contract for this app.'] },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const { user } = await openContracts(ADMIN, '/contracts?keyword=Slack');
    const table = await findTable();
    await waitFor(() => expect(within(table).getByRole('link', { name: 'Slack' })).toBeInTheDocument());
    await user.click(within(table).getByRole('button', { name: 'Edit contract for Slack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contract' });
    expect(within(dialog).getByLabelText('Seats')).toHaveValue('400');
    await user.clear(within(dialog).getByLabelText('Seats'));
    await user.type(within(dialog).getByLabelText('Seats'), '420');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(
      await within(dialog).findByText('End date overlaps another contract for this app.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Seats')).toHaveValue('420');

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit contract' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(table).getByRole('link', { name: 'Slack' }).closest('tr')).toHaveTextContent('/ 420'),
    );
  }, 30_000);

  it('refuses a document of another type before sending it, beside the file input', async () => {
    let posted = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/uploads/')) posted += 1;
    });
    const { user } = await openContracts(ADMIN);
    const table = await findTable();
    await user.click(within(dataRows(table)[0]!).getByRole('button', { name: /^Documents \(\d+\) of / }));
    const dialog = await screen.findByRole('dialog', { name: /^Documents: / });
    const input = within(dialog).getByLabelText('Upload a document');
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(await within(dialog).findByText(DOCUMENT_MESSAGES.type)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await within(dialog).findByText(DOCUMENT_MESSAGES.size)).toBeInTheDocument();
    expect(posted).toBe(0);
    server.events.removeAllListeners();
  }, 30_000);
});
