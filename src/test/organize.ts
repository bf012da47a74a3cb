import type { Flow } from '@/features/organize';

/**
 * A discovered app for the pure tests: "Slack" seen by Azure through single sign-on, 12 people,
 * new, not in the catalogue and owned by nobody; `changes` set what a test is about.
 */
export function testFlow(changes: Partial<Flow> = {}): Flow {
  return {
    id: 'flow-1',
    name: 'Slack',
    domain: 'slack.com',
    publisher: 'Slack Technologies',
    app: null,
    sources: ['azure'],
    types: ['sso'],
    users: 12,
    sign_ins_30d: 140,
    events: 300,
    first_seen: '2026-01-05T09:00:00Z',
    last_seen: '2026-03-10T17:30:00Z',
    status: 'new',
    owner: null,
    reviewed_at: null,
    ...changes,
  };
}
