/**
 * A statement's period as the API's `from` and `to` (calendar dates, both included): a pure function
 * of the period chosen, today and a custom range's dates, so it is tested without the clock.
 *
 * - this month: the 1st of today's month to today;
 * - last month: the whole calendar month before today's;
 * - last 90 days: today and the 89 days before it;
 * - last 12 months: the day after today's date a year ago, to today;
 * - custom: the dates given (swapped when the first is after the last); no last day ends it today, no
 *   first day starts it 89 days before the last (90 days, as the API takes a range without `from`).
 */
import { addDays, addMonths, lastDayOfMonth, monthOf } from '@/lib/calendar';
import { formatDay } from '@/lib/format';
import type { StatementPeriod, TransactionStatus } from '../api/list-words';
import type { StatementQuery } from '../api/schemas';

export interface StatementRange {
  from: string;
  to: string;
}

export const STATEMENT_PERIOD_LABELS: Readonly<Record<StatementPeriod, string>> = {
  this_month: 'This month',
  last_month: 'Last month',
  last_90_days: 'Last 90 days',
  last_12_months: 'Last 12 months',
  custom: 'Custom range',
};

/** The days a period covers, given today (`YYYY-MM-DD`) and, for `custom`, the URL's dates ('' for none). */
export function statementRange(period: StatementPeriod, today: string, from = '', to = ''): StatementRange {
  switch (period) {
    case 'this_month':
      return { from: `${monthOf(today)}-01`, to: today };
    case 'last_month': {
      const month = monthOf(today, -1);
      return { from: `${month}-01`, to: lastDayOfMonth(month) };
    }
    case 'last_90_days':
      return { from: addDays(today, -89), to: today };
    case 'last_12_months':
      return { from: addDays(addMonths(today, -12), 1), to: today };
    case 'custom': {
      const last = to || today;
      if (!from) return { from: addDays(last, -89), to: last };
      return from <= last ? { from, to: last } : { from: last, to: from };
    }
  }
}

/** The range in words: '1 Mar 2026 – 31 Mar 2026'. */
export function rangeLabel({ from, to }: StatementRange): string {
  return `${formatDay(from)} – ${formatDay(to)}`;
}

interface StatementSearchPart {
  period: StatementPeriod;
  from: string;
  to: string;
  page: number;
  size: number;
  status?: 'all' | TransactionStatus;
}

/** The API's statement query for a search: the period's dates, the status (none for 'all') and the page. */
export function statementQueryOf(search: StatementSearchPart, today: string): StatementQuery {
  const range = statementRange(search.period, today, search.from, search.to);
  return {
    from: range.from,
    to: range.to,
    status: search.status === undefined || search.status === 'all' ? undefined : search.status,
    skip: (search.page - 1) * search.size,
    top: search.size,
  };
}
