import { apiQuery } from '@/lib/api-query';
import { taskListSchema, type TaskFilter } from './schemas';

export const taskQueries = {
  all: () => ['my-tasks'] as const,
  /** `filter=all` for every task; an empty filter for the open ones. */
  list: (filter: TaskFilter) =>
    apiQuery([...taskQueries.all(), 'list', filter], 'my-tasks/', taskListSchema, {
      searchParams: { filter: filter === 'all' ? 'all' : '' },
    }),
};
