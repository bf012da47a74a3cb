import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tenantEnvelopeSchema } from '@/features/tenants';
import { request } from '@/lib/http';
import { useSessionStore } from '@/stores/session';
import { useMatchMedia } from '@/test/match-media';
import { holdReply, useMockApi } from '@/test/mock-api';
import { PAGE_LOAD, renderApp, signInAs } from '@/test/app';

const server = useMockApi();
useMatchMedia();

const TENANT_PUT = '*/api/v1/tenants/:id/';

/** The tenant as the server holds it. */
async function serverTenant() {
  return (await request('get', 'tenants/retrieve_tenant/', tenantEnvelopeSchema)).tenant;
}

const holdTenantPut = (reply?: () => Response) => holdReply('put', TENANT_PUT, reply);

/** Typing a whole value at once keeps these full-app tests quick. */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function renderAt(path: string, username = 'admin@acme.test', { applyAccept = true } = {}) {
  await signInAs(username);
  return renderApp(path, { heading: 'Settings', toaster: true, userOptions: { applyAccept } });
}

const sidebar = () => within(screen.getByRole('navigation', { name: 'Main' }));
/** The sidebar loads lazily after the page. */
const sidebarLoaded = () => screen.findByRole('navigation', { name: 'Main' }, PAGE_LOAD);

