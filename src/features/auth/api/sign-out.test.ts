import { QueryClient } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onSessionEnded } from '@/lib/http';
import { getAccessToken, getRefreshToken, storeTokens } from '@/lib/tokens';
import { SESSION_STORE_KEY, useSessionStore } from '@/stores/session';
import { testUser } from '@/test/identity';
import { useMockApi } from '@/test/mock-api';
import { signOut, signOutLocally } from './sign-out';

const server = useMockApi();

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

describe('signOut', () => {
  /** Holds the revocation until `release()`, noting what the client held when it was sent. */
  function holdRevocation(reply: () => Response) {
    const seen = { refresh: '', storedAccess: 'unset' as string | null, signedIn: true };
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mswHttp.post('*/api/v1/auth/logout/', async ({ request }) => {
        seen.refresh = ((await request.json()) as { refresh: string }).refresh;
        seen.storedAccess = getAccessToken();
        seen.signedIn = useSessionStore.getState().identity.isAuthenticated;
        await released;
        return reply();
      }),
    );
    return { seen, release };
  }

  it('clears the session before the revocation is answered, and revokes the token it held', async () => {
    storeTokens({ access: 'a.b.c', refresh: 'held.refresh.token' });
    useSessionStore.getState().signedIn(user, 'stackwise');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['my-tasks'], []);
    const { seen, release } = holdRevocation(() => HttpResponse.json({ message: 'Signed out' }));

    const done = signOut(queryClient);

    // Already signed out, synchronously: a page opened now finds nobody.
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(useSessionStore.getState().identity.isAuthenticated).toBe(false);
    expect(queryClient.getQueryData(['my-tasks'])).toBeUndefined();
    await vi.waitFor(() => expect(seen.refresh).toBe('held.refresh.token'));
    expect(seen).toMatchObject({ storedAccess: null, signedIn: false });
    release();
    await done;
  });

  it('changes nothing for the user when the revocation fails', async () => {
    const ended = vi.fn();
    onSessionEnded(ended);
    storeTokens({ access: 'a.b.c', refresh: 'held.refresh.token' });
    useSessionStore.getState().signedIn(user, 'stackwise');
    const { release } = holdRevocation(() =>
      HttpResponse.json({ detail: 'Token is invalid or expired', code: 'token_not_valid' }, { status: 401 }),
    );
    release();

    await expect(signOut(new QueryClient())).resolves.toBeUndefined();

    expect(ended).not.toHaveBeenCalled();
    expect(useSessionStore.getState().identity.isAuthenticated).toBe(false);
  });

  it('sends nothing when there is no refresh token', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));

    await signOut(new QueryClient());

    expect(requests).toEqual([]);
  });
});
