import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockApi } from '@mocks/node';
import { request } from '@/lib/http';
import { useSessionStore } from '@/stores/session';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { activityLogListSchema } from '../api/schemas';
import { PAGE_LOAD, renderApp, signInAs } from '@/test/app';

const server = useMockApi();
useMatchMedia();

const LIST = '*/api/v1/tenants/get_activity_logs/';
const DOWNLOAD = '*/api/v1/tenants/download_activity_logs/';

const signIn = (username = 'admin@acme.test') => signInAs(username);
const renderAt = (path: string) => renderApp(path, { heading: 'Activity Logs' });

const table = () => screen.getByRole('table', { name: /^Activity logs/ });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

/**
 * Holds the lists of one period until the test calls the returned release; then the real handler
 * answers. Only that period's: a refetch of the period on screen must not take its place.
 */
function holdPeriod(period: string): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(LIST, async ({ request: req }) => {
      if (new URL(req.url).searchParams.get('period') === period) await held;
      return undefined; // fall through to the real handler
    }),
  );
  return release;
}

describe('ActivityLogsPage', () => {
  beforeEach(() => signIn());
  afterEach(() => useSessionStore.getState().signedOut());

  it('shows the newest 25 events of 30 days, and keeps ordering and paging in the URL', async () => {
    const { router, user } = await renderAt('/activity-logs');
    const first = await request('get', 'tenants/get_activity_logs/', activityLogListSchema);
    await waitFor(() => expect(bodyRows()).toHaveLength(25), PAGE_LOAD);
    expect(within(bodyRows()[0]!).getByText(first.rows[0]!.actor.email)).toBeInTheDocument();
    expect(
      screen.getByText(`Showing 1–25 of ${new Intl.NumberFormat('en-US').format(first.count)}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Time/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: /^Actor/ }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ order_by: 'actor', order: 'asc' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Actor/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    expect(screen.getByRole('columnheader', { name: /Time/ })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }));
    await screen.findByText(/^Showing 26–50 of/, {}, PAGE_LOAD);

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    // Back to page 1; default values stay out of the URL.
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ period: '7d', order_by: 'actor', order: 'asc' }),
    );
  });

  it('shows skeleton rows while page 1 loads, and the last page for a link past the end', async () => {
    const release = holdPeriod('7d');
    const { router } = await renderAt('/activity-logs?period=7d&page=9999');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    release();
    const { count } = await request('get', 'tenants/get_activity_logs/', activityLogListSchema, {
      searchParams: { period: '7d', top: 1 },
    });
    const lastPage = Math.ceil(count / 25);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: lastPage }), PAGE_LOAD);
    await waitFor(() => expect(bodyRows()).toHaveLength(count - (lastPage - 1) * 25), PAGE_LOAD);
    expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
  });

  it('says so when the period holds no events', async () => {
    await resetMockApi('empty');
    await signIn();
    await renderAt('/activity-logs?period=90d');
    expect(await screen.findByText('No activity in this period.', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the fallback text when the server gives none, the server's text when it does, and retries", async () => {
    server.use(http.get(LIST, () => HttpResponse.json({}, { status: 400 }), { once: true }));
    const { user } = await renderAt('/activity-logs');
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(alert).toHaveTextContent('Unable to fetch activity logs. Please try again');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(25), PAGE_LOAD);

    server.use(
      http.get(LIST, () => HttpResponse.json({ detail: 'Logs are being rebuilt.' }, { status: 409 })),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert', {}, PAGE_LOAD)).toHaveTextContent('Logs are being rebuilt.');
  });

  it('downloads the chosen period under the server’s file name', async () => {
    const periods: (string | null)[] = [];
    server.use(
      http.get(DOWNLOAD, ({ request: req }) => {
        periods.push(new URL(req.url).searchParams.get('period'));
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="activity_logs_20260101_101010.xlsx"',
          },
        });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:activity-logs');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });

    const { user } = await renderAt('/activity-logs?period=7d');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'activity_logs_20260101_101010.xlsx', href: 'blob:activity-logs' }]),
    );
    expect(periods).toEqual(['7d']);
    expect((createObjectURL.mock.calls[0] as unknown as [Blob])[0].size).toBe(4);
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('downloads the period whose events are on screen while another period loads', async () => {
    const periods: (string | null)[] = [];
    server.use(
      http.get(DOWNLOAD, ({ request: req }) => {
        periods.push(new URL(req.url).searchParams.get('period'));
        return HttpResponse.json({ detail: 'Not now.' }, { status: 503 });
      }),
    );
    const { router, user } = await renderAt('/activity-logs');
    await waitFor(() => expect(bodyRows()).toHaveLength(25), PAGE_LOAD);
    const release = holdPeriod('7d');

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() => expect(router.state.location.search).toEqual({ period: '7d' }));
    // The 30 days' rows are still the ones shown, and named so.
    // (Awaited: on a slow machine the navigation may show the pending view for a moment first.)
    expect(
      await screen.findByRole('table', { name: /^Activity logs, last 30 days/ }, PAGE_LOAD),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(periods).toEqual(['30d']));
    release();
    await screen.findByRole('table', { name: /^Activity logs, last 7 days/ }, PAGE_LOAD);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(periods).toEqual(['30d', '7d']));
  });

  it("tells a failed download with the server's message", async () => {
    server.use(
      http.get(DOWNLOAD, () => HttpResponse.json({ detail: 'Export is busy, try later.' }, { status: 503 })),
    );
    const { user } = await renderAt('/activity-logs');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Export is busy, try later.', {}, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });
});
