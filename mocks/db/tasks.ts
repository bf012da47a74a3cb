/** Task records: the app's task plus whose it is. */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { taskSchema } from '@/features/tasks/api/schemas';

export const taskRecordSchema = z.object({
  ...taskSchema.shape,
  /** Owner of the task. */
  user_id: z.string(),
  tenant_id: z.nullable(z.string()),
});
export type TaskRecord = z.infer<typeof taskRecordSchema>;

export const tasks = new Collection({ schema: taskRecordSchema });
