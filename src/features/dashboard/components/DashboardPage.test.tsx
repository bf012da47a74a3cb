import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_LOAD, renderApp, signInAs } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';

useMockApi();
useMatchMedia();
useResizeObserver();

async function openDashboard() {
  await signInAs('admin@acme.test');
  return renderApp('/', { heading: 'Dashboard' });
}

describe('Dashboard', () => {
  it('lists the next five renewals with their cancel-by dates and days left', async () => {
    await openDashboard();
    const renewals = await screen.findByRole('list', { name: 'Next renewals' }, PAGE_LOAD);
    const items = within(renewals).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    for (const item of items) {
      expect(item).toHaveTextContent(/Cancel by \d{1,2} \w{3} \d{4}|Cancel-by date passed/);
      expect(item).toHaveTextContent(/Today|Tomorrow|\d+ days left/);
    }
    expect(screen.getByRole('link', { name: 'Renewal calendar' })).toHaveAttribute(
      'href',
      '/contracts/renewals',
    );
  });

  it('shows spend by month with a table view of the same figures', async () => {
    const { user } = await openDashboard();
    const chart = await screen.findByRole(
      'figure',
      { name: 'Contract spend per month, last 12 months' },
      PAGE_LOAD,
    );
    await user.click(within(chart).getByText('Table view'));
    const table = within(chart).getByRole('table', { name: 'Contract spend per month, last 12 months' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('£');
  });

  it('sums the open and realised savings and links to Optimize', async () => {
    await openDashboard();
    const savings = (await screen.findByRole('heading', { name: 'Savings' }, PAGE_LOAD)).closest('section')!;
    // Acme's seeded opportunities: 25 open (10 + 8 + 7), 9 realised.
    expect(await within(savings).findByText('Open opportunities (25)')).toBeInTheDocument();
    expect(within(savings).getByText('Realised (9)')).toBeInTheDocument();
    expect(within(savings).getByRole('link', { name: 'Go to Optimize' })).toHaveAttribute(
      'href',
      '/optimize',
    );
  });

  it('links the 90-day renewals figure to the contracts it counts', async () => {
    await openDashboard();
    const link = await screen.findByRole('link', { name: 'Contracts coming up for renewal' }, PAGE_LOAD);
    expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('window')).toMatch(
      /^"?90"?$/,
    );
  });

  it('shows the promotions and the five latest notifications, with a way to all of them', async () => {
    await openDashboard();
    const promos = await screen.findByRole('region', { name: 'Promotions' }, PAGE_LOAD);
    expect(within(promos).getAllByRole('button', { name: /^Dismiss / }).length).toBeGreaterThan(0);
    const latest = await screen.findByRole('list', { name: 'Latest notifications' }, PAGE_LOAD);
    expect(within(latest).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });
});
