import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '@/lib/http';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { holdReply as hold, useMockApi } from '@/test/mock-api';
import { userListSchema } from '../api/schemas';

const server = useMockApi();
useMatchMedia();

// jsdom has no layout: give the table's scroll region a height, so the virtualiser renders rows.
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
});

async function renderManage(email: string, path = '/manage', appid = 'stackwise') {
  await signInWithTokens(email, appid);
  const { user, router } = await renderApp(path, { heading: 'Manage', toaster: true });
  const table = await screen.findByRole('table', { name: 'Users' }, PAGE_LOAD);
  return { user, router, table };
}

/** Typing a whole value at once keeps these full-app tests quick. */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  if (text) await user.paste(text);
}

async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search users' });
  await enter(user, box, text);
  await user.keyboard('{Enter}');
}

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1' && row.getAttribute('aria-hidden') !== 'true');

async function serverUser(keyword: string) {
  const list = await request('get', 'users/', userListSchema, { searchParams: { keyword } });
  return list.rows[0];
}

describe('Manage users (client admin)', () => {
  it('lists the tenant with counts, renders only the rows in view, and searches, filters and sorts', async () => {
    const { user, router, table } = await renderManage('admin@acme.test');
    expect(await screen.findByText(/^1,205 users · \d[\d,]* active · \d+ inactive$/)).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-rowcount', '1206');
    expect(bodyRows(table).length).toBeLessThanOrEqual(40);

    await searchFor(user, 'olivia bennett');
    await waitFor(() => expect(screen.getByText('Showing 1 of 1,205 users')).toBeInTheDocument());
    expect(within(bodyRows(table)[0]!).getByRole('rowheader')).toHaveTextContent('Olivia Bennett');
    expect(router.state.location.search).toMatchObject({ keyword: 'olivia bennett' });

    await searchFor(user, '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'user');
    await waitFor(() => expect(screen.getByText(/^Showing \d+ of 1,205 users$/)).toBeInTheDocument());
    expect(bodyRows(table).every((row) => within(row).queryByText('Inactive') !== null)).toBe(true);
    expect(bodyRows(table).every((row) => within(row).queryByText('Client admin') === null)).toBe(true);

    const email = within(table).getByRole('columnheader', { name: /E-mail/ });
    await user.click(within(email).getByRole('button'));
    await waitFor(() => expect(email).toHaveAttribute('aria-sort', 'ascending'));
    const emails = bodyRows(table).map((row) => row.querySelectorAll('td')[0]!.textContent ?? '');
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    await user.click(within(email).getByRole('button'));
    await waitFor(() => expect(email).toHaveAttribute('aria-sort', 'descending'));
    expect(router.state.location.search).toMatchObject({
      status: 'inactive',
      role: 'user',
      order_by: 'email',
      order: 'desc',
    });
  });

  it('adds a user: the rule messages beside the fields, the server’s too, and nothing typed is lost', async () => {
    const { user, table } = await renderManage('admin@acme.test');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(within(dialog).getByText('First name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required.')).toBeInTheDocument();

    await enter(user, within(dialog).getByLabelText('First name'), 'Ada');
    await enter(user, within(dialog).getByLabelText('Last name'), 'Lovelace');
    await enter(user, within(dialog).getByLabelText('Email'), 'ada@acme');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(within(dialog).getByText('Email is not a valid email.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await enter(user, within(dialog).getByLabelText('Email'), 'user@acme.test');
    await user.click(within(dialog).getByRole('switch', { name: 'Buyer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(
      await within(dialog).findByText('An account with this e-mail already exists.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Ada');
    expect(within(dialog).getByRole('switch', { name: 'Buyer' })).toBeChecked();

    await enter(user, within(dialog).getByLabelText('Email'), 'ada.lovelace@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(
      await screen.findByText('Ada Lovelace has been added and invited by e-mail.', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/^1,206 users/)).toBeInTheDocument();
    await searchFor(user, 'lovelace');
    const row = await within(table).findByRole('row', { name: /Ada Lovelace/ });
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(await serverUser('ada.lovelace')).toMatchObject({ is_buyer: true, status: 'active' });
  });

  it('edits a user, and shows a server refusal beside the field it concerns', async () => {
    const { user, table } = await renderManage('admin@acme.test', '/manage?keyword=olivia%20bennett');
    await user.click(await within(table).findByRole('button', { name: 'Edit Olivia Bennett' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Olivia Bennett' });
    expect(within(dialog).getByLabelText('Email')).toHaveValue('user@acme.test');
    await enter(user, within(dialog).getByLabelText('Last name'), 'Bennett-Smith');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'client_admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Olivia Bennett-Smith has been updated.', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    const row = await within(table).findByRole('row', { name: /Olivia Bennett-Smith/ });
    expect(within(row).getByText('Client admin')).toBeInTheDocument();

    // The admin's own row: dropping their own admin role is refused beside the Role field.
    await searchFor(user, 'james carter');
    await user.click(await within(table).findByRole('button', { name: 'Edit James Carter' }));
    const own = await screen.findByRole('dialog', { name: 'Edit James Carter' });
    await user.selectOptions(within(own).getByLabelText('Role'), 'user');
    await user.click(within(own).getByRole('button', { name: 'Save changes' }));
    expect(await within(own).findByText('You cannot remove your own admin role.')).toBeInTheDocument();
    expect(within(own).getByLabelText('Role')).toHaveValue('user');
  });

  it('deactivates at once and rolls back with the server’s reason when it refuses; reactivates', async () => {
    const { user, table } = await renderManage('admin@acme.test', '/manage?keyword=olivia%20bennett');
    const row = await within(table).findByRole('row', { name: /Olivia Bennett/ });
    const release = hold('post', '*/api/v1/users/:id/deactivate/', () =>
      HttpResponse.json({ detail: 'User service is unavailable' }, { status: 503 }),
    );
    await user.click(within(row).getByRole('button', { name: 'Deactivate Olivia Bennett' }));
    expect(await within(row).findByText('Inactive')).toBeInTheDocument();
    release();
    expect(await screen.findByText('User service is unavailable', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(await within(row).findByText('Active')).toBeInTheDocument();
    server.resetHandlers();

    await user.click(within(row).getByRole('button', { name: 'Deactivate Olivia Bennett' }));
    expect(
      await screen.findByText('Olivia Bennett has been deactivated.', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(await serverUser('user@acme.test')).toMatchObject({
      status: 'inactive',
      is_active: false,
      is_buyer: false,
      is_cards_user: false,
    });
    await user.click(within(row).getByRole('button', { name: 'Reactivate Olivia Bennett' }));
    expect(
      await screen.findByText('Olivia Bennett has been reactivated.', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('removes a user only after confirming, and reinvites one who never signed in', async () => {
    const { user, table } = await renderManage('admin@acme.test', '/manage?keyword=noah%20fischer');
    await user.click(await within(table).findByRole('button', { name: 'Reinvite Noah Fischer' }));
    expect(
      await screen.findByText('A new invitation has been sent to new@acme.test.', undefined, PAGE_LOAD),
    ).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Remove Noah Fischer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Noah Fischer?' });
    // Focus moves into the dialog (and stays there: Headless UI traps it).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(table).getByRole('row', { name: /Noah Fischer/ })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Remove Noah Fischer' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Noah Fischer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove user' }));
    expect(
      await screen.findByText('Noah Fischer has been removed.', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByText('No users match "noah fischer".')).toBeInTheDocument();
    expect(await serverUser('new@acme.test')).toBeUndefined();
  });

  it('shows the staff users as cards, the first nine until asked for all', async () => {
    const { user } = await renderManage('admin@acme.test');
    const staff = await screen.findByRole('list', { name: 'Staff users' }, PAGE_LOAD);
    expect(within(staff).getAllByRole('listitem')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: /^Show all \d+ staff users$/ }));
    expect(within(staff).getAllByRole('listitem').length).toBeGreaterThan(9);
    expect(within(staff).getByText('James Carter')).toBeInTheDocument();
    expect(within(staff).getByRole('link', { name: 'admin@acme.test' })).toHaveAttribute(
      'href',
      'mailto:admin@acme.test',
    );
  });
});

describe('Manage users (read-only)', () => {
  it('shows a plain user the list without any way to change it', async () => {
    const { table } = await renderManage('user@acme.test');
    expect(await screen.findByText(/^1,205 users/)).toBeInTheDocument();
    expect(screen.getByText(/Only client admins can add, change or remove them/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import users' })).not.toBeInTheDocument();
    expect(
      within(table).queryByRole('button', { name: /^(Edit|Remove|Deactivate) / }),
    ).not.toBeInTheDocument();
  });

  it('keeps the demo account read-only too', async () => {
    await renderManage('demo@stackwise.test', '/manage', 'demo');
    expect(screen.getByText('Sorry, this is a read-only demo account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
  });
});
