/** The caller's tasks: the filter, and completing one (restored afterwards). */
import { describe, expect, test } from 'vitest';
import { completeTaskReplySchema, taskListSchema } from '@/features/tasks/api/schemas';
import { UNKNOWN_ID, call } from './support/api';
import { NOT_FOUND, REQUIRED, expectDetail, expectFieldErrors, notAChoice, parsed } from './support/expect';
import { as } from './support/sessions';

describe('GET /my-tasks/', () => {
  test('filter is all or open', async (context) => {
    const { access: token } = await as(context, 'user');
    parsed(taskListSchema, await call('GET', '/my-tasks/?filter=all', { token }));
    expectFieldErrors(await call('GET', '/my-tasks/?filter=bogus', { token }), {
      filter: [notAChoice('bogus')],
    });
  });
});

describe('POST /my-tasks/complete_task/', () => {
  test('field rules, and a task that is not the caller’s', async (context) => {
    const { access: token } = await as(context, 'user');
    const complete = (body: unknown) => call('POST', '/my-tasks/complete_task/', { token, body });
    expectFieldErrors(await complete({}), { task_id: [REQUIRED], is_completed: [REQUIRED] });
    expectFieldErrors(await complete({ task_id: UNKNOWN_ID, is_completed: 'yes' }), {
      is_completed: ['Must be a valid boolean.'],
    });
    expectDetail(await complete({ task_id: UNKNOWN_ID, is_completed: true }), 404, NOT_FOUND);
  });

  test('toggles one of the caller’s tasks and back', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    const task = parsed(taskListSchema, await call('GET', '/my-tasks/?filter=all', { token })).rows[0];
    if (!task) return context.skip('the client admin has no task');
    const complete = (is_completed: boolean) =>
      call('POST', '/my-tasks/complete_task/', { token, body: { task_id: task.id, is_completed } });
    const toggled = parsed(completeTaskReplySchema, await complete(!task.is_completed));
    expect(toggled.task.is_completed).toBe(!task.is_completed);
    expect(parsed(completeTaskReplySchema, await complete(task.is_completed)).task.is_completed).toBe(
      task.is_completed,
    );
  });
});
