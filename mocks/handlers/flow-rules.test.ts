import { describe, expect, it } from 'vitest';
import { FLOW_STATUSES } from '@/features/organize/api/schemas';
import { bulkMessage, bulkStatusWords, cannotMove, mayMove, statusWords } from './flow-rules';

describe('the review', () => {
  it('allows exactly the documented moves', () => {
    const allowed = FLOW_STATUSES.flatMap((from) =>
      FLOW_STATUSES.filter((to) => mayMove(from, to)).map((to) => `${from} → ${to}`),
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

  it('words a refusal, the same status again included', () => {
    expect(cannotMove('Zoom', 'approved', 'approved')).toBe('Cannot move Zoom from approved to approved.');
    expect(cannotMove('Miro', 'ignored', 'new')).toBe('Cannot move Miro from ignored to new.');
    expect(cannotMove('Slack', 'in_review', 'new')).toBe('Cannot move Slack from in review to new.');
  });

  it('words what a change did, to one app and to many', () => {
    expect(statusWords('Slack', 'approved')).toBe('Slack approved');
    expect(statusWords('Slack', 'in_review')).toBe('Slack moved to review');
    expect(bulkStatusWords(10, 'approved')).toBe('10 apps approved');
    expect(bulkStatusWords(1, 'ignored')).toBe('1 app ignored');
    expect(bulkMessage(bulkStatusWords(8, 'approved'), [])).toBe('8 apps approved');
    expect(
      bulkMessage(bulkStatusWords(8, 'approved'), [
        { name: 'Zoom', message: cannotMove('Zoom', 'approved', 'approved') },
        { name: 'Miro', message: cannotMove('Miro', 'approved', 'approved') },
      ]),
    ).toBe(
      '8 apps approved. 2 could not be: Zoom: Cannot move Zoom from approved to approved. Miro: Cannot move Miro from approved to approved.',
    );
  });
});
