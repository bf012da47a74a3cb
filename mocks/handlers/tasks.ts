/** The caller's own tasks: list with the all/open filter, and the completion toggle. */
import { completeTaskInputSchema, type Task } from '@/features/tasks/api/schemas';
import { tasks, type TaskRecord } from '../db';
import { authed } from '../http/handler';
import { listReply, parseListQuery, sortRows } from '../http/list';
import { fieldErrors, json, notFound } from '../http/replies';

export function taskOf({ id, title, description, app_name, due_date, is_completed, survey_question_id }: TaskRecord): Task {
  const task: Task = { id, title, description, app_name, due_date, is_completed };
  // Only a survey's task carries one: every other task reads as it always has.
  if (survey_question_id) task.survey_question_id = survey_question_id;
  return task;
}

export const taskHandlers = [
  // `filter=all` lists every task; an empty filter the open ones. Soonest due first, undated last,
  // title then id breaking ties; without `top`, the whole list.
  authed.get('/my-tasks/', {}, ({ query: params, user }) => {
    const filter = params.get('filter') ?? '';
    if (!['', 'all', 'open'].includes(filter)) {
      return fieldErrors({ filter: [`"${filter}" is not a valid choice.`] });
    }
    const list = parseListQuery(params, {
      orderBy: ['due_date'],
      defaultOrderBy: 'due_date',
      defaultTop: undefined,
    });
    if (!list.ok) return list.response;

    const { user_id, tenant_id } = user;
    const mine = tasks.findMany((q) =>
      q.where(
        (t) => t.user_id === user_id && t.tenant_id === tenant_id && (filter === 'all' || !t.is_completed),
      ),
    );
    sortRows(mine, { by: 'due_date', order: 'asc', then: ['title', 'id'], plain: ['due_date', 'id'] });
    return listReply(mine, list.query, taskOf);
  }),

  authed.post('/my-tasks/complete_task/', { body: completeTaskInputSchema }, async ({ body, user }) => {
    const updated = await tasks.update(
      (q) => q.where((t) => t.id === body.task_id && t.user_id === user.user_id),
      {
        data(draft) {
          draft.is_completed = body.is_completed;
        },
      },
    );
    if (!updated) return notFound();
    return json({ task: taskOf(updated), message: 'Task updated' });
  }),
];
