import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { IdentityUser } from '@/lib/identity';

/** Storage key: the 'persist:' prefix every persisted store uses, plus the product name. */
export const SESSION_STORE_KEY = 'persist:stackwise';
export const SESSION_STORE_VERSION = 1;

export interface Identity {
  user: IdentityUser | null;
  isAuthenticated: boolean;
  newUser: boolean;
  introDone: boolean;
  /** ISO time of the last successful sign-in. */
  lastLogin: string | null;
  /** `demo` for the read-only demo account. */
  appid: string | null;
}

interface SessionState {
  identity: Identity;
  darkTheme: boolean;
  /** Transient: the demo account's sign-in is under way (not persisted). */
  demoAuthenticating: boolean;
  userRegistrationSuccess: boolean;
  signedIn: (user: IdentityUser, appid: string, options?: { newUser?: boolean }) => void;
  signedOut: () => void;
  setDarkTheme: (dark: boolean) => void;
  toggleDarkTheme: () => void;
  setDemoAuthenticating: (value: boolean) => void;
  setIntroDone: () => void;
  /** Registration success, an identity event; transient, not persisted. */
  setUserRegistrationSuccess: (value: boolean) => void;
}

export const signedOutIdentity: Identity = {
  user: null,
  isAuthenticated: false,
  newUser: false,
  introDone: false,
  lastLogin: null,
  appid: null,
};

/** What reaches localStorage: identity and the dark-theme flag, nothing else. */
export type PersistedSession = Pick<SessionState, 'identity' | 'darkTheme'>;

export function partializeSession(state: SessionState): PersistedSession {
  return { identity: state.identity, darkTheme: state.darkTheme };
}

/** Older shapes are mapped forward; anything unreadable starts signed out. */
export function migrateSession(persisted: unknown, version: number): PersistedSession {
  const value = (persisted ?? {}) as Partial<PersistedSession> & { user?: IdentityUser; dark?: boolean };
  if (version === 0) {
    // v0 kept the identity fields at the top level.
    return {
      identity: { ...signedOutIdentity, user: value.user ?? null, isAuthenticated: Boolean(value.user) },
      darkTheme: Boolean(value.dark),
    };
  }
  return {
    identity: { ...signedOutIdentity, ...(value.identity ?? {}) },
    darkTheme: Boolean(value.darkTheme),
  };
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      identity: signedOutIdentity,
      darkTheme: false,
      demoAuthenticating: false,
      userRegistrationSuccess: false,
      signedIn: (user, appid, options) =>
        set((state) => ({
          identity: {
            ...state.identity,
            user,
            isAuthenticated: true,
            newUser: options?.newUser ?? false,
            lastLogin: new Date().toISOString(),
            appid,
          },
          demoAuthenticating: false,
        })),
      signedOut: () => set({ identity: signedOutIdentity, demoAuthenticating: false }),
      setDarkTheme: (dark) => set({ darkTheme: dark }),
      toggleDarkTheme: () => set((state) => ({ darkTheme: !state.darkTheme })),
      setDemoAuthenticating: (value) => set({ demoAuthenticating: value }),
      setIntroDone: () =>
        set((state) => ({ identity: { ...state.identity, introDone: true, newUser: false } })),
      setUserRegistrationSuccess: (value) => set({ userRegistrationSuccess: value }),
    }),
    {
      name: SESSION_STORE_KEY,
      version: SESSION_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: partializeSession,
      migrate: migrateSession,
    },
  ),
);

export const RESTORE_TIMEOUT_MS = 5000;

/**
 * Resolves once persisted state is restored, or after the 5000 ms restore timeout so that a
 * broken storage never keeps the app on the loading view.
 */
export function waitForSessionRestore(timeoutMs = RESTORE_TIMEOUT_MS): Promise<'restored' | 'timed-out'> {
  if (useSessionStore.persist.hasHydrated()) return Promise.resolve('restored');
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve('timed-out');
    }, timeoutMs);
    const unsubscribe = useSessionStore.persist.onFinishHydration(() => {
      clearTimeout(timer);
      unsubscribe();
      resolve('restored');
    });
  });
}
