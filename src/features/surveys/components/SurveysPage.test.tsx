import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACME_SURVEY_FACTS } from '@mocks/fixtures/surveys';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { holdReply, useMockApi } from '@/test/mock-api';
import { testSurvey, testSurveyList } from './survey-test-data';

const server = useMockApi();
useMatchMedia();

const ROWS = [
  testSurvey(),
  testSurvey({
    id: 'survey-2',
    status: 'draft',
    counts: { asked: 0, keep: 0, give_up: 0, keep_until: 0, smaller_plan: 0, not_yet: 0 },
  }),
];

/** Answers the list with `rows` and records each query it was asked. */
function serveList(rows = ROWS) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/v1/survey_agent/surveys/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const status = query.get('status');
      return HttpResponse.json(testSurveyList(status ? rows.filter((row) => row.status === status) : rows));
    }),
  );
  return queries;
}

async function findTable() {
  const table = await screen.findByRole('table', { name: 'Surveys' }, PAGE_LOAD);
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return table;
}

describe('Surveys list', () => {
  it("shows each survey's app, audience, answers so far, status, deadline and savings", async () => {
    serveList();
    await signInWithTokens('admin@acme.test');
    await renderApp('/ai-survey-agent', { heading: 'AI Survey Agent' });
    const table = await findTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const running = rows[0]!;
    expect(within(running).getByRole('link', { name: 'Zoom' })).toHaveAttribute(
      'href',
      '/ai-survey-agent/survey-1',
    );
    // Keep until counts as keeping the seat.
    expect(running).toHaveTextContent('5 keep · 3 give up · 10 not yet');
    expect(running).toHaveTextContent('Inactive for 60 days');
    expect(running).toHaveTextContent('Running');
    expect(running).toHaveTextContent('£2,400.00 / year');
    expect(rows[1]).toHaveTextContent('Draft');
    expect(within(rows[1]!).getByRole('link', { name: 'Zoom' })).toHaveAttribute(
      'href',
      '/ai-survey-agent/survey-2',
    );
    const figures = screen.getByRole('region', { name: 'Surveys by status' });
    expect(figures).toHaveTextContent('Draft1');
    expect(figures).toHaveTextContent('Running1');
    expect(screen.getByRole('link', { name: 'New survey' })).toHaveAttribute('href', '/ai-survey-agent/new');
  });

  it('shows the figures by status from the start, each a dash until the list arrives', async () => {
    const release = holdReply('get', '*/api/v1/survey_agent/surveys/');
    await signInWithTokens('admin@acme.test');
    await renderApp('/ai-survey-agent', { heading: 'AI Survey Agent' });
    const figures = await screen.findByRole('region', { name: 'Surveys by status' }, PAGE_LOAD);
    expect(figures).toHaveTextContent('Draft—');
    expect(figures).toHaveTextContent('Running—');
    release();
    await waitFor(() => expect(figures).not.toHaveTextContent('—'), PAGE_LOAD);
  });

  it("lists Acme's seeded surveys: Zoom running with half its answers in, Slack closed, Salesforce a draft", async () => {
    await signInWithTokens('admin@acme.test');
    await renderApp('/ai-survey-agent', { heading: 'AI Survey Agent' });
    const table = await findTable();
    const rowOf = (app: string) =>
      within(table).getByRole('link', { name: app }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const zoom = rowOf('Zoom');
    expect(zoom).toHaveTextContent('Running');
    expect(zoom).toHaveTextContent(`${ACME_SURVEY_FACTS.asked} asked`);
    expect(zoom).toHaveTextContent(`${ACME_SURVEY_FACTS.asked - ACME_SURVEY_FACTS.answered} not yet`);
    expect(rowOf('Slack')).toHaveTextContent('Closed');
    expect(within(rowOf('Salesforce')).getByRole('link')).toHaveAttribute(
      'href',
      `/ai-survey-agent/${ACME_SURVEY_FACTS.draft}`,
    );
  });

  it('keeps the status filter and the order in the URL and asks the API for them', async () => {
    const queries = serveList();
    await signInWithTokens('admin@acme.test');
    const { user, router } = await renderApp('/ai-survey-agent', { heading: 'AI Survey Agent' });
    await findTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Running');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'running' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('running'));
    const table = await findTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await user.click(within(table).getByRole('button', { name: /Deadline/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ order_by: 'deadline' }));
    expect(queries.at(-1)?.get('order_by')).toBe('deadline');
  });

  it('reads its filters from the URL', async () => {
    const queries = serveList();
    await signInWithTokens('admin@acme.test');
    await renderApp('/ai-survey-agent?status=draft&keyword=zoom', { heading: 'AI Survey Agent' });
    await findTable();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    expect(screen.getByRole('searchbox', { name: 'Search surveys' })).toHaveValue('zoom');
    expect(queries.at(-1)?.get('keyword')).toBe('zoom');
  });

  it('says so when there is no survey yet', async () => {
    serveList([]);
    await signInWithTokens('admin@acme.test');
    await renderApp('/ai-survey-agent', { heading: 'AI Survey Agent' });
    expect(await screen.findByText('No surveys yet', {}, PAGE_LOAD)).toBeInTheDocument();
  });
});
