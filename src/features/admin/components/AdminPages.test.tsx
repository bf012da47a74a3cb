import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACME_TENANT_ID } from '@mocks/node';
import { useSessionStore } from '@/stores/session';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { PAGE_LOAD, renderApp, signInAs } from '@/test/app';

const server = useMockApi();
useMatchMedia();

const renderAt = (path: string, heading: string) => renderApp(path, { heading });

function countRequests(method: string, pathSuffix: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(pathSuffix)) seen.count += 1;
  });
  return seen;
}

async function openCreateDialog(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('table', { name: 'Companies' }, PAGE_LOAD);
  await user.click(screen.getByRole('button', { name: 'New company' }));
  return screen.findByRole('dialog', { name: 'New company' });
}

describe('Manage Company', () => {
  beforeEach(async () => {
    useSessionStore.getState().signedOut();
    await signInAs('root@platform.test');
  });

  it("opens at the sidebar's trailing-slash URL with the first page of companies, newest first", async () => {
    const { router } = await renderAt('/admin/companies/', 'Manage Company');
    const table = await screen.findByRole('table', { name: 'Companies' }, PAGE_LOAD);
    // 25 companies and the header row.
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Showing 1–25 of 32')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(router.state.location.pathname).toMatch(/^\/admin\/companies\/?$/);
  });

  it('sorts by a clicked header, with aria-sort and the order in the URL', async () => {
    const { router, user } = await renderAt('/admin/companies', 'Manage Company');
    const table = await screen.findByRole('table', { name: 'Companies' }, PAGE_LOAD);
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ order_by: 'name', order: 'asc' }),
    );
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await waitFor(() => expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(/^A/));
  });

  it('marks demo companies, says which are due an upgrade, and lists only the demo ones on demand', async () => {
    const { router, user } = await renderAt('/admin/companies?top=50', 'Manage Company');
    const table = await screen.findByRole('table', { name: 'Companies' }, PAGE_LOAD);
    const trialColumn = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Trial');
    const trialOf = (row: HTMLElement) => row.children[trialColumn]!.textContent ?? '';
    const rows = () => within(table).getAllByRole('row').slice(1);
    const demoRows = rows().filter((row) => trialOf(row).startsWith('Demo'));
    expect(demoRows.length).toBeGreaterThan(1);
    expect(demoRows.some((row) => trialOf(row) === 'DemoDue upgrade')).toBe(true);
    expect(demoRows.some((row) => /^DemoTrial ends \d{1,2} \w{3} \d{4}$/.test(trialOf(row)))).toBe(true);
    // A live company has no trial.
    const acme = within(table).getByRole('rowheader', { name: 'Acme Corp' }).closest('tr')!;
    expect(trialOf(acme)).toBe('');

    const plan = screen.getByRole('combobox', { name: 'Plan' });
    expect(within(plan).getByRole('option', { name: `Demo (${demoRows.length})` })).toBeInTheDocument();
    await user.selectOptions(plan, `Demo (${demoRows.length})`);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ plan: 'demo' }));
    await waitFor(() => expect(rows()).toHaveLength(demoRows.length));
    expect(rows().every((row) => trialOf(row).startsWith('Demo'))).toBe(true);
    expect(screen.getByText(`Showing 1–${demoRows.length} of ${demoRows.length}`)).toBeInTheDocument();
  });

  it('says when no company matches the keyword', async () => {
    await renderAt('/admin/companies?keyword=zzzz', 'Manage Company');
    expect(await screen.findByText('No companies match "zzzz".', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search companies' })).toHaveValue('zzzz');
  });

  it("shows the server's reason or the fallback text when listing fails, and tries again", async () => {
    server.use(
      http.get(
        '*/api/v1/tenants/',
        () => HttpResponse.json({ detail: 'Tenant service is down' }, { status: 403 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await renderAt('/admin/companies', 'Manage Company');
    expect(await screen.findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent('Tenant service is down');

    server.use(http.get('*/api/v1/tenants/', () => HttpResponse.json({}, { status: 400 }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Unable to list tenants. Please try again'),
    );

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Companies' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the field rules beside the fields and sends nothing while they fail', async () => {
    const posts = countRequests('POST', '/tenants/');
    const { user } = await renderAt('/admin/companies', 'Manage Company');
    const dialog = await openCreateDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create company' }));

    const name = within(dialog).getByLabelText('Company name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Company name is required.');

    await user.click(name);
    await user.paste('N'.repeat(101));
    await user.click(within(dialog).getByLabelText('Yordex account ID'));
    await user.paste('y'.repeat(65));
    await user.click(within(dialog).getByRole('button', { name: 'Create company' }));
    expect(name).toHaveAccessibleDescription('Company name must be maximum of 100 characters long.');
    expect(within(dialog).getByLabelText('Yordex account ID')).toHaveAccessibleDescription(
      'Yordex account ID must be maximum of 64 characters long.',
    );
    expect(posts.count).toBe(0);
  });

  it("shows the server's field error beside the field and keeps what was typed", async () => {
    const { user } = await renderAt('/admin/companies', 'Manage Company');
    const dialog = await openCreateDialog(user);
    await user.type(within(dialog).getByLabelText('Company name'), 'acme corp');
    await user.selectOptions(within(dialog).getByLabelText('Currency'), 'EUR');
    await user.type(within(dialog).getByLabelText('Yordex account ID'), 'yx_1');
    await user.type(within(dialog).getByLabelText('Tenant data'), 'Pilot customer');
    await user.click(within(dialog).getByRole('switch', { name: 'Live' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create company' }));

    const name = within(dialog).getByLabelText('Company name');
    await waitFor(() => expect(name).toHaveAccessibleDescription('A company with this name already exists.'));
    expect(name).toHaveValue('acme corp');
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('EUR');
    expect(within(dialog).getByLabelText('Yordex account ID')).toHaveValue('yx_1');
    expect(within(dialog).getByLabelText('Tenant data')).toHaveValue('Pilot customer');
    expect(within(dialog).getByRole('switch', { name: 'Live' })).toBeChecked();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to its own text when creating fails without a message, then creates on retry', async () => {
    server.use(http.post('*/api/v1/tenants/', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { router, user } = await renderAt('/admin/companies?order_by=name&skip=25', 'Manage Company');
    const dialog = await openCreateDialog(user);
    await user.type(within(dialog).getByLabelText('Company name'), 'Initech');
    await user.click(within(dialog).getByRole('button', { name: 'Create company' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to list tenants. Please try again',
    );
    expect(within(dialog).getByLabelText('Company name')).toHaveValue('Initech');

    await user.click(within(dialog).getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back to page one, newest first, where the new company is the first row.
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    const table = screen.getByRole('table', { name: 'Companies' });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Initech'));
  });

  it('edits a company through the same dialog, prefilled', async () => {
    const { user } = await renderAt('/admin/companies?keyword=globex', 'Manage Company');
    const table = await screen.findByRole('table', { name: 'Companies' }, PAGE_LOAD);
    await user.click(await within(table).findByRole('button', { name: 'Edit Globex Inc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Globex Inc' });
    const name = within(dialog).getByLabelText('Company name');
    expect(name).toHaveValue('Globex Inc');
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('USD');
    expect(within(dialog).getByLabelText('Yordex account ID')).toHaveValue('yx_acc_40021958');

    await user.clear(name);
    await user.type(name, 'Acme Corp');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('A company with this name already exists.'));

    await user.clear(name);
    await user.type(name, 'Globex Corporation');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByRole('rowheader', { name: 'Globex Corporation' })).toBeInTheDocument();
  });

  it('keeps a switch toggled twice in quick succession where it was left while the first reply lands', async () => {
    // Each PUT waits here, then goes on to the mock API's own handler.
    const held: (() => void)[] = [];
    server.use(
      http.put('*/api/v1/tenants/:id/', () => new Promise<undefined>((go) => held.push(() => go(undefined)))),
    );
    const answered = { count: 0 };
    server.events.on('response:mocked', ({ request }) => {
      if (request.method === 'PUT') answered.count += 1;
    });
    const listReads = countRequests('GET', '/tenants/');

    const { user } = await renderAt('/admin/companies?keyword=globex', 'Manage Company');
    const table = await screen.findByRole('table', { name: 'Companies' }, PAGE_LOAD);
    // A row renders anew when its data changes, so the switch is looked up each time.
    const active = () => within(table).getByRole('switch', { name: 'Active: Globex Inc' });
    await waitFor(() => expect(active()).toBeChecked());
    await user.click(active());
    await waitFor(() => expect(active()).not.toBeChecked());
    await user.click(active());
    await waitFor(() => expect(active()).toBeChecked());
    await waitFor(() => expect(held).toHaveLength(2));
    const readsBefore = listReads.count;

    held[0]!();
    await waitFor(() => expect(answered.count).toBe(1));
    // The server now says inactive, but the second change is still on its way: no list read yet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listReads.count).toBe(readsBefore);
    expect(active()).toBeChecked();

    held[1]!();
    await waitFor(() => expect(listReads.count).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(answered.count).toBe(2));
    await waitFor(() => expect(active()).toBeChecked());
  });
});

describe('Manage Users', () => {
  beforeEach(async () => {
    useSessionStore.getState().signedOut();
    await signInAs('root@platform.test');
  });

  it("opens at the sidebar's trailing-slash URL with the company, status and keyword from the URL", async () => {
    const { router } = await renderAt(
      `/admin/users/?tenant_id=${ACME_TENANT_ID}&status=inactive&keyword=hughes`,
      'Manage Users',
    );
    const table = await screen.findByRole('table', { name: 'Users' }, PAGE_LOAD);
    const row = await within(table).findByRole('row', { name: /Tom Hughes/ });
    expect(row).toHaveTextContent('inactive@acme.test');
    expect(row).toHaveTextContent('Acme Corp');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByLabelText('Status')).toHaveValue('inactive');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('hughes');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Acme Corp'));
    expect(router.state.location.pathname).toMatch(/^\/admin\/users\/?$/);
  });
});
