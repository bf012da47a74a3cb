import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { signInAs } from '@/test/app';
import { useMockApi } from '@/test/mock-api';
import { EmbeddedReport, OFFLINE_NOTICE } from './EmbeddedReport';

const server = useMockApi();

// Power BI cannot draw in jsdom: the live report shows which token it was handed instead.
vi.mock('./LiveReport', () => ({
  default: ({ report }: { report: { token: string } }) => <p>Live report with {report.token}</p>,
}));

afterEach(() => {
  vi.useRealTimers();
});

function renderReport(reportId: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EmbeddedReport reportId={reportId} title="Usage report" offline={<p>Figures from the page</p>} />
    </QueryClientProvider>,
  );
}

describe('EmbeddedReport', () => {
  it('shows the page’s own stand-in, clearly marked, when the report service is out of reach', async () => {
    await signInAs('admin@acme.test');
    const report = `report-${Math.random().toString(36).slice(2)}`;
    server.use(
      http.get(`*/api/v1/pbi/reports/${report}/`, () =>
        HttpResponse.json({
          id: report,
          name: 'Usage',
          embed_url: 'https://app.powerbi.com/reportEmbed',
          token: 'token-1',
          expiry: new Date(Date.now() + 3_600_000).toISOString(),
          offline: true,
        }),
      ),
    );
    renderReport(report);
    const region = await screen.findByRole('region', { name: 'Usage report' });
    expect(region).toHaveTextContent(OFFLINE_NOTICE);
    expect(screen.getByText('Figures from the page')).toBeInTheDocument();
  });

  it('shows the failure with a way to try again', async () => {
    await signInAs('admin@acme.test');
    server.use(http.get('*/api/v1/pbi/reports/broken/', () => HttpResponse.json({}, { status: 500 })));
    renderReport('broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load the report. Please try again');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('fetches a new token five minutes before the current one expires', async () => {
    await signInAs('admin@acme.test');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let served = 0;
    server.use(
      http.get('*/api/v1/pbi/reports/live/', () => {
        served += 1;
        return HttpResponse.json({
          id: 'live',
          name: 'Usage',
          embed_url: 'https://app.powerbi.com/reportEmbed',
          token: `token-${served}`,
          // Each token lasts an hour from when it is served.
          expiry: new Date(Date.now() + 60 * 60_000).toISOString(),
          offline: false,
        });
      }),
    );
    renderReport('live');
    expect(await screen.findByText('Live report with token-1')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(54 * 60_000);
    expect(served).toBe(1);
    await vi.advanceTimersByTimeAsync(61_000);
    expect(await screen.findByText('Live report with token-2')).toBeInTheDocument();
    expect(served).toBe(2);
  });
});
