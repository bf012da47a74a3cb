import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-query';
import { taskListSchema, type TaskFilter } from './schemas';

export const taskQueries = {
  all: () => ['my-tasks'] as const,
  /** `filter=all` for every task; an empty filter for the open ones. */
  list: (filter: TaskFilter) =>
    queryOptions({
      queryKey: [...taskQueries.all(), 'list', filter] as const,
      ...apiGet('my-tasks/', taskListSchema, { searchParams: { filter: filter === 'all' ? 'all' : '' } }),
    }),
};
