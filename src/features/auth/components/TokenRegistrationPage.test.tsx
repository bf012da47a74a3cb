import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { findAccountByEmail } from '../../../../mocks/db';
import { call } from '../../../../mocks/testing';
import { PAGE_LOAD, renderApp } from '@/test/app';

useMockApi();
useMatchMedia();

const renderAt = (path: string, heading: string) => renderApp(path, { heading });

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

describe('registration by token', () => {
  beforeEach(() => useSessionStore.getState().signedOut());

  it('user_invite: shows the invitation, locks the e-mail, and signs the new account in', async () => {
    const { router, user } = await renderAt('/register/user_invite/invite-valid', 'Accept your invitation');
    expect(screen.getByText(/James Carter invited you to join/)).toHaveTextContent(
      'James Carter invited you to join Acme Corp on Stackwise.',
    );
    const email = screen.getByLabelText('Work email');
    expect(email).toHaveValue('sam.rivera@acme.test');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Last name')).toHaveValue('Rivera');

    await replace(user, 'Password', 'Welcome1');
    await replace(user, 'Confirm password', 'Welcome2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');

    await replace(user, 'Confirm password', 'Welcome1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // A first sign-in opens the welcome tour (its own lazily loaded chunk) over the page; whether it
    // or the dashboard arrives first depends on what is cached, so wait for the tour and skip it as
    // the new user would before looking at the page underneath.
    const tour = await screen.findByRole('dialog', { name: 'Welcome to Stackwise' }, PAGE_LOAD);
    expect(within(tour).getByRole('heading', { name: 'Hello, Sam' })).toBeInTheDocument();
    expect(useSessionStore.getState().identity).toMatchObject({ isAuthenticated: true, newUser: true });
    await user.click(within(tour).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, PAGE_LOAD)).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    const state = useSessionStore.getState();
    // Skipping the tour ends the first sign-in for good.
    expect(state.identity).toMatchObject({ isAuthenticated: true, newUser: false, introDone: true });
    expect(state.identity.user?.email).toBe('sam.rivera@acme.test');
    expect(state.userRegistrationSuccess).toBe(true);
  });

  it('shows a server field error beside its field and keeps what was typed', async () => {
    await call('POST', '/__demo__/faults', {
      body: {
        method: 'POST',
        path: 'auth/register/azure/azure-valid/',
        status: 400,
        body: { last_name: ['Ensure this field has no more than 30 characters.'] },
      },
    });
    const { router, user } = await renderAt('/register/azure/azure-valid', 'Complete your registration');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByText(/sign in with your Microsoft work account/)).toBeInTheDocument();
    await replace(user, 'Last name', 'Tanaka-Featherstonehaugh-Smith');
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));

    const lastName = screen.getByLabelText('Last name');
    expect(
      await screen.findByText('Ensure this field has no more than 30 characters.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(lastName).toHaveAccessibleDescription('Ensure this field has no more than 30 characters.');
    expect(lastName).toHaveValue('Tanaka-Featherstonehaugh-Smith');
    expect(screen.getByLabelText('First name')).toHaveValue('Aiko');
    expect(router.state.location.pathname).toBe('/register/azure/azure-valid');
    expect(findAccountByEmail('aiko.tanaka@acme.test')).toBeUndefined();
  });

  it.each([
    [
      'used',
      '/register/google/google-used',
      'Invitation already used',
      'This invitation has already been used.',
    ],
    [
      'expired',
      '/register/user_invite/invite-expired',
      'Invitation expired',
      'Ask Maria Gonzalez for a new invitation.',
    ],
    [
      'unknown',
      '/register/azure/not-a-token',
      'Registration link not valid',
      'ask your administrator for a new invitation',
    ],
  ])('a %s link gets its own page with a way on', async (_state, path, heading, text) => {
    await renderAt(path, heading);
    expect(screen.getByText(new RegExp(text.replace(/[.]/g, '\\.')))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
