import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { findAccountByEmail } from '@mocks/db';
import { createReview } from '@mocks/factories';
import { categoryId } from '@mocks/fixtures/catalogue';
import { tokensFor } from '@mocks/node';
import { call } from '@mocks/testing';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useResizeObserver } from '@/test/resize-observer';
import { useMockApi } from '@/test/mock-api';
import type { Category, Product, Vendor } from '../api/schemas';

const server = useMockApi();
useMatchMedia();

useResizeObserver();

/** The platform's super admin, who keeps the catalogue. */
const SUPER_ADMIN = 'root@platform.test';

interface Catalogue {
  /** Two vendors of the test's own; the first has both apps. */
  vendors: Vendor[];
  chat: Category;
  /** "Quokkachat" (live, rated 4.5) and "Quokka Oldchat" (retired). */
  products: Product[];
}

/**
 * A small corner of the catalogue, made through the API the page uses: the keyword "quokka" finds
 * only it among the seeded apps and vendors.
 */
async function quokkaCatalogue(): Promise<Catalogue> {
  const token = tokensFor(SUPER_ADMIN).access;
  const post = async (path: string, body: object) => (await call('POST', path, { token, body })).body;
  const vendors: Vendor[] = [
    (await post('/vendors/', { name: 'Quokka Software', website: 'https://quokka.example' })).vendor,
    (await post('/vendors/', { name: 'Quokka Tools', website: 'https://quokka-tools.example' })).vendor,
  ];
  const chat: Category = (await post('/categories/', { name: 'Quokka Chat' })).category;
  const app = async (name: string): Promise<Product> =>
    (
      await post('/items/', {
        name,
        vendor_id: vendors[0]!.id,
        category_id: chat.id,
        website: `https://${name.toLowerCase().replace(' ', '-')}.example`,
        description: `${name} keeps the team talking.`,
        pricing_model: 'per_seat',
      })
    ).item.product;
  const live = await app('Quokkachat');
  const old = await app('Quokka Oldchat');
  await call('DELETE', `/items/${old.id}/`, { token });
  const reviewer = findAccountByEmail('user@acme.test')!;
  await createReview(reviewer, { product_id: live.id, rating: 4 });
  await createReview(findAccountByEmail('admin@acme.test')!, { product_id: live.id, rating: 5 });
  return { vendors, chat, products: [live, old] };
}

/** What the page sends, seen on its way to the mock API: every list query and every write. */
function watchCalls() {
  const seen = { listQueries: [] as URLSearchParams[], writes: [] as { call: string; body: unknown }[] };
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*\/api\/v1/, '');
    if (request.method === 'GET') {
      if (path === '/items/') seen.listQueries.push(url.searchParams);
      return;
    }
    const text = await request.clone().text();
    seen.writes.push({ call: `${request.method} ${path}`, body: text ? JSON.parse(text) : null });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

async function renderManageApps(path = '/reach?keyword=quokka') {
  await signInWithTokens(SUPER_ADMIN);
  return renderApp(path, { heading: 'Manage Apps', toaster: true });
}

/** Typing a whole value at once keeps these full-app tests quick. */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  if (text) await user.paste(text);
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr')!;

