import * as z from 'zod/mini';
import { listReply } from '@/lib/list-reply';

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  app_name: z.nullable(z.string()),
  due_date: z.nullable(z.string()),
  is_completed: z.boolean(),
  /** A survey question the task asks the person to answer (it completes once answered). */
  survey_question_id: z.optional(z.nullable(z.string())),
});
export type Task = z.infer<typeof taskSchema>;

export const taskListSchema = listReply(taskSchema);
export type TaskList = z.infer<typeof taskListSchema>;

/** `filter=all` lists every task; an empty filter lists the open ones. */
export const taskFilterSchema = z.enum(['all', 'open']);
export type TaskFilter = z.infer<typeof taskFilterSchema>;

export const completeTaskInputSchema = z.object({
  task_id: z.string(),
  is_completed: z.boolean(),
});
export type CompleteTaskInput = z.infer<typeof completeTaskInputSchema>;

export const completeTaskReplySchema = z.object({
  task: taskSchema,
  message: z.optional(z.string()),
});
