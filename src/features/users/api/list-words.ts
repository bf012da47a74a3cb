import * as z from 'zod/mini';
import { words } from '@/lib/words';

// The list's vocabulary, apart from the payload schemas: search validation in route files needs only
// these, and keeping them small keeps the payload schemas out of the entry chunk.

export const userStatusSchema = z.enum(['active', 'inactive']);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** Columns `GET /users/` orders by (`order_by`); without one it orders by `created_at`. */
export const { values: USER_ORDER_FIELDS, schema: userOrderFieldSchema } = words(
  'first_name last_name email status tenant_name created_at last_login',
);
export type UserOrderField = z.infer<typeof userOrderFieldSchema>;

/** Largest page `GET /users/` serves (`top`). */
export const USER_LIST_MAX_TOP = 1000;

/** Roles a client admin may give in their own tenant (the platform's super admin is not one of them). */
export const TENANT_ROLES = ['client_admin'] as const;
