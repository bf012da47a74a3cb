import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshDelay, scheduleTokenRefresh, TOKEN_REFRESH_LEAD_MS } from './token-refresh';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const minutes = (n: number) => n * 60 * 1000;

describe('embed token refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is due five minutes before the token expires', () => {
    expect(TOKEN_REFRESH_LEAD_MS).toBe(minutes(5));
    expect(refreshDelay('2026-03-01T13:00:00.000Z', NOW)).toBe(minutes(55));
    expect(refreshDelay('2026-03-01T12:05:00.000Z', NOW)).toBe(0);
  });

  it('is due at once for a token that expires within five minutes, has expired or has no date', () => {
    expect(refreshDelay('2026-03-01T12:03:00.000Z', NOW)).toBe(0);
    expect(refreshDelay('2026-03-01T11:00:00.000Z', NOW)).toBe(0);
    expect(refreshDelay('not a date', NOW)).toBe(0);
  });

  it('fetches a new token at expiry − 5 minutes, not before', () => {
    const refresh = vi.fn();
    scheduleTokenRefresh('2026-03-01T13:00:00.000Z', refresh);
    vi.advanceTimersByTime(minutes(55) - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(minutes(60));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh once cancelled (a new token arrived or the page closed)', () => {
    const refresh = vi.fn();
    const cancel = scheduleTokenRefresh('2026-03-01T13:00:00.000Z', refresh);
    vi.advanceTimersByTime(minutes(30));
    cancel();
    vi.advanceTimersByTime(minutes(60));
    expect(refresh).not.toHaveBeenCalled();
  });
});
