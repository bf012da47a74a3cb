import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accessFor, call } from '@mocks/testing';
import type { OpportunityList } from '../api/schemas';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { holdReply as hold, useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';

const server = useMockApi();
useMatchMedia();

useResizeObserver();

const USER = 'user@acme.test';
const ADMIN = 'admin@acme.test';
type User = ReturnType<typeof userEvent.setup>;

async function openOptimize(email: string, path = '/optimize') {
  await signInWithTokens(email);
  const app = await renderApp(path, { heading: 'Optimize', toaster: true });
  const table = await screen.findByRole('table', { name: 'Savings opportunities' }, PAGE_LOAD);
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return { ...app, table };
}

const amount = (text: string | null | undefined) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

/** The list's totals as numbers: how many, savings potential, ARR. */
function totals() {
  // Outside an open dialog the page is inert, but its totals are still what a user sees behind it.
  const region = screen.getByRole('region', { name: 'Totals', hidden: true });
  const figure = (label: string) =>
    within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  return {
    count: amount(figure('Opportunities')),
    value: amount(figure('Savings potential')),
    arr: amount(figure('ARR')),
  };
}

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
/** Column positions after the title (the row header): app, owner, status, savings, ARR, due, actions. */
const SAVINGS = 3;
const ARR = 4;
/** A data row of the table with its title and amounts, as the page shows them. */
function rowAt(table: HTMLElement, index: number) {
  const row = dataRows(table)[index]!;
  const title = within(row).getByRole('rowheader').textContent!;
  return {
    row,
    title,
    savings: amount(cells(row)[SAVINGS]!.textContent),
    arr: amount(cells(row)[ARR]!.textContent),
  };
}

async function enter(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  if (text) await user.paste(text);
}

/** Types into one of the form's comboboxes and picks the choice named `option` from its popup. */
async function choose(
  user: User,
  dialog: HTMLElement,
  label: string,
  typed: string,
  option: string | RegExp,
) {
  await enter(user, within(dialog).getByRole('combobox', { name: label }), typed);
  const popup = await screen.findByRole('listbox', {}, PAGE_LOAD);
  await user.click(await within(popup).findByRole('option', { name: option }, PAGE_LOAD));
}

const round = (n: number) => Math.round(n * 100) / 100;

describe('Opportunities list', () => {
  it('shows the tenant’s opportunities with app, owner, status, amounts and due date, and the totals of them all', async () => {
    const { table } = await openOptimize(ADMIN, '/optimize?size=100');
    expect(screen.getByRole('link', { name: 'Opportunities' })).toHaveAttribute('aria-current', 'page');
    const rows = dataRows(table);
    const shown = totals();
    expect(rows.length).toBe(shown.count);
    expect(shown.count).toBeGreaterThan(20);
    // The totals are the sums of the rows, in the tenant's currency.
    expect(round(rows.reduce((sum, row) => sum + amount(cells(row)[SAVINGS]!.textContent), 0))).toBe(
      shown.value,
    );
    expect(round(rows.reduce((sum, row) => sum + amount(cells(row)[ARR]!.textContent), 0))).toBe(shown.arr);
    expect(within(screen.getByRole('region', { name: 'Totals' })).getAllByText(/^£/)).toHaveLength(2);

    // Largest savings first.
    const savings = rows.map((row) => amount(cells(row)[SAVINGS]!.textContent));
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
    expect(within(table).getByRole('columnheader', { name: /Savings potential/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    // The app's name links to its product page.
    for (const row of rows.slice(0, 5)) {
      const app = within(cells(row)[0]!).getByRole('link');
      expect(app).toHaveAttribute(
        'href',
        `/product/${app.textContent!.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      );
    }
    for (const label of ['Identified', 'In review', 'Negotiating', 'Realised', 'Dismissed']) {
      expect(within(table).getAllByText(label, { selector: 'span' }).length).toBeGreaterThan(0);
    }
    expect(within(table).getAllByText('James Carter').length).toBeGreaterThan(0);
    // A client admin may change every row.
    for (const row of rows) expect(within(row).getByRole('button', { name: /^Edit / })).toBeInTheDocument();
  });

  it('keeps search, filters, order and page in the URL, and falls back from values that do not parse', async () => {
    const { user, router, table } = await openOptimize(ADMIN);
    const all = totals();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'open' }));
    await waitFor(() => expect(totals().count).toBeLessThan(all.count));
    for (const row of dataRows(table)) {
      expect(within(row).queryByText(/^(Realised|Dismissed)$/)).not.toBeInTheDocument();
    }

    await enter(user, screen.getByRole('searchbox', { name: 'Search opportunities' }), 'zoom');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ keyword: 'zoom', status: 'open' }),
    );
    await waitFor(() => {
      for (const row of dataRows(table)) expect(row).toHaveTextContent(/zoom/i);
    });

    // Order by a column header: the first click on a name orders from A.
    await user.click(within(table).getByRole('button', { name: 'Title' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ order_by: 'title', order: 'asc' }),
    );
    expect(within(table).getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    // The app and owner choices come from the facets.
    const appFilter = screen.getByRole('combobox', { name: 'App' });
    const slack = within(appFilter).getByRole('option', { name: /^Slack \(\d+\)$/ }) as HTMLOptionElement;
    await user.selectOptions(appFilter, slack);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ app: slack.value }));

    // Nothing matches: say so, with a way back to everything.
    expect(await within(table).findByText('No opportunities match "zoom".')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(totals().count).toBe(all.count));
    expect(router.state.location.search).not.toHaveProperty('keyword');
    expect(router.state.location.search).not.toHaveProperty('status');
    expect(router.state.location.search).toMatchObject({ order_by: 'title' });

    const owner = screen.getByRole('combobox', { name: 'Owner' });
    const olivia = within(owner).getByRole('option', { name: /^Olivia Bennett \(3\)$/ }) as HTMLOptionElement;
    await user.selectOptions(owner, olivia);
    await waitFor(() => expect(totals().count).toBe(3));
    expect(router.state.location.search).toMatchObject({ owner: olivia.value });

    await router.navigate({
      to: '/optimize',
      search: { status: 'won', order_by: 'rating', size: 7 } as never,
    });
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(totals().count).toBe(all.count));
  }, 60_000);

  it('creates an opportunity: the rules first, then the totals rise by exactly its amounts before the reply', async () => {
    const { user, table } = await openOptimize(ADMIN);
    const before = totals();
    await user.click(screen.getByRole('button', { name: 'New opportunity' }));
    const dialog = await screen.findByRole('dialog', { name: 'New opportunity' });
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Identified');

    await user.click(within(dialog).getByRole('button', { name: 'Create opportunity' }));
    expect(within(dialog).getByText('Title is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('App is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Savings potential is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('ARR is required.')).toBeInTheDocument();

    await enter(user, within(dialog).getByLabelText('Title'), 'x'.repeat(121));
    await enter(user, within(dialog).getByLabelText('Savings potential'), '-50');
    await enter(user, within(dialog).getByLabelText('ARR'), 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Create opportunity' }));
    expect(within(dialog).getByText('Title must be maximum of 120 characters long.')).toBeInTheDocument();
    expect(within(dialog).getByText('Savings potential must not be negative.')).toBeInTheDocument();
    expect(within(dialog).getByText('ARR must be a valid floating number.')).toBeInTheDocument();

    await enter(user, within(dialog).getByLabelText('Title'), 'Consolidate Slack workspaces');
    await choose(user, dialog, 'App', 'Slack', 'Slack');
    await enter(user, within(dialog).getByLabelText('Savings potential'), '1234.5');
    await enter(user, within(dialog).getByLabelText('ARR'), '20000');
    await user.type(within(dialog).getByLabelText('Due date'), '2026-09-30');

    const open = hold('post', '*/api/v1/opportunities/');
    await user.click(within(dialog).getByRole('button', { name: 'Create opportunity' }));
    await waitFor(() =>
      expect(totals()).toEqual({
        count: before.count + 1,
        value: round(before.value + 1234.5),
        arr: round(before.arr + 20000),
      }),
    );
    expect(within(table).getByText('Consolidate Slack workspaces')).toBeInTheDocument();
    open();
    expect(
      await screen.findByText('Opportunity "Consolidate Slack workspaces" has been created.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The server's figures agree; the row is where its order puts it.
    await waitFor(() => expect(totals().value).toBe(round(before.value + 1234.5)));
    await enter(user, screen.getByRole('searchbox', { name: 'Search opportunities' }), 'Consolidate Slack');
    await user.keyboard('{Enter}');
    const row = await within(table).findByRole('row', { name: /Consolidate Slack workspaces/ });
    expect(within(row).getByRole('link', { name: 'Slack' })).toHaveAttribute('href', '/product/slack');
    expect(within(row).getByText('James Carter')).toBeInTheDocument();
    expect(within(row).getByText('Identified')).toBeInTheDocument();
    expect(within(row).getByText('30 Sep 2026')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Edit Consolidate Slack workspaces' }),
    ).toBeInTheDocument();
  });

  it('edits an opportunity: the row and the totals (by the difference) change at once', async () => {
    const { user, table } = await openOptimize(ADMIN);
    const before = totals();
    const { row, title, savings } = rowAt(table, 0);
    await user.click(within(row).getByRole('button', { name: `Edit ${title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit opportunity' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue(title);
    expect(within(dialog).getByLabelText('Savings potential')).toHaveValue(String(savings));

    await enter(user, within(dialog).getByLabelText('Savings potential'), String(savings + 250));
    // A client admin gives it to anyone of the tenant.
    await choose(user, dialog, 'Owner', 'olivia', /^Olivia Bennett/);
    const open = hold('put', '*/api/v1/opportunities/:id/');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(totals()).toEqual({ ...before, value: round(before.value + 250) }));
    // Behind the dialog (inert while it is open), the row already shows the change.
    expect(
      within(within(table).getByText(title).closest('tr')!).getByText('Olivia Bennett'),
    ).toBeInTheDocument();
    open();
    expect(await screen.findByText(`Opportunity "${title}" has been updated.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(totals()).toEqual({ ...before, value: round(before.value + 250) }));
  });

  it('keeps the form and puts the totals back when the server refuses an edit', async () => {
    const { user, table } = await openOptimize(ADMIN);
    const before = totals();
    const row = dataRows(table)[0]!;
    const title = within(row).getByRole('rowheader').textContent!;
    await user.click(within(row).getByRole('button', { name: `Edit ${title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit opportunity' });
    await enter(user, within(dialog).getByLabelText('ARR'), '999999');
    await enter(user, within(dialog).getByLabelText('Title'), 'A title the server refuses');
    const open = hold('put', '*/api/v1/opportunities/:id/', () =>
      HttpResponse.json({ title: ['An opportunity with this title already exists.'] }, { status: 400 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(totals().arr).not.toBe(before.arr));
    open();
    expect(
      await within(dialog).findByText('An opportunity with this title already exists.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('A title the server refuses');
    expect(within(dialog).getByLabelText('ARR')).toHaveValue('999999');
    expect(totals()).toEqual(before);
  });

  it('deletes after asking: the row and its amounts leave at once', async () => {
    const { user, table } = await openOptimize(ADMIN);
    const before = totals();
    const { row, title, savings, arr } = rowAt(table, 1);

    await user.click(within(row).getByRole('button', { name: `Delete ${title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete opportunity?' });
    const open = hold('delete', '*/api/v1/opportunities/:id/');
    await user.click(within(dialog).getByRole('button', { name: 'Delete opportunity' }));
    await waitFor(() =>
      expect(totals()).toEqual({
        count: before.count - 1,
        value: round(before.value - savings),
        arr: round(before.arr - arr),
      }),
    );
    expect(within(table).queryByRole('rowheader', { name: title })).not.toBeInTheDocument();
    // Focus moves on to the same action of the row that took its place.
    const next = dataRows(table)[1]!;
    await waitFor(() => expect(within(next).getByRole('button', { name: /^Delete / })).toHaveFocus());
    open();
    expect(await screen.findByText(`Opportunity "${title}" has been deleted.`)).toBeInTheDocument();
  });

  it('puts a refused delete back and shows the server’s reason', async () => {
    const { user, table } = await openOptimize(ADMIN);
    const before = totals();
    const row = dataRows(table)[0]!;
    const title = within(row).getByRole('rowheader').textContent!;
    const open = hold('delete', '*/api/v1/opportunities/:id/', () =>
      HttpResponse.json({ detail: 'You can only change opportunities you own.' }, { status: 403 }),
    );
    await user.click(within(row).getByRole('button', { name: `Delete ${title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete opportunity?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete opportunity' }));
    await waitFor(() => expect(totals().count).toBe(before.count - 1));
    open();
    expect(await screen.findByText('You can only change opportunities you own.')).toBeInTheDocument();
    expect(totals()).toEqual(before);
    expect(within(table).getByRole('rowheader', { name: title })).toBeInTheDocument();
  });

  it('offers a plain user Edit and Delete on their own opportunities only, and makes them the owner of a new one', async () => {
    const { user, table } = await openOptimize(USER, '/optimize?size=100');
    const rows = dataRows(table);
    const mine = rows.filter((row) => within(row).queryByText('Olivia Bennett'));
    expect(mine).toHaveLength(3);
    for (const row of rows) {
      const editable = within(row).queryByRole('button', { name: /^Edit / }) !== null;
      expect(editable).toBe(mine.includes(row));
      expect(within(row).queryByRole('button', { name: /^Delete / }) !== null).toBe(editable);
      expect(within(row).getByRole('button', { name: /^Comments \(\d+\) on / })).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'New opportunity' }));
    const dialog = await screen.findByRole('dialog', { name: 'New opportunity' });
    expect(within(dialog).queryByRole('combobox', { name: 'Owner' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Olivia Bennett (you)')).toBeInTheDocument();
    await enter(user, within(dialog).getByLabelText('Title'), 'Drop unused Figma editor seats');
    await choose(user, dialog, 'App', 'Figma', 'Figma');
    await enter(user, within(dialog).getByLabelText('Savings potential'), '600');
    await enter(user, within(dialog).getByLabelText('ARR'), '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Create opportunity' }));
    expect(
      await screen.findByText('Opportunity "Drop unused Figma editor seats" has been created.'),
    ).toBeInTheDocument();
    const row = await within(table).findByRole('row', { name: /Drop unused Figma editor seats/ });
    expect(within(row).getByText('Olivia Bennett')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(row).getByRole('button', { name: 'Edit Drop unused Figma editor seats' }),
      ).toBeInTheDocument(),
    );
  });

  it('says when there are no opportunities yet, and offers to add the first', async () => {
    server.use(
      http.get('*/api/v1/opportunities/', () => HttpResponse.json({ rows: [], count: 0, value: 0, arr: 0 })),
    );
    await signInWithTokens(ADMIN);
    const { user } = await renderApp('/optimize', { heading: 'Optimize' });
    expect(await screen.findByText('No savings opportunities yet', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New opportunity' }));
    expect(await screen.findByRole('dialog', { name: 'New opportunity' })).toBeInTheDocument();
  });

  it('shows a list that cannot be loaded with the server’s reason and a retry', async () => {
    server.use(
      http.get('*/api/v1/opportunities/', () =>
        HttpResponse.json({ detail: 'Opportunities are offline' }, { status: 503 }),
      ),
    );
    await signInWithTokens(ADMIN);
    await renderApp('/optimize', { heading: 'Optimize' });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Savings opportunities could not be loaded');
    expect(alert).toHaveTextContent('Opportunities are offline');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 30_000);

  it('answers an unknown address under /optimize inside the area, with both views', async () => {
    await signInWithTokens(USER);
    await renderApp('/optimize/nowhere', { heading: 'Optimize' });
    expect(screen.getByRole('heading', { level: 2, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'list of opportunities' })).toHaveAttribute('href', '/optimize');
    expect(screen.getByRole('link', { name: 'board' })).toHaveAttribute('href', '/optimize/board');
  });
});

describe('Comments', () => {
  /** Opens the comments of the first opportunity that has some; `button()` is its row's Comments button. */
  async function openComments(email: string) {
    const app = await openOptimize(email, '/optimize?size=100');
    const row = dataRows(app.table).find(
      (candidate) => within(candidate).queryByRole('button', { name: /^Comments \(0\) on / }) === null,
    )!;
    const title = within(row).getByRole('rowheader').textContent!;
    const button = () =>
      within(within(app.table).getByRole('rowheader', { name: title }).closest('tr')!).getByRole('button', {
        name: /^Comments /,
      });
    const count = Number(button().textContent);
    await app.user.click(button());
    const panel = await screen.findByRole('dialog', { name: 'Comments' });
    await within(panel).findByRole('list', { name: 'Comments' }, PAGE_LOAD);
    return { ...app, panel, count, title, button };
  }

  /** The panel's last comment (they are oldest first). */
  const lastComment = (panel: HTMLElement) => within(panel).getAllByRole('article').at(-1)!;

  it('lists an opportunity’s comments in a side panel whose state is in the URL', async () => {
    const { panel, count, title, router, user, button } = await openComments(USER);
    expect(panel).toHaveAccessibleDescription(title);
    expect(within(panel).getAllByRole('article')).toHaveLength(count);
    for (const comment of within(panel).getAllByRole('article')) {
      expect(comment).toHaveAccessibleName(/^Comment by \S+ \S+/);
    }
    expect(router.state.location.search).toHaveProperty('comments');

    await user.click(within(panel).getByRole('button', { name: 'Close comments' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).not.toHaveProperty('comments');
    // Focus is back on the button that opened it.
    await waitFor(() => expect(button()).toHaveFocus());
  });

  it('opens from the URL, so it survives a reload', async () => {
    const token = await accessFor(USER);
    const reply = await call<OpportunityList>('GET', '/opportunities/?top=100', { token });
    const target = reply.body.rows.find((row) => row.comment_count > 0)!;
    await signInWithTokens(USER);
    await renderApp(`/optimize?size=100&comments=${target.id}`, { heading: 'Optimize' });
    const panel = await screen.findByRole('dialog', { name: 'Comments' }, PAGE_LOAD);
    const list = await within(panel).findByRole('list', { name: 'Comments' }, PAGE_LOAD);
    expect(within(list).getAllByRole('article')).toHaveLength(target.comment_count);
    await waitFor(() => expect(panel).toHaveAccessibleDescription(target.title));
  });

  it('adds, edits and deletes my comment, each at once, the row’s count following', async () => {
    const { panel, count, title, button, user } = await openComments(USER);

    await user.click(within(panel).getByRole('button', { name: 'Add comment' }));
    expect(within(panel).getByText('Comment is required.')).toBeInTheDocument();
    await enter(user, within(panel).getByLabelText('Add a comment'), 'x'.repeat(1001));
    await user.click(within(panel).getByRole('button', { name: 'Add comment' }));
    expect(within(panel).getByText('Comment must be maximum of 1000 characters long.')).toBeInTheDocument();

    await enter(
      user,
      within(panel).getByLabelText('Add a comment'),
      'The vendor agreed to a call on Friday.',
    );
    const open = hold('post', '*/api/v1/opportunities/:id/comments/');
    await user.click(within(panel).getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(lastComment(panel)).toHaveTextContent('The vendor agreed to a call on Friday.'),
    );
    expect(lastComment(panel)).toHaveAccessibleName('Comment by Olivia Bennett');
    expect(within(panel).getByLabelText('Add a comment')).toHaveValue('');
    expect(button()).toHaveAccessibleName(`Comments (${count + 1}) on ${title}`);
    open();
    expect(await screen.findByText('Comment added.')).toBeInTheDocument();

    await waitFor(() =>
      expect(within(lastComment(panel)).getByRole('button', { name: 'Edit comment' })).toBeEnabled(),
    );
    await user.click(within(lastComment(panel)).getByRole('button', { name: 'Edit comment' }));
    const editor = within(lastComment(panel)).getByLabelText('Edit comment');
    expect(editor).toHaveFocus();
    await enter(user, editor, 'The vendor moved the call to Monday.');
    await user.click(within(lastComment(panel)).getByRole('button', { name: 'Save comment' }));
    expect(await within(panel).findByText('The vendor moved the call to Monday.')).toBeInTheDocument();
    expect(within(lastComment(panel)).getByText('(edited)')).toBeInTheDocument();
    expect(await screen.findByText('Comment updated.')).toBeInTheDocument();

    await user.click(within(lastComment(panel)).getByRole('button', { name: 'Delete comment' }));
    expect(within(panel).queryByText('The vendor moved the call to Monday.')).not.toBeInTheDocument();
    expect(button()).toHaveAccessibleName(`Comments (${count}) on ${title}`);
    expect(await screen.findByText('Comment deleted.')).toBeInTheDocument();
  });

  it('offers Edit and Delete on my own comments only', async () => {
    const { panel } = await openComments(ADMIN);
    for (const comment of within(panel).getAllByRole('article')) {
      const mine = comment.getAttribute('aria-label') === 'Comment by James Carter';
      expect(within(comment).queryByRole('button', { name: 'Edit comment' }) !== null).toBe(mine);
      expect(within(comment).queryByRole('button', { name: 'Delete comment' }) !== null).toBe(mine);
    }
  });

  it('takes a refused comment back and shows the server’s reason, giving back what was typed', async () => {
    const { panel, count, title, button, user } = await openComments(USER);
    const open = hold('post', '*/api/v1/opportunities/:id/comments/', () =>
      HttpResponse.json({ detail: 'Comments are closed for now.' }, { status: 400 }),
    );
    await enter(user, within(panel).getByLabelText('Add a comment'), 'Worth another look.');
    await user.click(within(panel).getByRole('button', { name: 'Add comment' }));
    expect(await within(panel).findByText('Worth another look.')).toBeInTheDocument();
    expect(button()).toHaveAccessibleName(`Comments (${count + 1}) on ${title}`);
    open();
    expect(await screen.findByText('Comments are closed for now.')).toBeInTheDocument();
    expect(within(panel).getAllByRole('article')).toHaveLength(count);
    expect(button()).toHaveAccessibleName(`Comments (${count}) on ${title}`);
    expect(within(panel).getByLabelText('Add a comment')).toHaveValue('Worth another look.');
  });
});
