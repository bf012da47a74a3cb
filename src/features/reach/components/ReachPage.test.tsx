import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokensFor } from '@mocks/node';
import { fetchMe } from '@/features/auth';
import { storeTokens } from '@/lib/tokens';
import { useSessionStore } from '@/stores/session';
import { PAGE_LOAD, renderApp } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { holdReply, useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';
import {
  colleague,
  otherColleague,
  product,
  testCategories,
  testVendors,
  useTestReachApi,
} from '@/test/reach-api';

const server = useMockApi();
useMatchMedia();

useResizeObserver();

type Seed = Omit<Parameters<typeof useTestReachApi>[1], 'me'>;

async function openReach(
  email: string,
  { path = '/reach', buyer = false, seed = {} }: { path?: string; buyer?: boolean; seed?: Seed } = {},
) {
  storeTokens(tokensFor(email));
  const me = await fetchMe();
  useSessionStore.getState().signedIn(buyer ? { ...me, is_buyer: true } : me, 'stackwise');
  const api = useTestReachApi(server, {
    me: {
      user_id: me.user_id,
      first_name: me.first_name,
      last_name: me.last_name,
      email: me.email,
      avatar: me.avatar,
    },
    ...seed,
  });
  const app = await renderApp(path, { heading: 'Reach', toaster: true });
  return { ...app, api };
}

const USER = 'user@acme.test';
const ADMIN = 'admin@acme.test';

const card = (name: string) => screen.findByRole('article', { name }, PAGE_LOAD);
const tab = (name: RegExp) => screen.getByRole('link', { name });

async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  if (text) await user.paste(text);
}

