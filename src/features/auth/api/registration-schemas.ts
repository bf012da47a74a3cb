import * as z from 'zod/mini';
import { words } from '@/lib/words';

/** The kinds of registration link: `/register/<kind>/<token>`. */
export const { values: REGISTRATION_KINDS, schema: registrationKindSchema } =
  words('azure google user_invite');
export type RegistrationKind = z.infer<typeof registrationKindSchema>;

/** `POST /auth/register/`: a new company and its first admin; replies 201 `{ message }`. */
export const registerInputSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_name: z.string(),
  password: z.string(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** `GET /auth/register/<kind>/<token>/`: what the link stands for. */
export const invitationSchema = z.object({
  kind: registrationKindSchema,
  email: z.string(),
  /** What the inviter knows of the invitee's name ('' when nothing), to prefill. */
  first_name: z.string(),
  last_name: z.string(),
  tenant_name: z.string(),
  inviter_name: z.nullable(z.string()),
  role: z.enum(['user', 'client_admin']),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * `POST /auth/register/<kind>/<token>/` completes it and replies with a sign-in pair. Only
 * `user_invite` sets a password; Microsoft and Google accounts sign in with their provider.
 */
export const tokenRegistrationInputSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  password: z.optional(z.string()),
});
export type TokenRegistrationInput = z.infer<typeof tokenRegistrationInputSchema>;

/**
 * A registration or reset link's failure reply: 404 `token_invalid`, 410 `token_used` or
 * `token_expired`, with `detail`. An expired invitation also names who sent it (`inviter_name`).
 */
export const linkFailureSchema = z.object({
  detail: z.optional(z.string()),
  code: z.optional(z.string()),
  inviter_name: z.optional(z.nullable(z.string())),
  tenant_name: z.optional(z.nullable(z.string())),
});
