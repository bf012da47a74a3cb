import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { resetMockApi } from '@mocks/node';
import { tenantQueries } from '@/features/tenants';
import { formatMoney } from '@/lib/format';
import { PAGE_LOAD, preloadLazy, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { holdReply, useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';

const server = useMockApi();
useMatchMedia();

useResizeObserver();
preloadLazy(
  () => import('./OpportunityFormDialog'),
  () => import('./CommentsPanel'),
);

const ADMIN = 'admin@acme.test';
const USER = 'user@acme.test';
const MOVE = '*/api/v1/opportunities/:id/move/';

async function openBoard(email: string) {
  await signInWithTokens(email);
  const app = await renderApp('/optimize/board', { heading: 'Optimize', toaster: true });
  await screen.findByRole('region', { name: 'Identified' }, PAGE_LOAD);
  const { tenant } = await app.queryClient.fetchQuery(tenantQueries.current());
  return { ...app, money: (amount: number) => formatMoney(amount, tenant.currency) };
}

const column = (name: string) => screen.getByRole('region', { name });
const titlesIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

/** A figure of a column or of the board: the text after its label. */
function figure(scope: HTMLElement, label: string): string {
  const term = within(scope).getAllByText(label, { selector: 'dt' })[0]!;
  return term.nextElementSibling?.textContent ?? '';
}

/** The sum of the amounts its cards show, as the column shows money. */
function cardSum(region: HTMLElement, label: 'Savings' | 'ARR'): number[] {
  return within(region)
    .queryAllByRole('article')
    .map((article) => Number(figure(article, label).replace(/[^0-9.]/g, '')));
}

/** dnd-kit listens for the keys that carry a card from the tick after the pick-up. */
/** Every write settled and every read it started back. */
const idle = (queryClient: QueryClient) =>
  waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0));

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

/** Holds the next move back until the test opens the gate; then `reply`, or the mock API's own answer. */
const hold = (path: string, reply?: () => Response) => holdReply('post', path, reply);