describe('Reach catalogue', () => {
  it('shows each product with its vendor, category, pricing, rating and the action that fits a plain user', async () => {
    await openReach(USER, {
      seed: {
        stack: ['Slack', 'Zoom'],
        mine: [
          { product: 'Asana', status: 'pending' },
          {
            product: 'Jira',
            status: 'rejected',
            rejection_reason: 'We already pay for Linear across the company.',
          },
        ],
      },
    });
    expect(await screen.findByText('8 apps in the catalogue', undefined, PAGE_LOAD)).toBeInTheDocument();

    const figma = await card('Figma');
    expect(within(figma).getByRole('link', { name: 'Figma' })).toHaveAttribute('href', '/product/figma');
    expect(within(figma).getByText('Design')).toBeInTheDocument();
    expect(within(figma).getByText('Freemium')).toBeInTheDocument();
    expect(within(figma).getByText('Figma helps teams with design.')).toBeInTheDocument();
    expect(within(figma).getByText('Rated 4.7 out of 5 from 31 reviews')).toBeInTheDocument();
    // A plain user asks for an app; they cannot add it themselves.
    expect(within(figma).getByRole('button', { name: 'Request' })).toBeInTheDocument();
    expect(within(figma).queryByRole('button', { name: 'Add to stack' })).not.toBeInTheDocument();

    const slack = await card('Slack');
    expect(within(slack).getByText('In your stack')).toBeInTheDocument();
    expect(within(slack).getByRole('button', { name: 'Remove from stack' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(within(await card('Zoom')).getByText('No reviews yet')).toBeInTheDocument();

    const asana = await card('Asana');
    expect(within(asana).getByText('Requested · pending approval')).toBeInTheDocument();
    expect(within(asana).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();

    const jira = await card('Jira');
    expect(within(jira).getByText('Request rejected')).toBeInTheDocument();
    expect(within(jira).getByText('We already pay for Linear across the company.')).toBeInTheDocument();
    expect(within(jira).getByRole('button', { name: 'Request' })).toBeInTheDocument();

    // The counts of the views, and no tenant requests for a plain user.
    expect(tab(/^Catalogue/)).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(tab(/^My stack/)).toHaveAccessibleName('My stack (2)'));
    expect(tab(/^My requests/)).toHaveAccessibleName('My requests (2)');
    expect(screen.queryByRole('link', { name: /^Requests/ })).not.toBeInTheDocument();
  });

  it('requests an app with a reason: the rules first, then the request shows at once everywhere', async () => {
    const { user } = await openReach(USER, { seed: { stack: ['Slack', 'Zoom'] } });
    const figma = await card('Figma');
    await user.click(within(figma).getByRole('button', { name: 'Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Figma' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Reason is required.')).toBeInTheDocument();
    await enter(user, within(dialog).getByLabelText('Reason'), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Reason must be minimum of 10 characters long.')).toBeInTheDocument();

    await enter(user, within(dialog).getByLabelText('Reason'), 'Our design reviews happen in Figma.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Your request for Figma has been sent.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(figma).getByText('Requested · pending approval')).toBeInTheDocument();
    await waitFor(() => expect(tab(/^My requests/)).toHaveAccessibleName('My requests (1)'));

    await user.click(tab(/^My requests/));
    const table = await screen.findByRole('table', { name: 'My requests' });
    const row = within(table).getByRole('row', { name: /Figma/ });
    expect(within(row).getByText('Pending approval')).toBeInTheDocument();
    expect(within(row).getByText('Our design reviews happen in Figma.')).toBeInTheDocument();
  });

  it('lets a buyer add an app directly: it shows in the stack at once', async () => {
    const { user, api } = await openReach(USER, { buyer: true, seed: { stack: ['Slack', 'Zoom'] } });
    const figma = await card('Figma');
    expect(within(figma).queryByRole('button', { name: 'Request' })).not.toBeInTheDocument();
    await user.click(within(figma).getByRole('button', { name: 'Add to stack' }));
    expect(within(figma).getByText('In your stack')).toBeInTheDocument();
    expect(await screen.findByText('Figma has been added to your stack.')).toBeInTheDocument();
    await waitFor(() => expect(tab(/^My stack/)).toHaveAccessibleName('My stack (3)'));
    expect(api.stack.map((entry) => entry.product.name)).toContain('Figma');
    // The server's entry replaces the placeholder: it can be removed again, and focus stayed on it.
    const remove = within(figma).getByRole('button', { name: 'Remove from stack' });
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-disabled'));
    expect(remove).toHaveFocus();
  });

  it('rolls a refused add back and shows the server’s reason', async () => {
    const { user } = await openReach(ADMIN);
    const notion = await card('Notion');
    const open = holdReply('post', '*/api/v1/stack/', () =>
      HttpResponse.json({ detail: 'Notion has been retired from the catalogue.' }, { status: 400 }),
    );
    await user.click(within(notion).getByRole('button', { name: 'Add to stack' }));
    expect(within(notion).getByText('In your stack')).toBeInTheDocument();
    open();
    expect(await screen.findByText('Notion has been retired from the catalogue.')).toBeInTheDocument();
    expect(within(notion).queryByText('In your stack')).not.toBeInTheDocument();
    expect(within(notion).getByRole('button', { name: 'Add to stack' })).toBeInTheDocument();
  });

  it('cancels a pending request from the catalogue', async () => {
    const { user } = await openReach(USER, { seed: { mine: [{ product: 'Miro', status: 'pending' }] } });
    const miro = await card('Miro');
    await user.click(within(miro).getByRole('button', { name: 'Cancel request' }));
    expect(within(miro).queryByText('Requested · pending approval')).not.toBeInTheDocument();
    expect(within(miro).getByRole('button', { name: 'Request' })).toBeInTheDocument();
    expect(await screen.findByText('Your request for Miro has been cancelled.')).toBeInTheDocument();
  });

  it('keeps search, category, vendor, order and page in the URL', async () => {
    const { user, router } = await openReach(USER);
    await card('Asana');
    const names = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

    await enter(user, screen.getByRole('searchbox', { name: 'Search apps' }), 'o');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('7 apps match your search')).toBeInTheDocument());
    expect(router.state.location.search).toMatchObject({ keyword: 'o' });

    const communication = testCategories.find((category) => category.name === 'Communication')!;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), communication.id);
    await waitFor(() => expect(screen.getByText('2 apps match your search')).toBeInTheDocument());
    expect(names()).toEqual(['Slack', 'Zoom']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Z to A');
    await waitFor(() => expect(names()).toEqual(['Zoom', 'Slack']));
    expect(router.state.location.search).toMatchObject({
      keyword: 'o',
      category: communication.id,
      order: 'desc',
    });

    // Nothing matches: say so, with a way back to everything.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All categories');
    await enter(user, screen.getByRole('searchbox', { name: 'Search apps' }), 'zz');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No apps match "zz".')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(screen.getByText('8 apps in the catalogue')).toBeInTheDocument());
    expect(screen.getByRole('searchbox', { name: 'Search apps' })).toHaveValue('');

    // The vendor: a combobox narrowed by typing.
    const vendor = screen.getByRole('combobox', { name: 'Vendor' });
    await user.click(vendor);
    await user.keyboard('atlas');
    await user.click(await screen.findByRole('option', { name: 'Atlassian' }));
    const atlassian = testVendors.find((candidate) => candidate.name === 'Atlassian')!;
    await waitFor(() => expect(router.state.location.search).toMatchObject({ vendor: atlassian.id }));
    // Still Z to A.
    await waitFor(() => expect(names()).toEqual(['Jira', 'Confluence']));
    expect(vendor).toHaveValue('Atlassian');

    // Order by rating: highest first.
    await user.click(screen.getByRole('button', { name: 'Show vendors' }));
    await user.click(await screen.findByRole('option', { name: 'All vendors' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Rating');
    await waitFor(() => expect(names()[0]).toBe('Figma'));
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveDisplayValue('Highest first');
    expect(router.state.location.search).toMatchObject({ order_by: 'rating', order: 'desc' });

    // Pages: 12 a page is the smallest size, so 8 apps fit on one; a page past the end goes back.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '12');
    expect(screen.getByText('Showing 1–8 of 8')).toBeInTheDocument();
    await router.navigate({ to: '/reach', search: { page: 3, size: 12 } });
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('page'));
    expect(await screen.findByText('Showing 1–8 of 8')).toBeInTheDocument();
    // A long journey of typed keys and debounced reads: under a loaded CI machine it needs more than
    // the default allowance, without being any less strict about what it checks.
  }, 60_000);

  it('keeps the page on screen while the next one loads, and shows a failed load with its reason', async () => {
    const { user } = await openReach(USER);
    await card('Asana');
    const open = holdReply('get', '*/api/v1/items/', () => HttpResponse.json({ rows: [], count: 0 }));
    await enter(user, screen.getByRole('searchbox', { name: 'Search apps' }), 'nothing');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Apps' })).toHaveAttribute('aria-busy', 'true'),
    );
    expect(screen.getByRole('article', { name: 'Asana' })).toBeInTheDocument();
    open();
    expect(await screen.findByText('No apps match "nothing".')).toBeInTheDocument();

    server.use(
      http.get('*/api/v1/items/', () =>
        HttpResponse.json({ detail: 'Catalogue is offline' }, { status: 503 }),
      ),
    );
    await enter(user, screen.getByRole('searchbox', { name: 'Search apps' }), 'again');
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(alert).toHaveTextContent('The catalogue could not be loaded');
    expect(alert).toHaveTextContent('Catalogue is offline');
  });
});

describe('My stack and my requests', () => {
  it('lists my stack and removes an app from it, focus moving to the next row', async () => {
    const { user } = await openReach(USER, { path: '/reach?view=stack', seed: { stack: ['Slack', 'Zoom'] } });
    const table = await screen.findByRole('table', { name: 'My stack' }, PAGE_LOAD);
    expect(tab(/^My stack/)).toHaveAttribute('aria-current', 'page');
    const slack = within(table).getByRole('row', { name: /Slack/ });
    expect(within(slack).getByRole('rowheader')).toHaveTextContent('Slack');
    expect(within(slack).getByRole('link', { name: 'Slack' })).toHaveAttribute('href', '/product/slack');
    expect(within(slack).getByText('Salesforce')).toBeInTheDocument();
    expect(within(slack).getByText('Communication')).toBeInTheDocument();
    expect(within(slack).getByText('1 Mar 2026')).toBeInTheDocument();

    await user.click(within(slack).getByRole('button', { name: 'Remove Slack from stack' }));
    expect(within(table).queryByRole('row', { name: /Slack/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Remove Zoom from stack' })).toHaveFocus();
    expect(await screen.findByText('Slack has been removed from your stack.')).toBeInTheDocument();
    await waitFor(() => expect(tab(/^My stack/)).toHaveAccessibleName('My stack (1)'));

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Your stack is empty')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My stack' })).toHaveFocus();
  });

  it('shows my pending and rejected requests with the reason given, and cancels one', async () => {
    const { user } = await openReach(USER, {
      path: '/reach?view=my-requests',
      seed: {
        mine: [
          { product: 'Figma', status: 'pending' },
          {
            product: 'Jira',
            status: 'rejected',
            rejection_reason: 'We already pay for Linear across the company.',
          },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'My requests' }, PAGE_LOAD);
    const jira = within(table).getByRole('row', { name: /Jira/ });
    expect(within(jira).getByText('Rejected')).toBeInTheDocument();
    expect(within(jira).getByText('We already pay for Linear across the company.')).toBeInTheDocument();
    const figma = within(table).getByRole('row', { name: /Figma/ });
    expect(within(figma).getByText('Pending approval')).toBeInTheDocument();

    await user.click(within(figma).getByRole('button', { name: 'Cancel request for Figma' }));
    expect(within(table).queryByRole('row', { name: /Figma/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Your request for Figma has been cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(tab(/^My requests/)).toHaveAccessibleName('My requests (1)'));
  });
});

describe('Requests (client admin)', () => {
  const others = [
    { product: 'Figma', by: colleague, reason: 'Design reviews with the agency happen in Figma.' },
    { product: 'Miro', by: otherColleague, reason: 'Workshops need a shared whiteboard.' },
  ];

  it('approves a request: the row leaves before the server answers, focus moves to the next one', async () => {
    const { user } = await openReach(ADMIN, { path: '/reach?view=requests', seed: { others } });
    const table = await screen.findByRole('table', { name: 'Pending requests' }, PAGE_LOAD);
    expect(tab(/^Requests/)).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(tab(/^Requests/)).toHaveAccessibleName('Requests (2)'));
    const figma = within(table).getByRole('row', { name: /Figma/ });
    expect(within(figma).getByText('Noah Fischer')).toBeInTheDocument();
    expect(within(figma).getByText('noah.fischer@acme.test')).toBeInTheDocument();
    expect(within(figma).getByText('Design reviews with the agency happen in Figma.')).toBeInTheDocument();
    expect(within(figma).getByText('15 Mar 2026')).toBeInTheDocument();

    const open = holdReply('post', '*/api/v1/stack_requests/:id/approve/', () =>
      HttpResponse.json({
        request: {
          id: 'other-1',
          product: product('Figma'),
          status: 'approved',
          reason: others[0]!.reason,
          rejection_reason: null,
          requested_by: colleague,
          created_at: '2026-03-15T09:00:00Z',
          decided_at: '2026-03-22T09:00:00Z',
        },
        stack: { id: 'stack-figma', product: product('Figma'), added_at: '2026-03-22T09:00:00Z' },
        message: "Figma has been added to Noah Fischer's stack.",
      }),
    );
    await user.click(within(figma).getByRole('button', { name: 'Approve Figma for Noah Fischer' }));
    expect(within(table).queryByRole('row', { name: /Figma/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Approve Miro for Mia Kowalski' })).toHaveFocus();
    expect(tab(/^Requests/)).toHaveAccessibleName('Requests (1)');
    expect(screen.queryByText("Figma has been added to Noah Fischer's stack.")).not.toBeInTheDocument();
    open();
    expect(await screen.findByText("Figma has been added to Noah Fischer's stack.")).toBeInTheDocument();
  });

  it('rolls a refused approval back with the server’s message', async () => {
    const { user } = await openReach(ADMIN, { path: '/reach?view=requests', seed: { others } });
    const table = await screen.findByRole('table', { name: 'Pending requests' }, PAGE_LOAD);
    const open = holdReply('post', '*/api/v1/stack_requests/:id/approve/', () =>
      HttpResponse.json({ detail: 'This request has already been decided.' }, { status: 400 }),
    );
    await user.click(within(table).getByRole('button', { name: 'Approve Miro for Mia Kowalski' }));
    expect(within(table).queryByRole('row', { name: /Miro/ })).not.toBeInTheDocument();
    open();
    expect(await screen.findByText('This request has already been decided.')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Miro/ })).toBeInTheDocument();
  });

  it('rejects with a reason: the rules first, then the row leaves and focus moves on', async () => {
    const { user, api } = await openReach(ADMIN, { path: '/reach?view=requests', seed: { others } });
    const table = await screen.findByRole('table', { name: 'Pending requests' }, PAGE_LOAD);
    await user.click(within(table).getByRole('button', { name: 'Reject Figma for Noah Fischer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Figma for Noah Fischer' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(within(dialog).getByText('Reason is required.')).toBeInTheDocument();
    await enter(user, within(dialog).getByLabelText('Reason'), 'The agency shares files with us instead.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText('The request for Figma has been rejected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(table).queryByRole('row', { name: /Figma/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).getByRole('button', { name: 'Reject Miro for Mia Kowalski' })).toHaveFocus(),
    );
    expect(api.requests.find((row) => row.product.name === 'Figma')).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The agency shares files with us instead.',
    });
  });

  it('is not offered to a plain user: the address falls back to the catalogue', async () => {
    await openReach(USER, { path: '/reach?view=requests' });
    expect(await card('Figma')).toBeInTheDocument();
    expect(tab(/^Catalogue/)).toHaveAttribute('aria-current', 'page');
  });
});
