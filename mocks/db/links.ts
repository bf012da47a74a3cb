/** The links the mock API e-mails: registration invitations and password resets. */
import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { invitationSchema } from '@/features/auth/api/registration-schemas';

const { kind, email, first_name, last_name, role, expires_at } = invitationSchema.shape;

/** A registration link (invitation) e-mailed to someone: `/register/<kind>/<token>`. */
export const invitationRecordSchema = z.object({
  token: z.string(),
  kind,
  email,
  /** What the inviter already knows of the invitee's name ('' when nothing): prefilled, editable. */
  first_name,
  last_name,
  tenant_id: z.string(),
  role,
  inviter_user_id: z.nullable(z.string()),
  status: z.enum(['pending', 'used']),
  created_at: z.string(),
  expires_at,
});
export type InvitationRecord = z.infer<typeof invitationRecordSchema>;

/** A password-reset link: `/reset_password/<token>`; spent by a reset (or by any later reset). */
export const passwordResetRecordSchema = z.object({
  token: z.string(),
  user_id: z.string(),
  status: z.enum(['pending', 'used']),
  created_at: z.string(),
  expires_at: z.string(),
});
export type PasswordResetRecord = z.infer<typeof passwordResetRecordSchema>;

export const invitations = new Collection({ schema: invitationRecordSchema });
export const passwordResets = new Collection({ schema: passwordResetRecordSchema });