describe('AI survey agent switch', () => {
  beforeEach(() => useSessionStore.getState().signedOut());

  it("takes the sidebar's item away before the server answers, and keeps it away", async () => {
    const { user } = await renderAt('/settings');
    const toggle = await screen.findByRole('switch', { name: 'AI survey agent' });
    expect(toggle).toBeChecked();
    await sidebarLoaded();
    expect(await sidebar().findByRole('link', { name: 'AI Survey Agent' })).toBeInTheDocument();

    const release = holdTenantPut();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(sidebar().queryByRole('link', { name: 'AI Survey Agent' })).toBeNull();

    release();
    expect(await screen.findByText('Tenant updated successfully', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect((await serverTenant()).is_survey_agent_active).toBe(false);
    expect(sidebar().queryByRole('link', { name: 'AI Survey Agent' })).toBeNull();

    await user.click(toggle);
    expect(await sidebar().findByRole('link', { name: 'AI Survey Agent' })).toBeInTheDocument();
    await waitFor(async () => expect((await serverTenant()).is_survey_agent_active).toBe(true));
  });

  it('rolls back with a toast when the server refuses', async () => {
    const { user } = await renderAt('/settings');
    const toggle = await screen.findByRole('switch', { name: 'AI survey agent' });
    await sidebarLoaded();
    await sidebar().findByRole('link', { name: 'AI Survey Agent' });

    const release = holdTenantPut(() =>
      HttpResponse.json({ detail: 'Tenant service is unavailable' }, { status: 500 }),
    );
    await user.click(toggle);
    expect(sidebar().queryByRole('link', { name: 'AI Survey Agent' })).toBeNull();

    release();
    expect(
      await screen.findByText('Tenant service is unavailable', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
    await sidebarLoaded();
    expect(await sidebar().findByRole('link', { name: 'AI Survey Agent' })).toBeInTheDocument();
    expect((await serverTenant()).is_survey_agent_active).toBe(true);
  });

  it("says 'Unable to update tenant' when the refusal carries no text", async () => {
    const { user } = await renderAt('/settings');
    server.use(http.put(TENANT_PUT, () => new HttpResponse(null, { status: 502 })));
    await user.click(await screen.findByRole('switch', { name: 'AI survey agent' }));
    expect(await screen.findByText('Unable to update tenant', undefined, PAGE_LOAD)).toBeInTheDocument();
  });
});

describe('company profile', () => {
  beforeEach(() => useSessionStore.getState().signedOut());

  it('validates, shows server field errors beside fields, keeps what was typed, then saves', async () => {
    const { user } = await renderAt('/settings');
    const name = await screen.findByLabelText('Company name');
    const save = screen.getByRole('button', { name: 'Save profile' });

    await user.clear(name);
    await user.click(save);
    expect(name).toHaveAccessibleDescription('Company name is required.');

    await enter(user, name, 'Globex Inc');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.click(save);
    await waitFor(() => expect(name).toHaveAccessibleDescription('A company with this name already exists.'));
    expect(name).toHaveValue('Globex Inc');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');

    await enter(user, name, 'Acme Holdings');
    await user.click(save);
    expect(await screen.findByText('Tenant updated successfully', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(await serverTenant()).toMatchObject({
      name: 'Acme Holdings',
      currency: 'EUR',
      country: 'United Kingdom',
    });
  });

  it("shows 'Unable to update tenant' beside the form when the server says nothing, and keeps the input", async () => {
    const { user } = await renderAt('/settings');
    const name = await screen.findByLabelText('Company name');
    server.use(http.put(TENANT_PUT, () => new HttpResponse(null, { status: 500 })));
    await enter(user, name, 'Acme Renamed');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to update tenant');
    expect(name).toHaveValue('Acme Renamed');
  });

  it('checks the logo, previews it, and saves it as a data URL', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview-1'), revokeObjectURL: vi.fn() }),
    );
    const { user } = await renderAt('/settings', 'admin@acme.test', { applyAccept: false });
    const input = await screen.findByLabelText('Company logo');

    await user.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(screen.getByText('The logo must be a PNG, JPG, SVG or WebP image.')).toBeInTheDocument();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(screen.getByText('The logo must be 1 MB or smaller; this file is 1.0 MB.')).toBeInTheDocument();

    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: 'Company logo preview' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Tenant updated successfully', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect((await serverTenant()).logo).toMatch(/^data:image\/png;base64,/);
    expect(await screen.findByRole('img', { name: 'Acme Corp logo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
  });
});

describe('read-only settings', () => {
  beforeEach(() => useSessionStore.getState().signedOut());

  it('shows a plain user the same values with disabled controls and a note', async () => {
    await renderAt('/settings', 'user@acme.test');
    expect(screen.getByText(/Only company admins can change these settings/)).toBeInTheDocument();
    expect(await screen.findByLabelText('Company name')).toHaveValue('Acme Corp');
    expect(screen.getByLabelText('Company name')).toBeDisabled();
    expect(screen.getByLabelText('Currency')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'AI survey agent' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
  });
});

describe('discovery and payments', () => {
  beforeEach(() => useSessionStore.getState().signedOut());

  it('saves the discovery options after checking the domain', async () => {
    const { user } = await renderAt('/settings/discovery');
    const domain = await screen.findByLabelText('Company domain');
    expect(domain).toHaveValue('acme.test');
    await enter(user, domain, 'acme corp');
    await user.click(screen.getByRole('button', { name: 'Save discovery options' }));
    expect(domain).toHaveAccessibleDescription('Company domain must be a domain such as example.com.');

    await enter(user, domain, 'https://Acme.example/');
    await user.click(screen.getByRole('switch', { name: 'Marketplace apps only' }));
    await user.click(screen.getByRole('switch', { name: 'Azure non-interactive sign-in logs' }));
    await user.click(screen.getByRole('button', { name: 'Save discovery options' }));
    expect(await screen.findByText('Tenant updated successfully', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(await serverTenant()).toMatchObject({
      shadow_sense_client_domain: 'acme.example',
      shadow_sense_sync_marketplace_apps_only: true,
      azure_sync_non_interactive_logs: false,
    });
  });

  it('shows the payment account and saves the top-up threshold', async () => {
    const { user } = await renderAt('/settings/payments');
    expect(await screen.findByText('Yordex')).toBeInTheDocument();
    expect(screen.getByText(/^GB\d\d •••• •••• •••• \d{4}$/)).toBeInTheDocument();
    const threshold = screen.getByLabelText('Card top-up threshold');
    expect(threshold).toHaveValue('5000');
    await enter(user, threshold, '12,5');
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(threshold).toHaveAccessibleDescription('Card top-up threshold must be a valid floating number.');
    await enter(user, threshold, '2500.50');
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByText('Tenant updated successfully', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect((await serverTenant()).card_topup_threshold).toBe(2500.5);
  });

  it('keeps the payment account card’s place while its details load, the loading line where the note goes', async () => {
    const release = holdReply('get', '*/api/v1/tenants/get_payment_account_details/');
    await renderAt('/settings/payments');
    const card = (await screen.findByRole('heading', { name: 'Payment account' })).closest('section')!;
    const loading = await within(card).findByRole('status', {}, PAGE_LOAD);
    expect(loading).toHaveTextContent('Loading payment account details…');
    // The terms already stand (hidden from assistive technology until their values come).
    expect(within(card).getByText('Available balance')).toBeInTheDocument();
    expect(within(card).queryByRole('term')).toBeNull();
    release();
    expect(await within(card).findByText('Yordex')).toBeInTheDocument();
    expect(within(card).getAllByRole('term')).toHaveLength(8);
    expect(within(card).getByText(/^Balances as of /)).toBeInTheDocument();
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('shows the fallback text when the payment account cannot be fetched', async () => {
    server.use(
      http.get(
        '*/api/v1/tenants/get_payment_account_details/',
        () => new HttpResponse(null, { status: 404 }),
      ),
    );
    await renderAt('/settings/payments');
    expect(
      await screen.findByText(
        'Unable to fetch payment account details. Please try again',
        undefined,
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
  });
});
