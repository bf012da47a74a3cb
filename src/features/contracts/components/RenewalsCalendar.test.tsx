import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';

useMockApi();
useMatchMedia();
useResizeObserver();

async function openCalendar(path: string) {
  await signInWithTokens('user@acme.test');
  return renderApp(path, { heading: 'Renewal calendar' });
}

const focusedDate = () => document.activeElement?.getAttribute('data-date');

describe('Renewal calendar', () => {
  it('moves between days with the keyboard: one tab stop, arrows, Home/End, Page Up/Down across months', async () => {
    // A fixed month, so the walk does not depend on today's date.
    const { user, router } = await openCalendar('/contracts/renewals?month=2028-01');
    const grid = await screen.findByRole('grid', { name: 'January 2028' }, PAGE_LOAD);
    const first = within(grid).getByRole('gridcell', { name: /^Saturday 1 January 2028, / });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .filter((cell) => cell.tabIndex === 0),
    ).toHaveLength(1);

    first.focus();
    // Each key from where the last one left the focus, and the day it lands on.
    for (const [keys, day] of [
      ['{ArrowRight}', '2028-01-02'],
      ['{ArrowDown}', '2028-01-09'],
      ['{Home}', '2028-01-03'],
      ['{End}', '2028-01-09'],
      ['{ArrowUp}', '2028-01-02'],
      ['{ArrowLeft}{ArrowLeft}', '2027-12-31'],
    ] as const) {
      await user.keyboard(keys);
      expect(focusedDate(), keys).toBe(day);
    }
    await waitFor(() => expect(screen.getByRole('grid', { name: 'December 2027' })).toBeInTheDocument());
    expect(router.state.location.search).toMatchObject({ month: '2027-12' });

    // Page Down keeps the day of the month, or the month's last day when it has fewer: 31 Jan → 29 Feb.
    await user.keyboard('{PageDown}');
    expect(focusedDate()).toBe('2028-01-31');
    await user.keyboard('{PageDown}');
    expect(focusedDate()).toBe('2028-02-29');
    expect(screen.getByRole('grid', { name: 'February 2028' })).toBeInTheDocument();
    await user.keyboard('{PageUp}');
    expect(focusedDate()).toBe('2028-01-29');

    // The chosen day's dates are listed beside the grid.
    expect(screen.getByRole('region', { name: 'Renewals on Saturday 29 January 2028' })).toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
  }, 30_000);

  it('lists the next 12 months of end and cancel-by dates in the list view', async () => {
    const { user, router } = await openCalendar('/contracts/renewals');
    await screen.findByRole('grid', {}, PAGE_LOAD);
    await user.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'list' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const slack = await screen.findAllByRole('link', { name: 'Slack' });
    // Slack's cancel-by date (in 15 days) and its end date (in 75).
    expect(slack).toHaveLength(2);
    expect(slack[0]!.closest('li')).toHaveTextContent('Cancel by');
    expect(slack[0]!.closest('li')).toHaveTextContent('≤ 30 days');
    expect(slack[1]!.closest('li')).toHaveTextContent('Ends');
    expect(screen.getByRole('link', { name: '← Back to contracts' })).toHaveAttribute('href', '/contracts');
  }, 30_000);
});
