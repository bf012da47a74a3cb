/** Tasks for tests and the seed: `buildTask` gives one of `owner`'s tasks, `createTask` stores it. */
import { tasks, type Account, type TaskRecord } from '../db';
import { factoryId, nextNumber } from './sequence';

/** By default the `n`th factory task: "Task n", open, no app, no due date. */
export function buildTask(
  owner: Pick<Account, 'user_id' | 'tenant_id'>,
  fields: Partial<Omit<TaskRecord, 'user_id' | 'tenant_id'>> = {},
): TaskRecord {
  const n = fields.id === undefined || fields.title === undefined ? nextNumber('task') : 0;
  return {
    id: factoryId('task', n),
    title: `Task ${n}`,
    description: '',
    app_name: null,
    due_date: null,
    is_completed: false,
    ...fields,
    user_id: owner.user_id,
    tenant_id: owner.tenant_id,
  };
}

export function createTask(
  owner: Pick<Account, 'user_id' | 'tenant_id'>,
  fields: Partial<Omit<TaskRecord, 'user_id' | 'tenant_id'>> = {},
): Promise<TaskRecord> {
  return tasks.create(buildTask(owner, fields));
}
