import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListStatus, queryError } from './ListStatus';
import { noRowsText } from './NoRows';
import { ActiveBadge } from './StatusBadge';
import { FacetFilter, ResultCount } from './TableToolbar';

const list = () => <p>The list</p>;

describe('ListStatus', () => {
  it('shows the error with a retry before anything else', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <ListStatus
        error={{ title: 'People could not be loaded', message: 'Service is down', onRetry }}
        loading="Loading people…"
      >
        {list}
      </ListStatus>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('People could not be loaded');
    expect(alert).toHaveTextContent('Service is down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByText('The list')).not.toBeInTheDocument();
  });

  it('keeps the list’s height while it loads, so what follows stays put', () => {
    const { rerender } = render(
      <>
        <ListStatus loading="Loading people…" reserve="min-h-[30rem]">
          {list}
        </ListStatus>
        <h2>Below the list</h2>
      </>,
    );
    expect(screen.getByRole('status').parentElement).toHaveClass('min-h-[30rem]');
    rerender(
      <>
        <ListStatus loading={false} reserve="min-h-[30rem]">
          {list}
        </ListStatus>
        <h2>Below the list</h2>
      </>,
    );
    expect(screen.getByText('The list')).toBeInTheDocument();
    expect(document.querySelector('.min-h-\\[30rem\\]')).toBeNull();
  });

  it('shows the loading line, then the empty state, then the list', () => {
    const { rerender } = render(<ListStatus loading="Loading people…">{list}</ListStatus>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading people…');
    rerender(
      <ListStatus empty={{ title: 'No people yet.', description: 'Invite someone.' }}>{list}</ListStatus>,
    );
    expect(screen.getByText('No people yet.')).toBeInTheDocument();
    expect(screen.getByText('Invite someone.')).toBeInTheDocument();
    rerender(
      <ListStatus loading={false} empty={false}>
        {list}
      </ListStatus>,
    );
    expect(screen.getByText('The list')).toBeInTheDocument();
  });

  it('renders the loaded list in a later, deferred commit: the commit that ends the load still shows the loading line', () => {
    const painted: string[] = [];
    const view = (loading: string | false) => (
      <Profiler id="list" onRender={() => painted.push(document.body.textContent)}>
        <ListStatus loading={loading}>{list}</ListStatus>
      </Profiler>
    );
    const { rerender } = render(view('Loading people…'));
    painted.length = 0;
    rerender(view(false));
    expect(painted).toEqual(['Loading people…', 'The list']);
    // Loading again shows at once: the list never renders without its rows.
    painted.length = 0;
    rerender(view('Loading people…'));
    expect(painted[0]).toBe('Loading people…');
  });

  it("reads a failed query: the server's text, else the fallback; nothing while earlier rows show", () => {
    const refetch = vi.fn();
    const failed = { data: undefined, isError: true, error: new Error('boom'), refetch };
    const error = queryError(failed, 'People could not be loaded', 'Unable to list people. Please try again');
    expect(error).toMatchObject({ title: 'People could not be loaded' });
    expect(error?.message).toBeTruthy();
    error?.onRetry?.();
    expect(refetch).toHaveBeenCalledOnce();
    expect(queryError({ ...failed, data: { rows: [] } }, 'x', 'y')).toBeNull();
    expect(queryError({ ...failed, isError: false }, 'x', 'y')).toBeNull();
  });
});

describe('toolbar', () => {
  it('hands back only a facet filter’s own values, and announces the result count', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <FacetFilter
          label="Status"
          options={[
            { value: 'all', label: 'All statuses' },
            { value: 'inactive', label: 'Inactive (3)' },
          ]}
          value="all"
          onChange={onChange}
        />
        <ResultCount>Showing 3 of 10 people</ResultCount>
      </>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive (3)');
    expect(onChange).toHaveBeenCalledWith('inactive');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 10 people');
  });
});

describe('no rows and status', () => {
  it('says what the keyword matched, else whether filters are on, else that the list is empty', () => {
    expect(noRowsText('users', 'ann', true)).toBe('No users match "ann".');
    expect(noRowsText('users', '', true)).toBe('No users match these filters.');
    expect(noRowsText('users', '', false)).toBe('No users yet.');
  });

  it('shows Active or Inactive with colours for both themes', () => {
    render(
      <>
        <ActiveBadge active />
        <ActiveBadge active={false} />
      </>,
    );
    expect(screen.getByText('Active')).toHaveClass('bg-emerald-100', 'dark:bg-emerald-900/60');
    expect(screen.getByText('Inactive')).toHaveClass('bg-slate-200', 'dark:bg-slate-700');
  });
});
