import { Figures } from '@/components/ui/Figures';
import type { Totals } from '../api/schemas';

const numbers = new Intl.NumberFormat('en-US');

/**
 * The totals of every opportunity the list's filters select (not only the page shown): how many,
 * their savings potential and their ARR, in the tenant's currency. Dashes until the list has loaded.
 */
export function OpportunityTotals({
  totals,
  money,
}: {
  totals: Totals | undefined;
  money: (amount: number) => string;
}) {
  const figures = [
    { label: 'Opportunities', value: totals ? numbers.format(totals.count) : '—' },
    { label: 'Savings potential', value: totals ? money(totals.value) : '—' },
    { label: 'ARR', value: totals ? money(totals.arr) : '—' },
  ];
  return <Figures title="Totals" figures={figures} size="sm" className="flex flex-wrap gap-3" />;
}
