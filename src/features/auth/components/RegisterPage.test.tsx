import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { findAccountByEmail } from '../../../../mocks/db';
import { PAGE_LOAD, renderApp } from '@/test/app';

useMockApi();
useMatchMedia();

const renderAt = (path: string, heading: string) => renderApp(path, { heading });

const FORM = {
  'First name': 'Aoife',
  'Last name': "O'Brien",
  'Work email': 'aoife@northwind.test',
  'Company name': 'Northwind Traders',
  Password: 'Sunrise42',
  'Confirm password': 'Sunrise42',
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof FORM>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.paste(value);
  }
}

describe('RegisterPage', () => {
  beforeEach(() => {
    useSessionStore.getState().signedOut();
    useSessionStore.getState().setUserRegistrationSuccess(false);
  });

  it('shows the rule messages beside the fields and sends nothing', async () => {
    const { user } = await renderAt('/register', 'Create your Stackwise account');
    await fill(user, { ...FORM, 'Work email': 'aoife@', Password: 'sunrises', 'Confirm password': 'other' });
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required.');
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription(
      'Work email is not a valid email.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must contain a letter and a number.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid');
    expect(findAccountByEmail('aoife@northwind.test')).toBeUndefined();
  });

  it("shows the server's field error beside its field and keeps everything typed", async () => {
    const { router, user } = await renderAt('/register', 'Create your Stackwise account');
    await fill(user, { ...FORM, 'Work email': 'admin@acme.test' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('Work email');
    expect(
      await screen.findByText('An account with this e-mail already exists.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('An account with this e-mail already exists.');
    expect(email).toHaveValue('admin@acme.test');
    for (const label of [
      'First name',
      'Last name',
      'Company name',
      'Password',
      'Confirm password',
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveValue(FORM[label]);
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(useSessionStore.getState().userRegistrationSuccess).toBe(false);

    // Editing the field clears its message; a new address goes through.
    await fill(user, { 'Work email': 'aoife@northwind.test' });
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your inbox' }, PAGE_LOAD),
    ).toBeVisible();
  });

  it('on success sets userRegistrationSuccess and says what happens next', async () => {
    const { user } = await renderAt('/register', 'Create your Stackwise account');
    await fill(user, FORM);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByRole('heading', { level: 1, name: 'Check your inbox' }, PAGE_LOAD);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('We have e-mailed a verification link to aoife@northwind.test.');
    expect(status).toHaveTextContent('Northwind Traders');
    expect(within(status).getByText(/follow the verification link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(useSessionStore.getState().userRegistrationSuccess).toBe(true);
    expect(useSessionStore.getState().identity.isAuthenticated).toBe(false);
    expect(findAccountByEmail('aoife@northwind.test')).toMatchObject({
      roles: ['client_admin'],
      last_login: null,
    });
  });
});
