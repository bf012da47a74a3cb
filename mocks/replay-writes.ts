/**
 * On start, the browser's mock API applies the writes an earlier page of this tab recorded in the
 * write journal (src/lib/write-journal.ts) but never saw answered: the page went away while they
 * were on their way. Each goes through the routes as it was sent, with its recorded token; the
 * ledger skips those that did get through.
 */
import { getResponse, type RequestHandler } from 'msw';
import { forgetWrites, unansweredEarlierWrites, WRITE_ID_HEADER } from '@/lib/write-journal';
import { forgetAnsweredWrites, wasAnswered } from './write-ledger';

/** Replays the earlier pages' unanswered writes, oldest first; resolves with how many were sent again. */
export async function replayUnansweredWrites(handlers: readonly RequestHandler[]): Promise<number> {
  const writes = unansweredEarlierWrites();
  let replayed = 0;
  for (const write of writes) {
    if (wasAnswered(write.id)) continue;
    const request = new Request(write.url, {
      method: write.method,
      headers: { ...write.headers, [WRITE_ID_HEADER]: write.id },
      body: write.body,
    });
    try {
      const response = await getResponse([...handlers], request);
      if (!response?.ok)
        console.warn(`[mock api] replayed ${write.method} ${write.url}: ${response?.status ?? 'unanswered'}`);
      replayed += 1;
    } catch (error) {
      console.warn(`[mock api] could not replay ${write.method} ${write.url}`, error);
    }
  }
  forgetWrites(writes.map(({ id }) => id));
  // This page's writes wait for the mock to start, so every id noted so far was an earlier page's.
  forgetAnsweredWrites();
  return replayed;
}
