import { screen, within } from '@testing-library/react';
import { ACME_TENANT_ID } from '@mocks/node';
import { tenants } from '@mocks/db';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { PAGE_LOAD, renderApp, signInWithTokens } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import { useResizeObserver } from '@/test/resize-observer';

useMockApi();
useMatchMedia();
useResizeObserver();

const DAY_MS = 86_400_000;

/** Makes Acme a demo company created `days` ago; its trial ends 30 days after that. */
async function makeAcmeDemo(days: number): Promise<string> {
  const created = Date.now() - days * DAY_MS;
  await tenants.update((q) => q.where((t) => t.id === ACME_TENANT_ID), {
    data(draft) {
      draft.is_live = false;
      draft.created_at = new Date(created).toISOString();
    },
  });
  return formatDate(new Date(created + 30 * DAY_MS).toISOString());
}

async function openDashboard(email: string) {
  await signInWithTokens(email);
  await renderApp('/', { heading: 'Dashboard' });
  // The figures come from the same tenant reply as the notice: once they show, so would it.
  await screen.findByText('Annual SaaS spend', {}, PAGE_LOAD);
}

describe('Trial notice', () => {
  it("tells a demo company's client admin that the trial has ended and how to upgrade", async () => {
    const ended = await makeAcmeDemo(45);
    await openDashboard('admin@acme.test');
    const notice = await screen.findByRole('region', { name: `Your trial ended on ${ended}` }, PAGE_LOAD);
    expect(notice).toHaveTextContent('Acme Corp is still on a demo plan and is due an upgrade.');
    expect(within(notice).getByRole('link', { name: 'admin@acme.test' })).toHaveAttribute(
      'href',
      'mailto:admin@acme.test',
    );
    // Not in the way: the dashboard is all there.
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells them when the trial ends while it runs', async () => {
    const ends = await makeAcmeDemo(10);
    await openDashboard('admin@acme.test');
    expect(
      await screen.findByRole('region', { name: `Your trial ends on ${ends}` }, PAGE_LOAD),
    ).toHaveTextContent('Acme Corp is trying Stackwise on a demo plan.');
  });

  it('is for client admins of demo companies only', async () => {
    await makeAcmeDemo(45);
    await openDashboard('user@acme.test');
    expect(screen.queryByRole('region', { name: /Your trial/ })).not.toBeInTheDocument();
  });

  it('says nothing to a live company', async () => {
    await openDashboard('admin@acme.test');
    expect(screen.queryByRole('region', { name: /Your trial/ })).not.toBeInTheDocument();
  });
});
