import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { taskListSchema, type TaskFilter } from './schemas';

export const taskQueries = {
  all: () => ['my-tasks'] as const,
  /** `filter=all` for every task; an empty filter for the open ones. */
  list: (filter: TaskFilter) =>
    queryOptions({
      queryKey: [...taskQueries.all(), 'list', filter] as const,
      queryFn: ({ signal }) =>
        request('get', 'my-tasks/', taskListSchema, {
          signal,
          searchParams: { filter: filter === 'all' ? 'all' : '' },
        }),
    }),
};
