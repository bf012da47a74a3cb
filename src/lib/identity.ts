// The signed-in identity as shared code sees it: roles, the token pair every sign-in replies with, the
// access token's claims and the user `/users/me/` returns. Shared layers (lib, stores) and every
// feature take these from here, so no shared module depends on a feature.
// zod/mini: the same parser as zod with a tree-shakeable API, so /login stays inside its budget.
import * as z from 'zod/mini';

export const roleSchema = z.enum(['client_admin', 'super_admin']);
export type Role = z.infer<typeof roleSchema>;

/**
 * The pair every sign-in (`/token/`, `/auth/demo/`, `/auth/azure/`, `/auth/google/`, registration by
 * token) and `/token/refresh/` reply with. `new_user` is true on an account's first sign-in.
 */
export const tokenPairSchema = z.object({
  access: z.string().check(z.minLength(1)),
  refresh: z.string().check(z.minLength(1)),
  new_user: z.optional(z.boolean()),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Claims the access token carries. */
export const accessClaimsSchema = z.object({
  token_type: z.optional(z.enum(['access', 'refresh'])),
  user_id: z.string(),
  tenant_id: z.nullable(z.string()),
  roles: z.array(z.string()),
  appid: z.string(),
  exp: z.number(),
  iat: z.optional(z.number()),
  jti: z.optional(z.string()),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/** The identity user as `/users/me/` returns it. */
export const identityUserSchema = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
  roles: z.array(z.string()),
  tenant_id: z.nullable(z.string()),
  /** Buyers add catalogue apps to their stack directly instead of requesting them. */
  is_buyer: z.optional(z.boolean()),
});
export type IdentityUser = z.infer<typeof identityUserSchema>;
