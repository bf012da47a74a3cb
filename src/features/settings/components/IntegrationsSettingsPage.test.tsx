import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueGoogleCode } from '@mocks/identity/google-tokens';
import type { GoogleOAuth2 } from '@/lib/google-identity';
import { useSessionStore } from '@/stores/session';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { PAGE_LOAD, renderApp, signInAs } from '@/test/app';

/** What the fake Google popup answers with; set per test. */
const google = { answer: (): { code?: string; error?: string } => ({}) };

const fakeOAuth2: GoogleOAuth2 = {
  initCodeClient: (config) => ({ requestCode: () => config.callback(google.answer()) }),
  initTokenClient: () => ({ requestAccessToken: () => undefined }),
  revoke: () => undefined,
};

const server = useMockApi();
useMatchMedia();

async function renderIntegrations(username = 'admin@globex.test') {
  await signInAs(username);
  const { user } = await renderApp('/settings/integrations', { heading: 'Settings', toaster: true });
  return user;
}

const panel = (name: string) => within(screen.getByRole('region', { name }));

describe('integrations settings', () => {
  beforeEach(() => useSessionStore.getState().signedOut());

  it('opens with each source’s sync state in place, with no loading line that would move it', async () => {
    await renderIntegrations();
    // The moment the panels first show, their sync state is already there.
    const azure = within(await screen.findByRole('region', { name: 'Azure' }, PAGE_LOAD));
    expect(screen.queryByText('Loading sync status…')).toBeNull();
    expect(azure.getByText('Not synced yet')).toBeInTheDocument();
  });

  it('authorises Azure and shows the flag; refusals keep the input and say why', async () => {
    const user = await renderIntegrations();
    await screen.findAllByText('Not synced yet', undefined, PAGE_LOAD);
    const azure = panel('Azure');
    expect(azure.getByText('Not authorised')).toBeInTheDocument();
    const field = azure.getByLabelText('Azure tenant ID');

    await user.click(azure.getByRole('button', { name: 'Authorise Azure' }));
    expect(field).toHaveAccessibleDescription('Azure tenant ID is required.');

    await user.click(field);
    await user.paste('00000000-0000-0000-0000-000000000000');
    await user.click(azure.getByRole('button', { name: 'Authorise Azure' }));
    expect(await azure.findByRole('alert')).toHaveTextContent(/AADSTS90002/);
    expect(field).toHaveValue('00000000-0000-0000-0000-000000000000');

    server.use(
      http.post(
        '*/api/v1/tenants/authorize_azure_audit_log_sync/',
        () => new HttpResponse(null, { status: 502 }),
      ),
    );
    await user.click(azure.getByRole('button', { name: 'Authorise Azure' }));
    expect(
      await azure.findByText('Unable to authenticate azure right now, please try again.'),
    ).toBeInTheDocument();
    server.resetHandlers();

    await user.clear(field);
    await user.paste('72f988bf-86f1-41af-91ab-2d7cd011db47');
    await user.click(azure.getByRole('button', { name: 'Authorise Azure' }));
    expect(await azure.findByText('Authorised', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(azure.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  });

  describe('Google', () => {
    // Live mode (the mock handlers answer any origin's /api/v1): the loader finds GIS already on the
    // page, as after Google's script ran.
    beforeEach(() => {
      vi.stubEnv('VITE_API_URL', 'https://api.example.test');
      window.google = { accounts: { oauth2: fakeOAuth2 } };
    });
    afterEach(() => {
      vi.unstubAllEnvs();
      delete window.google;
    });

    it("authorises Google with the code flow's code, and shows Google's fallback when the server says nothing", async () => {
      const user = await renderIntegrations();
      await screen.findAllByText('Not synced yet', undefined, PAGE_LOAD);
      const googlePanel = panel('Google Workspace');

      google.answer = () => ({});
      await user.click(googlePanel.getByRole('button', { name: 'Authorise with Google' }));
      expect(await googlePanel.findByRole('alert')).toHaveTextContent(
        'Access to the Google audit logs was not granted.',
      );

      google.answer = () => ({ code: 'anything' });
      server.use(
        http.post(
          '*/api/v1/tenants/authorize_google_audit_log_sync/',
          () => new HttpResponse(null, { status: 500 }),
        ),
      );
      await user.click(googlePanel.getByRole('button', { name: 'Authorise with Google' }));
      expect(
        await googlePanel.findByText('Unable to authenticate google right now, please try again.'),
      ).toBeInTheDocument();
      server.resetHandlers();

      google.answer = () => ({
        code: issueGoogleCode('admin@globex.test', {
          clientId: 'test',
          scope: 'https://www.googleapis.com/auth/admin.reports.audit.readonly',
        }),
      });
      await user.click(googlePanel.getByRole('button', { name: 'Authorise with Google' }));
      expect(await googlePanel.findByText('Authorised', undefined, PAGE_LOAD)).toBeInTheDocument();
      expect(await googlePanel.findByText('admin@globex.test', undefined, PAGE_LOAD)).toBeInTheDocument();
    });
  });

  it("shows Acme's Okta failure with its message and the other providers' success", async () => {
    await renderIntegrations('admin@acme.test');
    const okta = panel('Okta');
    expect(await okta.findByText('Failed', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(okta.getByText(/429 Too Many Requests/)).toBeInTheDocument();
    expect(panel('Azure').getByText('Success')).toBeInTheDocument();
    expect(screen.getByText('to https://acme.service-now.com')).toBeInTheDocument();
  });

  it('shows a plain user the flags without sync actions', async () => {
    await renderIntegrations('user@acme.test');
    expect(
      await screen.findByText(/Sync details and actions are shown to company admins only/),
    ).toBeInTheDocument();
    expect(panel('Okta').getByText('Authorised')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect ServiceNow' })).toBeNull();
  });
});
