import { describe, expect, it } from 'vitest';
import { testFlow } from '@/test/organize';
import { FLOW_STATUSES } from '../api/list-words';
import {
  canMove,
  flowTitle,
  lookAlikeKeyword,
  mergeCandidates,
  moveLabel,
  nameWords,
  similarNames,
  suggestionReasons,
} from './flow-review';

const SLACK_APP = { id: 'app-slack', name: 'Slack', slug: 'slack', vendor: 'Salesforce' };

describe('review moves', () => {
  it('allows exactly the moves the API allows', () => {
    const allowed = FLOW_STATUSES.flatMap((from) =>
      FLOW_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from} → ${to}`),
    );
    expect(allowed).toEqual([
      'new → in_review',
      'new → approved',
      'new → ignored',
      'in_review → approved',
      'in_review → ignored',
      'approved → in_review',
      'ignored → in_review',
    ]);
  });

  it('names a move by where it goes, and a decided app taken back as "Back to review"', () => {
    expect(moveLabel('new', 'approved')).toBe('Approve');
    expect(moveLabel('in_review', 'ignored')).toBe('Ignore');
    expect(moveLabel('new', 'in_review')).toBe('Start review');
    expect(moveLabel('approved', 'in_review')).toBe('Back to review');
    expect(moveLabel('ignored', 'in_review')).toBe('Back to review');
  });
});

describe('look-alike rows', () => {
  it('reads a name without case, accents, punctuation or filler words', () => {
    expect(nameWords('Slack for Business, Inc.')).toEqual(['slack']);
    expect(nameWords('Crème-Brûlée App')).toEqual(['creme', 'brulee']);
    expect(nameWords('Inc.')).toEqual([]);
  });

  it('takes names whose telling words match, run together or one starting the other, as alike', () => {
    expect(similarNames('Google Drive', 'GoogleDrive')).toBe(true);
    expect(similarNames('Slack', 'Slack Technologies')).toBe(true);
    expect(similarNames('ZOOM', 'Zoom Video Inc')).toBe(true);
    expect(similarNames('Google Drive', 'Google Docs')).toBe(false);
    expect(similarNames('Slackware', 'Slack')).toBe(false);
    expect(similarNames('App', 'Application')).toBe(false);
  });

  it('offers other rows of a similar name or the same catalogue item, each once and never the row itself', () => {
    const flow = testFlow({ app: SLACK_APP });
    const google = testFlow({ id: 'flow-2', name: 'Slack for Business', sources: ['google'] });
    const mapped = testFlow({ id: 'flow-3', name: 'Team chat', app: SLACK_APP, sources: ['okta'] });
    const other = testFlow({ id: 'flow-4', name: 'Zoom' });
    expect(mergeCandidates(flow, [flow, google, mapped, other, google]).map((row) => row.id)).toEqual([
      'flow-2',
      'flow-3',
    ]);
    expect(mergeCandidates(testFlow(), [mapped])).toEqual([]);
  });

  it('searches for look-alikes by the first telling word, and titles a row with its sources', () => {
    expect(lookAlikeKeyword(testFlow({ name: 'The Figma app' }))).toBe('figma');
    expect(lookAlikeKeyword(testFlow({ name: 'App' }))).toBe('App');
    expect(flowTitle(testFlow({ sources: ['azure', 'okta'] }))).toBe('Slack (Azure, Okta)');
  });
});

describe('suggestion reasons', () => {
  it('says why a product is suggested in one phrase', () => {
    expect(suggestionReasons([])).toBe('');
    expect(suggestionReasons(['domain'])).toBe('Same domain');
    expect(suggestionReasons(['name', 'domain', 'publisher'])).toBe(
      'Similar name, same domain and same publisher',
    );
  });
});
