import * as z from 'zod/mini';

/** The reply of every list call: one page of rows and how many rows there are in all. */
export function listReply<S extends z.ZodMiniType>(rowSchema: S) {
  return z.object({ rows: z.array(rowSchema), count: z.number() });
}
