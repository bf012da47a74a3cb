/**
 * The mock API's runtime: when the data is ready, which scenario is active, and the latency and
 * random failures the scenario asks for. Handlers, the demo controls and the setups share it.
 */
import { seedDatabase, type SeedOptions } from './fixtures';
import { startOfUtcDay } from './fixtures/random';
import { resetFactories } from './factories/sequence';
import { onAnyRowChange, state } from './db';
import { fnv1a32, mulberry32 } from './hash';
import { disconnect, SERVICE_RESTART } from './realtime/hub';
import { SCENARIOS, type ScenarioName } from './scenarios';

export type LatencyMode = 'realistic' | 'none';

let latencyMode: LatencyMode = 'none';
let ready: Promise<void> | null = null;
let seeding = false;
const FLAKY_SEED = 0x5eed;
let random = mulberry32(FLAKY_SEED);
const reseedListeners = new Set<(scenario: ScenarioName) => void>();
/**
 * The last seed while none of its rows has changed (reads that make rows on first use count as
 * changes): seeding the same scenario for the same day again would give the same rows, so it is
 * skipped. Tests reset the mock before each case, and most cases only read.
 */
let untouchedSeed: { scenario: ScenarioName; referenceDate: string } | null = null;
onAnyRowChange(() => {
  untouchedSeed = null;
});

/** 'realistic' (browser, standalone server): 80–150 ms per call; 'none' (Vitest): no timers at all. */
export function setLatencyMode(mode: LatencyMode): void {
  latencyMode = mode;
}

export function getLatencyMode(): LatencyMode {
  return latencyMode;
}

/** Deterministic per call, so the same request is always equally slow. */
export function latencyFor(method: string, path: string): number {
  const fixed = SCENARIOS[state.scenario].latencyMs;
  if (fixed !== null) return fixed;
  if (latencyMode === 'none') return 0;
  return 80 + (fnv1a32(`${method} ${path}`) % 71);
}

/** The flaky scenario's coin: a seeded sequence, restarted by every reseed, so runs repeat. */
export function shouldFailRandomly(): boolean {
  const rate = SCENARIOS[state.scenario].failureRate;
  return rate > 0 && random() < rate;
}

export function isSeeding(): boolean {
  return seeding;
}

/** Queues a seed behind any running one; `after` runs inside the same step (snapshot restore). */
function queueSeed(scenario: ScenarioName, options: SeedOptions, after?: () => Promise<void>): Promise<void> {
  const run = async () => {
    seeding = true;
    try {
      const referenceDate = startOfUtcDay(
        options.referenceDate ? Date.parse(options.referenceDate) : Date.now(),
      ).toISOString();
      if (untouchedSeed?.scenario === scenario && untouchedSeed.referenceDate === referenceDate) {
        resetFactories();
      } else {
        await seedDatabase(scenario, options);
        untouchedSeed = { scenario, referenceDate: state.referenceDate };
      }
      random = mulberry32(FLAKY_SEED);
      await after?.();
    } finally {
      seeding = false;
    }
  };
  ready = (ready ?? Promise.resolve()).then(run, run);
  return ready;
}

/**
 * Adds rows the seed left for first use (an area too big to make at every start): queued behind any
 * running seed like one, and like one not saved as the session's changes.
 */
export function fillSeed(fill: () => Promise<void>): Promise<void> {
  const run = async () => {
    seeding = true;
    try {
      await fill();
    } finally {
      seeding = false;
    }
  };
  ready = (ready ?? Promise.resolve()).then(run, run);
  return ready;
}

/** Resolves once data exists; seeds the default scenario on first use (Vitest needs no setup call). */
export function ensureSeeded(): Promise<void> {
  return ready ?? queueSeed('default', {});
}

/** First seed of a session, optionally followed by restoring persisted changes. */
export function initialise(
  scenario: ScenarioName,
  options: SeedOptions = {},
  restore?: () => Promise<void>,
): Promise<void> {
  return queueSeed(scenario, options, restore);
}

/** Restores the seed (of `scenario`, or the current one) and tells listeners (persistence) about it. */
export async function reseed(scenario: ScenarioName = state.scenario): Promise<void> {
  await queueSeed(scenario, {});
  // Open sockets knew the old data: clients reconnect and catch up.
  disconnect(SERVICE_RESTART, 'reset');
  reseedListeners.forEach((listener) => listener(scenario));
}

export function onReseed(listener: (scenario: ScenarioName) => void): () => void {
  reseedListeners.add(listener);
  return () => reseedListeners.delete(listener);
}
