import { beforeEach, describe, expect, it } from 'vitest';
import { accounts, findTenantById, tasks } from '../db';
import { resetMockApi } from '../node';
import { buildUser, createTask, createTenant, createUser } from '.';

describe('data factories', () => {
  beforeEach(() => resetMockApi());

  it('give the same records after every seed, and different ones within a test', async () => {
    const first = await createTenant();
    const second = await createTenant();
    expect(second.id).not.toBe(first.id);
    expect(second.name).not.toBe(first.name);
    await resetMockApi();
    expect(await createTenant()).toEqual(first);
  });

  it('store what they create, with any field overridden', async () => {
    const tenant = await createTenant({ name: 'Initech', currency: 'EUR' });
    expect(findTenantById(tenant.id)).toMatchObject({ name: 'Initech', currency: 'EUR', is_active: true });
    const admin = await createUser({ tenant_id: tenant.id, roles: ['client_admin'] });
    expect(accounts.findFirst((q) => q.where({ user_id: admin.user_id }))).toMatchObject({
      tenant_id: tenant.id,
      roles: ['client_admin'],
      status: 'active',
      is_active: true,
    });
    const task = await createTask(admin, { title: 'Renew Jira' });
    expect(tasks.findFirst((q) => q.where({ id: task.id }))).toMatchObject({
      user_id: admin.user_id,
      tenant_id: tenant.id,
      title: 'Renew Jira',
      is_completed: false,
    });
  });

  it('make an inactive user inactive throughout', () => {
    expect(buildUser({ status: 'inactive' })).toMatchObject({ status: 'inactive', is_active: false });
  });
});
