// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { journalWrite, WRITE_ID_HEADER, type JournaledWrite } from '@/lib/write-journal';
import { stackEntries } from './db';
import { productId } from './fixtures';
import { handlers } from './handlers';
import { replayUnansweredWrites } from './replay-writes';
import { API, accessFor, useMockServer } from './testing';
import { answeredWriteIds, restoreAnsweredWrites, wasAnswered } from './write-ledger';

useMockServer();

const JOURNAL_KEY = 'stackwise:demo:unanswered-writes';
const MIRO = productId('miro');

beforeEach(() => sessionStorage.clear());

function addMiro(token: string): Omit<JournaledWrite, 'id' | 'page'> {
  return {
    method: 'POST',
    url: `${API}/stack/`,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ product_id: MIRO }),
  };
}

/** What the journal holds after a page went away with these writes unanswered. */
function leftByAnEarlierPage(...writes: Omit<JournaledWrite, 'page'>[]): void {
  sessionStorage.setItem(JOURNAL_KEY, JSON.stringify(writes.map((write) => ({ ...write, page: 'earlier' }))));
}

const miroEntries = () => stackEntries.findMany((q) => q.where({ product_id: MIRO })).length;

/** Sends a write as the app's page did, with its journal id. */
function send({ url, method, headers, body, id }: Omit<JournaledWrite, 'page'>) {
  return fetch(url, { method, headers: { ...headers, [WRITE_ID_HEADER]: id }, body });
}

describe('replaying the writes an earlier page left unanswered', () => {
  it('applies a write that never reached the mock, once, and empties the journal', async () => {
    const token = await accessFor('admin@acme.test');
    leftByAnEarlierPage({ ...addMiro(token), id: 'write-1' });

    expect(await replayUnansweredWrites(handlers)).toBe(1);

    expect(miroEntries()).toBe(1);
    expect(sessionStorage.getItem(JOURNAL_KEY)).toBeNull();
    expect(await replayUnansweredWrites(handlers)).toBe(0);
    expect(miroEntries()).toBe(1);
  });

  it('skips a write the mock answered before the page went (its id is in the ledger)', async () => {
    const token = await accessFor('admin@acme.test');
    const write = { ...addMiro(token), id: 'write-2' };
    expect((await send(write)).status).toBe(201);
    expect(wasAnswered('write-2')).toBe(true);
    leftByAnEarlierPage(write);

    expect(await replayUnansweredWrites(handlers)).toBe(0);

    expect(miroEntries()).toBe(1);
    // Every earlier page's write is settled now: the ledger starts over.
    expect(answeredWriteIds()).toEqual([]);
  });

  it('refuses a journaled write sent a second time, whatever its route', async () => {
    const token = await accessFor('admin@acme.test');
    const write = { ...addMiro(token), id: 'write-3' };
    restoreAnsweredWrites(['write-3']);

    const again = await send(write);

    expect(again.status).toBe(409);
    expect(miroEntries()).toBe(0);
  });

  it("leaves this page's own writes alone: they are still on their way", async () => {
    const token = await accessFor('admin@acme.test');
    const own = journalWrite(addMiro(token));
    expect(own).not.toBeNull();

    expect(await replayUnansweredWrites(handlers)).toBe(0);

    expect(miroEntries()).toBe(0);
    expect(JSON.parse(sessionStorage.getItem(JOURNAL_KEY) ?? '[]')).toHaveLength(1);
  });
});
