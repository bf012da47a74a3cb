import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ACCOUNT_STATEMENT_SEARCH_DEFAULTS,
  CARD_STATEMENT_SEARCH_DEFAULTS,
  cardStatementSearchSchema,
} from './statement-search';
import { rangeLabel, statementQueryOf, statementRange } from './statement-period';

describe('statement periods', () => {
  it('resolves each named period from today, with no clock', () => {
    expect(statementRange('this_month', '2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(statementRange('last_month', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(statementRange('last_90_days', '2026-03-15')).toEqual({ from: '2025-12-16', to: '2026-03-15' });
    expect(statementRange('last_12_months', '2026-03-15')).toEqual({ from: '2025-03-16', to: '2026-03-15' });
  });

  it('crosses years and month ends: January, leap years, the 31st', () => {
    expect(statementRange('last_month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(statementRange('last_month', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(statementRange('this_month', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(statementRange('last_12_months', '2024-02-29')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
    expect(statementRange('last_90_days', '2026-01-01')).toEqual({ from: '2025-10-04', to: '2026-01-01' });
  });

  it('takes a custom range as given, swapped when back to front, ending today or 90 days long when a day is missing', () => {
    const today = '2026-03-15';
    expect(statementRange('custom', today, '2026-01-05', '2026-02-10')).toEqual({
      from: '2026-01-05',
      to: '2026-02-10',
    });
    expect(statementRange('custom', today, '2026-02-10', '2026-01-05')).toEqual({
      from: '2026-01-05',
      to: '2026-02-10',
    });
    expect(statementRange('custom', today, '2026-01-05', '')).toEqual({ from: '2026-01-05', to: today });
    expect(statementRange('custom', today, '', '2026-02-10')).toEqual({
      from: '2025-11-13',
      to: '2026-02-10',
    });
    expect(statementRange('custom', today)).toEqual({ from: '2025-12-16', to: today });
  });

  it('ignores custom dates for a named period', () => {
    expect(statementRange('this_month', '2026-03-15', '2020-01-01', '2020-02-01')).toEqual({
      from: '2026-03-01',
      to: '2026-03-15',
    });
  });

  it('says the range in words', () => {
    expect(rangeLabel({ from: '2026-03-01', to: '2026-03-31' })).toBe('1 Mar 2026 – 31 Mar 2026');
  });
});

describe('statement search and query', () => {
  it('defaults to the last 90 days, every status, page 1 of 25, and drops junk', () => {
    expect(CARD_STATEMENT_SEARCH_DEFAULTS).toEqual({
      period: 'last_90_days',
      from: '',
      to: '',
      status: 'all',
      page: 1,
      size: 25,
    });
    expect(ACCOUNT_STATEMENT_SEARCH_DEFAULTS).toEqual({
      period: 'last_90_days',
      from: '',
      to: '',
      page: 1,
      size: 25,
    });
    expect(
      z.parse(cardStatementSearchSchema, { period: 'forever', from: '2026-02-30', status: 'lost', size: 7 }),
    ).toEqual(CARD_STATEMENT_SEARCH_DEFAULTS);
  });

  it('asks the API for the period, the status and the page', () => {
    const search = {
      ...CARD_STATEMENT_SEARCH_DEFAULTS,
      period: 'last_month' as const,
      status: 'declined' as const,
      page: 3,
      size: 50,
    };
    expect(statementQueryOf(search, '2026-03-15')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      status: 'declined',
      skip: 100,
      top: 50,
    });
    expect(statementQueryOf(ACCOUNT_STATEMENT_SEARCH_DEFAULTS, '2026-03-15')).toEqual({
      from: '2025-12-16',
      to: '2026-03-15',
      status: undefined,
      skip: 0,
      top: 25,
    });
  });
});
