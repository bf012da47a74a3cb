import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientConfigError, GoogleOAuth2, TokenClientConfig } from '@/lib/google-identity';
import { createQueryClient } from '@/lib/query-client';
import { failGisScriptLoad, unloadGis, useGisOnPage } from '@/test/gis-script';
import { useMockApi } from '@/test/mock-api';
import { REPORTS_LOGIN_URL } from '../api/reports-api';
import { issueGoogleAccessToken, revokeGoogleAccessToken } from '../../../../mocks/identity/google-tokens';
import { DirectoryReportsPage } from './DirectoryReportsPage';

const server = useMockApi();

/** A fake GIS: its "popup" answers at once as `google.account`, or fails as `google.failure` says. */
const google = {
  account: 'admin@acme.test',
  failure: null as null | 'script' | ClientConfigError['type'],
  tokens: [] as string[],
  revoked: [] as string[],
};

const fakeOAuth2: GoogleOAuth2 = {
  initCodeClient: () => ({ requestCode: () => undefined }),
  initTokenClient: (config: TokenClientConfig) => ({
    requestAccessToken: () => {
      if (google.failure && google.failure !== 'script') {
        config.error_callback?.({ type: google.failure });
        return;
      }
      const token = issueGoogleAccessToken(google.account, { scope: config.scope });
      google.tokens.push(token);
      config.callback({ access_token: token, expires_in: 900, scope: config.scope, token_type: 'Bearer' });
    },
  }),
  revoke: (token, done) => {
    google.revoked.push(token);
    revokeGoogleAccessToken(token);
    done?.({ successful: true });
  },
};

function renderPage() {
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DirectoryReportsPage />
    </QueryClientProvider>,
  );
  return user;
}

function reportCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(REPORTS_LOGIN_URL)) calls.push(request.url);
  });
  return calls;
}

// A test that needs Google's script to fail removes GIS and fails the script's load.
useGisOnPage(fakeOAuth2);

beforeEach(() => {
  google.account = 'admin@acme.test';
  google.failure = null;
  google.tokens = [];
  google.revoked = [];
});

describe('DirectoryReportsPage (/test)', () => {
  it('Authorize lists the recent login activity and becomes Refresh; Refresh lists again', async () => {
    const calls = reportCalls();
    const user = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Directory reports API test' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    const table = await screen.findByRole('table', { name: 'Recent login activity' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Actor e-mail', 'Event']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const [time, email, event] = within(rows[0]!).getAllByRole('cell');
    expect(time!.textContent).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}:\d{2}$/);
    expect(email!.textContent).toMatch(/@acme\.test$/);
    expect(event!.textContent).toMatch(
      /^(login_success|logout|login_failure|login_verification|login_challenge)$/,
    );
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!).searchParams.get('maxResults')).toBe('10');

    expect(screen.queryByRole('button', { name: 'Authorize' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(google.tokens).toHaveLength(1);
  });

  it('Sign Out revokes the token and resets the page to Authorize', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(google.revoked).toEqual(google.tokens);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Authorize' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(await screen.findByRole('table')).toBeVisible();
    expect(google.tokens).toHaveLength(2);
  });

  it("says 'No activities found.' for a domain without login activity", async () => {
    google.account = 'sam@gmail.test';
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(await screen.findByText('No activities found.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeVisible();
  });

  it('asks to authorise again when Google answers 401', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    await screen.findByRole('table');
    revokeGoogleAccessToken(google.tokens[0]!); // revoked elsewhere, e.g. in the Google account
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The authorisation expired. Authorize again.');
    expect(screen.getByRole('button', { name: 'Authorize' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['script', 'Google sign-in could not be loaded. Check your connection and try again.'],
    ['popup_closed', 'The Google window was closed before authorisation finished.'],
    [
      'popup_failed_to_open',
      'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
    ],
  ] as const)('explains a failed authorisation (%s)', async (failure, message) => {
    google.failure = failure;
    if (failure === 'script') unloadGis();
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    if (failure === 'script') await failGisScriptLoad();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Authorize' })).toBeEnabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
