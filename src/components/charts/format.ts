/** `YYYY-MM` → `Mar 2026` (a chart's month axis); anything else is shown as it is. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return MONTH_FORMAT.format(date);
}

/** Made once: an axis formats its months on every render, and building a formatter is the slow part. */
const MONTH_FORMAT = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A number as the kit shows it when the caller gives no format: grouped, `12,500`. */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}
