import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { createRootRoute, createRoute, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACME_FLOW_FACTS } from '@mocks/fixtures/flows';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session';
import { signInWithTokens } from '@/test/app';
import { useMockApi } from '@/test/mock-api';
import { memoryRouter } from '@/test/router';
import { flowQueries } from '../api/flow-queries';
import type { FlowSourceState } from '../api/schemas';
import { ConnectSources } from './ConnectSources';
import { SourcesPanel } from './SourcesPanel';

const server = useMockApi();

const ADMIN = 'admin@acme.test';
const USER = 'user@acme.test';
const SYNC_STATUS = /\/tenants\/audit_log_sync_status\/$/;
const SYNC_WAIT = { timeout: 10_000 };

const CONNECTED: FlowSourceState[] = [
  { source: 'azure', connected: true, last_synced_at: '2026-03-12T07:00:00Z' },
  { source: 'google', connected: true, last_synced_at: '2026-03-12T06:00:00Z' },
  { source: 'okta', connected: true, last_synced_at: '2026-03-11T08:00:00Z' },
];
const NONE: FlowSourceState[] = CONNECTED.map((state) => ({
  ...state,
  connected: false,
  last_synced_at: null,
}));

/** `ui` on a page of a route tree with Settings → Integrations to link to; every API call's path kept. */
function renderOnPage(ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => root, path: '/', component: () => ui });
  const integrations = createRoute({
    getParentRoute: () => root,
    path: 'settings/integrations',
    component: () => <h1>Integrations</h1>,
  });
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => void calls.push(new URL(request.url).pathname));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={memoryRouter(root.addChildren([page, integrations]))} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), calls, queryClient };
}

/** Waits for the router's first render. */
const findList = (name: string) => screen.findByRole('list', { name }, { timeout: 10_000 });

/** The panel over a list of apps read as the list page reads them (names matching `keyword`). */
function PanelOverList({ keyword }: { keyword: string }) {
  const list = useQuery(flowQueries.list({ keyword, status: 'all' }));
  if (!list.data) return null;
  return (
    <>
      <SourcesPanel sources={list.data.sources} />
      <ul aria-label="Apps" data-count={list.data.count}>
        {list.data.rows.map((flow) => (
          <li key={flow.id}>{flow.name}</li>
        ))}
      </ul>
    </>
  );
}

const sourceItem = (name: string) => within(screen.getByRole('listitem', { name }));

