import { describe, expect, it } from 'vitest';
import { categoryBands, cellValue, layoutBars, valueRange, valueToY } from './bar-layout';

const plot = { left: 0, top: 0, width: 200, height: 100 };
const data = [
  { month: '2026-01', aws: 40, azure: 20 },
  { month: '2026-02', aws: 60, azure: -20 },
];

describe('cellValue', () => {
  it('reads numbers and draws anything else as zero', () => {
    const row = { month: 'Jan', amount: 12, note: 'n/a', broken: Number.NaN };
    expect(cellValue(row, 'amount')).toBe(12);
    expect(cellValue(row, 'note')).toBe(0);
    expect(cellValue(row, 'broken')).toBe(0);
    expect(cellValue(row, 'missing')).toBe(0);
  });
});

describe('valueRange', () => {
  it('spans every value and zero', () => {
    expect(valueRange(data, ['aws', 'azure'], false)).toEqual([-20, 60]);
    expect(valueRange([{ month: 'Jan', aws: 5 }], ['aws'], false)).toEqual([0, 5]);
    expect(valueRange([], ['aws'], false)).toEqual([0, 0]);
  });

  it('adds stacked series up, positives above zero and negatives below', () => {
    expect(valueRange(data, ['aws', 'azure'], true)).toEqual([-20, 60]);
    expect(valueRange([{ a: 10, b: 15, c: -5, d: -5 }], ['a', 'b', 'c', 'd'], true)).toEqual([-10, 25]);
  });
});

describe('categoryBands', () => {
  it('splits the plot evenly between the categories', () => {
    expect(categoryBands(4, { ...plot, left: 10 })).toEqual([
      { x: 10, width: 50 },
      { x: 60, width: 50 },
      { x: 110, width: 50 },
      { x: 160, width: 50 },
    ]);
    expect(categoryBands(0, plot)).toEqual([]);
  });
});

describe('valueToY', () => {
  it('puts the domain’s top at the plot’s top and its bottom at the plot’s bottom', () => {
    const y = valueToY({ left: 0, top: 5, width: 200, height: 100 }, { min: -50, max: 150 });
    expect(y(150)).toBe(5);
    expect(y(-50)).toBe(105);
    expect(y(0)).toBe(80);
  });

  it('does not divide by an empty domain', () => {
    expect(valueToY(plot, { min: 0, max: 0 })(0)).toBe(0);
  });
});

describe('layoutBars', () => {
  const domain = { min: -50, max: 100 };
  // 150 units over 100 px: zero sits at y = 66.67.
  const zero = (100 / 150) * 100;

  it('stands the series side by side in each category, growing from zero', () => {
    const [aws, azure] = layoutBars(data, ['aws', 'azure'], false, plot, domain);
    // Each 100 px band keeps 80 px for its group: two 38 px bars 4 px apart.
    expect(aws![0]).toEqual({
      x: 10,
      y: expect.closeTo(zero - 40 / 1.5),
      width: 38,
      height: expect.closeTo(40 / 1.5),
    });
    expect(azure![0]).toMatchObject({ x: 52, width: 38 });
    expect(aws![1]!.x).toBe(110);
    // A negative value hangs below zero.
    expect(azure![1]).toMatchObject({ y: expect.closeTo(zero), height: expect.closeTo(20 / 1.5) });
  });

  it('stacks series in one bar per category, each on top of the one before', () => {
    const [aws, azure] = layoutBars([{ month: 'Jan', aws: 40, azure: 20 }], ['aws', 'azure'], true, plot, {
      min: 0,
      max: 100,
    });
    expect(aws![0]).toEqual({ x: 20, y: 60, width: 160, height: 40 });
    expect(azure![0]).toEqual({ x: 20, y: 40, width: 160, height: 20 });
  });

  it('draws zero as a bar of no height, and nothing for no rows', () => {
    const [amount] = layoutBars([{ month: 'Jan', amount: 0 }], ['amount'], false, plot, { min: 0, max: 1 });
    expect(amount![0]).toMatchObject({ y: 100, height: 0 });
    expect(layoutBars([], ['amount'], false, plot, { min: 0, max: 1 })).toEqual([[]]);
  });

  it('drops the gap between grouped bars before the bars lose their width', () => {
    const narrow = { left: 0, top: 0, width: 10, height: 100 };
    const rows = layoutBars([{ a: 1, b: 1, c: 1 }], ['a', 'b', 'c'], false, narrow, { min: 0, max: 1 });
    expect(rows.map((series) => series[0]!.width)).toEqual([8 / 3, 8 / 3, 8 / 3]);
    expect(rows[1]![0]!.x).toBeCloseTo(1 + 8 / 3);
  });
});
