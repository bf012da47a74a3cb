import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { testUser } from '@/test/identity';
import { CLIENT_ADMIN, hasAnyRole, hasRole, SUPER_ADMIN } from './roles';
import { useHasRole } from './use-has-role';

describe('hasRole', () => {
  it('reads the roles of a user, an account or a bare list', () => {
    expect(hasRole(testUser({ roles: [CLIENT_ADMIN] }), CLIENT_ADMIN)).toBe(true);
    expect(hasRole({ roles: [SUPER_ADMIN] }, CLIENT_ADMIN)).toBe(false);
    expect(hasRole([CLIENT_ADMIN, SUPER_ADMIN], SUPER_ADMIN)).toBe(true);
  });

  it('is false for nobody and for no roles', () => {
    expect(hasRole(null, CLIENT_ADMIN)).toBe(false);
    expect(hasRole(undefined, SUPER_ADMIN)).toBe(false);
    expect(hasRole([], SUPER_ADMIN)).toBe(false);
  });
});

describe('hasAnyRole', () => {
  it('is true when one of the roles is held', () => {
    expect(hasAnyRole({ roles: [CLIENT_ADMIN] }, [SUPER_ADMIN, CLIENT_ADMIN])).toBe(true);
    expect(hasAnyRole({ roles: [CLIENT_ADMIN] }, [SUPER_ADMIN])).toBe(false);
    expect(hasAnyRole({ roles: [CLIENT_ADMIN] }, [])).toBe(false);
    expect(hasAnyRole(null, [CLIENT_ADMIN])).toBe(false);
  });
});

describe('useHasRole', () => {
  afterEach(() => act(() => useSessionStore.getState().signedOut()));

  it('follows the signed-in user', () => {
    const { result } = renderHook(() => useHasRole(CLIENT_ADMIN));
    expect(result.current).toBe(false);
    act(() => useSessionStore.getState().signedIn(testUser({ roles: [CLIENT_ADMIN] }), 'stackwise'));
    expect(result.current).toBe(true);
    act(() => useSessionStore.getState().signedOut());
    expect(result.current).toBe(false);
  });
});
