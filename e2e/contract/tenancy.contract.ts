/**
 * Tenant scoping: a record of another company does not exist for the caller (404, as documented per
 * area), and filters narrow what the caller sees, never widen it. Company B's records are created by
 * its client admin for the test and removed afterwards.
 */
import { describe, expect, test } from 'vitest';
import { cardListSchema } from '@/features/cards/api/schemas';
import { notificationListSchema } from '@/features/notifications/api/schemas';
import { taskListSchema } from '@/features/tasks/api/schemas';
import { userListSchema } from '@/features/users/api/schemas';
import { call } from './support/api';
import { NOT_FOUND, expectDetail, parsed } from './support/expect';
import { aProduct, createdContract, createdOpportunity, opportunityBody } from './support/records';
import { as } from './support/sessions';

describe("another company's records are 404 for company A", () => {
  test('its users', async (context) => {
    const [a, b] = [await as(context, 'client_admin'), await as(context, 'other_admin')];
    const path = `/users/${b.me.user_id}/`;
    expectDetail(await call('GET', path, { token: a.access }), 404, NOT_FOUND);
    expectDetail(
      await call('PUT', path, { token: a.access, body: { first_name: 'Renamed' } }),
      404,
      NOT_FOUND,
    );
    expectDetail(await call('POST', `${path}deactivate/`, { token: a.access }), 404, NOT_FOUND);
    expectDetail(await call('DELETE', path, { token: a.access }), 404, NOT_FOUND);
    expect((await call('GET', path, { token: b.access })).status).toBe(200);
  });

  test('its tenant (the super admin sees both)', async (context) => {
    const [a, b, root] = [
      await as(context, 'client_admin'),
      await as(context, 'other_admin'),
      await as(context, 'super_admin'),
    ];
    expectDetail(await call('GET', `/tenants/${b.me.tenant_id}/`, { token: a.access }), 404, NOT_FOUND);
    expect((await call('GET', `/tenants/${a.me.tenant_id}/`, { token: a.access })).status).toBe(200);
    expect((await call('GET', `/tenants/${b.me.tenant_id}/`, { token: root.access })).status).toBe(200);
  });

  test('its opportunities', async (context) => {
    const [a, b] = [await as(context, 'client_admin'), await as(context, 'other_admin')];
    const product = await aProduct(b.access);
    const { opportunity } = await createdOpportunity(b.access, product);
    const path = `/opportunities/${opportunity.id}/`;
    const missing = 'Opportunity not found.';
    expectDetail(await call('GET', `${path}comments/`, { token: a.access }), 404, missing);
    expectDetail(await call('PUT', path, { token: a.access, body: opportunityBody(product) }), 404, missing);
    expectDetail(await call('DELETE', path, { token: a.access }), 404, missing);
    expect((await call('GET', `${path}comments/`, { token: b.access })).status).toBe(200);
  });

  test('its contracts', async (context) => {
    const [a, b, user] = [
      await as(context, 'client_admin'),
      await as(context, 'other_admin'),
      await as(context, 'user'),
    ];
    const { contract } = await createdContract(b.access, await aProduct(b.access));
    const path = `/contracts/${contract.id}/`;
    expectDetail(await call('GET', path, { token: a.access }), 404, 'Contract not found.');
    expectDetail(await call('GET', path, { token: user.access }), 404, 'Contract not found.');
    expectDetail(await call('DELETE', path, { token: a.access }), 404, 'Contract not found.');
    expectDetail(
      await call('GET', `/uploads/?contract=${contract.id}`, { token: a.access }),
      404,
      'Contract not found.',
    );
  });

  test('its cards', async (context) => {
    const [a, b] = [await as(context, 'client_admin'), await as(context, 'other_admin')];
    const card = parsed(cardListSchema, await call('GET', '/cards/?top=1', { token: b.access })).rows[0];
    if (!card) return context.skip('company B has no card');
    const path = `/cards/${card.card_id}/`;
    expectDetail(await call('GET', path, { token: a.access }), 404, 'Card not found.');
    expectDetail(await call('GET', `${path}statement/`, { token: a.access }), 404, 'Card not found.');
    expectDetail(await call('POST', `${path}block/`, { token: a.access }), 404, 'Card not found.');
  });

  test("its people's notifications and tasks", async (context) => {
    const [a, b] = [await as(context, 'client_admin'), await as(context, 'other_admin')];
    const notification = parsed(
      notificationListSchema,
      await call('GET', '/notifications/?top=1', { token: b.access }),
    ).rows[0];
    const task = parsed(taskListSchema, await call('GET', '/my-tasks/?filter=all', { token: b.access }))
      .rows[0];
    if (!notification && !task) return context.skip('company B’s admin has no notification and no task');
    if (notification) {
      const reply = await call('POST', `/notifications/${notification.id}/read/`, { token: a.access });
      expectDetail(reply, 404, NOT_FOUND);
    }
    if (task) {
      const body = { task_id: task.id, is_completed: task.is_completed };
      expectDetail(await call('POST', '/my-tasks/complete_task/', { token: a.access, body }), 404, NOT_FOUND);
    }
  });
});

describe('filters narrow, never widen', () => {
  test("GET /users/?tenant_id=<company B> lists nothing of company B's", async (context) => {
    const [a, b] = [await as(context, 'client_admin'), await as(context, 'other_admin')];
    const list = parsed(
      userListSchema,
      await call('GET', `/users/?top=1000&tenant_id=${b.me.tenant_id}`, { token: a.access }),
    );
    expect(list.rows.filter((row) => row.tenant_id !== a.me.tenant_id)).toEqual([]);
  });

  test('the super admin sees every company', async (context) => {
    const [a, b, root] = [
      await as(context, 'client_admin'),
      await as(context, 'other_admin'),
      await as(context, 'super_admin'),
    ];
    for (const tenant of [a.me.tenant_id, b.me.tenant_id]) {
      const list = parsed(
        userListSchema,
        await call('GET', `/users/?top=5&tenant_id=${tenant}`, { token: root.access }),
      );
      expect(list.count).toBeGreaterThan(0);
      expect(new Set(list.rows.map((row) => row.tenant_id))).toEqual(new Set([tenant]));
    }
  });
});
