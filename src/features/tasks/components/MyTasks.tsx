import { useQuery } from '@tanstack/react-query';
import { isPast, parseISO } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { SegmentedChoice } from '@/components/ui/SegmentedChoice';
import { extractErrorText } from '@/lib/errors';
import { formatDayMonthYear } from '@/lib/format';
import { useCompleteTaskMutation } from '../api/task-mutations';
import { taskQueries } from '../api/task-queries';
import type { Task, TaskFilter } from '../api/schemas';

const FILTERS: { value: TaskFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'all', label: 'All' },
];

function TaskRow({ task, surveyQuestion }: { task: Task; surveyQuestion?: SurveyQuestionSlot }) {
  const complete = useCompleteTaskMutation();
  const due = task.due_date ? parseISO(task.due_date) : null;
  const overdue = due !== null && !task.is_completed && isPast(due);
  const id = `task-${task.id}`;
  return (
    <li className="flex items-start gap-3 py-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 rounded border-slate-400 accent-indigo-600"
        checked={task.is_completed}
        onChange={(event) => complete.mutate({ task_id: task.id, is_completed: event.target.checked })}
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={id}
          className={`block text-sm font-medium ${task.is_completed ? 'text-slate-500 line-through dark:text-slate-400' : 'text-slate-900 dark:text-white'}`}
        >
          {task.title}
        </label>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {task.app_name && <span>{task.app_name} · </span>}
          {due ? (
            <span className={overdue ? 'font-medium text-red-700 dark:text-red-300' : ''}>
              {overdue ? 'Overdue since' : 'Due'} {formatDayMonthYear(due)}
            </span>
          ) : (
            'No due date'
          )}
        </p>
        {task.survey_question_id && surveyQuestion && (
          <div className="mt-2">{surveyQuestion(task.survey_question_id)}</div>
        )}
      </div>
    </li>
  );
}

/** What shows a survey question a task asks, to answer it there (given by the page that composes). */
export type SurveyQuestionSlot = (questionId: string) => ReactNode;

/**
 * The dashboard's 'My tasks': filter all/open, completion toggled optimistically. A task that asks a
 * survey question shows the question to answer (`surveyQuestion`).
 */
export function MyTasks({ surveyQuestion }: { surveyQuestion?: SurveyQuestionSlot } = {}) {
  const [filter, setFilter] = useState<TaskFilter>('open');
  const tasks = useQuery(taskQueries.list(filter));

  return (
    <Card
      title="My tasks"
      actions={<SegmentedChoice legend="Show tasks" options={FILTERS} value={filter} onChange={setFilter} />}
    >
      {tasks.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Loading tasks…
        </p>
      ) : tasks.isError ? (
        <ErrorState
          message={extractErrorText(tasks.error, 'Error fetching data')}
          onRetry={() => void tasks.refetch()}
        />
      ) : tasks.data.rows.length === 0 ? (
        <EmptyState title={filter === 'open' ? 'No open tasks' : 'No tasks yet'}>
          {filter === 'open' ? 'You are all caught up.' : 'Tasks assigned to you will appear here.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-xs text-slate-600 dark:text-slate-300" aria-live="polite">
            {tasks.data.count} {filter === 'open' ? 'open' : ''} task{tasks.data.count === 1 ? '' : 's'}
          </p>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {tasks.data.rows.map((task) => (
              <TaskRow key={task.id} task={task} surveyQuestion={surveyQuestion} />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
