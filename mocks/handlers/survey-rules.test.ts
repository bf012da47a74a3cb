import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@/lib/calendar';
import { inactiveCount, selectAudience, yearlySaving, type AudienceInput } from './survey-audience';
import { OTHER_THEME, reasonThemes, themeOf } from './survey-themes';
import { agentReply, findDeadline } from './survey-chat';

const NOW = Date.parse('2026-06-15T12:00:00.000Z');
const ago = (days: number) => new Date(NOW - days * DAY_MS).toISOString();
const holders = [
  { user_id: 'a', last_active_at: ago(5) },
  { user_id: 'b', last_active_at: ago(35) },
  { user_id: 'c', last_active_at: ago(65) },
  { user_id: 'd', last_active_at: ago(95) },
  { user_id: 'e', last_active_at: null },
];
const input = (over: Partial<AudienceInput> = {}): AudienceInput => ({
  audience: 'inactive_30',
  user_ids: [],
  cooldown_days: 0,
  holders,
  inactiveAccounts: new Set(),
  lastAsked: new Map(),
  now: NOW,
  ...over,
});
const ids = (rows: readonly { user_id: string }[]) => rows.map((r) => r.user_id).sort();

describe('audience selection', () => {
  it('asks holders idle for 30, 60 or 90 days (never active counts as idle), everyone, or the people chosen', () => {
    expect(ids(selectAudience(input()).asked)).toEqual(['b', 'c', 'd', 'e']);
    expect(ids(selectAudience(input({ audience: 'inactive_60' })).asked)).toEqual(['c', 'd', 'e']);
    expect(ids(selectAudience(input({ audience: 'inactive_90' })).asked)).toEqual(['d', 'e']);
    expect(ids(selectAudience(input({ audience: 'all_holders' })).asked)).toEqual(['a', 'b', 'c', 'd', 'e']);
    const chosen = selectAudience(input({ audience: 'chosen', user_ids: ['a', 'z'] }));
    expect(ids(chosen.asked)).toEqual(['a']);
    expect(chosen.left_out).toEqual([
      { user_id: 'z', last_active_at: null, why: 'not_a_holder', last_asked_at: null },
    ]);
  });

  it('lists the longest idle first', () => {
    expect(selectAudience(input()).asked.map((h) => h.user_id)).toEqual(['e', 'd', 'c', 'b']);
  });

  it('leaves out people asked about the app within the cool-down, with when, and switched-off accounts', () => {
    const lastAsked = new Map([
      ['c', ago(7)],
      ['d', ago(40)],
    ]);
    const audience = selectAudience(
      input({ cooldown_days: 30, lastAsked, inactiveAccounts: new Set(['e']) }),
    );
    expect(ids(audience.asked)).toEqual(['b', 'd']);
    expect(audience.left_out).toEqual([
      { user_id: 'e', last_active_at: null, why: 'inactive_account', last_asked_at: null },
      { user_id: 'c', last_active_at: ago(65), why: 'cooldown', last_asked_at: ago(7) },
    ]);
    // A cool-down of 0 leaves nobody out; one of 40 days reaches the person asked 40 days ago.
    expect(ids(selectAudience(input({ lastAsked })).asked)).toEqual(['b', 'c', 'd', 'e']);
    expect(ids(selectAudience(input({ lastAsked, cooldown_days: 40 })).asked)).toEqual(['b', 'e']);
  });
});

describe('the saving', () => {
  it('counts the asked people idle for 30 days or more, times the yearly price per seat, to the cent', () => {
    const asked = selectAudience(input({ audience: 'all_holders' })).asked;
    expect(inactiveCount(asked, NOW)).toBe(4);
    expect(yearlySaving(inactiveCount(asked, NOW), 150.1)).toBe(600.4);
    expect(yearlySaving(3, 0.1)).toBe(0.3);
    expect(yearlySaving(0, 150)).toBe(0);
  });
});

describe('the reason themes', () => {
  it('puts each reason in the first theme it speaks of, else Other', () => {
    expect(themeOf('I rarely use it any more.')).toBe('Rarely used');
    expect(themeOf('We use Microsoft Teams for calls now.')).toBe('Use another tool');
    expect(themeOf('Only needed it for the launch project')).toBe('Needed for a project');
    expect(themeOf('I left the team in May')).toBe('Left the team');
    expect(themeOf('I use it daily')).toBe('Used regularly');
    expect(themeOf('Bananas')).toBe(OTHER_THEME);
  });

  it('counts each theme, most common first, Other last, with the first reason word for word; blanks are skipped', () => {
    expect(
      reasonThemes([
        'Bananas',
        'I rarely use it.',
        null,
        '  ',
        'Hardly opened it',
        'We moved to Google Meet',
        'Apples',
      ]),
    ).toEqual([
      { theme: 'Rarely used', count: 2, example: 'I rarely use it.' },
      { theme: 'Use another tool', count: 1, example: 'We moved to Google Meet' },
      { theme: OTHER_THEME, count: 2, example: 'Bananas' },
    ]);
  });
});

describe('the agent', () => {
  const apps = [
    { slug: 'zoom', name: 'Zoom' },
    { slug: 'google-workspace', name: 'Google Workspace' },
  ];
  const ask = (text: string) =>
    agentReply({ messages: [{ role: 'admin', text }], settings: null }, apps, '2026-06-15');

  it('drafts the app, audience and deadline from the words, the same every time, and says it is a simulation', () => {
    const reply = ask(
      'Ask everyone who has not opened Zoom in 60 days whether they still need it, by Friday',
    );
    expect(reply.draft).toMatchObject({ app_slug: 'zoom', audience: 'inactive_60', deadline: '2026-06-19' });
    expect(reply.draft?.question).toContain('Zoom');
    expect(reply.is_simulation).toBe(true);
    expect(reply.reply).toContain('simulation');
    expect(
      ask('Ask everyone who has not opened Zoom in 60 days whether they still need it, by Friday'),
    ).toEqual(reply);
  });

  it('reads answers, reasons, everyone and relative deadlines, and says what it could not tell', () => {
    const reply = ask(
      'ask all holders of google workspace, offer keep until and a smaller plan, ask why, in two weeks',
    );
    expect(reply.draft).toMatchObject({
      app_slug: 'google-workspace',
      audience: 'all_holders',
      answers: ['keep', 'give_up', 'keep_until', 'smaller_plan'],
      reason: 'required',
      deadline: '2026-06-29',
    });
    expect(ask('ask about Zoom').reply).toContain('I could not tell who to ask and the deadline');
    expect(ask('hello').draft).toBeNull();
  });

  it('understands dates', () => {
    expect(findDeadline('by 2026-12-10', '2026-06-15')).toBe('2026-12-10');
    expect(findDeadline('by the end of the month', '2026-06-15')).toBe('2026-06-30');
    expect(findDeadline('by monday', '2026-06-15')).toBe('2026-06-22');
    expect(findDeadline('in 3 days', '2026-06-15')).toBe('2026-06-18');
  });
});
