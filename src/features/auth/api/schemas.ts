// zod/mini: the same parser as zod with a tree-shakeable API, so /login stays inside its budget.
// The identity schemas (roles, token pair, access claims, `/users/me/`) live in `@/lib/identity`.
import * as z from 'zod/mini';

export const loginInputSchema = z.object({
  username: z.string(),
  password: z.string(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const messageReplySchema = z.object({ message: z.optional(z.string()) });
