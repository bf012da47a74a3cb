/**
 * Keeps demo changes across reloads within a browser session: only rows that changed since the
 * seed are stored (the seed itself is deterministic), so even the 10,000-user scenario fits in
 * sessionStorage. The browser setup wires this up; Node never loads it.
 */
import type { Collection } from '@msw/data';
import type * as z from 'zod/mini';
import { isSeeding, onReseed } from './control';
import { collections, notifyDataChange, onDataChange, revokedJtis, state, type CollectionName } from './db';
import { isScenarioName, type ScenarioName } from './scenarios';
import { answeredWriteIds, restoreAnsweredWrites } from './write-ledger';

const SNAPSHOT_KEY = 'stackwise:mock-api:snapshot';
const DEBOUNCE_MS = 250;

interface CollectionChanges {
  upserts: Record<string, unknown>[];
  deleted: string[];
}

export interface Snapshot {
  version: 1;
  scenario: ScenarioName;
  referenceDate: string;
  changes: Record<CollectionName, CollectionChanges>;
  revokedJtis: string[];
  /** The journaled writes already answered (write-ledger.ts); absent in snapshots saved before it. */
  answeredWrites?: string[];
}

const NAMES = Object.keys(collections) as CollectionName[];
const dirty = Object.fromEntries(NAMES.map((name) => [name, new Set<string>()])) as Record<
  CollectionName,
  Set<string>
>;

function mark(name: CollectionName, id: string): void {
  if (isSeeding()) return;
  dirty[name].add(id);
  notifyDataChange();
}

function keyOf(name: CollectionName, row: object): string {
  return String((row as Record<string, unknown>)[collections[name].key]);
}

function rowById(name: CollectionName, id: string): object | undefined {
  const { collection, key } = collections[name];
  return (collection as Collection<z.ZodMiniObject>).findFirst((q) =>
    q.where((row) => String((row as Record<string, unknown>)[key]) === id),
  );
}

export function takeSnapshot(): Snapshot {
  const changes = {} as Record<CollectionName, CollectionChanges>;
  for (const name of NAMES) {
    const upserts: Record<string, unknown>[] = [];
    const deleted: string[] = [];
    for (const id of dirty[name]) {
      const row = rowById(name, id);
      if (row) upserts.push(JSON.parse(JSON.stringify(row)) as Record<string, unknown>);
      else deleted.push(id);
    }
    changes[name] = { upserts, deleted };
  }
  return {
    version: 1,
    scenario: state.scenario,
    referenceDate: state.referenceDate,
    changes,
    revokedJtis: [...revokedJtis],
    answeredWrites: answeredWriteIds(),
  };
}

async function applyChanges(name: CollectionName, { upserts, deleted }: CollectionChanges): Promise<void> {
  const collection = collections[name].collection as Collection<z.ZodMiniObject>;
  for (const row of upserts) {
    const id = keyOf(name, row);
    const existing = rowById(name, id);
    if (existing) {
      await collection.update((q) => q.where((r) => keyOf(name, r) === id), {
        data(draft) {
          Object.assign(draft, row);
        },
      });
    } else {
      await collection.create(row);
    }
    dirty[name].add(id);
  }
  for (const id of deleted) {
    collection.delete((q) => q.where((r) => keyOf(name, r) === id));
    dirty[name].add(id);
  }
}

/** Re-applies stored changes on top of a fresh seed of the same scenario and reference day. */
export async function applySnapshot(snapshot: Snapshot): Promise<void> {
  for (const name of NAMES) {
    // A snapshot saved before a collection existed has nothing for it.
    const changes = snapshot.changes[name] as CollectionChanges | undefined;
    if (changes) await applyChanges(name, changes);
  }
  snapshot.revokedJtis.forEach((jti) => revokedJtis.add(jti));
  restoreAnsweredWrites(snapshot.answeredWrites ?? []);
}

export function readSnapshot(storage: Storage): Snapshot | null {
  try {
    const raw = storage.getItem(SNAPSHOT_KEY);
    const parsed = raw ? (JSON.parse(raw) as Snapshot) : null;
    return parsed?.version === 1 && isScenarioName(parsed.scenario) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearSnapshot(storage: Storage): void {
  NAMES.forEach((name) => dirty[name].clear());
  storage.removeItem(SNAPSHOT_KEY);
}

/**
 * Keeps the tab's reference day: the seed dates everything (activity, renewals, due dates) from the
 * day the tab's demo first started, and a reload re-seeds from the stored day, not from today, so a
 * reload just after midnight shows the same data. Saved at once (an empty snapshot) when none is.
 */
export function holdReferenceDay(storage: Storage): void {
  if (readSnapshot(storage)) return;
  try {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify(takeSnapshot()));
  } catch {
    // Storage full or refused: the next reload seeds from its own day.
  }
}

let started = false;

/**
 * Watches the collections and writes a debounced snapshot after every change; a change still
 * waiting is written at once when the page is hidden or goes away, so a quick reload keeps it.
 */
export function persistChanges(storage: Storage): void {
  if (started) return;
  started = true;
  for (const name of NAMES) {
    const { hooks } = collections[name].collection as Collection<z.ZodMiniObject>;
    hooks.on('create', (e) => mark(name, keyOf(name, e.data.record)));
    hooks.on('update', (e) => mark(name, keyOf(name, e.data.prevRecord)));
    hooks.on('delete', (e) => mark(name, keyOf(name, e.data.deletedRecord)));
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    try {
      storage.setItem(SNAPSHOT_KEY, JSON.stringify(takeSnapshot()));
    } catch (error) {
      console.warn('[mock api] could not save demo data for this session', error);
    }
  };
  onDataChange(() => {
    if (isSeeding()) return;
    clearTimeout(timer);
    timer = setTimeout(flush, DEBOUNCE_MS);
  });
  const flushPending = () => timer !== undefined && flush();
  window.addEventListener('pagehide', flushPending);
  // A hidden page may be discarded without a pagehide (mobile browsers, a closed tab).
  document.addEventListener(
    'visibilitychange',
    () => document.visibilityState === 'hidden' && flushPending(),
  );
  onReseed(() => {
    clearTimeout(timer);
    timer = undefined;
    clearSnapshot(storage);
  });
}
