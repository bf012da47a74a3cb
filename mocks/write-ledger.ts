/**
 * The mock API's half of the demo's write journal (src/lib/write-journal.ts): the ids of the
 * journaled writes its routes have answered. They are saved with the demo's data (persistence.ts)
 * in the same snapshot as the changes they made, so a write replayed after a reload is applied once
 * whether or not its first sending got through.
 */
import { WRITE_ID_HEADER } from '@/lib/write-journal';
import { notifyDataChange } from './db';
import { detail } from './http/replies';

const answered = new Set<string>();

export function wasAnswered(id: string): boolean {
  return answered.has(id);
}

export function answeredWriteIds(): string[] {
  return [...answered];
}

export function restoreAnsweredWrites(ids: readonly string[]): void {
  ids.forEach((id) => answered.add(id));
}

/** Once every earlier page's write has been replayed, their ids have nothing left to guard. */
export function forgetAnsweredWrites(): void {
  answered.clear();
}

/**
 * Runs a route's resolver at most once per write id. The id is noted in the same task as the
 * resolver's changes (no timer runs between them), so no snapshot can hold one without the other.
 */
export async function answerOnce(
  request: Request,
  resolve: () => Response | Promise<Response>,
): Promise<Response> {
  const id = request.headers.get(WRITE_ID_HEADER);
  if (!id) return resolve();
  if (answered.has(id)) return detail(409, 'This change was already made.');
  const response = await resolve();
  answered.add(id);
  notifyDataChange();
  return response;
}
