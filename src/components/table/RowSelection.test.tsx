import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createColumnHelper } from './columns';
import { DataTable } from './DataTable';
import { selectionColumn, useRowSelection } from './RowSelection';

interface Row {
  id: string;
  name: string;
}
const column = createColumnHelper<Row>();
const ALL = [
  { id: 'a', name: 'Slack' },
  { id: 'b', name: 'Zoom' },
  { id: 'c', name: 'Figma' },
];

function Harness() {
  const [rows, setRows] = useState(ALL);
  const [page, setPage] = useState(1);
  const selection = useRowSelection(rows, (row) => row.id, String(page));
  const ticked = selection.selected.map((row) => row.id).join();
  const { store } = selection;
  const columns = useMemo(
    () => [
      selectionColumn<Row>({ store, getRowId: (row) => row.id, rowLabel: (row) => `Select ${row.name}` }),
      column.accessor('name', { header: 'Name' }),
    ],
    [store],
  );
  return (
    <>
      <DataTable caption="Apps" columns={columns} data={rows} getRowId={(row) => row.id} />
      <p data-testid="selected">{ticked}</p>
      <button type="button" onClick={() => setRows((current) => current.slice(1))}>
        Drop first
      </button>
      <button type="button" onClick={() => setPage((current) => current + 1)}>
        Next page
      </button>
    </>
  );
}

const selected = () => screen.getByTestId('selected').textContent;

describe('row selection', () => {
  it('ticks rows one by one or all on the page, the page box mixed between', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Zoom' }));
    expect(selected()).toBe('b');
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);

    await user.click(all);
    expect(selected()).toBe('a,b,c');
    expect(all).toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(false);
    // By keyboard the box keeps its focus: the columns stay while the selection changes.
    all.focus();
    await user.keyboard(' ');
    expect(selected()).toBe('');
    expect(all).toHaveFocus();
  });

  it('forgets a row that leaves the page, and everything on another page', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Slack' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Figma' }));
    await user.click(screen.getByRole('button', { name: 'Drop first' }));
    expect(selected()).toBe('c');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(selected()).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Select Figma' })).not.toBeChecked();
  });
});
