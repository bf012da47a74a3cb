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

describe('parseListQuery, as DRF reads each parameter', () => {
  it('reads skip and top as IntegerFields: a negative skip is out of range, not junk', async () => {
    const negative = parse('skip=-1');
    expect(negative.ok ? null : await negative.response.json()).toEqual({
      skip: ['Ensure this value is greater than or equal to 0.'],
    });
    expect(parse('skip=2.0&top=%2B5')).toMatchObject({ query: { skip: 2, top: 5 } });
    const fraction = parse('skip=1.5');
    expect(fraction.ok ? null : await fraction.response.json()).toEqual({
      skip: ['A valid integer is required.'],
    });
  });

  it('hands the keyword over with case and accents folded', () => {
    expect(parse('keyword=%20Zo%C3%AB%20CAF%C3%89%20')).toMatchObject({ query: { keyword: 'zoe cafe' } });
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
