import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { request } from '@/lib/http';
import { PAGE_LOAD, renderApp, signInAs } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';
import { usageListSchema, type UsageRow } from '../api/schemas';

useMockApi();
useMatchMedia();
useResizeObserver();

/** An app of the tenant with seats nobody used in 30 days, as the server has it. */
async function appWithInactiveSeats(): Promise<UsageRow> {
  const { rows } = await request('get', 'usage/', usageListSchema);
  const app = rows.find((row) => row.assigned > row.active_30);
  if (!app) throw new Error('the seed has no app with inactive seats');
  return app;
}

async function openLicense(email: string) {
  await signInAs(email);
  const row = await appWithInactiveSeats();
  const app = await renderApp(`/contracts/${row.app.slug}`, { heading: 'License Management' });
  const holders = await screen.findByRole(
    'table',
    { name: `People holding a seat of ${row.app.name}` },
    PAGE_LOAD,
  );
  return { ...app, row, holders };
}

describe('License Management', () => {
  it('shows the seats, the utilisation chart and links to the app’s contracts and opportunities', async () => {
    const { row } = await openLicense('admin@acme.test');
    const figures = screen.getByRole('region', { name: 'Seats' });
    expect(within(figures).getByText('Seats bought').nextElementSibling?.textContent).toBe(
      row.licensed.toLocaleString('en-US'),
    );
    expect(
      screen.getByRole('figure', { name: 'Seats bought and people active, last 12 months' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Contracts and documents/ })).toHaveAttribute(
      'href',
      `/contracts?app=${row.app.id}`,
    );
    expect(screen.getByRole('link', { name: /^Savings opportunities/ })).toHaveAttribute(
      'href',
      `/optimize?app=${row.app.id}`,
    );
    expect(screen.getByRole('link', { name: 'Catalogue page' })).toHaveAttribute(
      'href',
      `/product/${row.app.slug}`,
    );
  });

  it('reclaims chosen inactive seats and shows the task and the opportunity it made', async () => {
    const { row, holders, user } = await openLicense('admin@acme.test');
    const inactive = within(holders).getAllByText('Inactive').length;
    expect(inactive).toBeGreaterThan(0);
    await user.click(screen.getByRole('checkbox', { name: `Select all inactive (${inactive})` }));
    const seats = inactive === 1 ? '1 seat' : `${inactive} seats`;
    await user.click(screen.getByRole('button', { name: `Reclaim ${seats}` }));

    const confirm = await screen.findByRole('dialog', { name: `Reclaim ${seats} of ${row.app.name}?` });
    expect(within(confirm).getAllByRole('listitem')).toHaveLength(inactive);
    await user.click(within(confirm).getByRole('button', { name: `Reclaim ${seats}` }));

    const result = await screen.findByRole('dialog', { name: 'Seats reclaimed' });
    expect(within(result).getByText(`${seats} of ${row.app.name} reclaimed.`)).toBeInTheDocument();
    expect(
      within(result).getByText(/^A task was created for .+ to reduce the seats bought\.$/),
    ).toBeInTheDocument();
    expect(
      within(result).getByText(/^A savings opportunity worth £[\d,.]+ a year was opened\./),
    ).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'View it in Optimize' })).toHaveAttribute(
      'href',
      `/optimize?app=${row.app.id}`,
    );
    await user.click(within(result).getByRole('button', { name: 'Done' }));
    // The reclaimed seats have left the holders.
    expect(
      await screen.findByRole('checkbox', { name: /^Select all inactive \(0\)$/ }, PAGE_LOAD),
    ).toBeDisabled();
  });

  it('takes nothing back when the confirmation is cancelled', async () => {
    const { holders, user } = await openLicense('admin@acme.test');
    const choose = within(holders).getAllByRole('checkbox')[0]!;
    await user.click(choose);
    await user.click(screen.getByRole('button', { name: 'Reclaim 1 seat' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(choose).toBeChecked();
  });

  it('lets only client admins reclaim', async () => {
    const { holders } = await openLicense('user@acme.test');
    expect(screen.getByText('Only client admins can reclaim seats.')).toBeInTheDocument();
    expect(within(holders).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Reclaim/ })).not.toBeInTheDocument();
  });

  it('says so when the address names no app', async () => {
    await signInAs('admin@acme.test');
    await renderApp('/contracts/no-such-app', { heading: 'App not found' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Usage' })).toHaveAttribute(
      'href',
      '/usage',
    );
  });
});
