import { describe, expect, it } from 'vitest';
import { estimateTextWidth, textWidth } from './text-width';

describe('estimateTextWidth', () => {
  it('grows with the text and the font size', () => {
    expect(estimateTextWidth('')).toBe(0);
    expect(estimateTextWidth('Mar 2026')).toBeGreaterThan(estimateTextWidth('Mar'));
    expect(estimateTextWidth('Mar 2026', 24)).toBe(2 * estimateTextWidth('Mar 2026', 12));
  });
});

describe('textWidth', () => {
  it('falls back to the estimate where the page has no layout to measure', () => {
    expect(textWidth('Mar 2026')).toBe(estimateTextWidth('Mar 2026'));
    expect(textWidth('Mar 2026', 14)).toBe(estimateTextWidth('Mar 2026', 14));
  });
});
