import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchField } from './SearchField';
import { FacetFilter, TableToolbar } from './TableToolbar';

// jsdom applies no Tailwind: give it the one rule a phone sees (below 576 px the `xs:contents` rules
// that show the filters again do not apply), so visibility is what a phone shows.
let style: HTMLStyleElement;
beforeAll(() => {
  style = document.createElement('style');
  style.textContent = '.hidden { display: none; }';
  document.head.append(style);
});
afterAll(() => style.remove());

const STATUS = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
] as const;

function Toolbar({ filtersSet }: { filtersSet?: number }) {
  return (
    <TableToolbar
      className="sm:grid-cols-3"
      filtersSet={filtersSet}
      search={<SearchField label="Search users" value="" onSearch={() => {}} />}
    >
      <FacetFilter label="Status" options={STATUS} value="active" onChange={() => {}} />
    </TableToolbar>
  );
}

describe('TableToolbar on a phone', () => {
  it('keeps the search in view and the filters behind a Filters button that opens and closes them', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox', { name: 'Status', hidden: true })).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeVisible();

    await user.click(button);
    expect(screen.getByRole('combobox', { name: 'Status', hidden: true })).not.toBeVisible();
  });

  it('shows how many filters are set on the button', () => {
    const { rerender } = render(<Toolbar filtersSet={0} />);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    rerender(<Toolbar filtersSet={2} />);
    const button = screen.getByRole('button', { name: 'Filters, 2 set' });
    expect(button).toHaveTextContent(/^Filters\s*2$/);
  });

  it('has no Filters button when the list has no filters', () => {
    render(<TableToolbar search={<SearchField label="Search users" value="" onSearch={() => {}} />} />);
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
  });
});
