import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTORE_TIMEOUT_MS, useSessionStore, waitForSessionRestore } from './session';

/** Watches a promise without awaiting it: 'pending' until it resolves. */
function track<T>(promise: Promise<T>) {
  const seen: { value: T | 'pending' } = { value: 'pending' };
  void promise.then((value) => {
    seen.value = value;
  });
  return seen;
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signedOut();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('waitForSessionRestore', () => {
  it("resolves 'restored' at once when persisted state is already restored", async () => {
    vi.useFakeTimers();
    const restore = track(waitForSessionRestore());
    await vi.advanceTimersByTimeAsync(0);
    expect(restore.value).toBe('restored');
  });

  it("gives up with 'timed-out' after exactly 5000 ms when restoring never finishes", async () => {
    expect(RESTORE_TIMEOUT_MS).toBe(5000);
    vi.spyOn(useSessionStore.persist, 'hasHydrated').mockReturnValue(false);
    vi.useFakeTimers();

    const restore = track(waitForSessionRestore());

    await vi.advanceTimersByTimeAsync(RESTORE_TIMEOUT_MS - 1);
    expect(restore.value).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(restore.value).toBe('timed-out');
  });

  it("resolves 'restored' as soon as a slow restore finishes, without waiting for the timeout", async () => {
    vi.spyOn(useSessionStore.persist, 'hasHydrated').mockReturnValue(false);
    vi.useFakeTimers();
    const restore = track(waitForSessionRestore());
    await vi.advanceTimersByTimeAsync(1000);
    expect(restore.value).toBe('pending');

    await useSessionStore.persist.rehydrate();
    await vi.advanceTimersByTimeAsync(0);
    expect(restore.value).toBe('restored');

    await vi.advanceTimersByTimeAsync(RESTORE_TIMEOUT_MS);
    expect(restore.value).toBe('restored');
  });
});
