/**
 * Deterministic defaults for the factories: every record kind counts its own records (1, 2, …) and
 * derives ids, names and e-mails from that number. Every seed restarts the counts, so a test that
 * creates records after `resetMockApi()` gets the same ids on every run.
 */
import { stableUuid } from '../hash';

const counters = new Map<string, number>();

/** The next number of `kind` (from 1). */
export function nextNumber(kind: string): number {
  const n = (counters.get(kind) ?? 0) + 1;
  counters.set(kind, n);
  return n;
}

/** A stable UUID for the `n`th record of `kind`: ids the API routes accept (they are UUIDs). */
export function factoryId(kind: string, n: number): string {
  return stableUuid(`factory:${kind}:${n}`);
}

export function resetFactories(): void {
  counters.clear();
}

/** The fixed moment factory records are created at, unless a test says otherwise. */
export const FACTORY_TIME = '2026-01-05T09:00:00.000Z';
