import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { useMatchMedia } from '@/test/match-media';
import { PASSWORD, useMockApi } from '@/test/mock-api';
import { call } from '../../../../mocks/testing';
import { PAGE_LOAD, renderApp } from '@/test/app';

useMockApi();
useMatchMedia();

const renderAt = (path: string, heading: string) => renderApp(path, { heading });

async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

const signInWith = (password: string) =>
  call('POST', '/token/', { body: { username: 'user@acme.test', password } });

describe('forgot password', () => {
  beforeEach(() => useSessionStore.getState().signedOut());

  it('checks the address before sending', async () => {
    const { user } = await renderAt('/forgot-password', 'Forgot your password?');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    await typeInto(user, 'Email', 'user@acme');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is not a valid email.');
  });

  it.each(['user@acme.test', 'nobody@acme.test'])('says the same for %s', async (email) => {
    const { user } = await renderAt('/forgot-password', 'Forgot your password?');
    await typeInto(user, 'Email', email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your inbox' }, PAGE_LOAD);
    expect(screen.getByRole('status')).toHaveTextContent(
      `If an account exists for ${email}, we have sent a link to reset its password.`,
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('reset password', () => {
  beforeEach(() => useSessionStore.getState().signedOut());

  it('sets a new password with a valid link, then leads to sign-in', async () => {
    const { user } = await renderAt('/reset_password/reset-valid', 'Choose a new password');
    expect(screen.getByText('user@acme.test')).toBeInTheDocument();
    await typeInto(user, 'New password', 'lettersonly');
    await typeInto(user, 'Confirm password', 'lettersonly');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'New password must contain a letter and a number.',
    );

    await user.clear(screen.getByLabelText('New password'));
    await typeInto(user, 'New password', 'Fresh1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');

    await user.clear(screen.getByLabelText('Confirm password'));
    await typeInto(user, 'Confirm password', 'Fresh1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('heading', { level: 1, name: 'Password changed' }, PAGE_LOAD);
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect((await signInWith('Fresh1234')).status).toBe(200);
    expect((await signInWith(PASSWORD)).status).toBe(401);
  });

  it.each([
    [
      '/reset_password/reset-expired',
      'Reset link expired',
      'This password reset link has expired.',
      '/forgot-password',
    ],
    [
      '/reset_password/nope',
      'Reset link not valid',
      'This password reset link is not valid.',
      '/forgot-password',
    ],
    [
      '/shadow-sense/reset_password/reset-expired',
      'Reset link expired',
      'This password reset link has expired.',
      '/shadow-sense/forgot-password',
    ],
  ])('%s: says why and offers a new link', async (path, heading, detail, forgotPath) => {
    await renderAt(path, heading);
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', forgotPath);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('a used link points to sign-in', async () => {
    await renderAt('/reset_password/reset-used', 'Reset link already used');
    expect(screen.getByText('This password reset link has already been used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
