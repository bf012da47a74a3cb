import { describe, expect, it } from 'vitest';
import { encodeSeatHolders, seatHoldersOf } from './contracts';

describe('stored seat holders', () => {
  it('read back exactly as written, never-active holders included', () => {
    const holders = [
      { user_id: 'u-1', assigned_at: '2026-01-02T03:00:00.000Z', last_active_at: '2026-11-20T09:00:00.000Z' },
      { user_id: 'u-2', assigned_at: '2026-02-03T04:00:00.000Z', last_active_at: null },
    ];
    expect(seatHoldersOf({ holders: encodeSeatHolders(holders) })).toEqual(holders);
  });

  it('are none when the text is empty', () => {
    expect(seatHoldersOf({ holders: encodeSeatHolders([]) })).toEqual([]);
  });
});
