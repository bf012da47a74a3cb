import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokensFor } from '@mocks/node';
import { fetchMe } from '@/features/auth';
import { storeTokens } from '@/lib/tokens';
import { useSessionStore } from '@/stores/session';
import { PAGE_LOAD, renderApp } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useResizeObserver } from '@/test/resize-observer';
import { useMockApi } from '@/test/mock-api';
import type { Category, Product, Vendor } from '../api/schemas';
import { testItem, testProduct } from '@/test/catalogue';

const server = useMockApi();
useMatchMedia();

useResizeObserver();

const vendors: Vendor[] = [
  { id: 'v-acme', name: 'Acme Software', website: 'https://acme.example', item_count: 1 },
  { id: 'v-globex', name: 'Globex Tools', website: 'https://globex.example', item_count: 0 },
];
const categories: Category[] = [
  { id: 'c-chat', name: 'Chat', item_count: 1 },
  { id: 'c-design', name: 'Design', item_count: 0 },
];

interface Catalogue {
  products: Product[];
  /** The query string of every `GET /items/`. */
  listQueries: URLSearchParams[];
  /** The body of every write, by `METHOD path`. */
  writes: { call: string; body: unknown }[];
}

/**
 * The catalogue calls Manage Apps makes, answered from a small catalogue held here: lists, the
 * vendor and category lists, and retiring and restoring.
 */
function useCatalogue(): Catalogue {
  const catalogue: Catalogue = {
    products: [
      testProduct('Slack'),
      testProduct('Oldchat', { is_retired: true, rating: null, review_count: 0 }),
    ],
    listQueries: [],
    writes: [],
  };
  server.use(
    http.get('*/api/v1/items/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      catalogue.listQueries.push(query);
      const keyword = (query.get('keyword') ?? '').toLowerCase();
      const rows = catalogue.products
        .filter((p) => query.get('include_retired') === 'true' || !p.is_retired)
        .filter((p) => p.name.toLowerCase().includes(keyword))
        .map(testItem);
      return HttpResponse.json({ rows, count: rows.length });
    }),
    http.get('*/api/v1/vendors/', () => HttpResponse.json({ rows: vendors, count: vendors.length })),
    http.get('*/api/v1/categories/', () => HttpResponse.json({ rows: categories, count: categories.length })),
    http.delete('*/api/v1/items/:id/', ({ params }) => {
      catalogue.writes.push({ call: `DELETE ${String(params.id)}`, body: null });
      const found = catalogue.products.find((p) => p.id === params.id)!;
      found.is_retired = true;
      return HttpResponse.json({ item: testItem(found), message: `${found.name} has been retired.` });
    }),
    http.put('*/api/v1/items/:id/', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      catalogue.writes.push({ call: `PUT ${String(params.id)}`, body });
      const found = catalogue.products.find((p) => p.id === params.id)!;
      if (body.is_retired === false) found.is_retired = false;
      return HttpResponse.json({ item: testItem(found), message: `${found.name} has been saved.` });
    }),
  );
  return catalogue;
}

