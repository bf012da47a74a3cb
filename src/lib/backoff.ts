/**
 * Reconnect delays: exponential from `baseMs`, times `factor` per attempt, capped at `maxMs`, with
 * jitter so that many clients dropped at once do not all come back in the same instant.
 * - `full`: anywhere in [0, delay].
 * - `equal`: half the delay plus a random half, in [delay / 2, delay].
 */
export type Jitter = 'full' | 'equal' | 'none';

export interface BackoffOptions {
  baseMs?: number;
  factor?: number;
  maxMs?: number;
  jitter?: Jitter;
  /** A number in [0, 1); injected by tests. */
  random?: () => number;
}

export const BACKOFF_DEFAULTS = { baseMs: 1000, factor: 2, maxMs: 30_000, jitter: 'full' } as const;

/** The capped delay before attempt `attempt` (0 for the first retry), before jitter. */
export function backoffCeiling(attempt: number, options: BackoffOptions = {}): number {
  const { baseMs, factor, maxMs } = { ...BACKOFF_DEFAULTS, ...options };
  // Past the cap the power only grows; stop computing it before it overflows.
  const exponent = Math.min(Math.max(0, attempt), 64);
  return Math.min(maxMs, baseMs * factor ** exponent);
}

/** The delay before attempt `attempt`, jitter applied. */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const { jitter, random = Math.random } = { ...BACKOFF_DEFAULTS, ...options };
  const ceiling = backoffCeiling(attempt, options);
  if (jitter === 'none') return ceiling;
  if (jitter === 'equal') return ceiling / 2 + random() * (ceiling / 2);
  return random() * ceiling;
}

/** A back-off that counts its own attempts: `next()` for each retry, `reset()` once connected. */
export function createBackoff(options: BackoffOptions = {}) {
  let attempt = 0;
  return {
    next: (): number => backoffDelay(attempt++, options),
    reset: (): void => {
      attempt = 0;
    },
    get attempts(): number {
      return attempt;
    },
  };
}
export type Backoff = ReturnType<typeof createBackoff>;
