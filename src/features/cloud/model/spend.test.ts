import { describe, expect, it } from 'vitest';
import type { CloudSpendRow } from '../api/schemas';
import { comparedMonths, largestMovers, monthsByProvider, sumOf, totalsBy } from './spend';

const months = ['2026-01', '2026-02', '2026-03', '2026-04'];
const row = (provider: string, service: string, month: string, amount: number): CloudSpendRow => ({
  provider,
  service,
  month,
  amount,
});

// 2026-04 is the running month; 2026-03 (last whole) is compared with 2026-02.
const rows = [
  row('AWS', 'EC2', '2026-02', 1000),
  row('AWS', 'EC2', '2026-03', 1500),
  row('AWS', 'EC2', '2026-04', 9999),
  row('AWS', 'S3', '2026-02', 300),
  row('AWS', 'S3', '2026-03', 100),
  row('Azure', 'VMs', '2026-02', 500),
  row('Azure', 'VMs', '2026-03', 500),
  row('GCP', 'BigQuery', '2026-03', 250.1),
  row('GCP', 'Storage', '2026-02', 80),
  row('GCP', 'Storage', '2026-01', 40),
];

describe('cloud movers', () => {
  it('compares the last whole month with the one before, not the running month', () => {
    expect(comparedMonths(months)).toEqual({ current: '2026-03', previous: '2026-02' });
    expect(comparedMonths(['2026-04'])).toBeNull();
    expect(comparedMonths(['2026-03', '2026-04'])).toBeNull();
  });

  it('lists the biggest absolute increases, largest first', () => {
    const { increases } = largestMovers({ months, rows });
    expect(increases.map((mover) => [mover.service, mover.change])).toEqual([
      ['EC2', 500],
      ['BigQuery', 250.1],
    ]);
    expect(increases[0]).toMatchObject({ previous: 1000, current: 1500, changeRatio: 0.5 });
    // New this month: no previous spend to compare with, so no ratio.
    expect(increases[1]?.changeRatio).toBeNull();
  });

  it('lists the biggest decreases, largest fall first, including a service that stopped', () => {
    const { decreases } = largestMovers({ months, rows });
    expect(decreases.map((mover) => [mover.service, mover.change])).toEqual([
      ['S3', -200],
      ['Storage', -80],
    ]);
  });

  it('leaves out unchanged services and keeps at most `limit` of each', () => {
    const { increases, decreases } = largestMovers({ months, rows }, 1);
    expect(increases.map((mover) => mover.service)).toEqual(['EC2']);
    expect(decreases.map((mover) => mover.service)).toEqual(['S3']);
    expect([...increases, ...decreases].some((mover) => mover.service === 'VMs')).toBe(false);
  });

  it('has no movers without two whole months', () => {
    expect(largestMovers({ months: ['2026-04'], rows })).toEqual({ increases: [], decreases: [] });
  });

  it('breaks ties by provider, then service', () => {
    const tied = [row('B', 'x', '2026-03', 10), row('A', 'y', '2026-03', 10), row('A', 'x', '2026-03', 10)];
    expect(largestMovers({ months, rows: tied }).increases.map((m) => `${m.provider}/${m.service}`)).toEqual([
      'A/x',
      'A/y',
      'B/x',
    ]);
  });
});

describe('cloud totals', () => {
  it('sums to the cent', () => {
    expect(sumOf([{ amount: 0.1 }, { amount: 0.2 }])).toBe(0.3);
  });

  it('totals each provider over every month, largest first, with its last whole month', () => {
    expect(totalsBy(rows, 'provider', months)).toEqual([
      { name: 'AWS', provider: 'AWS', total: 12899, lastMonth: 1600 },
      { name: 'Azure', provider: 'Azure', total: 1000, lastMonth: 500 },
      { name: 'GCP', provider: 'GCP', total: 370.1, lastMonth: 250.1 },
    ]);
  });

  it('totals each service apart per provider', () => {
    const services = totalsBy([...rows, row('Azure', 'S3', '2026-03', 1)], 'service', months);
    expect(services.filter((service) => service.name === 'S3')).toHaveLength(2);
  });

  it('gives one row per month with every provider, zero where it spent nothing', () => {
    const { providers, rows: chart } = monthsByProvider({ months, rows });
    expect(providers).toEqual(['AWS', 'Azure', 'GCP']);
    expect(chart[0]).toEqual({ month: '2026-01', AWS: 0, Azure: 0, GCP: 40 });
    expect(chart[2]).toEqual({ month: '2026-03', AWS: 1600, Azure: 500, GCP: 250.1 });
  });
});
