/**
 * The demo mode's mock API: MSW in a service worker, answering /api/v1 on the page's own origin.
 * Loaded lazily by the app (src/lib/demo-mode.ts), so the fixtures and the handlers stay out of live
 * builds.
 */
import { setupWorker } from 'msw/browser';
import { initialise, onReseed, reseed, setLatencyMode } from './control';
import { seedDatabase } from './fixtures';
import { onFaultsChange, listFaults, replaceFaults, type Fault } from './faults';
import { handlers, socketHandlers } from './handlers';
import { applySnapshot, clearSnapshot, holdReferenceDay, persistChanges, readSnapshot } from './persistence';
import { replayUnansweredWrites } from './replay-writes';
import { isScenarioName, type ScenarioName } from './scenarios';

const SCENARIO_KEY = 'stackwise:mock-api:scenario';
const FAULTS_KEY = 'stackwise:mock-api:faults';

export const worker = setupWorker(...handlers, ...socketHandlers);

export interface StartMockApiOptions {
  /** From `?scenario=`; null or unknown falls back to the session's scenario, then 'default'. */
  scenario?: string | null;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the demo still works, it just forgets on reload
  }
}

function storedFaults(storage: Storage): Fault[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FAULTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Fault[]) : [];
  } catch {
    return [];
  }
}

let started: Promise<void> | null = null;

/** Seeds (or restores this session's data) and starts the worker; safe to call more than once. */
export function startMockApi(options: StartMockApiOptions = {}): Promise<void> {
  started ??= start(options);
  return started;
}

async function start(options: StartMockApiOptions): Promise<void> {
  // `npm run bench` reads how long the mock takes to answer once its code has arrived.
  performance.mark('mock-api:start');
  await boot(options);
  performance.measure('mock-api:boot', 'mock-api:start');
}

async function boot({ scenario: requested = null }: StartMockApiOptions): Promise<void> {
  setLatencyMode('realistic');
  const storage = sessionStore();
  const remembered = storage?.getItem(SCENARIO_KEY) ?? null;
  if (requested && !isScenarioName(requested)) {
    console.warn(`[mock api] unknown scenario "${requested}", using ${remembered ?? 'default'}`);
  }
  const scenario: ScenarioName = isScenarioName(requested)
    ? requested
    : isScenarioName(remembered)
      ? remembered
      : 'default';

  if (!storage) {
    await initialise(scenario);
  } else {
    storage.setItem(SCENARIO_KEY, scenario);
    const snapshot = readSnapshot(storage);
    const usable = snapshot?.scenario === scenario ? snapshot : null;
    if (!usable) clearSnapshot(storage);
    await initialise(scenario, { referenceDate: usable?.referenceDate }, async () => {
      if (!usable) return;
      try {
        await applySnapshot(usable);
      } catch (error) {
        console.warn('[mock api] saved demo data was unreadable; starting from the seed', error);
        clearSnapshot(storage);
        await seedDatabase(scenario);
      }
    });
    holdReferenceDay(storage);
    persistChanges(storage);
    replaceFaults(storedFaults(storage));
    onFaultsChange(() => storage.setItem(FAULTS_KEY, JSON.stringify(listFaults())));
    onReseed((next) => storage.setItem(SCENARIO_KEY, next));
    // Before the worker answers this page, so its first reads already see them.
    await replayUnansweredWrites(handlers);
  }

  await worker.start({
    // MSW's worker behind a filter that leaves the app's own files to the network (see the file).
    serviceWorker: { url: '/demo-worker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}

/** The "Reset demo data" action: the same as POST /__demo__/reset. Resolves once the seed is back. */
export function resetDemoData(): Promise<void> {
  return reseed();
}
