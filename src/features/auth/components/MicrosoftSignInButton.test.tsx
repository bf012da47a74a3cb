import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** MSAL itself is replaced: these tests are about how the button drives it. */
const msal = await vi.hoisted(async () => (await import('@/test/msal')).msalMethods());

vi.mock('@azure/msal-browser', async () => (await import('@/test/msal')).msalModule(msal));

/** Fresh modules per test: the MSAL client is created once per page load. */
async function renderButton() {
  vi.resetModules();
  const { MicrosoftSignInButton } = await import('./MicrosoftSignInButton');
  render(<MicrosoftSignInButton />);
  return {
    user: userEvent.setup({ delay: null }),
    button: screen.getByRole('button', { name: 'Sign in with Microsoft' }),
  };
}

describe('MicrosoftSignInButton', () => {
  beforeEach(() => {
    msal.initialize.mockReset().mockResolvedValue(undefined);
    msal.handleRedirectPromise.mockClear();
    msal.loginRedirect.mockReset().mockReturnValue(new Promise<void>(() => undefined));
  });

  it('loads MSAL on hover, then redirects to Microsoft with User.Read and the account picker', async () => {
    const { user, button } = await renderButton();
    await user.hover(button);
    await waitFor(() => expect(msal.initialize).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(msal.loginRedirect).not.toHaveBeenCalled();

    await user.click(button);
    await waitFor(() =>
      expect(msal.loginRedirect).toHaveBeenCalledWith({ scopes: ['User.Read'], prompt: 'select_account' }),
    );
    // A reply still pending (or a stale interaction) is settled before a new sign-in starts.
    expect(msal.handleRedirectPromise).toHaveBeenCalledBefore(msal.loginRedirect);
    expect(msal.initialize).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when MSAL cannot be loaded, and loads it again on the next click', async () => {
    msal.initialize.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'));
    const { user, button } = await renderButton();
    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Microsoft sign-in could not be loaded. Check your connection and try again.',
    );
    expect(button).not.toHaveAttribute('aria-busy');
    expect(msal.loginRedirect).not.toHaveBeenCalled();

    await user.click(button);
    await waitFor(() => expect(msal.loginRedirect).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when MSAL refuses to start, but not when the user came back from Microsoft', async () => {
    msal.loginRedirect.mockRejectedValueOnce(Object.assign(new Error('x'), { errorCode: 'user_cancelled' }));
    const { user, button } = await renderButton();
    await user.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    msal.loginRedirect.mockRejectedValueOnce(
      Object.assign(new Error('interaction_in_progress'), { errorCode: 'interaction_in_progress' }),
    );
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Microsoft sign-in could not start. Please try again.',
    );
  });
});
