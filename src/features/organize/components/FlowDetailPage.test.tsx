import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACME_FLOW_FACTS } from '@mocks/fixtures/flows';
import { request } from '@/lib/http';
import { useSessionStore } from '@/stores/session';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { flowPath } from '../api/flow-queries';
import { flowReplySchema, type Flow } from '../api/schemas';

const server = useMockApi();
useMatchMedia();

const ADMIN = 'admin@acme.test';
const USER = 'user@acme.test';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const EVIDENCE_CALL = /\/flows\/[^/]+\/(users|events)\/$/;

const count = (n: number) => n.toLocaleString('en-US');

/** The flow as the API gives it to a client admin. */
async function flowOf(id: string): Promise<Flow> {
  await signInWithTokens(ADMIN);
  const { flow } = await request('get', flowPath(id), flowReplySchema);
  useSessionStore.getState().signedOut();
  return flow;
}

/** Opens `/organize/<id>` as `email`; every API call's path is kept. */
async function openFlow(email: string, id: string, heading: string) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request: call }) => void calls.push(new URL(call.url).pathname));
  await signInWithTokens(email);
  const rendered = await renderApp(`/organize/${id}`, { heading });
  return { ...rendered, calls };
}

/** A figure's value: the `dd` after its `dt`. */
const figure = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;

/** 'Showing 1–25 of 300' under a table → 300. */
async function listedCount(pages: string): Promise<number> {
  const nav = await screen.findByRole('navigation', { name: pages }, PAGE_LOAD);
  const text = within(nav).getByText(/^Showing /).textContent ?? '';
  return Number(/of ([\d,]+)$/.exec(text)?.[1]?.replace(/,/g, ''));
}

describe('a discovered app’s page', () => {
  beforeEach(() => useSessionStore.getState().signedOut());
  afterEach(() => server.events.removeAllListeners());

  it('shows a client admin the evidence: as many people and events as the counts say', async () => {
    const flow = await flowOf(ACME_FLOW_FACTS.slack);
    await openFlow(ADMIN, flow.id, flow.name);
    expect(document.title).toBe(`${flow.name} | Stackwise`);

    const counts = screen.getByRole('region', { name: 'Counts' });
    expect(figure(counts, 'Users')).toHaveTextContent(count(flow.users));
    expect(figure(counts, 'Sign-ins, last 30 days')).toHaveTextContent(count(flow.sign_ins_30d));
    expect(figure(counts, 'Events')).toHaveTextContent(count(flow.events));
    expect(screen.getByText('Catalogue app', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      flow.app!.name,
    );
    expect(screen.getByRole('link', { name: flow.app!.name })).toHaveAttribute(
      'href',
      `/product/${flow.app!.slug}`,
    );
    expect(screen.getByText('Owner', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'James Carter',
    );

    expect(
      screen.getByRole('heading', { level: 2, name: `Who uses it (${count(flow.users)})` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: `Events (${count(flow.events)})` }),
    ).toBeInTheDocument();
    expect(await listedCount('People pages')).toBe(flow.users);
    expect(await listedCount('Events pages')).toBe(flow.events);

    const events = screen.getByRole('table', { name: 'Events' });
    const rows = within(events).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(25, flow.events));
    const times = rows.map((row) => within(row).getByRole('rowheader').querySelector('time')!.dateTime);
    expect(times).toEqual([...times].sort().reverse());
    const people = screen.getByRole('table', { name: 'People' });
    expect(within(people).getAllByRole('row').slice(1)).toHaveLength(Math.min(25, flow.users));

    // The review's buttons, for the status the app is in (approved: back to review).
    const review = screen.getByRole('group', { name: 'Review' });
    expect(within(review).getByRole('button', { name: 'Back to review' })).toBeEnabled();
  });

  it('pages the events in the URL, the people staying on their page', async () => {
    const flow = await flowOf(ACME_FLOW_FACTS.slack);
    expect(flow.events).toBeGreaterThan(25);
    const { user, router } = await openFlow(ADMIN, flow.id, flow.name);
    const pages = await screen.findByRole('navigation', { name: 'Events pages' }, PAGE_LOAD);
    await user.click(within(pages).getByRole('button', { name: /next/i }));
    await waitFor(() => expect(router.state.location.search).toEqual({ events: 2 }));
    await waitFor(() =>
      expect(within(pages).getByText(/^Showing /)).toHaveTextContent(
        `Showing 26–${Math.min(50, flow.events)} of ${count(flow.events)}`,
      ),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'People pages' })).getByText(/^Showing /),
    ).toHaveTextContent(/^Showing 1–/);
  });

  it('shows anyone else the counts only, and never asks for the people or events', async () => {
    const flow = await flowOf(ACME_FLOW_FACTS.slack);
    const { calls } = await openFlow(USER, flow.id, flow.name);
    const counts = screen.getByRole('region', { name: 'Counts' });
    expect(figure(counts, 'Users')).toHaveTextContent(count(flow.users));
    expect(figure(counts, 'Events')).toHaveTextContent(count(flow.events));
    expect(screen.getByText(/shown to client admins only/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Who uses it/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Review' })).toBeNull();
    expect(calls.filter((path) => EVIDENCE_CALL.test(path))).toEqual([]);
  });

  it('says an app that is not in the catalogue is not', async () => {
    const flow = await flowOf(ACME_FLOW_FACTS.intranet);
    await openFlow(ADMIN, flow.id, flow.name);
    expect(screen.getByText('Catalogue app', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Not in the catalogue',
    );
  });

  it('says "App not found", with the way back, for an id that is no app of the tenant', async () => {
    await openFlow(ADMIN, UNKNOWN_ID, 'App not found');
    expect(document.title).toBe('App not found | Stackwise');
    expect(screen.getByRole('link', { name: 'Back to Organize' })).toHaveAttribute('href', '/organize');
  });
});
