import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '../api/schemas';
import { addToList, markReadInList } from './notification-cache';

const note = (id: string, is_read = false): Notification => ({
  id,
  kind: 'announcement',
  title: `Title ${id}`,
  text: 'Text',
  link: null,
  is_read,
  created_at: '2026-03-01T10:00:00Z',
});

const list = (rows: Notification[], count = rows.length, unread_count = 2): NotificationList => ({
  rows,
  count,
  unread_count,
});

const all = { filter: 'all', skip: 0, top: 3 } as const;
const unread = { filter: 'unread', skip: 0, top: 3 } as const;
const read = { filter: 'read', skip: 0, top: 3 } as const;

describe('notification cache changes', () => {
  it('marks a row read in place in an unfiltered list', () => {
    const next = markReadInList(list([note('a'), note('b', true)]), all, ['a'], 1);
    expect(next.rows.map((row) => row.is_read)).toEqual([true, true]);
    expect(next).toMatchObject({ count: 2, unread_count: 1 });
  });

  it('lets a read row go from an unread list, and every row on mark all', () => {
    expect(markReadInList(list([note('a'), note('c')], 5), unread, ['a'], 1)).toEqual(
      list([note('c')], 4, 1),
    );
    expect(markReadInList(list([note('a'), note('c')], 5), unread, null, 0)).toEqual(list([], 0, 0));
  });

  it('adds a pushed notification first on page 1, keeping the page size, and counts it', () => {
    const next = addToList(list([note('a'), note('b'), note('c')], 9), all, note('new'), 3);
    expect(next.rows.map((row) => row.id)).toEqual(['new', 'a', 'b']);
    expect(next).toMatchObject({ count: 10, unread_count: 3 });
    expect(addToList(list([note('a')]), unread, note('new'), 3).rows[0]!.id).toBe('new');
  });

  it('never adds one twice', () => {
    const once = addToList(list([note('a')]), all, note('new'), 3);
    const twice = addToList(once, all, note('new'), 3);
    expect(twice.rows.map((row) => row.id)).toEqual(['new', 'a']);
    expect(twice.count).toBe(2);
  });

  it('leaves the rows of later pages and of lists it does not belong to, and sets their count', () => {
    const later = addToList(list([note('a')], 4), { ...all, skip: 3 }, note('new'), 3);
    expect(later.rows.map((row) => row.id)).toEqual(['a']);
    expect(later.count).toBe(5);
    const readList = addToList(list([note('a', true)]), read, note('new'), 7);
    expect(readList).toEqual(list([note('a', true)], 1, 7));
  });
});
