import { within } from '@testing-library/react';

/**
 * A table's body rows as text, cell by cell: each cell's first piece of text (a cell may hold more
 * after it, such as a disclosure), which is what a CSV export of the same rows writes.
 */
export function rowTexts(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.firstChild?.textContent ?? ''));
}
