import { describe, expect, it } from 'vitest';
import type { Opportunity } from '../api/schemas';
import { matchesQuery } from './list-membership';

const zoom: Opportunity = {
  id: 'opp-1',
  title: 'Downgrade 40 inactive Zoom Pro seats',
  app: { id: 'product-zoom', name: 'Zoom', slug: 'zoom' },
  owner: {
    user_id: 'user-olivia',
    first_name: 'Olivia',
    last_name: 'Bennett',
    email: 'user@acme.test',
    avatar: null,
  },
  status: 'in_review',
  position: 0,
  savings_potential: 4800,
  arr: 12000,
  due_date: '2026-06-30',
  comment_count: 2,
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-01T09:00:00Z',
  can_edit: true,
};

describe('matchesQuery', () => {
  it('takes every opportunity into a list without filters', () => {
    expect(matchesQuery(zoom, {})).toBe(true);
    expect(matchesQuery(zoom, { status: 'all', skip: 25, top: 25, order_by: 'title', order: 'asc' })).toBe(
      true,
    );
  });

  it('filters by one status, or the open ones (identified, in review, negotiating)', () => {
    expect(matchesQuery(zoom, { status: 'in_review' })).toBe(true);
    expect(matchesQuery(zoom, { status: 'identified' })).toBe(false);
    expect(matchesQuery(zoom, { status: 'open' })).toBe(true);
    for (const status of ['identified', 'negotiating'] as const) {
      expect(matchesQuery({ ...zoom, status }, { status: 'open' })).toBe(true);
    }
    for (const status of ['realised', 'dismissed'] as const) {
      expect(matchesQuery({ ...zoom, status }, { status: 'open' })).toBe(false);
      expect(matchesQuery({ ...zoom, status }, { status })).toBe(true);
    }
  });

  it('filters by app and by owner; an opportunity without an owner matches no owner filter', () => {
    expect(matchesQuery(zoom, { app: 'product-zoom' })).toBe(true);
    expect(matchesQuery(zoom, { app: 'product-slack' })).toBe(false);
    expect(matchesQuery(zoom, { owner: 'user-olivia' })).toBe(true);
    expect(matchesQuery(zoom, { owner: 'user-james' })).toBe(false);
    expect(matchesQuery({ ...zoom, owner: null }, { owner: 'user-olivia' })).toBe(false);
    expect(matchesQuery({ ...zoom, owner: null }, {})).toBe(true);
  });

  it('finds the keyword in the title or the app’s name, in any case', () => {
    expect(matchesQuery(zoom, { keyword: 'INACTIVE' })).toBe(true);
    expect(matchesQuery({ ...zoom, title: 'Cut seats' }, { keyword: 'zoom' })).toBe(true);
    expect(matchesQuery(zoom, { keyword: 'slack' })).toBe(false);
    expect(matchesQuery(zoom, { keyword: 'olivia' })).toBe(false);
  });

  it('needs every filter to agree', () => {
    const query = { status: 'open', app: 'product-zoom', owner: 'user-olivia', keyword: 'seats' } as const;
    expect(matchesQuery(zoom, query)).toBe(true);
    expect(matchesQuery({ ...zoom, status: 'realised' }, query)).toBe(false);
    expect(matchesQuery({ ...zoom, title: 'Renegotiate' }, query)).toBe(false);
  });
});
