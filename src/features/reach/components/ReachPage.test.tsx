import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  findAccountByEmail,
  findProductBySlug,
  stackEntries,
  stackRequests,
  type StackRequestRecord,
} from '@mocks/db';
import { createStackRequest, createUser } from '@mocks/factories';
import { addFault } from '@mocks/faults';
import { ACME_TENANT_ID, tokensFor } from '@mocks/node';
import { productId } from '@mocks/fixtures/catalogue';
import { call } from '@mocks/testing';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { holdReply as hold, useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';

useMockApi();
useMatchMedia();

useResizeObserver();

async function openReach(email: string, path = '/reach') {
  await signInWithTokens(email);
  return renderApp(path, { heading: 'Reach', toaster: true });
}

const USER = 'user@acme.test';
const ADMIN = 'admin@acme.test';

const card = (name: string) => screen.findByRole('article', { name }, PAGE_LOAD);
const tab = (name: RegExp) => screen.getByRole('link', { name });

const account = (email: string) => findAccountByEmail(email)!;

/** `email`'s own request for the product `slug` (pending unless `fields` say otherwise). */
function requestOf(email: string, slug: string, fields: Partial<StackRequestRecord> = {}) {
  return createStackRequest(account(email), { product_id: productId(slug), ...fields });
}

/** The seeded product's category and vendor ids, as the filters put them in the URL. */
/** The next POST to `path` is refused with the server's 400 and `detail`. */
function refuseOnce(path: string, detail: string) {
  addFault({ method: 'POST', path, status: 400, body: { detail }, times: 1, delay_ms: 0 });
}

const productCategory = (slug: string) => findProductBySlug(slug)!.category_id;
const productVendor = (slug: string) => findProductBySlug(slug)!.vendor_id;

/** How many apps the seeded catalogue lists, as the page words it. */
async function catalogueSize(): Promise<string> {
  const reply = await call('GET', '/items/?top=1', { token: tokensFor(USER).access });
  return new Intl.NumberFormat('en-GB').format(reply.body.count as number);
}

async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  if (text) await user.paste(text);
}

