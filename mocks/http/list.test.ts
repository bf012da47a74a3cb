import { describe, expect, it } from 'vitest';
import { parseListQuery, sortRows } from './list';

const SPEC = {
  orderBy: ['name', 'created_at'] as const,
  defaultOrderBy: 'created_at',
  defaultTop: 10,
  maxTop: 100,
} as const;
const parse = (query: string) => parseListQuery(new URLSearchParams(query), SPEC);

describe('parseListQuery', () => {
  it('fills in the defaults', () => {
    expect(parse('')).toEqual({
      ok: true,
      query: { skip: 0, top: 10, order: 'asc', order_by: 'created_at', keyword: '', filters: {} },
    });
    expect(parse('keyword=%20Ada%20&order=desc&order_by=name&skip=20&top=5')).toMatchObject({
      query: { skip: 20, top: 5, order: 'desc', order_by: 'name', keyword: 'ada' },
    });
  });

  it('reports every bad parameter at once, the limits once the numbers parse', async () => {
    const bad = parse('skip=x&top=1000&order=up&order_by=password');
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.response.status).toBe(400);
    expect(await bad.response.json()).toEqual({
      skip: ['A valid integer is required.'],
      order: ['"up" is not a valid choice.'],
      order_by: ['"password" is not a valid choice.'],
    });
    const big = parse('top=1000');
    expect(big.ok ? null : await big.response.json()).toEqual({
      top: ['Ensure this value is less than or equal to 100.'],
    });
  });
});

describe('sortRows', () => {
  const rows = () => [
    { id: 'c', name: 'beta', seen: null },
    { id: 'a', name: 'Alpha', seen: '2026-01-02' },
    { id: 'b', name: 'alpha', seen: '2026-01-01' },
  ];

  it('orders case-insensitively with a stable tie-break, and nulls last going up', () => {
    expect(sortRows(rows(), { by: 'name', order: 'asc', then: ['id'] }).map((r) => r.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(sortRows(rows(), { by: 'name', order: 'desc', then: ['id'] }).map((r) => r.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(
      sortRows(rows(), { by: 'seen', order: 'asc', then: ['id'], plain: ['seen'] }).map((r) => r.id),
    ).toEqual(['b', 'a', 'c']);
    expect(
      sortRows(rows(), { by: 'seen', order: 'desc', then: ['id'], plain: ['seen'] }).map((r) => r.id),
    ).toEqual(['c', 'a', 'b']);
  });
});
