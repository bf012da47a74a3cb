import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pencil, Trash2 } from 'lucide-react';
import { createColumnHelper } from './columns';
import { DataTable, firstScreenRows, type TableSort } from './DataTable';
import { RowActions } from './RowActions';

interface Person {
  id: string;
  name: string;
  email: string;
  joined: string;
}

const column = createColumnHelper<Person>();
const columns = column.columns([
  column.accessor('name', { header: 'Name' }),
  column.accessor('email', { header: 'E-mail' }),
  column.accessor('joined', { header: 'Joined', sortDescFirst: true }),
  column.display({
    id: 'actions',
    header: 'Actions',
    meta: { hideHeader: true },
    cell: ({ row }) => (
      <RowActions
        actions={[
          { label: `Edit ${row.original.name}`, icon: Pencil, onSelect: () => undefined },
          row.original.id !== 'p1' && {
            label: `Remove ${row.original.name}`,
            icon: Trash2,
            danger: true,
            onSelect: () => undefined,
          },
        ]}
      />
    ),
  }),
]);

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Person ${i + 1}`,
    email: `person${i + 1}@acme.test`,
    joined: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
  }));

/** A table whose order lives in state, as a page keeps it in the URL. */
function SortedTable({ initial }: { initial: TableSort }) {
  const [sort, setSort] = useState(initial);
  return (
    <>
      <DataTable
        caption="People"
        columns={columns}
        data={people(3)}
        getRowId={(person) => person.id}
        rowHeader="name"
        sort={sort}
        onSortChange={setSort}
      />
      <output aria-label="Order">{`${sort.by} ${sort.order}`}</output>
    </>
  );
}

const header = (name: RegExp) => screen.getByRole('columnheader', { name });

describe('DataTable', () => {
  it('is a table named by its caption, with row headers and a screen-reader-only actions header', () => {
    render(<SortedTable initial={{ by: 'name', order: 'asc' }} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Person 1', 'Person 2', 'Person 3']);
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
    expect(within(header(/^Actions$/)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks the sorted column with aria-sort and toggles it; another column starts at its first order', async () => {
    const user = userEvent.setup();
    render(<SortedTable initial={{ by: 'name', order: 'asc' }} />);
    expect(header(/^Name/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/^E-mail/)).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(header(/^Name/)).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('status', { name: 'Order' })).toHaveTextContent('name desc');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(header(/^Name/)).toHaveAttribute('aria-sort', 'ascending');

    // A date column sorts newest first on its first click.
    await user.click(screen.getByRole('button', { name: 'Joined' }));
    expect(header(/^Joined/)).toHaveAttribute('aria-sort', 'descending');
    expect(header(/^Name/)).not.toHaveAttribute('aria-sort');
  });

  it('sorts by keyboard: the headers are buttons in the Tab order', async () => {
    const user = userEvent.setup();
    render(<SortedTable initial={{ by: 'name', order: 'asc' }} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'E-mail' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header(/^E-mail/)).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(header(/^E-mail/)).toHaveAttribute('aria-sort', 'descending');
  });

  it('reaches every row action by keyboard, each named after its row', async () => {
    const user = userEvent.setup();
    render(<SortedTable initial={{ by: 'name', order: 'asc' }} />);
    await user.tab(); // Name
    await user.tab(); // E-mail
    await user.tab(); // Joined
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Person 1' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Person 2' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Person 2' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Remove Person 1' })).not.toBeInTheDocument();
  });

  it('shows plain headers when the list cannot be reordered', () => {
    render(<DataTable caption="People" columns={columns} data={people(1)} getRowId={(p) => p.id} />);
    expect(screen.queryByRole('button', { name: 'Name' })).not.toBeInTheDocument();
    expect(header(/^Name/)).toHaveTextContent('Name');
  });

  it('shows the empty message in the body when there are no rows', () => {
    render(
      <DataTable
        caption="People"
        columns={columns}
        data={[]}
        getRowId={(p) => p.id}
        empty='No people match "zz".'
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByRole('cell', { name: 'No people match "zz".' })).toHaveAttribute(
      'colspan',
      '4',
    );
  });

  it('shows hidden skeleton rows and aria-busy while the first page loads, and dims a page being replaced', () => {
    const { rerender } = render(
      <DataTable
        caption="People"
        columns={columns}
        data={undefined}
        getRowId={(p) => p.id}
        skeletonRows={4}
      />,
    );
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(4);
    expect(screen.getAllByTestId('skeleton-row')[0]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');

    rerender(<DataTable caption="People" columns={columns} data={people(2)} getRowId={(p) => p.id} busy />);
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'People' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('table', { name: 'People' })).toHaveClass('opacity-60');
  });
});

describe('DataTable, virtualised', () => {
  // jsdom has no layout: give the scroll region a height, so the virtualiser renders rows.
  const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 520 });
  });
  afterAll(() => {
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  });

  const bodyRows = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-rowindex') !== '1');

  it('renders only a window of 10,000 rows, with aria-rowcount, aria-rowindex and a focusable scroll region', () => {
    render(
      <DataTable
        caption="People"
        columns={columns}
        data={people(10_000)}
        getRowId={(p) => p.id}
        rowHeader="name"
        sort={{ by: 'name', order: 'asc' }}
        onSortChange={() => undefined}
        virtual={{ label: 'People table', rowHeight: 52, overscan: 4 }}
      />,
    );
    const region = screen.getByRole('region', { name: 'People table' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rows = bodyRows(table);
    // 520 px at 52 px a row is 10 rows in view, plus 4 below.
    expect(rows.length).toBe(14);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Person 1');
    expect(rows[13]).toHaveAttribute('aria-rowindex', '15');
    // A spacer row below keeps the scroll height of the rows not rendered; it is hidden.
    const spacers = table.querySelectorAll('tbody tr[aria-hidden="true"]');
    expect(spacers).toHaveLength(1);
    expect((spacers[0]!.firstElementChild as HTMLElement).style.height).toBe(`${(10_000 - 14) * 52}px`);
  });
});

describe('DataTable, a long list’s first screen first', () => {
  const longList = (
    <DataTable caption="People" columns={columns} data={people(120)} getRowId={(person) => person.id} />
  );
  /** A viewport `height` px high (jsdom has no layout: every element measures 0). */
  const withViewport = (height: number) => {
    Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: height });
    return () => {
      Reflect.deleteProperty(document.documentElement, 'clientHeight');
    };
  };

  it('paints as many rows as fill the screen in its first pass, before the rest', () => {
    const restore = withViewport(800);
    try {
      const firstScreen = firstScreenRows();
      expect(firstScreen).toBeGreaterThanOrEqual(800 / 40);
      expect(firstScreen).toBeLessThan(120);
      // The first pass alone, as a browser paints it before the transition that adds the rest.
      const html = renderToStaticMarkup(longList);
      expect(html).toContain(`Person ${firstScreen}<`);
      expect(html).not.toContain(`Person ${firstScreen + 1}<`);
    } finally {
      restore();
    }
  });

  it('then shows every row, in order', async () => {
    const restore = withViewport(800);
    try {
      render(longList);
      const table = screen.getByRole('table', { name: 'People' });
      expect(await within(table).findByRole('cell', { name: 'person120@acme.test' })).toBeInTheDocument();
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(120);
      expect(rows[firstScreenRows()]).toHaveTextContent(`Person ${firstScreenRows() + 1}`);
    } finally {
      restore();
    }
  });

  it('renders every row at once where there is no screen to fill first', () => {
    render(longList);
    expect(within(screen.getByRole('table', { name: 'People' })).getAllByRole('row')).toHaveLength(121);
  });
});
