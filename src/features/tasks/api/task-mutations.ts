import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { notifySuccess } from '@/lib/notify';
import { applyOptimisticUpdate } from '@/lib/optimistic';
import { taskQueries } from './task-queries';
import { completeTaskReplySchema, type CompleteTaskInput, type TaskList } from './schemas';

/**
 * Toggles a task's completion optimistically: every cached task list flips at once and flips back
 * (with the server's reason in a toast) when the server refuses.
 */
export function useCompleteTaskMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteTaskInput) =>
      request('post', 'my-tasks/complete_task/', completeTaskReplySchema, { json: input }),
    onMutate: (input) =>
      applyOptimisticUpdate<TaskList>(queryClient, taskQueries.all(), (list) => ({
        ...list,
        rows: list.rows.map((task) =>
          task.id === input.task_id ? { ...task, is_completed: input.is_completed } : task,
        ),
      })),
    onSuccess: (reply) => notifySuccess(reply),
    onError: (error, _input, context) => {
      context?.rollback();
      // A failed toggle logs 'Error fetching data' and keeps the error for the area.
      console.error('Error fetching data', error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskQueries.all() }),
  });
}