describe('Optimize board', () => {
  it('shows each status as a labelled column with its count, value and ARR, and the board’s totals', async () => {
    const { money } = await openBoard(ADMIN);
    const names = ['Identified', 'In review', 'Negotiating', 'Realised', 'Dismissed'];
    let count = 0;
    let value = 0;
    for (const name of names) {
      const region = column(name);
      const cards = titlesIn(region);
      const savings = cardSum(region, 'Savings').reduce((sum, amount) => sum + amount, 0);
      expect(figure(region, 'Opportunities')).toBe(String(cards.length));
      expect(figure(region, 'Value')).toBe(money(savings));
      count += cards.length;
      value += savings;
    }
    const totals = screen.getByRole('region', { name: 'Board totals' });
    expect(figure(totals, 'Opportunities')).toBe(String(count));
    expect(figure(totals, 'Value')).toBe(money(value));
    expect(screen.getByRole('link', { name: 'Board' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves a card with its Move to… menu: the card and the totals change before the server replies', async () => {
    const { user, money, queryClient } = await openBoard(ADMIN);
    const identified = column('Identified');
    const inReview = column('In review');
    const [title] = titlesIn(identified) as [string];
    const card = within(identified).getByRole('article', { name: title });
    const savings = cardSum(identified, 'Savings')[0]!;
    const before = {
      identified: Number(figure(identified, 'Opportunities')),
      inReview: Number(figure(inReview, 'Opportunities')),
      inReviewValue: cardSum(inReview, 'Savings').reduce((sum, amount) => sum + amount, 0),
    };

    const open = hold(MOVE);
    await user.click(within(card).getByRole('button', { name: 'Move to…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'In review' }));

    // Shown at once: the card leads In review and both columns' totals follow.
    await waitFor(() => expect(titlesIn(inReview)[0]).toBe(title));
    expect(titlesIn(identified)).not.toContain(title);
    expect(figure(identified, 'Opportunities')).toBe(String(before.identified - 1));
    expect(figure(inReview, 'Opportunities')).toBe(String(before.inReview + 1));
    expect(figure(inReview, 'Value')).toBe(money(before.inReviewValue + savings));
    await waitFor(() =>
      expect(within(column('In review')).getByRole('button', { name: title })).toHaveFocus(),
    );
    open();
    // The server agrees: read again, the board is the same.
    await idle(queryClient);
    expect(titlesIn(column('In review'))[0]).toBe(title);
    expect(figure(column('In review'), 'Opportunities')).toBe(String(before.inReview + 1));
  });

  it('carries a card by keyboard: picked up, moved across columns and dropped, each step announced', async () => {
    const { user, queryClient } = await openBoard(ADMIN);
    const identified = column('Identified');
    const inReview = column('In review');
    const titles = titlesIn(identified);
    const title = titles[1]!;
    const size = { identified: titles.length, inReview: titlesIn(inReview).length };
    const open = hold(MOVE);

    within(identified).getByRole('button', { name: title }).focus();
    await user.keyboard('[Space]');
    expect(
      await screen.findByText(`Picked up ${title}. It is in Identified, position 2 of ${size.identified}.`),
    ).toBeInTheDocument();
    await settle();
    await user.keyboard('[ArrowRight]');
    expect(
      await screen.findByText(`${title} moved to In review, position 2 of ${size.inReview + 1}.`),
    ).toBeInTheDocument();
    await user.keyboard('[ArrowUp]');
    expect(
      await screen.findByText(`${title} moved to In review, position 1 of ${size.inReview + 1}.`),
    ).toBeInTheDocument();
    await user.keyboard('[Space]');
    expect(
      await screen.findByText(`${title} dropped in In review, position 1 of ${size.inReview + 1}.`),
    ).toBeInTheDocument();

    await waitFor(() => expect(titlesIn(inReview)[0]).toBe(title));
    expect(figure(inReview, 'Opportunities')).toBe(String(size.inReview + 1));
    expect(figure(identified, 'Opportunities')).toBe(String(size.identified - 1));
    await waitFor(() => expect(within(inReview).getByRole('button', { name: title })).toHaveFocus());
    open();
    await idle(queryClient);
    expect(titlesIn(column('In review'))[0]).toBe(title);
  });

  it('puts a carried card back on Escape', async () => {
    const { user } = await openBoard(ADMIN);
    const identified = column('Identified');
    const titles = titlesIn(identified);
    const title = titles[0]!;

    within(identified).getByRole('button', { name: title }).focus();
    await user.keyboard('[Enter]');
    await screen.findByText(`Picked up ${title}. It is in Identified, position 1 of ${titles.length}.`);
    await settle();
    await user.keyboard('[ArrowRight]');
    await screen.findByText(new RegExp(`^${title} moved to In review`));
    await user.keyboard('[Escape]');
    expect(await screen.findByText(`Move cancelled. ${title} is back in Identified.`)).toBeInTheDocument();
    expect(titlesIn(identified)).toEqual(titles);
  });

  it('puts a refused move back and shows the server’s reason, or the fallback when it gives none', async () => {
    const { user } = await openBoard(ADMIN);
    const identified = column('Identified');
    const realised = column('Realised');
    const titles = titlesIn(identified);
    const sizes = {
      identified: figure(identified, 'Opportunities'),
      realised: figure(realised, 'Opportunities'),
    };

    const refuse = hold(MOVE, () =>
      HttpResponse.json({ detail: 'You can only change opportunities you own.' }, { status: 403 }),
    );
    await user.click(within(identified).getAllByRole('button', { name: 'Move to…' })[0]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Realised' }));
    await waitFor(() => expect(titlesIn(realised)[0]).toBe(titles[0]));
    refuse();
    expect(await screen.findByText('You can only change opportunities you own.')).toBeInTheDocument();
    await waitFor(() => expect(titlesIn(identified)).toEqual(titles));
    expect(figure(identified, 'Opportunities')).toBe(sizes.identified);
    expect(figure(realised, 'Opportunities')).toBe(sizes.realised);

    server.use(http.post(MOVE, () => HttpResponse.json({}, { status: 500 }), { once: true }));
    await user.click(within(identified).getAllByRole('button', { name: 'Move to…' })[0]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Dismissed' }));
    expect(await screen.findByText('Unable to move the opportunity. Please try again')).toBeInTheDocument();
    await waitFor(() => expect(titlesIn(identified)).toEqual(titles));
  });

  it('sends rapid moves one after another, each with its own target, while both show at once', async () => {
    const { user } = await openBoard(ADMIN);
    const identified = column('Identified');
    const [first, second] = titlesIn(identified) as [string, string];
    const sent: unknown[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(MOVE, async ({ request }) => {
        sent.push(await request.clone().json());
        await released;
      }),
    );

    const menuOf = (title: string) =>
      within(screen.getByRole('article', { name: title })).getByRole('button', { name: 'Move to…' });
    await user.click(menuOf(first));
    await user.click(await screen.findByRole('menuitem', { name: 'Negotiating' }));
    await user.click(menuOf(second));
    await user.click(await screen.findByRole('menuitem', { name: 'Dismissed' }));

    await waitFor(() => expect(titlesIn(column('Dismissed'))[0]).toBe(second));
    expect(titlesIn(column('Negotiating'))[0]).toBe(first);
    // The second call waits for the first reply.
    expect(sent).toEqual([{ status: 'negotiating', position: 0 }]);
    release();
    await waitFor(() =>
      expect(sent).toEqual([
        { status: 'negotiating', position: 0 },
        { status: 'dismissed', position: 0 },
      ]),
    );
    await waitFor(() => expect(titlesIn(column('Negotiating'))[0]).toBe(first));
    expect(titlesIn(column('Dismissed'))[0]).toBe(second);
  });

  it('edits a card from the board: its column’s and the board’s totals move by the difference', async () => {
    const { user, money } = await openBoard(ADMIN);
    const identified = column('Identified');
    const title = titlesIn(identified)[0]!;
    const card = within(identified).getByRole('article', { name: title });
    const savings = Number(figure(card, 'Savings').replace(/[^0-9.]/g, ''));
    const columnValue = Number(figure(identified, 'Value').replace(/[^0-9.]/g, ''));
    const boardTotals = screen.getByRole('region', { name: 'Board totals' });
    const boardValue = Number(figure(boardTotals, 'Value').replace(/[^0-9.]/g, ''));

    await user.click(within(card).getByRole('button', { name: `Edit ${title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit opportunity' });
    const field = within(dialog).getByLabelText('Savings potential');
    await user.clear(field);
    await user.type(field, String(savings + 250));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(figure(identified, 'Value')).toBe(money(columnValue + 250)));
    expect(figure(boardTotals, 'Value')).toBe(money(boardValue + 250));
    expect(figure(within(identified).getByRole('article', { name: title }), 'Savings')).toBe(
      money(savings + 250),
    );
    expect(await screen.findByText(`Opportunity "${title}" has been updated.`)).toBeInTheDocument();
  });

  it('opens a card’s comments over the board', async () => {
    const { user } = await openBoard(USER);
    const button = screen.getAllByRole('button', { name: /^Comments \([1-9]\d*\) on / })[0]!;
    const title = /^Comments \(\d+\) on (.+)$/.exec(button.getAttribute('aria-label') ?? '')![1]!;
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Comments' });
    expect(panel).toHaveAccessibleDescription(title);
    expect(await within(panel).findAllByRole('article', {}, PAGE_LOAD)).not.toHaveLength(0);
  });

  it('lets a plain user read every card but move only their own', async () => {
    await openBoard(USER);
    const articles = screen.getAllByRole('article');
    const movable = articles.filter((article) => within(article).queryByRole('button', { name: 'Move to…' }));
    expect(movable).toHaveLength(3);
    for (const article of articles) {
      const title = within(article).getByRole('heading').textContent ?? '';
      const mine = movable.includes(article);
      // The title is the handle that carries a card: a button only on the ones they may move.
      expect(within(article).queryByRole('button', { name: title }) !== null).toBe(mine);
    }
    for (const article of movable) expect(within(article).getByText('Olivia Bennett')).toBeInTheDocument();
  });

  it('shows its own error state and loads again on request', async () => {
    await signInWithTokens(ADMIN);
    server.use(
      // A 4xx answer is final (no retries), so the error shows at once.
      http.get('*/api/v1/opportunities/kanban/', () => HttpResponse.json({}, { status: 403 }), {
        once: true,
      }),
    );
    const { user } = await renderApp('/optimize/board', { heading: 'Optimize' });
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(within(alert).getByText('The board could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('Unable to load the board. Please try again')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Identified' }, PAGE_LOAD)).toBeInTheDocument();
  });

  it('says so when there are no opportunities', async () => {
    await resetMockApi('empty');
    await signInWithTokens(ADMIN);
    await renderApp('/optimize/board', { heading: 'Optimize' });
    expect(await screen.findByText('No savings opportunities yet', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Identified' })).not.toBeInTheDocument();
  });
});
