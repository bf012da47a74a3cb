import { describe, expect, it } from 'vitest';
import { niceTicks, thinLabels } from './scale';

describe('niceTicks', () => {
  it('covers the values with about five ticks on round numbers from zero', () => {
    expect(niceTicks(0, 1750)).toEqual({ ticks: [0, 500, 1000, 1500, 2000], min: 0, max: 2000 });
    expect(niceTicks(0, 1000)).toEqual({ ticks: [0, 250, 500, 750, 1000], min: 0, max: 1000 });
    expect(niceTicks(0, 48_210)).toEqual({
      ticks: [0, 10_000, 20_000, 30_000, 40_000, 50_000],
      min: 0,
      max: 50_000,
    });
  });

  it('leaves as little room above the values as the round steps allow', () => {
    // Steps of 50k and 100k both miss five ticks by one; 50k ends closer to the tallest bar.
    expect(niceTicks(0, 222_000).ticks).toEqual([0, 50_000, 100_000, 150_000, 200_000, 250_000]);
  });

  it('keeps fractions off an axis of small whole numbers', () => {
    expect(niceTicks(0, 9).ticks).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(0, 4).ticks).toEqual([0, 1, 2, 3, 4]);
  });

  it('reaches below zero for negative values, with zero among the ticks', () => {
    const scale = niceTicks(-300, 900);
    expect(scale.ticks).toEqual([-500, 0, 500, 1000]);
    expect(scale.min).toBe(-500);
    expect(scale.max).toBe(1000);
  });

  it('reads decimal steps without floating-point noise', () => {
    expect(niceTicks(0, 0.9).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(0, 0.07).ticks).toEqual([0, 0.02, 0.04, 0.06, 0.08]);
    expect(niceTicks(0, 0.3).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('gives a flat range one tick and a domain to draw against', () => {
    expect(niceTicks(0, 0)).toEqual({ ticks: [0], min: 0, max: 1 });
    expect(niceTicks(Number.NaN, Number.NaN)).toEqual({ ticks: [0], min: 0, max: 1 });
  });
});

describe('thinLabels', () => {
  // Labels `width` px wide, centred every `slot` px.
  const row = (widths: number[], slot: number) => widths.map((width, index) => ({ x: index * slot, width }));

  it('shows every label when they fit side by side', () => {
    expect(thinLabels(row([40, 40, 40], 60))).toEqual([0, 1, 2]);
  });

  it('keeps the last label and, walking back, each one clear of the last kept', () => {
    // The dashboard: 12 months of "Mar 2026" (about 55 px each) about 30 px apart.
    expect(thinLabels(row(Array<number>(12).fill(55), 30))).toEqual([1, 3, 5, 7, 9, 11]);
    expect(thinLabels(row(Array<number>(12).fill(55), 20))).toEqual([2, 5, 8, 11]);
  });

  it('drops only the labels that would collide with one kept', () => {
    // Too wide for its place, the middle label goes; its neighbours stay.
    expect(thinLabels(row([40, 40, 120, 40, 40], 60))).toEqual([0, 1, 3, 4]);
    expect(thinLabels(row([40, 40, 40, 100, 40], 60))).toEqual([0, 1, 2, 4]);
  });

  it('keeps the gap between labels', () => {
    expect(thinLabels(row([50, 50], 55))).toEqual([0, 1]);
    expect(thinLabels(row([50, 50], 54))).toEqual([1]);
    expect(thinLabels(row([50, 50], 52), 2)).toEqual([0, 1]);
  });

  it('keeps the last label alone when there is no room at all, and shows nothing for no labels', () => {
    expect(thinLabels(row([30, 30, 30], 0))).toEqual([2]);
    expect(thinLabels([])).toEqual([]);
  });
});
