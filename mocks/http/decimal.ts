/**
 * How DRF's `DecimalField` counts decimal places. Only later areas read money, so this stays out of
 * the mock's start-up code.
 */

/** DRF's `DecimalField` refusal of a value with more decimal places than the field keeps. */
export const tooManyDecimalPlaces = (places: number): string =>
  `Ensure that there are no more than ${places} decimal places.`;

/**
 * A number's decimal places as DRF's `DecimalField` counts them (Python's `Decimal` of its text):
 * text keeps its trailing zeros (`"10.550"` has 3), a JSON number counts its shortest form (`10.550`
 * arrives as 10.55: 2), an exponent shifts the point (`"1e-3"` has 3). Undefined for a non-number.
 */
export function decimalPlacesOf(value: unknown): number | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  const parts = /^\s*[-+]?(?:\d+\.?(\d*)|\.(\d+))(?:[eE]([-+]?\d+))?\s*$/.exec(text);
  if (!parts) return undefined;
  const fraction = (parts[1] ?? parts[2] ?? '').length;
  return Math.max(0, fraction - Number(parts[3] ?? 0));
}
