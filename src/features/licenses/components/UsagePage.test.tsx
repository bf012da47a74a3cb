import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_LOAD, renderApp, signInAs } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';

useMockApi();
useMatchMedia();
useResizeObserver();

async function openUsage(path = '/usage') {
  await signInAs('admin@acme.test');
  const app = await renderApp(path, { heading: 'Usage' });
  const table = await screen.findByRole('table', { name: 'Utilisation per app' }, PAGE_LOAD);
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return { ...app, table };
}

/** A column's cells, top to bottom. */
function column(table: HTMLElement, header: string): string[] {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((cell) => cell.textContent?.startsWith(header));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('th, td')[index]?.textContent ?? '');
}

const percent = (text: string) => Number(text.replace('%', ''));

describe('Usage', () => {
  it('lists every app with the least used first', async () => {
    const { table } = await openUsage();
    const values = column(table, 'Utilisation').map(percent);
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(screen.getByText(/^Showing \d+ of \d+ apps$/)).toBeInTheDocument();
  });

  it('filters to low utilisation and keeps the filter in the URL', async () => {
    const { table, user, router } = await openUsage();
    const every = column(table, 'Utilisation').length;
    await user.selectOptions(screen.getByLabelText('Utilisation'), 'Below 50%');
    await waitFor(() => expect(column(table, 'Utilisation').length).toBeLessThan(every));
    // The URL reads the choice plainly; the page reads it back as its choice.
    expect(router.state.location.searchStr).toBe('?low=50');
    expect(screen.getByLabelText('Utilisation')).toHaveValue('50');
    for (const value of column(table, 'Utilisation').map(percent)) expect(value).toBeLessThan(50);
  });

  it('sorts by a column header, and back', async () => {
    const { table, user, router } = await openUsage();
    await user.click(within(table).getByRole('button', { name: /Licensed/ }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ order_by: 'licensed', order: 'desc' }),
    );
    const licensed = column(table, 'Licensed').map(Number);
    expect(licensed).toEqual([...licensed].sort((a, b) => b - a));
    await user.click(within(table).getByRole('button', { name: /Licensed/ }));
    // Ascending is the default order, which stays out of the URL.
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('order'));
    const ascending = column(table, 'Licensed').map(Number);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  it('reads the filter and order from the address', async () => {
    const { table } = await openUsage('/usage?low=70&order_by=app&order=desc');
    const apps = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('th a')?.textContent ?? '');
    expect(apps).toEqual([...apps].sort((a, b) => b.localeCompare(a, 'en')));
    for (const value of column(table, 'Utilisation').map(percent)) expect(value).toBeLessThan(70);
  });

  it('opens an app’s inactive users with Reclaim', async () => {
    const { table, user } = await openUsage('/usage?low=50');
    const drill = within(table).getAllByRole('button', { name: /^Inactive users of / })[0]!;
    const app = drill.getAttribute('aria-label')!.replace('Inactive users of ', '');
    await user.click(drill);
    const dialog = await screen.findByRole('dialog', { name: `Inactive users of ${app}` });
    const people = await within(dialog).findByRole('table', {
      name: `People with no activity in ${app} in 30 days`,
    });
    expect(within(people).getAllByRole('row').length).toBeGreaterThan(1);
    expect(within(dialog).getByRole('checkbox', { name: /^Select all inactive/ })).toBeEnabled();
    await user.selectOptions(within(dialog).getByLabelText('No activity in'), '90 days');
    expect(
      await within(dialog).findByRole('table', { name: `People with no activity in ${app} in 90 days` }),
    ).toBeInTheDocument();
  });
});