async function renderManageApps(path = '/reach') {
  storeTokens(tokensFor('root@platform.test'));
  useSessionStore.getState().signedIn(await fetchMe(), 'stackwise');
  const rendered = await renderApp(path, { heading: 'Manage Apps', toaster: true });
  return rendered;
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
  beforeEach(() => {
    catalogue = useCatalogue();
  });

  it('lists the whole catalogue with retired apps marked: the list asks for include_retired', async () => {
    await renderManageApps();
    const table = await screen.findByRole('table', { name: 'Apps' }, PAGE_LOAD);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(2));
    expect(catalogue.listQueries.length).toBeGreaterThan(0);
    expect(catalogue.listQueries.every((query) => query.get('include_retired') === 'true')).toBe(true);

    const slack = rowOf(table, 'Slack');
    expect(within(slack).getByRole('link', { name: 'Slack' })).toHaveAttribute('href', '/product/slack');
    expect(slack).toHaveTextContent('Acme Software');
    expect(slack).toHaveTextContent('Chat');
    expect(slack).toHaveTextContent('Per seat');
    expect(slack).toHaveTextContent('4.2');
    expect(within(slack).getByText('Active')).toBeInTheDocument();
    expect(within(slack).getByRole('button', { name: 'Retire Slack' })).toBeInTheDocument();

    const old = rowOf(table, 'Oldchat');
    expect(within(old).getByText('Retired')).toBeInTheDocument();
    expect(within(old).getByRole('button', { name: 'Restore Oldchat' })).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: 'Retire Oldchat' })).not.toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'Manage Apps views' });
    expect(within(tabs).getByRole('link', { name: 'Apps' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Vendors' })).not.toHaveAttribute('aria-current');
  });

  it('shows each rule’s message beside its field, then the server’s, and keeps what was typed', async () => {
    let created: unknown = null;
    server.use(
      http.post('*/api/v1/items/', async ({ request }) => {
        created = await request.json();
        return HttpResponse.json({ name: ['An app with this name already exists.'] }, { status: 400 });
      }),
    );
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
    expect(created).toBeNull();

    await enter(user, within(dialog).getByLabelText('Name'), 'Slack');
    await enter(user, within(dialog).getByRole('combobox', { name: 'Vendor' }), 'glob');
    await user.click(await screen.findByRole('option', { name: 'Globex Tools' }));
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Design');
    await enter(user, within(dialog).getByLabelText('Website'), 'not a website');
    await enter(user, within(dialog).getByLabelText('Description'), 'Design in the browser.');
    await user.selectOptions(within(dialog).getByLabelText('Pricing model'), 'Freemium');
    await user.click(submit);
    expect(within(dialog).getByLabelText('Website')).toHaveAccessibleDescription(
      'Website is not a valid url.',
    );
    expect(within(dialog).getByLabelText('Name')).not.toHaveAccessibleDescription();
    expect(created).toBeNull();

    await enter(user, within(dialog).getByLabelText('Website'), 'slack.example');
    await user.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
        'An app with this name already exists.',
      ),
    );
    expect(created).toEqual({
      name: 'Slack',
      vendor_id: 'v-globex',
      category_id: 'c-design',
      website: 'https://slack.example',
      description: 'Design in the browser.',
      pricing_model: 'freemium',
    });
    // Nothing typed is lost.
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Slack');
    expect(within(dialog).getByRole('combobox', { name: 'Vendor' })).toHaveValue('Globex Tools');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('c-design');
    expect(within(dialog).getByLabelText('Website')).toHaveValue('slack.example');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Design in the browser.');
    expect(within(dialog).getByLabelText('Pricing model')).toHaveValue('freemium');
    // The message leaves once the field changes.
    await user.type(within(dialog).getByLabelText('Name'), ' Pro');
    expect(within(dialog).getByLabelText('Name')).not.toHaveAccessibleDescription();
  });

  it('retires an app only once confirmed, then offers to restore it', async () => {
    const { user } = await renderManageApps();
    const table = await screen.findByRole('table', { name: 'Apps' }, PAGE_LOAD);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(2));

    await user.click(within(rowOf(table, 'Slack')).getByRole('button', { name: 'Retire Slack' }));
    let dialog = await screen.findByRole('dialog', { name: 'Retire Slack?' });
    expect(dialog).toHaveTextContent('Stacks that already hold it keep it, marked as retired.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(catalogue.writes).toEqual([]);

    await user.click(within(rowOf(table, 'Slack')).getByRole('button', { name: 'Retire Slack' }));
    dialog = await screen.findByRole('dialog', { name: 'Retire Slack?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire app' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(catalogue.writes).toEqual([{ call: 'DELETE p-slack', body: null }]);
    expect(await screen.findByText('Slack has been retired.')).toBeInTheDocument();
    const slack = rowOf(table, 'Slack');
    expect(within(slack).getByText('Retired')).toBeInTheDocument();

    await user.click(within(slack).getByRole('button', { name: 'Restore Slack' }));
    await waitFor(() =>
      expect(within(rowOf(table, 'Slack')).getByRole('button', { name: 'Retire Slack' })).toBeInTheDocument(),
    );
    expect(within(rowOf(table, 'Slack')).getByText('Active')).toBeInTheDocument();
    expect(catalogue.writes[1]).toEqual({
      call: 'PUT p-slack',
      body: {
        name: 'Slack',
        vendor_id: 'v-acme',
        category_id: 'c-chat',
        website: 'https://slack.example',
        description: 'Slack keeps the team talking.',
        pricing_model: 'per_seat',
        is_retired: false,
      },
    });
  });

  it('lists vendors with their app counts; a refused delete shows the server’s reason in the dialog', async () => {
    server.use(
      http.delete('*/api/v1/vendors/:id/', () =>
        HttpResponse.json({ detail: 'Acme Software still has apps in the catalogue.' }, { status: 400 }),
      ),
    );
    const { user, router } = await renderManageApps();
    await user.click(screen.getByRole('link', { name: 'Vendors' }));
    const table = await screen.findByRole('table', { name: 'Vendors' }, PAGE_LOAD);
    expect(router.state.location.search).toMatchObject({ view: 'vendors' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Acme Software', 'Globex Tools']);
    const acme = rowOf(table, 'Acme Software');
    expect(within(acme).getByRole('link', { name: /acme\.example/ })).toHaveAttribute(
      'href',
      'https://acme.example',
    );
    expect(acme).toHaveTextContent(/1\s*Edit/);

    await user.click(within(acme).getByRole('button', { name: 'Delete Acme Software' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme Software?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete vendor' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Acme Software still has apps in the catalogue.',
    );
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
  });
});
