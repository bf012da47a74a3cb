/** The caller's own tasks (seed §7): list with the all/open filter, and the completion toggle. */
import { http } from 'msw';
import { completeTaskInputSchema, type Task } from '@/features/tasks/api/schemas';
import { tasks, type TaskRecord } from '../db';
import { authenticate } from '../http/auth';
import { intParam, parseBody, readJsonObject } from '../http/input';
import { apiPath } from '../http/paths';
import { fieldErrors, json, notFound } from '../http/replies';

export function taskOf({ id, title, description, app_name, due_date, is_completed }: TaskRecord): Task {
  return { id, title, description, app_name, due_date, is_completed };
}

/** Soonest due first; undated tasks last; title breaks ties so pages are stable. */
function byDueDate(a: TaskRecord, b: TaskRecord): number {
  const x = a.due_date ?? '9999-12-31';
  const y = b.due_date ?? '9999-12-31';
  return x.localeCompare(y) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
}

export const taskHandlers = [
  http.get(apiPath('/my-tasks/'), ({ request }) => {
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const params = new URL(request.url).searchParams;
    const filter = params.get('filter') ?? '';
    if (!['', 'all', 'open'].includes(filter)) {
      return fieldErrors({ filter: [`"${filter}" is not a valid choice.`] });
    }
    const skip = intParam(params, 'skip', 0);
    const top = intParam(params, 'top', undefined, { min: 1 });
    if (!skip.ok || !top.ok)
      return fieldErrors({ ...(skip.ok ? {} : skip.errors), ...(top.ok ? {} : top.errors) });

    const { user_id, tenant_id } = auth.principal.account;
    const mine = tasks
      .findMany((q) =>
        q.where(
          (t) => t.user_id === user_id && t.tenant_id === tenant_id && (filter === 'all' || !t.is_completed),
        ),
      )
      .sort(byDueDate);
    const start = skip.value ?? 0;
    const page = top.value === undefined ? mine.slice(start) : mine.slice(start, start + top.value);
    return json({ rows: page.map(taskOf), count: mine.length });
  }),

  http.post(apiPath('/my-tasks/complete_task/'), async ({ request }) => {
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const input = parseBody(completeTaskInputSchema, body.value);
    if (!input.ok) return input.response;

    const { user_id } = auth.principal.account;
    const updated = await tasks.update(
      (q) => q.where((t) => t.id === input.value.task_id && t.user_id === user_id),
      {
        data(draft) {
          draft.is_completed = input.value.is_completed;
        },
      },
    );
    if (!updated) return notFound();
    return json({ task: taskOf(updated), message: 'Task updated' });
  }),
];