describe('Reach catalogue', () => {
  it('shows each product with its vendor, category, pricing, rating and the action that fits a plain user', async () => {
    // The seed gives the user Slack and Zoom; a pending and a rejected request are added here.
    await requestOf(USER, 'asana');
    await requestOf(USER, 'jira', {
      status: 'rejected',
      rejection_reason: 'We already pay for Linear across the company.',
      decided_at: '2026-03-21T09:00:00Z',
    });
    const { router } = await openReach(USER);
    expect(
      await screen.findByText(`${await catalogueSize()} apps in the catalogue`, undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    const show = (keyword: string) => router.navigate({ to: '/reach', search: { keyword } });

    await show('figma');
    const figma = await card('Figma');
    expect(within(figma).getByRole('link', { name: 'Figma' })).toHaveAttribute('href', '/product/figma');
    expect(within(figma).getByText('Design')).toBeInTheDocument();
    expect(within(figma).getByText('Freemium')).toBeInTheDocument();
    expect(
      within(figma).getByText('Browser-based interface design and prototyping with real-time collaboration.'),
    ).toBeInTheDocument();
    expect(within(figma).getByText('Rated 4.6 out of 5 from 5 reviews')).toBeInTheDocument();
    // A plain user asks for an app; they cannot add it themselves.
    expect(within(figma).getByRole('button', { name: 'Request' })).toBeInTheDocument();
    expect(within(figma).queryByRole('button', { name: 'Add to stack' })).not.toBeInTheDocument();

    await show('slack');
    const slack = await card('Slack');
    expect(within(slack).getByText('In your stack')).toBeInTheDocument();
    expect(within(slack).getByRole('button', { name: 'Remove from stack' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await show('miro');
    expect(within(await card('Miro')).getByText('No reviews yet')).toBeInTheDocument();

    await show('asana');
    const asana = await card('Asana');
    expect(within(asana).getByText('Requested · pending approval')).toBeInTheDocument();
    expect(within(asana).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();

    await show('jira');
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
    const { user } = await openReach(USER, '/reach?keyword=figma');
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
    const me = account(USER);
    await accounts.update((q) => q.where((a) => a.user_id === me.user_id), {
      data(row) {
        row.is_buyer = true;
      },
    });
    const { user } = await openReach(USER, '/reach?keyword=figma');
    const figma = await card('Figma');
    expect(within(figma).queryByRole('button', { name: 'Request' })).not.toBeInTheDocument();
    await user.click(within(figma).getByRole('button', { name: 'Add to stack' }));
    expect(within(figma).getByText('In your stack')).toBeInTheDocument();
    expect(await screen.findByText('Figma has been added to your stack.')).toBeInTheDocument();
    await waitFor(() => expect(tab(/^My stack/)).toHaveAccessibleName('My stack (3)'));
    expect(
      stackEntries.findFirst((q) =>
        q.where((entry) => entry.user_id === me.user_id && entry.product_id === productId('figma')),
      ),
    ).toBeDefined();
    // The server's entry replaces the placeholder: it can be removed again, and focus stayed on it.
    const remove = within(figma).getByRole('button', { name: 'Remove from stack' });
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-disabled'));
    expect(remove).toHaveFocus();
  });

  it('rolls a refused add back and shows the server’s reason', async () => {
    const { user } = await openReach(ADMIN, '/reach?keyword=notion');
    const notion = await card('Notion');
    refuseOnce('/stack/', 'Notion has been retired from the catalogue.');
    const open = hold('post', '*/api/v1/stack/');
    await user.click(within(notion).getByRole('button', { name: 'Add to stack' }));
    expect(within(notion).getByText('In your stack')).toBeInTheDocument();
    open();
    expect(await screen.findByText('Notion has been retired from the catalogue.')).toBeInTheDocument();
    expect(within(notion).queryByText('In your stack')).not.toBeInTheDocument();
    expect(within(notion).getByRole('button', { name: 'Add to stack' })).toBeInTheDocument();
  });

  it('cancels a pending request from the catalogue', async () => {
    await requestOf(USER, 'miro');
    const { user } = await openReach(USER, '/reach?keyword=miro');
    const miro = await card('Miro');
    await user.click(within(miro).getByRole('button', { name: 'Cancel request' }));
    expect(within(miro).queryByText('Requested · pending approval')).not.toBeInTheDocument();
    expect(within(miro).getByRole('button', { name: 'Request' })).toBeInTheDocument();
    expect(await screen.findByText('Your request for Miro has been cancelled.')).toBeInTheDocument();
  });

  it('keeps search, category, vendor, order and page in the URL', async () => {
    const everything = `${await catalogueSize()} apps in the catalogue`;
    const { user, router } = await openReach(USER);
    await screen.findByText(everything, undefined, PAGE_LOAD);
    const names = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

    await enter(user, screen.getByRole('searchbox', { name: 'Search apps' }), 'jira');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('4 apps match your search')).toBeInTheDocument());
    expect(names()).toEqual(['Bitbucket', 'Confluence', 'Jira', 'Jira Service Management']);
    expect(router.state.location.search).toMatchObject({ keyword: 'jira' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Z to A');
    await waitFor(() =>
      expect(names()).toEqual(['Jira Service Management', 'Jira', 'Confluence', 'Bitbucket']),
    );
    const projects = productCategory('jira');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), projects);
    await waitFor(() => expect(names()).toEqual(['Jira']));
    expect(router.state.location.search).toMatchObject({
      keyword: 'jira',
      category: projects,
      order: 'desc',
    });

    // Nothing matches: say so, with a way back to everything.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All categories');
    await enter(user, screen.getByRole('searchbox', { name: 'Search apps' }), 'zzqx');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No apps match "zzqx".')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(screen.getByText(everything)).toBeInTheDocument());
    expect(screen.getByRole('searchbox', { name: 'Search apps' })).toHaveValue('');

    // The vendor: a combobox narrowed by typing.
    const vendor = screen.getByRole('combobox', { name: 'Vendor' });
    await user.click(vendor);
    await user.keyboard('atlas');
    await user.click(await screen.findByRole('option', { name: 'Atlassian' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ vendor: productVendor('jira') }),
    );
    // Still Z to A.
    const atlassian = ['Trello', 'Statuspage', 'Opsgenie', 'Loom', 'Jira Service Management', 'Jira'];
    await waitFor(() => expect(names()).toEqual([...atlassian, 'Confluence', 'Bitbucket']));
    expect(vendor).toHaveValue('Atlassian');

    // Pages: 12 a page is the smallest size, so Atlassian's 8 apps fit on one; a page past the end
    // goes back.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '12');
    expect(await screen.findByText('Showing 1–8 of 8')).toBeInTheDocument();
    await router.navigate({ to: '/reach', search: (search) => ({ ...search, page: 3, size: 12 }) });
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('page'));
    expect(await screen.findByText('Showing 1–8 of 8')).toBeInTheDocument();

    // Order by rating: highest first, ties by name.
    await user.click(screen.getByRole('button', { name: 'Show vendors' }));
    await user.click(await screen.findByRole('option', { name: 'All vendors' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Rating');
    await waitFor(() => expect(names()[0]).toBe('Adobe Express'));
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveDisplayValue('Highest first');
    expect(router.state.location.search).toMatchObject({ order_by: 'rating', order: 'desc' });
    // A long journey of typed keys and debounced reads: under a loaded CI machine it needs more than
    // the default allowance, without being any less strict about what it checks.
  }, 60_000);

  it('keeps the page on screen while the next one loads, and shows a failed load with its reason', async () => {
    const { user } = await openReach(USER, '/reach?keyword=asana');
    await card('Asana');
    const open = hold('get', '*/api/v1/items/');
    await enter(user, screen.getByRole('searchbox', { name: 'Search apps' }), 'zzqx');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Apps' })).toHaveAttribute('aria-busy', 'true'),
    );
    expect(screen.getByRole('article', { name: 'Asana' })).toBeInTheDocument();
    open();
    expect(await screen.findByText('No apps match "zzqx".')).toBeInTheDocument();

    addFault({
      method: 'GET',
      path: '/items/',
      status: 503,
      body: { detail: 'Catalogue is offline' },
      times: -1,
      delay_ms: 0,
    });
    await enter(user, screen.getByRole('searchbox', { name: 'Search apps' }), 'again');
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(alert).toHaveTextContent('The catalogue could not be loaded');
    expect(alert).toHaveTextContent('Catalogue is offline');
  });
});

describe('My stack and my requests', () => {
  it('lists my stack and removes an app from it, focus moving to the next row', async () => {
    // The seed gives the user Slack and Zoom; Slack's date is pinned so the row can be read.
    const me = account(USER);
    await stackEntries.update(
      (q) => q.where((entry) => entry.user_id === me.user_id && entry.product_id === productId('slack')),
      {
        data(row) {
          row.added_at = '2026-03-01T09:00:00Z';
        },
      },
    );
    const { user } = await openReach(USER, '/reach?view=stack');
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
    await requestOf(USER, 'figma');
    await requestOf(USER, 'jira', {
      status: 'rejected',
      rejection_reason: 'We already pay for Linear across the company.',
      decided_at: '2026-03-21T09:00:00Z',
    });
    const { user } = await openReach(USER, '/reach?view=my-requests');
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
  /**
   * Acme's pending requests become two colleagues' (Figma, then Miro, newest first), so the rows and
   * their order are the test's own.
   */
  async function twoPendingRequests() {
    await stackRequests.deleteMany((q) =>
      q.where((row) => row.tenant_id === ACME_TENANT_ID && row.status === 'pending'),
    );
    const colleague = await createUser({
      tenant_id: ACME_TENANT_ID,
      first_name: 'Noah',
      last_name: 'Fischer',
      email: 'noah.fischer@acme.test',
    });
    const otherColleague = await createUser({
      tenant_id: ACME_TENANT_ID,
      first_name: 'Mia',
      last_name: 'Kowalski',
      email: 'mia.kowalski@acme.test',
    });
    const figma = await createStackRequest(colleague, {
      product_id: productId('figma'),
      reason: 'Design reviews with the agency happen in Figma.',
      created_at: '2026-03-15T09:00:00Z',
    });
    await createStackRequest(otherColleague, {
      product_id: productId('miro'),
      reason: 'Workshops need a shared whiteboard.',
      created_at: '2026-03-14T09:00:00Z',
    });
    return { figma };
  }

  it('approves a request: the row leaves before the server answers, focus moves to the next one', async () => {
    await twoPendingRequests();
    const { user } = await openReach(ADMIN, '/reach?view=requests');
    const table = await screen.findByRole('table', { name: 'Pending requests' }, PAGE_LOAD);
    expect(tab(/^Requests/)).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(tab(/^Requests/)).toHaveAccessibleName('Requests (2)'));
    const figma = within(table).getByRole('row', { name: /Figma/ });
    expect(within(figma).getByText('Noah Fischer')).toBeInTheDocument();
    expect(within(figma).getByText('noah.fischer@acme.test')).toBeInTheDocument();
    expect(within(figma).getByText('Design reviews with the agency happen in Figma.')).toBeInTheDocument();
    expect(within(figma).getByText('15 Mar 2026')).toBeInTheDocument();

    const open = hold('post', '*/api/v1/stack_requests/:id/approve/');
    await user.click(within(figma).getByRole('button', { name: 'Approve Figma for Noah Fischer' }));
    expect(within(table).queryByRole('row', { name: /Figma/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Approve Miro for Mia Kowalski' })).toHaveFocus();
    expect(tab(/^Requests/)).toHaveAccessibleName('Requests (1)');
    expect(screen.queryByText("Figma has been added to Noah Fischer's stack.")).not.toBeInTheDocument();
    open();
    expect(await screen.findByText("Figma has been added to Noah Fischer's stack.")).toBeInTheDocument();
  });

  it('rolls a refused approval back with the server’s message', async () => {
    await twoPendingRequests();
    const { user } = await openReach(ADMIN, '/reach?view=requests');
    const table = await screen.findByRole('table', { name: 'Pending requests' }, PAGE_LOAD);
    await within(table).findByRole('row', { name: /Miro/ });
    refuseOnce('/approve/', 'This request has already been decided.');
    const open = hold('post', '*/api/v1/stack_requests/:id/approve/');
    await user.click(within(table).getByRole('button', { name: 'Approve Miro for Mia Kowalski' }));
    expect(within(table).queryByRole('row', { name: /Miro/ })).not.toBeInTheDocument();
    open();
    expect(await screen.findByText('This request has already been decided.')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Miro/ })).toBeInTheDocument();
  });

  it('rejects with a reason: the rules first, then the row leaves and focus moves on', async () => {
    const { figma: request } = await twoPendingRequests();
    const { user } = await openReach(ADMIN, '/reach?view=requests');
    const table = await screen.findByRole('table', { name: 'Pending requests' }, PAGE_LOAD);
    await user.click(await within(table).findByRole('button', { name: 'Reject Figma for Noah Fischer' }));
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
    expect(stackRequests.findFirst((q) => q.where((row) => row.id === request.id))).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The agency shares files with us instead.',
    });
  });

  it('is not offered to a plain user: the address falls back to the catalogue', async () => {
    await openReach(USER, '/reach?view=requests&keyword=figma');
    expect(await card('Figma')).toBeInTheDocument();
    expect(tab(/^Catalogue/)).toHaveAttribute('aria-current', 'page');
  });
});
