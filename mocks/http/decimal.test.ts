import { describe, expect, it } from 'vitest';
import { decimalPlacesOf } from './decimal';

describe("a number's decimal places, counted as DRF's DecimalField counts them", () => {
  it('keep the trailing zeros of text, move with an exponent, and read a JSON number in its shortest form', () => {
    expect(decimalPlacesOf('10.550')).toBe(3);
    expect(decimalPlacesOf(' -0.50 ')).toBe(2);
    expect(decimalPlacesOf('12.')).toBe(0);
    expect(decimalPlacesOf('.125')).toBe(3);
    expect(decimalPlacesOf('1.5e-3')).toBe(4);
    expect(decimalPlacesOf('1.255E2')).toBe(1);
    expect(decimalPlacesOf('7e3')).toBe(0);
    expect(decimalPlacesOf(10.555)).toBe(3);
    expect(decimalPlacesOf(0.1 + 0.2)).toBe(17);
    expect(decimalPlacesOf(1e-7)).toBe(7);
    expect(decimalPlacesOf(100)).toBe(0);
    for (const value of ['ten', '', '1,5', Infinity, null, true, undefined]) {
      expect(decimalPlacesOf(value)).toBeUndefined();
    }
  });
});
