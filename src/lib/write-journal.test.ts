import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { useMockApi } from '@/test/mock-api';
import { request } from './http';
import { unansweredEarlierWrites, WRITE_ID_HEADER, type JournaledWrite } from './write-journal';

const server = useMockApi();
const JOURNAL_KEY = 'stackwise:demo:unanswered-writes';
const journal = () => JSON.parse(sessionStorage.getItem(JOURNAL_KEY) ?? '[]') as JournaledWrite[];

afterEach(() => sessionStorage.clear());

/** Answers `path` and notes what the journal held and which id arrived while the call was on its way. */
function probe(method: 'get' | 'post', path: string) {
  const seen: { id: string | null; journal: JournaledWrite[] } = { id: null, journal: [] };
  server.use(
    mswHttp[method](`*/api/v1/${path}`, ({ request: sent }) => {
      seen.id = sent.headers.get(WRITE_ID_HEADER);
      seen.journal = journal();
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

const reply = z.object({ ok: z.boolean() });

describe('the demo write journal', () => {
  it('records a write before it is sent, under the id the server receives, and forgets it once answered', async () => {
    const seen = probe('post', 'probe/');

    await request('post', 'probe/', reply, { json: { name: 'Miro' }, searchParams: { force: true } });

    expect(seen.id).not.toBeNull();
    expect(seen.journal).toEqual([
      expect.objectContaining({
        id: seen.id,
        method: 'POST',
        url: `${location.origin}/api/v1/probe/?force=true`,
        body: '{"name":"Miro"}',
      }),
    ]);
    expect(journal()).toEqual([]);
    // This page's writes are never replayed by this page's mock.
    expect(unansweredEarlierWrites()).toEqual([]);
  });

  it('forgets a write the server refused', async () => {
    server.use(mswHttp.post('*/api/v1/probe/', () => HttpResponse.json({ detail: 'No.' }, { status: 400 })));

    await expect(request('post', 'probe/', reply, { json: {} })).rejects.toMatchObject({ status: 400 });

    expect(journal()).toEqual([]);
  });

  it('keeps reads and sign-in calls out of it', async () => {
    const read = probe('get', 'probe/');
    await request('get', 'probe/', reply);
    const signIn = probe('post', 'token/');
    await request('post', 'token/', reply, { json: { username: 'a', password: 'b' } });

    expect(read).toEqual({ id: null, journal: [] });
    expect(signIn).toEqual({ id: null, journal: [] });
  });

  it('keeps a write answered while the page is going: the mock’s ledger decides on its next start', async () => {
    const seen = probe('post', 'probe/');
    window.dispatchEvent(new Event('beforeunload'));
    try {
      await request('post', 'probe/', reply, { json: {} });
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }

    expect(journal()).toEqual([expect.objectContaining({ id: seen.id })]);
  });
});
