import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('shows the range, the page position, and asks for the next and previous pages', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Pagination label="People pages" skip={25} top={25} shown={25} count={49_812} onChange={onChange} />,
    );
    const nav = screen.getByRole('navigation', { name: 'People pages' });
    expect(within(nav).getByText('Showing 26–50 of 49,812')).toBeInTheDocument();
    expect(within(nav).getByText('Page 2 of 1,993')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith({ skip: 50, top: 25 });
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith({ skip: 0, top: 25 });
  });

  it('cannot go before the first page or past the last', () => {
    const { rerender } = render(
      <Pagination label="People pages" skip={0} top={25} shown={25} count={40} onChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(
      <Pagination label="People pages" skip={25} top={25} shown={15} count={40} onChange={() => undefined} />,
    );
    expect(screen.getByText('Showing 26–40 of 40')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('starts again at the first page with a new page size', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Pagination
        label="People pages"
        skip={50}
        top={25}
        shown={25}
        count={500}
        pageSizes={[25, 50, 100]}
        onChange={onChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(onChange).toHaveBeenCalledWith({ skip: 0, top: 100 });
  });

  it('says 0–0 for an empty page, and offers no size choice without sizes', () => {
    render(
      <Pagination label="People pages" skip={0} top={25} shown={0} count={0} onChange={() => undefined} />,
    );
    expect(screen.getByText('Showing 0–0 of 0')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
  });
});
