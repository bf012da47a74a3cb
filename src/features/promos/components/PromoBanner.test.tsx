import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRoute, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/lib/http';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { signInWithTokens } from '@/test/app';
import { holdReply, useMockApi } from '@/test/mock-api';
import { memoryRouter } from '@/test/router';
import { promoListSchema, type Promo } from '../api/schemas';
import { PromoBanner } from './PromoBanner';

const server = useMockApi();

const DISMISS = '*/api/v1/promos/:id/dismiss/';

/** The banner on a page of a route tree shaped like the app's (a client page and a signed-in one). */
function renderBanner() {
  const root = createRootRoute({ component: () => <PromoBanner /> });
  const signedIn = createRoute({ getParentRoute: () => root, id: '_signedIn' });
  const reach = createRoute({ getParentRoute: () => signedIn, path: 'reach' });
  const client = createRoute({ getParentRoute: () => signedIn, id: '_client' });
  const home = createRoute({ getParentRoute: () => client, path: '/' });
  const renewals = createRoute({ getParentRoute: () => client, path: 'contracts/renewals' });
  const router = memoryRouter(
    root.addChildren([signedIn.addChildren([reach, client.addChildren([home, renewals])])]),
  );
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

const promo = (id: string, ends_at: string | null, link = '/reach'): Promo => ({
  id,
  title: `Promo ${id}`,
  text: 'Something worth a look.',
  action_label: `Open ${id}`,
  link,
  ends_at,
});

describe('PromoBanner', () => {
  beforeEach(async () => {
    useUiStore.getState().setLayoutFlags({ showBanner: true });
    await signInWithTokens('user@acme.test');
  });
  afterEach(() => {
    vi.useRealTimers();
    useSessionStore.getState().signedOut();
  });

  it('shows each promo with its link and a Dismiss named after it', async () => {
    const { rows } = await request('get', 'promos/', promoListSchema);
    expect(rows.length).toBeGreaterThan(0);
    renderBanner();

    const banner = await screen.findByRole('region', { name: 'Promotions' });
    for (const shown of rows) {
      expect(within(banner).getByRole('heading', { name: shown.title })).toBeInTheDocument();
      expect(within(banner).getByRole('link', { name: shown.action_label })).toHaveAttribute(
        'href',
        shown.link,
      );
      expect(within(banner).getByRole('button', { name: `Dismiss ${shown.title}` })).toBeInTheDocument();
    }
  });

  it('leaves out a promo whose last day has passed, and opens an https link in a new tab', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 12));
    server.use(
      http.get('*/api/v1/promos/', () =>
        HttpResponse.json({
          rows: [
            promo('yesterday', '2026-03-14'),
            promo('today', '2026-03-15'),
            promo('always', null, 'https://stackwise.example.com/webinar'),
          ],
          count: 3,
        }),
      ),
    );
    renderBanner();

    const banner = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(banner).getByRole('heading', { name: 'Promo today' })).toBeInTheDocument();
    expect(within(banner).queryByRole('heading', { name: 'Promo yesterday' })).toBeNull();
    const external = within(banner).getByRole('link', { name: /Open always/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('dismisses a promo at once, and it stays gone', async () => {
    const { rows } = await request('get', 'promos/', promoListSchema);
    const first = rows[0]!;
    const answer = holdReply('post', DISMISS);
    const user = renderBanner();

    await user.click(await screen.findByRole('button', { name: `Dismiss ${first.title}` }));
    expect(screen.queryByRole('heading', { name: first.title })).toBeNull();
    answer();
    await waitFor(async () =>
      expect((await request('get', 'promos/', promoListSchema)).rows.map((row) => row.id)).not.toContain(
        first.id,
      ),
    );
    expect(screen.queryByRole('heading', { name: first.title })).toBeNull();
  });

  it("brings a promo back with the server's reason when dismissing it is refused", async () => {
    const { rows } = await request('get', 'promos/', promoListSchema);
    const first = rows[0]!;
    const refuse = holdReply('post', DISMISS, () =>
      HttpResponse.json({ detail: 'Promos cannot be dismissed just now' }, { status: 503 }),
    );
    const user = renderBanner();

    await user.click(await screen.findByRole('button', { name: `Dismiss ${first.title}` }));
    expect(screen.queryByRole('heading', { name: first.title })).toBeNull();
    refuse();

    expect(await screen.findByText('Promos cannot be dismissed just now')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: first.title })).toBeInTheDocument();
  });

  it('shows nothing, and asks for nothing, with the banner flag off', async () => {
    useUiStore.getState().setLayoutFlags({ showBanner: false });
    const asked = vi.fn();
    server.events.on('request:start', ({ request: sent }) => {
      if (new URL(sent.url).pathname.endsWith('/promos/')) asked();
    });
    renderBanner();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Promotions' })).toBeNull();
    expect(asked).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });
});
