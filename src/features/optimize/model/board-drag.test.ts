import { describe, expect, it } from 'vitest';
import {
  announce,
  columnDropId,
  placeIn,
  slotOf,
  statusOfDropId,
  step,
  type BoardLayout,
} from './board-drag';

const layout: BoardLayout = {
  identified: ['a', 'b', 'c'],
  in_review: ['d'],
  negotiating: [],
  realised: ['e', 'f'],
  dismissed: ['g'],
};

describe('board layout', () => {
  it('places a card in another column or elsewhere in its own, clamping the position', () => {
    expect(placeIn(layout, 'a', { status: 'in_review', index: 0 })).toMatchObject({
      identified: ['b', 'c'],
      in_review: ['a', 'd'],
    });
    expect(placeIn(layout, 'a', { status: 'identified', index: 2 }).identified).toEqual(['b', 'c', 'a']);
    expect(placeIn(layout, 'c', { status: 'negotiating', index: 9 }).negotiating).toEqual(['c']);
    expect(slotOf(layout, 'f')).toEqual({ status: 'realised', index: 1 });
    expect(slotOf(layout, 'z')).toBeUndefined();
  });

  it('steps up and down within a column and sideways to the same position or the end of the next', () => {
    expect(step(layout, 'b', 'up')).toEqual({ status: 'identified', index: 0 });
    expect(step(layout, 'b', 'down')).toEqual({ status: 'identified', index: 2 });
    expect(step(layout, 'a', 'up')).toBeUndefined();
    expect(step(layout, 'c', 'down')).toBeUndefined();
    expect(step(layout, 'c', 'right')).toEqual({ status: 'in_review', index: 1 });
    expect(step(layout, 'd', 'right')).toEqual({ status: 'negotiating', index: 0 });
    expect(step(layout, 'f', 'left')).toEqual({ status: 'negotiating', index: 0 });
    expect(step(layout, 'a', 'left')).toBeUndefined();
    expect(step(layout, 'g', 'right')).toBeUndefined();
  });

  it('tells column drop targets from cards', () => {
    expect(statusOfDropId(columnDropId('in_review'))).toBe('in_review');
    expect(statusOfDropId('in_review')).toBeUndefined();
    expect(statusOfDropId('column:unknown')).toBeUndefined();
  });
});

describe('announcements', () => {
  it('name the card, the column and the position among the cards there', () => {
    const title = 'Downgrade 40 inactive Zoom Pro seats';
    expect(announce.pickedUp(title, layout, { status: 'identified', index: 1 })).toBe(
      'Picked up Downgrade 40 inactive Zoom Pro seats. It is in Identified, position 2 of 3.',
    );
    const moved = placeIn(layout, 'b', { status: 'in_review', index: 0 });
    expect(announce.moved(title, moved, { status: 'in_review', index: 0 })).toBe(
      'Downgrade 40 inactive Zoom Pro seats moved to In review, position 1 of 2.',
    );
    expect(announce.dropped(title, moved, { status: 'in_review', index: 0 })).toBe(
      'Downgrade 40 inactive Zoom Pro seats dropped in In review, position 1 of 2.',
    );
    expect(announce.cancelled(title, { status: 'identified', index: 1 })).toBe(
      'Move cancelled. Downgrade 40 inactive Zoom Pro seats is back in Identified.',
    );
  });
});
