import { describe, expect, it } from 'vitest';
import { completeTaskReplySchema, taskListSchema } from '@/features/tasks/api/schemas';
import type { TaskRecord } from '../db';
import { createTask, createTenant, createUser } from '../factories';
import { accessFor, call, useMockServer } from '../testing';

useMockServer();

type TaskFields = Partial<Omit<TaskRecord, 'user_id' | 'tenant_id'>>;

/** A new company with one member who has exactly `tasks`; their access token and records. */
async function memberWithTasks(tasks: readonly TaskFields[]) {
  const tenant = await createTenant();
  const member = await createUser({ tenant_id: tenant.id });
  const rows: TaskRecord[] = [];
  for (const fields of tasks) rows.push(await createTask(member, fields));
  return { tenant, member, rows, token: await accessFor(member.email) };
}

describe('GET /my-tasks/', () => {
  it('lists open tasks without a filter and every task with filter=all', async () => {
    const token = await accessFor('user@acme.test');
    const all = taskListSchema.parse((await call('GET', '/my-tasks/?filter=all', { token })).body);
    const open = taskListSchema.parse((await call('GET', '/my-tasks/', { token })).body);
    const emptyFilter = taskListSchema.parse((await call('GET', '/my-tasks/?filter=', { token })).body);

    expect(all.count).toBeGreaterThanOrEqual(8);
    expect(all.count).toBeLessThanOrEqual(15);
    expect(all.rows).toHaveLength(all.count);
    expect(open.rows.every((task) => !task.is_completed)).toBe(true);
    expect(open.count).toBe(all.rows.filter((task) => !task.is_completed).length);
    expect(open.count).toBeGreaterThan(0);
    expect(open.count).toBeLessThan(all.count);
    expect(emptyFilter).toEqual(open);
    const dates = all.rows.map((task) => task.due_date);
    expect(dates).toEqual([...dates].sort());
  });

  it('pages with skip and top', async () => {
    const { token } = await memberWithTasks(
      ['2026-02-06', '2026-02-01', null, '2026-02-03', '2026-02-02', '2026-02-05'].map((due_date) => ({
        due_date,
        is_completed: due_date === '2026-02-02',
      })),
    );
    const all = (await call('GET', '/my-tasks/?filter=all', { token })).body;
    const page = (await call('GET', '/my-tasks/?filter=all&skip=2&top=3', { token })).body;
    expect(all.count).toBe(6);
    expect(all.rows.map((task: { due_date: string | null }) => task.due_date)).toEqual([
      '2026-02-01',
      '2026-02-02',
      '2026-02-03',
      '2026-02-05',
      '2026-02-06',
      null,
    ]);
    expect(page.count).toBe(all.count);
    expect(page.rows).toEqual(all.rows.slice(2, 5));
  });

  it('shows each account only its own tasks', async () => {
    const mine = (await call('GET', '/my-tasks/?filter=all', { token: await accessFor('user@acme.test') }))
      .body;
    const theirs = (await call('GET', '/my-tasks/?filter=all', { token: await accessFor('admin@acme.test') }))
      .body;
    const ids = new Set(mine.rows.map((task: { id: string }) => task.id));
    expect(theirs.rows.some((task: { id: string }) => ids.has(task.id))).toBe(false);
    const root = (
      await call('GET', '/my-tasks/?filter=all', { token: await accessFor('root@platform.test') })
    ).body;
    expect(root).toEqual({ rows: [], count: 0 });
  });

  it('gives the demo account tasks of its own', async () => {
    const demo = (await call('POST', '/auth/demo/')).body;
    const reply = await call('GET', '/my-tasks/?filter=all', { token: demo.access });
    expect(reply.body.count).toBeGreaterThanOrEqual(8);
  });

  it('rejects an unknown filter', async () => {
    const reply = await call('GET', '/my-tasks/?filter=late', { token: await accessFor('user@acme.test') });
    expect(reply).toMatchObject({ status: 400, body: { filter: ['"late" is not a valid choice.'] } });
  });
});

describe('POST /my-tasks/complete_task/', () => {
  it('toggles a task and the lists follow', async () => {
    const { token } = await memberWithTasks([
      { title: 'Review Figma renewal', due_date: '2026-02-01' },
      { title: 'Check Slack invoice', due_date: '2026-02-03' },
      { title: 'Sign Zoom order form', is_completed: true },
    ]);
    const open = (await call('GET', '/my-tasks/', { token })).body;
    const task = open.rows[0];
    const reply = await call('POST', '/my-tasks/complete_task/', {
      token,
      body: { task_id: task.id, is_completed: true },
    });
    expect(reply.status).toBe(200);
    expect(completeTaskReplySchema.parse(reply.body)).toEqual({
      task: { ...task, is_completed: true },
      message: 'Task updated',
    });
    const after = (await call('GET', '/my-tasks/', { token })).body;
    expect(after.count).toBe(open.count - 1);

    const reopened = await call('POST', '/my-tasks/complete_task/', {
      token,
      body: { task_id: task.id, is_completed: false },
    });
    expect(reopened.body.task.is_completed).toBe(false);
    expect((await call('GET', '/my-tasks/', { token })).body.count).toBe(open.count);
  });

  it("answers 404 for an unknown task or someone else's", async () => {
    const { tenant, token: user } = await memberWithTasks([{ title: 'Mine' }]);
    const colleague = await createUser({ tenant_id: tenant.id });
    const theirs = await createTask(colleague, { title: 'Theirs' });
    for (const taskId of ['no-such-task', theirs.id]) {
      const reply = await call('POST', '/my-tasks/complete_task/', {
        token: user,
        body: { task_id: taskId, is_completed: true },
      });
      expect(reply).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    }
  });

  it('validates the body', async () => {
    const reply = await call('POST', '/my-tasks/complete_task/', {
      token: await accessFor('user@acme.test'),
      body: { is_completed: 'yes' },
    });
    expect(reply).toMatchObject({
      status: 400,
      body: { task_id: ['This field is required.'], is_completed: ['Must be a valid boolean.'] },
    });
  });

  it('is read-only for the demo account', async () => {
    const demo = (await call('POST', '/auth/demo/')).body;
    const task = (await call('GET', '/my-tasks/', { token: demo.access })).body.rows[0];
    const reply = await call('POST', '/my-tasks/complete_task/', {
      token: demo.access,
      body: { task_id: task.id, is_completed: true },
    });
    expect(reply).toMatchObject({
      status: 403,
      body: { detail: 'Sorry, this is a read-only demo account.' },
    });
    expect(reply.body).toEqual({ detail: 'Sorry, this is a read-only demo account.' });
  });
});
