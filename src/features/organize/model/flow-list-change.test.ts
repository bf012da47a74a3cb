import { describe, expect, it } from 'vitest';
import { testFlow } from '@/test/organize';
import type { FlowList } from '../api/schemas';
import { changeFlowList, matchesListQuery, mergedFlow, summaryShare } from './flow-list-change';

const NOW = Date.parse('2026-03-12T12:00:00Z');
const SLACK_APP = { id: 'app-slack', name: 'Slack', slug: 'slack', vendor: 'Salesforce' };

function page(rows = [testFlow(), testFlow({ id: 'flow-2', name: 'Zoom' })], count = 30): FlowList {
  return {
    rows,
    count,
    types: ['sso'],
    source: null,
    sources: [{ source: 'azure', connected: true, last_synced_at: null }],
    summary: { new_this_week: 3, awaiting_review: 10, unmapped: 8 },
  };
}

describe('which rows a page holds', () => {
  it('keeps ignored apps out of the open list, and reads every other filter but the keyword', () => {
    const ignored = testFlow({ status: 'ignored' });
    expect(matchesListQuery(ignored, {})).toBe(false);
    expect(matchesListQuery(ignored, { status: 'all' })).toBe(true);
    expect(matchesListQuery(ignored, { status: 'ignored' })).toBe(true);
    expect(matchesListQuery(testFlow(), { status: 'approved' })).toBe(false);
    expect(matchesListQuery(testFlow({ app: SLACK_APP }), { unmapped: true })).toBe(false);
    expect(matchesListQuery(testFlow(), { source: 'google' })).toBe(false);
    expect(matchesListQuery(testFlow(), { type: 'oauth' })).toBe(false);
    expect(matchesListQuery(testFlow(), { keyword: 'anything', source: 'azure', type: 'sso' })).toBe(true);
  });
});

describe('a change shown before the server answers', () => {
  it('replaces an approved row in place and moves the summary once', () => {
    const before = testFlow();
    const after = { ...before, status: 'approved' as const, app: SLACK_APP };
    const next = changeFlowList(page(), {}, { before: [before], changed: [after], now: NOW });
    expect(next.rows[0]).toBe(after);
    expect(next.count).toBe(30);
    expect(next.summary).toEqual({ new_this_week: 3, awaiting_review: 9, unmapped: 7 });
  });

  it('takes an ignored row off the open list and its count, and leaves it on the list of everything', () => {
    const before = testFlow();
    const after = { ...before, status: 'ignored' as const };
    const open = changeFlowList(page(), {}, { before: [before], changed: [after], now: NOW });
    expect(open.rows.map((row) => row.id)).toEqual(['flow-2']);
    expect(open.count).toBe(29);
    const all = changeFlowList(page(), { status: 'all' }, { before: [before], changed: [after], now: NOW });
    expect(all.rows.map((row) => row.id)).toEqual(['flow-1', 'flow-2']);
  });

  it('counts a row first seen within 7 days as new this week', () => {
    expect(summaryShare(testFlow({ first_seen: '2026-03-06T12:00:00Z' }), NOW).new_this_week).toBe(1);
    expect(summaryShare(testFlow({ first_seen: '2026-03-01T12:00:00Z' }), NOW).new_this_week).toBe(0);
  });
});

describe('a merge', () => {
  it('sums the counts, joins sources and types, widens the dates and fills what the kept row lacks', () => {
    const owner = {
      user_id: 'u1',
      first_name: 'Olivia',
      last_name: 'Bennett',
      email: 'o@acme.test',
      avatar: null,
    };
    const kept = testFlow();
    const other = testFlow({
      id: 'flow-2',
      sources: ['google'],
      types: ['oauth', 'sso'],
      users: 5,
      sign_ins_30d: 10,
      events: 20,
      first_seen: '2025-12-01T00:00:00Z',
      last_seen: '2026-03-11T00:00:00Z',
      app: SLACK_APP,
      owner,
    });
    expect(mergedFlow(kept, other)).toMatchObject({
      id: 'flow-1',
      sources: ['azure', 'google'],
      types: ['sso', 'oauth'],
      users: 17,
      sign_ins_30d: 150,
      events: 320,
      first_seen: '2025-12-01T00:00:00Z',
      last_seen: '2026-03-11T00:00:00Z',
      app: SLACK_APP,
      owner,
    });
  });

  it('leaves one row on the page: the merged-away one goes and the count drops by one', () => {
    const [kept, other] = [testFlow(), testFlow({ id: 'flow-2', name: 'Zoom' })];
    const next = changeFlowList(
      page([kept, other]),
      {},
      {
        before: [kept, other],
        changed: [mergedFlow(kept, other)],
        removed: [other.id],
        now: NOW,
      },
    );
    expect(next.rows).toHaveLength(1);
    expect(next.rows[0]?.users).toBe(24);
    expect(next.count).toBe(29);
  });
});