describe('Manage Apps (super admin)', () => {
  let catalogue: Catalogue;
  beforeEach(async () => {
    catalogue = await quokkaCatalogue();
  });

  it('lists the whole catalogue with retired apps marked: the list asks for include_retired', async () => {
    const calls = watchCalls();
    await renderManageApps();
    const table = await screen.findByRole('table', { name: 'Apps' }, PAGE_LOAD);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(2));
    expect(calls.listQueries.length).toBeGreaterThan(0);
    expect(calls.listQueries.every((query) => query.get('include_retired') === 'true')).toBe(true);

    const live = rowOf(table, 'Quokkachat');
    expect(within(live).getByRole('link', { name: 'Quokkachat' })).toHaveAttribute(
      'href',
      '/product/quokkachat',
    );
    expect(live).toHaveTextContent('Quokka Software');
    expect(live).toHaveTextContent('Quokka Chat');
    expect(live).toHaveTextContent('Per seat');
    expect(live).toHaveTextContent('4.5');
    expect(within(live).getByText('Active')).toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'Retire Quokkachat' })).toBeInTheDocument();

    const old = rowOf(table, 'Quokka Oldchat');
    expect(within(old).getByText('Retired')).toBeInTheDocument();
    expect(within(old).getByRole('button', { name: 'Restore Quokka Oldchat' })).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: 'Retire Quokka Oldchat' })).not.toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'Manage Apps views' });
    expect(within(tabs).getByRole('link', { name: 'Apps' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Vendors' })).not.toHaveAttribute('aria-current');
  });

  it('shows each rule’s message beside its field, then the server’s, and keeps what was typed', async () => {
    // The seeded catalogue already has Slack: the server refuses the name.
    const calls = watchCalls();
    const created = () => calls.writes.find((write) => write.call === 'POST /items/')?.body ?? null;
    const { user } = await renderManageApps();
    await screen.findByRole('table', { name: 'Apps' }, PAGE_LOAD);
    await user.click(screen.getByRole('button', { name: 'New app' }));
    const dialog = await screen.findByRole('dialog', { name: 'New app' });
    const submit = within(dialog).getByRole('button', { name: 'Create app' });

    await user.click(submit);
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(within(dialog).getByRole('combobox', { name: 'Vendor' })).toHaveAccessibleDescription(
      'Vendor is required.',
    );
    expect(within(dialog).getByLabelText('Category')).toHaveAccessibleDescription('Category is required.');
    expect(within(dialog).getByLabelText('Website')).toHaveAccessibleDescription('Website is required.');
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription(
      'Description is required.',
    );
    expect(within(dialog).getByLabelText('Pricing model')).toHaveAccessibleDescription(
      'Pricing model is required.',
    );
    expect(created()).toBeNull();

    await enter(user, within(dialog).getByLabelText('Name'), 'Slack');
    await enter(user, within(dialog).getByRole('combobox', { name: 'Vendor' }), 'quokka t');
    await user.click(await screen.findByRole('option', { name: 'Quokka Tools' }));
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Design');
    await enter(user, within(dialog).getByLabelText('Website'), 'not a website');
    await enter(user, within(dialog).getByLabelText('Description'), 'Design in the browser.');
    await user.selectOptions(within(dialog).getByLabelText('Pricing model'), 'Freemium');
    await user.click(submit);
    expect(within(dialog).getByLabelText('Website')).toHaveAccessibleDescription(
      'Website is not a valid url.',
    );
    expect(within(dialog).getByLabelText('Name')).not.toHaveAccessibleDescription();
    expect(created()).toBeNull();

    await enter(user, within(dialog).getByLabelText('Website'), 'slack.example');
    await user.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
        'An app with this name already exists.',
      ),
    );
    expect(created()).toEqual({
      name: 'Slack',
      vendor_id: catalogue.vendors[1]!.id,
      category_id: categoryId('Design'),
      website: 'https://slack.example',
      description: 'Design in the browser.',
      pricing_model: 'freemium',
    });
    // Nothing typed is lost.
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Slack');
    expect(within(dialog).getByRole('combobox', { name: 'Vendor' })).toHaveValue('Quokka Tools');
    expect(within(dialog).getByLabelText('Category')).toHaveValue(categoryId('Design'));
    expect(within(dialog).getByLabelText('Website')).toHaveValue('slack.example');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Design in the browser.');
    expect(within(dialog).getByLabelText('Pricing model')).toHaveValue('freemium');
    // The message leaves once the field changes.
    await user.type(within(dialog).getByLabelText('Name'), ' Pro');
    expect(within(dialog).getByLabelText('Name')).not.toHaveAccessibleDescription();
  });

  it('retires an app only once confirmed, then offers to restore it', async () => {
    const [app] = catalogue.products as [Product];
    const calls = watchCalls();
    const { user } = await renderManageApps();
    const table = await screen.findByRole('table', { name: 'Apps' }, PAGE_LOAD);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(2));

    await user.click(within(rowOf(table, 'Quokkachat')).getByRole('button', { name: 'Retire Quokkachat' }));
    let dialog = await screen.findByRole('dialog', { name: 'Retire Quokkachat?' });
    expect(dialog).toHaveTextContent('Stacks that already hold it keep it, marked as retired.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.writes).toEqual([]);

    await user.click(within(rowOf(table, 'Quokkachat')).getByRole('button', { name: 'Retire Quokkachat' }));
    dialog = await screen.findByRole('dialog', { name: 'Retire Quokkachat?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire app' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.writes).toEqual([{ call: `DELETE /items/${app.id}/`, body: null }]);
    expect(await screen.findByText('Quokkachat has been retired.')).toBeInTheDocument();
    const live = rowOf(table, 'Quokkachat');
    expect(within(live).getByText('Retired')).toBeInTheDocument();

    await user.click(within(live).getByRole('button', { name: 'Restore Quokkachat' }));
    await waitFor(() =>
      expect(
        within(rowOf(table, 'Quokkachat')).getByRole('button', { name: 'Retire Quokkachat' }),
      ).toBeInTheDocument(),
    );
    expect(within(rowOf(table, 'Quokkachat')).getByText('Active')).toBeInTheDocument();
    expect(calls.writes[1]).toEqual({
      call: `PUT /items/${app.id}/`,
      body: {
        name: 'Quokkachat',
        vendor_id: catalogue.vendors[0]!.id,
        category_id: catalogue.chat.id,
        website: 'https://quokkachat.example',
        description: 'Quokkachat keeps the team talking.',
        pricing_model: 'per_seat',
        is_retired: false,
      },
    });
  });

  it('lists vendors with their app counts; a refused delete shows the server’s reason in the dialog', async () => {
    // Quokka Software still has Quokkachat: the server refuses to delete it.
    const { user, router } = await renderManageApps('/reach');
    await user.click(screen.getByRole('link', { name: 'Vendors' }));
    const table = await screen.findByRole('table', { name: 'Vendors' }, PAGE_LOAD);
    expect(router.state.location.search).toMatchObject({ view: 'vendors' });
    await router.navigate({ to: '/reach', search: { view: 'vendors', keyword: 'quokka' } });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Quokka Software', 'Quokka Tools']),
    );
    const acme = rowOf(table, 'Quokka Software');
    expect(within(acme).getByRole('link', { name: /quokka\.example/ })).toHaveAttribute(
      'href',
      'https://quokka.example',
    );
    expect(acme).toHaveTextContent(/1\s*Edit/);

    await user.click(within(acme).getByRole('button', { name: 'Delete Quokka Software' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Quokka Software?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete vendor' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Quokka Software still has apps in the catalogue.',
    );
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
  });
});
