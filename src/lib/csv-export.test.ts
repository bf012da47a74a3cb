import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvFileName, exportCsv, fetchEveryPage } from './csv-export';

/** A list of `count` numbered rows served `top` at a time, recording each page asked for. */
function pagedList(count: number) {
  const asked: { skip: number; top: number }[] = [];
  const rows = Array.from({ length: count }, (_, i) => ({ n: i + 1, name: `Row, "${i + 1}"` }));
  const fetchPage = ({ skip, top }: { skip: number; top: number }) => {
    asked.push({ skip, top });
    return Promise.resolve({ rows: rows.slice(skip, skip + top), count });
  };
  return { asked, fetchPage };
}

describe('csv export', () => {
  it('names the file <prefix>_<UTC timestamp>.csv', () => {
    expect(csvFileName('card_statement', new Date(Date.UTC(2026, 11, 3, 23, 5, 9)))).toBe(
      'card_statement_20261203_230509.csv',
    );
  });

  it('reads every page, and stops at a short page or once the count is reached', async () => {
    const { asked, fetchPage } = pagedList(5);
    expect(await fetchEveryPage(fetchPage, 2)).toHaveLength(5);
    expect(asked).toEqual([
      { skip: 0, top: 2 },
      { skip: 2, top: 2 },
      { skip: 4, top: 2 },
    ]);
    const exact = pagedList(4);
    expect(await fetchEveryPage(exact.fetchPage, 2)).toHaveLength(4);
    expect(exact.asked).toHaveLength(2);
  });

  it('writes the headers, then every row in order, quoting what needs it', async () => {
    const { fetchPage } = pagedList(3);
    const file = await exportCsv({
      prefix: 'things',
      headers: ['Number', 'Name'],
      pageSize: 2,
      fetchPage,
      cells: (row) => [row.n, row.name],
    });
    expect(file.filename).toMatch(/^things_\d{8}_\d{6}\.csv$/);
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    const parsed = Papa.parse<string[]>((await file.blob.text()).trim());
    expect(parsed.data).toEqual([
      ['Number', 'Name'],
      ['1', 'Row, "1"'],
      ['2', 'Row, "2"'],
      ['3', 'Row, "3"'],
    ]);
  });
});
