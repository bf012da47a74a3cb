import type { ChartRow } from './types';

/** A row's value for a series as a number to draw: anything missing or non-numeric draws as zero. */
export function cellValue(row: ChartRow, key: string): number {
  const cell = row[key];
  return typeof cell === 'number' && Number.isFinite(cell) ? cell : 0;
}

/**
 * The lowest and highest values the bars reach, always including zero (bars grow from it). Stacked
 * series add up: positives on top of each other above zero, negatives below it.
 */
export function valueRange(
  data: readonly ChartRow[],
  keys: readonly string[],
  stacked: boolean,
): [number, number] {
  let low = 0;
  let high = 0;
  for (const row of data) {
    const values = keys.map((key) => cellValue(row, key));
    const below = stacked ? [values.filter((v) => v < 0).reduce((sum, v) => sum + v, 0)] : values;
    const above = stacked ? [values.filter((v) => v > 0).reduce((sum, v) => sum + v, 0)] : values;
    low = Math.min(low, ...below);
    high = Math.max(high, ...above);
  }
  return [low, high];
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a value sits vertically in the plot: `domain.max` at its top, `domain.min` at its bottom. */
export function valueToY(plot: Box, domain: { min: number; max: number }): (value: number) => number {
  const span = domain.max - domain.min || 1;
  return (value) => plot.top + ((domain.max - value) / span) * plot.height;
}

// As recharts spaces bars: a tenth of each category's width free on either side, 4 px between the
// bars of a group.
const CATEGORY_GAP = 0.1;
const BAR_GAP = 4;

/** Each category's band along the x axis: its left edge and width inside the plot. */
export function categoryBands(count: number, plot: Box): { x: number; width: number }[] {
  const width = count > 0 ? plot.width / count : 0;
  return Array.from({ length: count }, (_, index) => ({ x: plot.left + index * width, width }));
}

/**
 * Every bar's rectangle, per series then per row. Stacked series share one bar per category, each
 * starting where the one before it ended (negative values stack downwards from zero); otherwise the
 * series stand side by side in a group.
 */
export function layoutBars(
  data: readonly ChartRow[],
  keys: readonly string[],
  stacked: boolean,
  plot: Box,
  domain: { min: number; max: number },
): BarRect[][] {
  const y = valueToY(plot, domain);
  const bands = categoryBands(data.length, plot);
  const slots = stacked ? 1 : Math.max(1, keys.length);
  const rects: BarRect[][] = keys.map(() => []);
  data.forEach((row, rowIndex) => {
    const band = bands[rowIndex]!;
    const group = band.width * (1 - 2 * CATEGORY_GAP);
    // Narrow groups lose the gaps between bars before the bars lose their width.
    const gap = slots > 1 && (group - BAR_GAP * (slots - 1)) / slots >= 1 ? BAR_GAP : 0;
    const barWidth = Math.max(0, (group - gap * (slots - 1)) / slots);
    let above = 0;
    let below = 0;
    keys.forEach((key, seriesIndex) => {
      const value = cellValue(row, key);
      let base = 0;
      if (stacked) {
        base = value < 0 ? below : above;
        if (value < 0) below += value;
        else above += value;
      }
      const slot = stacked ? 0 : seriesIndex;
      const top = y(Math.max(base, base + value));
      rects[seriesIndex]!.push({
        x: band.x + band.width * CATEGORY_GAP + slot * (barWidth + gap),
        y: top,
        width: barWidth,
        height: y(Math.min(base, base + value)) - top,
      });
    });
  });
  return rects;
}
