import { describe, expect, it } from 'vitest';
import type { RenewalEvent } from '@/features/contracts';
import { daysBetween } from '@/lib/calendar';
import { daysLeftText, upcomingRenewals } from './renewals';

function event(contract: string, kind: RenewalEvent['kind'], date: string): RenewalEvent {
  return {
    contract_id: contract,
    app: { id: contract, name: `App ${contract}`, slug: contract, vendor: 'Vendor' },
    kind,
    date,
    auto_renew: true,
    annual_cost_tenant: 1000,
    owner: null,
  };
}

describe('dashboard renewals', () => {
  it('counts calendar days, across month ends and leap days', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2026-03-29', '2026-03-30')).toBe(1);
    expect(daysBetween('2026-06-01', '2026-06-01')).toBe(0);
  });

  it('reads the days left in words', () => {
    expect(daysLeftText(0)).toBe('Today');
    expect(daysLeftText(1)).toBe('Tomorrow');
    expect(daysLeftText(45)).toBe('45 days left');
  });

  it('lists the next contracts by end date with the cancel-by date still ahead', () => {
    const events = [
      event('a', 'cancel_by', '2026-04-01'),
      event('b', 'end', '2026-04-10'),
      event('a', 'end', '2026-05-01'),
      event('c', 'cancel_by', '2026-06-01'),
      event('c', 'end', '2026-07-01'),
    ];
    const renewals = upcomingRenewals(events, '2026-03-01');
    expect(
      renewals.map((renewal) => [renewal.contractId, renewal.renewsOn, renewal.cancelBy, renewal.daysLeft]),
    ).toEqual([
      // b's cancel-by date has passed: the days left count to its end date.
      ['b', '2026-04-10', null, 40],
      ['a', '2026-05-01', '2026-04-01', 31],
      ['c', '2026-07-01', '2026-06-01', 92],
    ]);
  });

  it('keeps at most five', () => {
    const events = Array.from({ length: 8 }, (_, index) =>
      event(`k${index}`, 'end', `2026-04-0${index + 1}`),
    );
    expect(upcomingRenewals(events, '2026-03-01').map((renewal) => renewal.contractId)).toEqual([
      'k0',
      'k1',
      'k2',
      'k3',
      'k4',
    ]);
  });
});
