import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '@/lib/tokens';
import { SESSION_STORE_KEY, useSessionStore } from '@/stores/session';
import { testUser } from '@/test/identity';
import { signOutLocally } from './auth-mutations';

const user = testUser();

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signedOut();
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