describe('SourcesPanel', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    useSessionStore.getState().signedOut();
  });

  describe('for a client admin', () => {
    beforeEach(() => signInWithTokens(ADMIN));

    it('shows each source with its mark, connection, last sync and outcome', async () => {
      renderOnPage(<SourcesPanel sources={CONNECTED} />);
      await findList('Sources');
      const okta = sourceItem('Okta');
      expect(await okta.findByText('Failed', undefined, SYNC_WAIT)).toBeInTheDocument();
      expect(okta.getByText(/429 Too Many Requests/)).toBeInTheDocument();
      expect(okta.getByText('Connected')).toBeInTheDocument();
      const azure = sourceItem('Azure');
      expect(azure.getByRole('status')).toHaveTextContent('Azure sync: Success');
      // Seeded two hours before the reference day began: hours ago, or a day once the day is late.
      expect(
        azure.getByText(/^\d{1,2} \w{3} \d{4}, \d\d:\d\d \((\d+ hours ago|yesterday|1 day ago)\)$/),
      ).toBeInTheDocument();
      expect(azure.getByRole('button', { name: 'Sync now' })).toHaveAccessibleDescription('Azure');
      expect(sourceItem('Google').getByRole('button', { name: 'Sync now' })).toBeEnabled();
    });

    it('syncs a source now: started, then finished, announced; then the apps are read again', async () => {
      const found = ACME_FLOW_FACTS.discovered.azure;
      const { user } = renderOnPage(<PanelOverList keyword={found} />);
      await findList('Sources');
      const apps = screen.getByRole('list', { name: 'Apps' });
      await waitFor(() => expect(apps).toHaveAttribute('data-count', '0'));
      const azure = sourceItem('Azure');
      await user.click(await azure.findByRole('button', { name: 'Sync now' }, SYNC_WAIT));

      const status = azure.getByRole('status');
      await waitFor(() => expect(status).toHaveTextContent('Azure sync: Syncing…'));
      expect(azure.getByRole('button', { name: 'Sync now' })).toBeDisabled();

      // The mock's sync runs 3 s; the status is asked again every second until it has ended.
      await waitFor(
        () =>
          expect(status).toHaveTextContent(
            /^Azure sync: Success\. Imported [\d,]+ events; \d+ new apps? found\.$/,
          ),
        { timeout: 10_000 },
      );
      expect(status).toHaveAttribute('data-sync-state', 'success');
      // The list was read again: the app the sync found is in it.
      expect(await within(apps).findByText(found, undefined, SYNC_WAIT)).toBeInTheDocument();
      expect(azure.getByRole('button', { name: 'Sync now' })).toBeEnabled();
    }, 30_000);

    it('links a source that is not connected to Settings → Integrations, without Sync now', async () => {
      renderOnPage(
        <SourcesPanel sources={[CONNECTED[0]!, CONNECTED[1]!, { ...CONNECTED[2]!, connected: false }]} />,
      );
      await findList('Sources');
      // Acme's Okta is authorised; the sync status answers for the connection once it has loaded.
      const okta = sourceItem('Okta');
      expect(okta.getByText('Not connected')).toBeInTheDocument();
      expect(okta.getByRole('link', { name: 'Connect Okta' })).toHaveAttribute(
        'href',
        '/settings/integrations',
      );
      expect(await okta.findByText('Connected', undefined, SYNC_WAIT)).toBeInTheDocument();
    });
  });

  describe('for a user who is not a client admin', () => {
    beforeEach(() => signInWithTokens(USER));

    it('shows only connected and last synced, asks nothing of the sync status and offers no sync', async () => {
      const { calls } = renderOnPage(
        <SourcesPanel sources={[CONNECTED[0]!, CONNECTED[1]!, { ...CONNECTED[2]!, connected: false }]} />,
      );
      await findList('Sources');
      const azure = sourceItem('Azure');
      expect(azure.getByText('Connected')).toBeInTheDocument();
      expect(azure.getByText('Last synced').nextElementSibling).toHaveTextContent(/^12 Mar 2026, \d\d:\d\d/);
      expect(azure.queryByRole('status')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
      expect(sourceItem('Okta').getByText('Ask a client admin to connect Okta in Settings → Integrations.'));
      expect(sourceItem('Okta').queryByRole('link')).toBeNull();
      // Give a query the time it would take to start.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls.filter((path) => SYNC_STATUS.test(path))).toEqual([]);
    });
  });
});

describe('ConnectSources', () => {
  afterEach(() => useSessionStore.getState().signedOut());

  it('tells a client admin what each source takes and leads to Settings → Integrations', async () => {
    await signInWithTokens('admin@globex.test');
    const { user } = renderOnPage(<ConnectSources sources={NONE} />);
    await findList('How to connect each source');
    const region = screen.getByRole('region', { name: 'Connect a sign-in log to discover your apps' });
    const list = within(region).getByRole('list', { name: 'How to connect each source' });
    for (const name of ['Azure', 'Google', 'Okta']) {
      const link = within(list).getByRole('link', { name: `Connect ${name}` });
      expect(link).toHaveAttribute('href', '/settings/integrations');
    }
    expect(within(list).getByText(/tenant ID/)).toBeInTheDocument();
    await user.click(within(region).getByRole('link', { name: 'Settings → Integrations' }));
    expect(await screen.findByRole('heading', { name: 'Integrations' })).toBeInTheDocument();
  });

  it('tells anyone else to ask a client admin, with no link to follow', async () => {
    await signInWithTokens(USER);
    renderOnPage(<ConnectSources sources={NONE} />);
    await findList('How to connect each source');
    const region = screen.getByRole('region', { name: 'Connect a sign-in log to discover your apps' });
    expect(
      within(region).getByText(/Only a client admin of your company can connect one/),
    ).toBeInTheDocument();
    expect(within(region).getAllByText(/^Ask a client admin to connect/)).toHaveLength(3);
    expect(within(region).queryByRole('link')).toBeNull();
  });
});
