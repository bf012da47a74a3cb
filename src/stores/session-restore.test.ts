import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutLocally } from '@/features/auth/api/auth-mutations';
import { storeTokens } from '@/lib/tokens';
import { RESTORE_TIMEOUT_MS, SESSION_STORE_KEY, useSessionStore, waitForSessionRestore } from './session';
import { testUser } from '@/test/identity';

const user = testUser();

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

describe('signOutLocally', () => {
  it('removes both tokens and the persisted store, and forgets the identity', () => {
    storeTokens({ access: 'a.b.c', refresh: 'd.e.f' });
    useSessionStore.getState().signedIn(user, 'stackwise');
    useSessionStore.getState().setDarkTheme(true);
    expect(localStorage.getItem(SESSION_STORE_KEY)).not.toBeNull();

    signOutLocally(new QueryClient());

    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem(SESSION_STORE_KEY)).toBeNull();
    const { identity } = useSessionStore.getState();
    expect(identity.isAuthenticated).toBe(false);
    expect(identity.user).toBeNull();
    expect(identity.appid).toBeNull();
  });

  it("drops the signed-out user's cached server data", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['my-tasks', 'list', 'open'], { rows: [], count: 0 });
    useSessionStore.getState().signedIn(user, 'stackwise');

    signOutLocally(queryClient);

    expect(queryClient.getQueryData(['my-tasks', 'list', 'open'])).toBeUndefined();
  });

  it('leaves nothing for a reload to restore', async () => {
    storeTokens({ access: 'a.b.c', refresh: 'd.e.f' });
    useSessionStore.getState().signedIn(user, 'stackwise');

    signOutLocally(new QueryClient());
    await useSessionStore.persist.rehydrate();

    expect(useSessionStore.getState().identity.isAuthenticated).toBe(false);
    expect(useSessionStore.getState().identity.user).toBeNull();
  });
});
