import { describe, expect, it, vi } from 'vitest';
import { backoffCeiling, backoffDelay, createBackoff } from './backoff';

describe('backoff', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    const ceilings = Array.from({ length: 8 }, (_, attempt) => backoffCeiling(attempt));
    expect(ceilings).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(backoffCeiling(10_000)).toBe(30_000);
  });

  it('keeps full jitter within [0, ceiling]', () => {
    expect(backoffDelay(3, { random: () => 0 })).toBe(0);
    expect(backoffDelay(3, { random: () => 0.5 })).toBe(4000);
    expect(backoffDelay(3, { random: () => 0.999_999 })).toBeLessThan(8000);
    expect(backoffDelay(20, { random: () => 0.999_999 })).toBeLessThanOrEqual(30_000);
  });

  it('keeps equal jitter within [ceiling / 2, ceiling]', () => {
    expect(backoffDelay(2, { jitter: 'equal', random: () => 0 })).toBe(2000);
    expect(backoffDelay(2, { jitter: 'equal', random: () => 0.999_999 })).toBeLessThan(4000);
    expect(backoffDelay(9, { jitter: 'equal', random: () => 0 })).toBe(15_000);
  });

  it('counts attempts and starts again after a reset', () => {
    const backoff = createBackoff({ jitter: 'none' });
    expect([backoff.next(), backoff.next(), backoff.next()]).toEqual([1000, 2000, 4000]);
    backoff.reset();
    expect(backoff.next()).toBe(1000);
  });

  it('schedules retries on those delays', () => {
    vi.useFakeTimers();
    try {
      const backoff = createBackoff({ jitter: 'none' });
      const retried = vi.fn();
      const retry = () => setTimeout(retried, backoff.next());
      retry();
      vi.advanceTimersByTime(999);
      expect(retried).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(retried).toHaveBeenCalledTimes(1);
      retry();
      vi.advanceTimersByTime(1999);
      expect(retried).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(retried).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
