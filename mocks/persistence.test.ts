// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { initialise, reseed } from './control';
import { revokedJtis, tasks, tenants } from './db';
import { ACME_TENANT_ID, productId } from './fixtures';
import { ACME_CARD_FACTS } from './fixtures/cards';
import { ACME_FLOW_FACTS } from './fixtures/flows';
import { applySnapshot, holdReferenceDay, persistChanges, readSnapshot, takeSnapshot } from './persistence';
import { WRITE_ID_HEADER } from '@/lib/write-journal';
import { API, call, signIn, useMockServer } from './testing';
import { forgetAnsweredWrites, wasAnswered } from './write-ledger';

useMockServer();

describe('session persistence', () => {
  it('stores only changed rows and re-applies them on a fresh seed', async () => {
    persistChanges(sessionStorage);
    const { access, refresh } = await signIn('admin@acme.test');
    const open = (await call('GET', '/my-tasks/', { token: access })).body;
    await call('POST', '/my-tasks/complete_task/', {
      token: access,
      body: { task_id: open.rows[0].id, is_completed: true },
    });
    await call('PUT', `/tenants/${ACME_TENANT_ID}/`, { token: access, body: { name: 'Acme Renamed' } });
    await call('POST', '/token/refresh/', { body: { refresh } });
    window.dispatchEvent(new Event('pagehide'));

    const stored = readSnapshot(sessionStorage);
    expect(stored).not.toBeNull();
    expect(stored!.changes.tasks.upserts).toHaveLength(1);
    expect(stored!.changes.tenants.upserts).toHaveLength(1);
    // Only the signed-in account changed (its last_login).
    expect(stored!.changes.accounts.upserts).toHaveLength(1);
    expect(stored!.changes.accounts.upserts[0]).toMatchObject({ email: 'admin@acme.test' });
    expect(stored!.revokedJtis.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored).length).toBeLessThan(10_000);

    // A reload: the same seed, then the stored changes.
    revokedJtis.clear();
    await initialise('default', { referenceDate: stored!.referenceDate }, () => applySnapshot(stored!));
    expect(tenants.findFirst((q) => q.where({ id: ACME_TENANT_ID }))!.name).toBe('Acme Renamed');
    expect(tasks.findFirst((q) => q.where({ id: open.rows[0].id }))!.is_completed).toBe(true);
    expect((await call('POST', '/token/refresh/', { body: { refresh } })).status).toBe(401);
    expect(takeSnapshot().changes.tasks.upserts).toHaveLength(1);

    await reseed();
    expect(readSnapshot(sessionStorage)).toBeNull();
    expect(takeSnapshot().changes.tasks.upserts).toHaveLength(0);
  });

  it('holds the tab’s reference day from its first start, so a reload after midnight seeds the same day', async () => {
    sessionStorage.clear();
    await initialise('default', { referenceDate: '2026-11-27T23:59:00Z' });
    holdReferenceDay(sessionStorage);
    expect(readSnapshot(sessionStorage)).toMatchObject({
      scenario: 'default',
      referenceDate: '2026-11-27T00:00:00.000Z',
    });
    // A later start (the next day) keeps what is held.
    await initialise('default', { referenceDate: '2026-11-28T00:01:00Z' });
    holdReferenceDay(sessionStorage);
    expect(readSnapshot(sessionStorage)?.referenceDate).toBe('2026-11-27T00:00:00.000Z');
    sessionStorage.clear();
  });

  it('saves a journaled write’s id with its change at once when the page is hidden', async () => {
    persistChanges(sessionStorage);
    const { access } = await signIn('admin@acme.test');
    await fetch(`${API}/stack/`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${access}`,
        'Content-Type': 'application/json',
        [WRITE_ID_HEADER]: 'w-1',
      },
      body: JSON.stringify({ product_id: productId('miro') }),
    });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));

    const stored = readSnapshot(sessionStorage)!;
    expect(stored.answeredWrites).toEqual(['w-1']);
    expect(stored.changes.stackEntries.upserts).toHaveLength(1);

    forgetAnsweredWrites();
    await initialise('default', { referenceDate: stored.referenceDate }, () => applySnapshot(stored));
    expect(wasAnswered('w-1')).toBe(true);
  });

  it('keeps the cards’ writes: the cards, their rows on both statements and their activities', async () => {
    persistChanges(sessionStorage);
    const { access: token } = await signIn('admin@acme.test');
    const miro = ACME_CARD_FACTS.olivia[0].id;
    await call('POST', `/cards/${miro}/topup/`, { token, body: { amount: 40 } });
    await call('POST', `/cards/${ACME_CARD_FACTS.james.id}/cancel/`, {
      token,
      body: { reason: 'Invoiced now.' },
    });
    const card = (await call('GET', `/cards/${miro}/`, { token })).body.card;
    const account = (await call('GET', '/account/statement/', { token })).body;
    window.dispatchEvent(new Event('pagehide'));

    const stored = readSnapshot(sessionStorage)!;
    expect(stored.changes.cards.upserts).toHaveLength(1);
    expect(stored.changes.cardTransactions.upserts).toHaveLength(2);
    expect(stored.changes.accountTransactions.upserts).toHaveLength(2);
    expect(stored.changes.cardActivities.upserts).toHaveLength(2);

    await initialise('default', { referenceDate: stored.referenceDate }, () => applySnapshot(stored));
    expect((await call('GET', `/cards/${miro}/`, { token })).body.card).toEqual(card);
    expect((await call('GET', '/account/statement/', { token })).body).toEqual(account);
    expect((await call('GET', `/cards/${ACME_CARD_FACTS.james.id}/`, { token })).body.card).toMatchObject({
      status: 'CANCELLED',
      cancel_reason: 'Invoiced now.',
      balance: 0,
    });
  });

  it('keeps Organize’s reviews and merges; the seed’s other flows are made again as they were', async () => {
    persistChanges(sessionStorage);
    const { access: token } = await signIn('admin@acme.test');
    const [kept, other] = ACME_FLOW_FACTS.slackPair;
    await call('PUT', `/flows/${ACME_FLOW_FACTS.grammarly}/`, { token, body: { status: 'approved' } });
    await call('POST', `/flows/${kept}/merge/`, { token, body: { other_id: other } });
    const before = (await call('GET', '/flows/?status=all&top=500', { token })).body;
    window.dispatchEvent(new Event('pagehide'));

    const stored = readSnapshot(sessionStorage)!;
    expect(stored.changes.flows.upserts).toHaveLength(3);

    await initialise('default', { referenceDate: stored.referenceDate }, () => applySnapshot(stored));
    expect((await call('GET', '/flows/?status=all&top=500', { token })).body).toEqual(before);
    expect((await call('GET', `/flows/${other}/`, { token })).status).toBe(404);
  });
});
