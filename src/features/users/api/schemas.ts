import * as z from 'zod/mini';
import { listReply } from '@/lib/list-reply';
import { roleSchema } from '@/lib/identity';
import { USER_LIST_MAX_TOP, userOrderFieldSchema, userStatusSchema } from './list-words';

export * from './list-words';

/** `GET /users/staff/`: the people who run the caller's tenant (cards: name, e-mail, avatar). */
export const staffUserSchema = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** A row of `GET /users/`: the person above plus the user's state and flags and the company they belong to. */
export const userRowSchema = z.extend(staffUserSchema, {
  roles: z.array(roleSchema),
  status: userStatusSchema,
  is_active: z.boolean(),
  is_buyer: z.boolean(),
  is_cards_user: z.boolean(),
  tenant_id: z.nullable(z.string()),
  tenant_name: z.nullable(z.string()),
  created_at: z.string(),
  last_login: z.nullable(z.string()),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userListSchema = listReply(userRowSchema);
export type UserList = z.infer<typeof userListSchema>;

/**
 * `GET /users/` query (the API's list parameters). `tenant_id` narrows the super admin's
 * cross-tenant list; everyone else only ever sees their own tenant.
 */
export const userListQuerySchema = z.object({
  keyword: z.optional(z.string()),
  order: z.optional(z.enum(['asc', 'desc'])),
  order_by: z.optional(userOrderFieldSchema),
  skip: z.optional(z.int().check(z.minimum(0))),
  top: z.optional(z.int().check(z.minimum(1), z.maximum(USER_LIST_MAX_TOP))),
  tenant_id: z.optional(z.string()),
  status: z.optional(userStatusSchema),
  is_cards_user: z.optional(z.boolean()),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/**
 * `POST /users/` and `PUT /users/<id>/` body: the fields the manage form edits. `roles` holds
 * `client_admin` or nothing (a plain user); the flags default to false on create.
 */
export const userInputSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  roles: z.optional(z.array(roleSchema)),
  is_buyer: z.optional(z.boolean()),
  is_cards_user: z.optional(z.boolean()),
});
export type UserInput = z.infer<typeof userInputSchema>;

/** `PUT /users/<id>/` takes any of the same fields; what is left out stays as it is. */
export const userUpdateSchema = z.partial(userInputSchema);
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** Replies of the user writes: the user as the list shows it, and what happened. */
export const userReplySchema = z.object({
  user: userRowSchema,
  message: z.optional(z.string()),
});
export type UserReply = z.infer<typeof userReplySchema>;

export const messageReplySchema = z.object({ message: z.optional(z.string()) });

export const staffListSchema = listReply(staffUserSchema);
export type StaffList = z.infer<typeof staffListSchema>;
