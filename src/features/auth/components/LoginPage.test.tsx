import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { useMatchMedia } from '@/test/match-media';
import { PASSWORD, useMockApi } from '@/test/mock-api';
import { PAGE_LOAD, findPage, renderApp } from '@/test/app';

useMockApi();
useMatchMedia();

const renderAt = (path: string) => renderApp(path, { heading: 'Sign in to Stackwise' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    useSessionStore.getState().signedOut();
  });

  it('shows a message beside each empty field and sends nothing', async () => {
    const { user } = await renderAt('/login');
    await fillIn(user, '', '');

    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username is required.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Password is required.');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(useSessionStore.getState().identity.isAuthenticated).toBe(false);
  });

  it('says a malformed username is not a valid email', async () => {
    const { user } = await renderAt('/login');
    await fillIn(user, 'not-an-email', PASSWORD);

    const username = screen.getByLabelText('Username');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username is not a valid email.');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a wrong password and keeps what was typed", async () => {
    const { router, user } = await renderAt('/login');
    await fillIn(user, 'user@acme.test', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No active account found with the given credentials',
    );
    expect(screen.getByLabelText('Username')).toHaveValue('user@acme.test');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(useSessionStore.getState().identity.isAuthenticated).toBe(false);
  });

  it('signs in: stores the tokens, records the session and opens the dashboard', async () => {
    const before = Date.now();
    const { router, user } = await renderAt('/login');
    await fillIn(user, 'user@acme.test', PASSWORD);

    expect(await findPage('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('access_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(localStorage.getItem('refresh_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const { identity } = useSessionStore.getState();
    expect(identity.isAuthenticated).toBe(true);
    expect(identity.appid).toBe('stackwise');
    expect(identity.user?.email).toBe('user@acme.test');
    expect(Date.parse(identity.lastLogin ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes the super admin to /admin', async () => {
    const { router, user } = await renderAt('/login');
    await fillIn(user, 'root@platform.test', PASSWORD);

    expect(await findPage('Administration')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(useSessionStore.getState().identity.user?.roles).toContain('super_admin');
  });

  it('goes on to a relative ?redirect= target after sign-in', async () => {
    const { router, user } = await renderAt('/login?redirect=%2Fcontracts%2Fslack');
    await fillIn(user, 'admin@acme.test', PASSWORD);

    expect(await findPage('License Management')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contracts/slack');
  });

  it('ignores a ?redirect= to another host and lands on the dashboard', async () => {
    const { router, user } = await renderAt('/login?redirect=%2F%2Fevil.example');
    await fillIn(user, 'admin@acme.test', PASSWORD);

    expect(await findPage('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.href).not.toContain('evil.example');
  });

  it("'Try the demo' signs in the read-only demo account", async () => {
    const { router, user } = await renderAt('/login');
    await user.click(screen.getByRole('button', { name: 'Try the demo' }));

    expect(await findPage('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const { identity } = useSessionStore.getState();
    expect(identity.isAuthenticated).toBe(true);
    expect(identity.appid).toBe('demo');
    expect(localStorage.getItem('access_token')).not.toBeNull();
    expect(localStorage.getItem('refresh_token')).not.toBeNull();
  });

  it('keeps a signed-in visitor away from /login', async () => {
    const { router, user } = await renderAt('/login');
    await fillIn(user, 'user@acme.test', PASSWORD);
    await findPage('Dashboard');

    await router.navigate({ to: '/login' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'), PAGE_LOAD);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
