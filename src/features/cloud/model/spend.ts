/**
 * Cloud spend arithmetic, pure over the API's reply. Amounts are in the tenant's currency and summed
 * to the cent. The reply's last month is the current one, still running: comparisons use whole months.
 */
import type { CloudSpend, CloudSpendRow } from '../api/schemas';

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The last whole month and the one before it (`YYYY-MM`), or null when there are not two whole months. */
export function comparedMonths(months: readonly string[]): { current: string; previous: string } | null {
  // The reply's last month is the running one.
  const current = months[months.length - 2];
  const previous = months[months.length - 3];
  return current && previous ? { current, previous } : null;
}

/** Σ amount of the rows. */
export function sumOf(rows: readonly Pick<CloudSpendRow, 'amount'>[]): number {
  return cents(rows.reduce((sum, row) => sum + row.amount, 0));
}

/** Providers (or services) by total spend over every month, largest first; ties by name. */
export function totalsBy(
  rows: readonly CloudSpendRow[],
  by: 'provider' | 'service',
  months: readonly string[],
): { name: string; provider: string; total: number; lastMonth: number }[] {
  const last = comparedMonths(months)?.current;
  const groups = new Map<string, { name: string; provider: string; total: number; lastMonth: number }>();
  for (const row of rows) {
    const key = by === 'provider' ? row.provider : `${row.provider}\u0000${row.service}`;
    const group = groups.get(key) ?? { name: row[by], provider: row.provider, total: 0, lastMonth: 0 };
    group.total += row.amount;
    if (row.month === last) group.lastMonth += row.amount;
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, total: cents(group.total), lastMonth: cents(group.lastMonth) }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'en'));
}

/** One row per month (oldest first) with each provider's spend that month: the stacked chart's data. */
export function monthsByProvider(spend: Pick<CloudSpend, 'months' | 'rows'>): {
  providers: string[];
  rows: Record<string, string | number>[];
} {
  const providers = [...new Set(spend.rows.map((row) => row.provider))].sort((a, b) =>
    a.localeCompare(b, 'en'),
  );
  const rows = spend.months.map((month) => {
    const entry: Record<string, string | number> = { month };
    for (const provider of providers) entry[provider] = 0;
    for (const row of spend.rows) {
      if (row.month === month) entry[row.provider] = cents(Number(entry[row.provider]) + row.amount);
    }
    return entry;
  });
  return { providers, rows };
}

export interface Mover {
  provider: string;
  service: string;
  previous: number;
  current: number;
  /** current − previous. */
  change: number;
  /** The change as a share of the previous month (0.25 = +25 %); null when the previous was nothing. */
  changeRatio: number | null;
}

/**
 * The largest movers: each service's spend in the last whole month against the month before. The
 * biggest absolute increases (largest first) and decreases (largest fall first), at most `limit` of
 * each; a service that did not change is neither. Ties are broken by provider, then service.
 */
export function largestMovers(
  spend: Pick<CloudSpend, 'months' | 'rows'>,
  limit = 5,
): { increases: Mover[]; decreases: Mover[] } {
  const compared = comparedMonths(spend.months);
  if (!compared) return { increases: [], decreases: [] };
  const services = new Map<string, Mover>();
  for (const row of spend.rows) {
    if (row.month !== compared.current && row.month !== compared.previous) continue;
    const key = `${row.provider}\u0000${row.service}`;
    const mover = services.get(key) ?? {
      provider: row.provider,
      service: row.service,
      previous: 0,
      current: 0,
      change: 0,
      changeRatio: null,
    };
    if (row.month === compared.current) mover.current += row.amount;
    else mover.previous += row.amount;
    services.set(key, mover);
  }
  const movers = [...services.values()].map((mover) => {
    const previous = cents(mover.previous);
    const current = cents(mover.current);
    const change = cents(current - previous);
    return { ...mover, previous, current, change, changeRatio: previous > 0 ? change / previous : null };
  });
  const byName = (a: Mover, b: Mover) =>
    a.provider.localeCompare(b.provider, 'en') || a.service.localeCompare(b.service, 'en');
  return {
    increases: movers
      .filter((mover) => mover.change > 0)
      .sort((a, b) => b.change - a.change || byName(a, b))
      .slice(0, limit),
    decreases: movers
      .filter((mover) => mover.change < 0)
      .sort((a, b) => a.change - b.change || byName(a, b))
      .slice(0, limit),
  };
}
