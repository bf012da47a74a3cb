import { describe, expect, it } from 'vitest';
import type { UsageRow } from '../api/schemas';
import { daysSinceActive, isInactive, lastActiveText } from './activity';
import { formatUtilisation, usageView } from './usage-view';

function row(name: string, utilisation: number, licensed = 10, vendor = `${name} Inc`): UsageRow {
  return {
    app: { id: name, name, slug: name.toLowerCase(), vendor },
    licensed,
    assigned: licensed,
    active_30: Math.round(licensed * utilisation),
    active_60: licensed,
    active_90: licensed,
    utilisation,
    seat_cost: 100,
    trend: [],
  };
}

const rows = [
  row('Slack', 0.9, 200),
  row('Zoom', 0.4, 50, 'Zoom Video'),
  row('Figma', 0.65, 20),
  row('Asana', 0.4, 5),
];
const all = { keyword: '', low: 'all', order_by: 'utilisation', order: 'asc' } as const;
const names = (list: UsageRow[]) => list.map((item) => item.app.name);

describe('usageView', () => {
  it('orders by utilisation, ties by name', () => {
    expect(names(usageView(rows, all))).toEqual(['Asana', 'Zoom', 'Figma', 'Slack']);
    expect(names(usageView(rows, { ...all, order: 'desc' }))).toEqual(['Slack', 'Figma', 'Asana', 'Zoom']);
  });

  it('orders by app name and by seat counts', () => {
    expect(names(usageView(rows, { ...all, order_by: 'app' }))).toEqual(['Asana', 'Figma', 'Slack', 'Zoom']);
    expect(names(usageView(rows, { ...all, order_by: 'licensed', order: 'desc' }))).toEqual([
      'Slack',
      'Zoom',
      'Figma',
      'Asana',
    ]);
  });

  it('keeps only apps strictly below the low-utilisation threshold', () => {
    expect(names(usageView(rows, { ...all, low: '50' }))).toEqual(['Asana', 'Zoom']);
    expect(names(usageView(rows, { ...all, low: '70' }))).toEqual(['Asana', 'Zoom', 'Figma']);
    expect(names(usageView([row('Edge', 0.5)], { ...all, low: '50' }))).toEqual([]);
  });

  it('matches the keyword in the app name or vendor, any case', () => {
    expect(names(usageView(rows, { ...all, keyword: 'VIDEO' }))).toEqual(['Zoom']);
    expect(names(usageView(rows, { ...all, keyword: 'fig' }))).toEqual(['Figma']);
  });

  it('reads utilisation as a whole percentage, rounded down', () => {
    expect(formatUtilisation(0.456)).toBe('45%');
    expect(formatUtilisation(0.4999)).toBe('49%');
    expect(formatUtilisation(0.57)).toBe('57%');
    expect(formatUtilisation(0)).toBe('0%');
  });
});

describe('seat activity', () => {
  const now = Date.parse('2026-03-31T12:00:00Z');
  it('counts a seat inactive after 30 days without activity, or with none at all', () => {
    expect(isInactive({ last_active_at: '2026-03-02T12:00:00Z' }, now)).toBe(false);
    expect(isInactive({ last_active_at: '2026-03-01T12:00:00Z' }, now)).toBe(true);
    expect(isInactive({ last_active_at: null }, now)).toBe(true);
  });

  it('says how long ago the holder was last active', () => {
    expect(daysSinceActive({ last_active_at: '2026-03-30T12:00:00Z' }, now)).toBe(1);
    expect(lastActiveText({ last_active_at: '2026-03-31T08:00:00Z' }, now)).toBe('Today');
    expect(lastActiveText({ last_active_at: '2026-03-30T12:00:00Z' }, now)).toBe('1 day ago');
    expect(lastActiveText({ last_active_at: '2026-01-30T12:00:00Z' }, now)).toBe('60 days ago');
    expect(lastActiveText({ last_active_at: null }, now)).toBe('Never');
  });
});
