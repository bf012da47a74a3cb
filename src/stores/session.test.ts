import { beforeEach, describe, expect, it } from 'vitest';
import { migrateSession, SESSION_STORE_KEY, useSessionStore, waitForSessionRestore } from './session';

const user = {
  user_id: 'u1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'admin@acme.test',
  avatar: null,
  roles: ['client_admin'],
  tenant_id: 't1',
};

function persisted(): { state: Record<string, unknown>; version: number } {
  return JSON.parse(localStorage.getItem(SESSION_STORE_KEY) ?? 'null') as {
    state: Record<string, unknown>;
    version: number;
  };
}

describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().signedOut();
    useSessionStore.getState().setDarkTheme(false);
  });

  it('persists only identity and the dark-theme flag under persist:stackwise', () => {
    useSessionStore.getState().setDemoAuthenticating(true);
    useSessionStore.getState().signedIn(user, 'stackwise');
    useSessionStore.getState().setDarkTheme(true);
    const stored = persisted();
    expect(Object.keys(stored.state).sort()).toEqual(['darkTheme', 'identity']);
    expect(stored.state.darkTheme).toBe(true);
    expect(stored.state.identity).toMatchObject({ user, isAuthenticated: true, appid: 'stackwise' });
    expect(stored.version).toBe(1);
  });

  it('records sign-in: authenticated, the time and the appid', () => {
    const before = Date.now();
    useSessionStore.getState().signedIn(user, 'demo');
    const { identity } = useSessionStore.getState();
    expect(identity.isAuthenticated).toBe(true);
    expect(identity.appid).toBe('demo');
    expect(Date.parse(identity.lastLogin!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps a first sign-in and its intro-done flag with the persisted identity', () => {
    useSessionStore.getState().signedIn(user, 'stackwise', { newUser: true });
    expect(persisted().state.identity).toMatchObject({ newUser: true, introDone: false });
    useSessionStore.getState().setIntroDone();
    expect(persisted().state.identity).toMatchObject({ newUser: false, introDone: true });
  });

  it('restores identity from storage on rehydrate', async () => {
    localStorage.setItem(
      SESSION_STORE_KEY,
      JSON.stringify({
        state: { identity: { user, isAuthenticated: true, appid: 'stackwise' }, darkTheme: true },
        version: 1,
      }),
    );
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().identity.user?.email).toBe('admin@acme.test');
    expect(useSessionStore.getState().darkTheme).toBe(true);
    await expect(waitForSessionRestore(50)).resolves.toBe('restored');
  });

  it('migrates the v0 shape and never trusts unknown fields', () => {
    expect(migrateSession({ user, dark: true }, 0)).toMatchObject({
      identity: { user, isAuthenticated: true },
      darkTheme: true,
    });
    expect(migrateSession(null, 0)).toMatchObject({
      identity: { user: null, isAuthenticated: false },
      darkTheme: false,
    });
  });
});
