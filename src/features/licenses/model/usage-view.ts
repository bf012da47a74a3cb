import type { SortOrder } from '@/lib/list-search';
import type { LowUtilisationFilter, UsageOrderField } from '../api/list-words';
import type { UsageRow } from '../api/schemas';

/** The utilisation percentage below which an app counts as low for the filter's choice; none for 'all'. */
export function lowUtilisationThreshold(filter: LowUtilisationFilter): number | null {
  return filter === 'all' ? null : Number(filter);
}

/**
 * `0.456` → `45%`: rounded down, so an app the low-utilisation filter keeps (below 50 %) never reads
 * as 50 %.
 */
export function formatUtilisation(utilisation: number): string {
  return `${utilisationPercent(utilisation)}%`;
}

/**
 * Utilisation as the whole percentage shown, rounded down (the small allowance absorbs floating
 * point: 0.57 × 100 is 56.999…). The low-utilisation filter compares this same number, so what the
 * table shows and what the filter keeps always agree.
 */
export function utilisationPercent(utilisation: number): number {
  return Math.floor(utilisation * 100 + 1e-9);
}

function sortValue(row: UsageRow, by: UsageOrderField): string | number {
  return by === 'app' ? row.app.name.toLocaleLowerCase('en') : row[by];
}

/**
 * The rows the usage table shows: those whose app name or vendor contains the keyword (any case)
 * and, with a low-utilisation filter, whose utilisation is strictly below it; ordered by `order_by`
 * with ties broken by app name, so the order is stable.
 */
export function usageView(
  rows: readonly UsageRow[],
  search: { keyword: string; low: LowUtilisationFilter; order_by: UsageOrderField; order: SortOrder },
): UsageRow[] {
  const keyword = search.keyword.toLocaleLowerCase('en');
  const threshold = lowUtilisationThreshold(search.low);
  const direction = search.order === 'asc' ? 1 : -1;
  return rows
    .filter(
      (row) =>
        (keyword === '' ||
          row.app.name.toLocaleLowerCase('en').includes(keyword) ||
          row.app.vendor.toLocaleLowerCase('en').includes(keyword)) &&
        (threshold === null || utilisationPercent(row.utilisation) < threshold),
    )
    .sort((a, b) => {
      const left = sortValue(a, search.order_by);
      const right = sortValue(b, search.order_by);
      const byField =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left).localeCompare(String(right), 'en');
      return byField !== 0 ? byField * direction : a.app.name.localeCompare(b.app.name, 'en');
    });
}
