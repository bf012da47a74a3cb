/** Registration invitations and password-reset links for tests: usable for two weeks / a day from now by default. */
import { invitations, passwordResets, type InvitationRecord, type PasswordResetRecord } from '../db';
import { INVITATION_LIFETIME_DAYS, PASSWORD_RESET_LIFETIME_HOURS } from '../fixtures/invitations';
import { nextNumber } from './sequence';

const HOUR_MS = 3_600_000;

/** A pending `user_invite` link (token `factory-invite-<n>`) to `email` in `tenant_id`, as a plain user. */
export function buildInvitation(
  fields: Partial<InvitationRecord> & Pick<InvitationRecord, 'email' | 'tenant_id'>,
): InvitationRecord {
  const now = Date.now();
  return {
    token: `factory-invite-${nextNumber('invitation')}`,
    kind: 'user_invite',
    first_name: '',
    last_name: '',
    role: 'user',
    inviter_user_id: null,
    status: 'pending',
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + INVITATION_LIFETIME_DAYS * 24 * HOUR_MS).toISOString(),
    ...fields,
  };
}

export function createInvitation(
  fields: Partial<InvitationRecord> & Pick<InvitationRecord, 'email' | 'tenant_id'>,
): Promise<InvitationRecord> {
  return invitations.create(buildInvitation(fields));
}

/** A pending reset link (token `factory-reset-<n>`) for `user_id`. */
export function createPasswordReset(
  fields: Partial<PasswordResetRecord> & Pick<PasswordResetRecord, 'user_id'>,
): Promise<PasswordResetRecord> {
  const now = Date.now();
  return passwordResets.create({
    token: `factory-reset-${nextNumber('password-reset')}`,
    status: 'pending',
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + PASSWORD_RESET_LIFETIME_HOURS * HOUR_MS).toISOString(),
    ...fields,
  });
}
