/** The y axis of a bar chart: evenly spaced ticks on round numbers, and the domain they cover. */
export interface NiceScale {
  ticks: number[];
  min: number;
  max: number;
}

// Steps people read at a glance: 1, 2 and 5 times a power of ten, and 2.5 times one from 25 up
// (0.25 or 2.5 would put fractions on an axis of whole numbers such as seats).
function candidateSteps(rough: number): number[] {
  const power = 10 ** Math.floor(Math.log10(rough));
  return [power / 10, power, power * 10].flatMap((scale) =>
    scale >= 10 ? [scale, 2 * scale, 2.5 * scale, 5 * scale] : [scale, 2 * scale, 5 * scale],
  );
}

/**
 * Ticks on multiples of a round step covering `low`…`high`: as close to `count` of them as the round
 * steps allow, then as little empty room above and below the values as possible. A flat range (all
 * values equal, or no values) gets a single tick at that value and a domain one unit tall above it,
 * so the axis still has a scale to draw against.
 */
export function niceTicks(low: number, high: number, count = 5): NiceScale {
  const min = Number.isFinite(low) ? low : 0;
  const max = Number.isFinite(high) ? Math.max(high, min) : min;
  if (max === min) return { ticks: [min], min, max: min + 1 };
  let best: { step: number; first: number; last: number; miss: number; room: number } | undefined;
  for (const step of candidateSteps((max - min) / Math.max(1, count - 1))) {
    // A hair of tolerance: 0.3 / 0.1 is 2.9999999999999996, which must not round up to 3 steps.
    const first = Math.floor(min / step + 1e-9);
    const last = Math.ceil(max / step - 1e-9);
    const miss = Math.abs(last - first + 1 - count);
    const room = (last - first) * step - (max - min);
    if (!best || miss < best.miss || (miss === best.miss && room < best.room)) {
      best = { step, first, last, miss, room };
    }
  }
  const { step, first, last } = best!;
  // Enough decimals for the step, so 0.1 + 0.2 reads 0.3 rather than 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  const ticks: number[] = [];
  for (let index = first; index <= last; index += 1) ticks.push(Number((index * step).toFixed(decimals)));
  return { ticks, min: ticks[0]!, max: ticks[ticks.length - 1]! };
}

/**
 * Which of a row of labels to show so that none overlaps its neighbour (as recharts' x axis does):
 * the last one always (the latest category is the one most read), then, walking back, each label that
 * keeps `gap` px clear of the last one kept. `x` is a label's centre and `width` its width, in px.
 */
export function thinLabels(labels: readonly { x: number; width: number }[], gap = 5): number[] {
  const shown: number[] = [];
  let edge = Number.POSITIVE_INFINITY;
  for (let index = labels.length - 1; index >= 0; index -= 1) {
    const { x, width } = labels[index]!;
    if (x + width / 2 + gap <= edge) {
      shown.unshift(index);
      edge = x - width / 2;
    }
  }
  return shown;
}
