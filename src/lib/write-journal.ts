/**
 * Demo mode: the mock API answers inside this page, so a write still on its way when the page goes
 * (a reload, another address typed) would go with it. Each write is recorded in the tab's
 * sessionStorage before it is sent and forgotten once answered; when the mock API next starts it
 * replays what an earlier page left unanswered, and its ledger of write ids applies each one once.
 */

/** The header that carries a write's id to the mock API. */
export const WRITE_ID_HEADER = 'X-Stackwise-Write-Id';

const JOURNAL_KEY = 'stackwise:demo:unanswered-writes';

export interface JournaledWrite {
  id: string;
  /** The page load that sent it: the mock replays only writes of earlier pages. */
  page: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

let pageId: string | null = null;
let leaving = false;
let watching = false;

/**
 * Once the page starts to go, an answer no longer says that the mock applied a write (MSW hands
 * the calls still in flight to the network as its page closes): those writes stay journaled, and
 * the mock's ledger tells on its next start whether they got through.
 */
function watchLeaving(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}

function thisPage(): string {
  pageId ??= crypto.randomUUID();
  return pageId;
}

function journalStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: writes are sent as before, just not kept
  }
}

function readJournal(storage: Storage): JournaledWrite[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(JOURNAL_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as JournaledWrite[]) : [];
  } catch {
    return [];
  }
}

function writeJournal(storage: Storage, writes: JournaledWrite[]): void {
  try {
    if (writes.length) storage.setItem(JOURNAL_KEY, JSON.stringify(writes));
    else storage.removeItem(JOURNAL_KEY);
  } catch {
    // storage full: the write still goes out, only its copy is missing
  }
}

/**
 * Records a write about to be sent and returns its id (for `WRITE_ID_HEADER`) and the call that
 * forgets it once the write was answered (or refused before it left); null when nothing can be kept.
 */
export function journalWrite(
  write: Omit<JournaledWrite, 'id' | 'page'>,
): { id: string; settle: () => void } | null {
  const storage = journalStorage();
  if (!storage) return null;
  watchLeaving();
  const entry: JournaledWrite = { ...write, id: crypto.randomUUID(), page: thisPage() };
  writeJournal(storage, [...readJournal(storage), entry]);
  return {
    id: entry.id,
    settle: () => {
      if (!leaving)
        writeJournal(
          storage,
          readJournal(storage).filter(({ id }) => id !== entry.id),
        );
    },
  };
}

/** Writes that earlier pages of this tab sent and never saw answered, oldest first. */
export function unansweredEarlierWrites(): JournaledWrite[] {
  const storage = journalStorage();
  return storage ? readJournal(storage).filter(({ page }) => page !== thisPage()) : [];
}

/** Drops the given writes from the journal (the mock has replayed them). */
export function forgetWrites(ids: readonly string[]): void {
  const storage = journalStorage();
  if (storage)
    writeJournal(
      storage,
      readJournal(storage).filter(({ id }) => !ids.includes(id)),
    );
}
