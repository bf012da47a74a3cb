/**
 * Registration: `POST /auth/register/` creates a company and its first admin;
 * `GET`/`POST /auth/register/<kind>/<token>/` read and complete a registration link (an invitation
 * to a tenant; `user_invite` sets a password, `azure` and `google` accounts sign in with their
 * provider). The rules and messages are the app's own (src/features/auth/model/form-rules.ts).
 */
import {
  registerInputSchema,
  tokenRegistrationInputSchema,
  type Invitation,
} from '@/features/auth/api/registration-schemas';
import { registerFields } from '@/features/auth/model/form-rules';
import { USER_EMAIL_TAKEN } from '@/features/users/model/form-rules';
import { validateForm, type FieldSchema } from '@/lib/validation';
import { fullName } from '@/lib/person';
import { CLIENT_ADMIN, hasRole } from '@/lib/roles';
import {
  accounts,
  findAccountByEmail,
  findAccountById,
  findTenantById,
  invitations,
  tenants,
  type Account,
  type InvitationRecord,
} from '../db';
import { buildTenant } from '../factories/tenants';
import { buildNewUser } from '../factories/users';
import { open } from '../http/handler';
import { parseBody } from '../http/input';
import { detail, fieldErrors, json, type FieldErrors } from '../http/replies';
import { sendMail } from '../outbox';
import { signInReply } from './auth';

export const ACCOUNT_EXISTS = USER_EMAIL_TAKEN;
export const LINK_INVALID = 'This registration link is not valid.';
export const INVITATION_USED = 'This invitation has already been used.';
export const INVITATION_EXPIRED = 'This invitation has expired.';

/** The app's field rules under the API's field names. */
const REGISTER_RULES: Record<string, FieldSchema> = {
  first_name: registerFields.firstName,
  last_name: registerFields.lastName,
  email: registerFields.email,
  company_name: registerFields.companyName,
  password: registerFields.password,
};
const NAME_RULES: Record<string, FieldSchema> = {
  first_name: registerFields.firstName,
  last_name: registerFields.lastName,
};
const INVITE_RULES: Record<string, FieldSchema> = { ...NAME_RULES, password: registerFields.password };

function ruleErrors(values: Record<string, unknown>, rules: Record<string, FieldSchema>): FieldErrors | null {
  const found = Object.entries(validateForm(values, rules)) as [string, string][];
  return found.length > 0 ? Object.fromEntries(found.map(([field, message]) => [field, [message]])) : null;
}

function newAccount(
  fields: Pick<Account, 'email' | 'password' | 'first_name' | 'last_name' | 'roles' | 'tenant_id'>,
): Account {
  const admin = hasRole(fields, CLIENT_ADMIN);
  // Never signed in: the first sign-in replies `new_user: true` (the welcome tour).
  return buildNewUser({ ...fields, is_buyer: admin, is_cards_user: admin });
}

function inviterName(account: Account | undefined): string | null {
  return account ? fullName(account) : null;
}

/**
 * An account an admin added and invited that has not been taken up yet: same tenant, never signed in,
 * no usable password (Django's '!' prefix), still active.
 */
function isPendingInvitee(account: Account, invitation: InvitationRecord): boolean {
  return (
    account.tenant_id === invitation.tenant_id &&
    account.last_login === null &&
    account.password.startsWith('!') &&
    account.is_active
  );
}

type Usable = { ok: true; invitation: InvitationRecord } | { ok: false; response: Response };

/** The link's invitation if it can still be used; otherwise the 404 / 410 reply that says why. */
function usableInvitation(kind: string, token: string): Usable {
  const invitation = invitations.findFirst((q) => q.where((i) => i.token === token && i.kind === kind));
  if (!invitation) return { ok: false, response: detail(404, LINK_INVALID, { code: 'token_invalid' }) };
  if (invitation.status === 'used') {
    return { ok: false, response: detail(410, INVITATION_USED, { code: 'token_used' }) };
  }
  if (Date.parse(invitation.expires_at) <= Date.now()) {
    return {
      ok: false,
      response: detail(410, INVITATION_EXPIRED, {
        code: 'token_expired',
        inviter_name: inviterName(findAccountById(invitation.inviter_user_id ?? '')),
        tenant_name: findTenantById(invitation.tenant_id)?.name ?? null,
      }),
    };
  }
  return { ok: true, invitation };
}

function invitationReply(invitation: InvitationRecord): Invitation {
  const { kind, email, first_name, last_name, role, expires_at } = invitation;
  return {
    kind,
    email,
    first_name,
    last_name,
    tenant_name: findTenantById(invitation.tenant_id)?.name ?? '',
    inviter_name: inviterName(findAccountById(invitation.inviter_user_id ?? '')),
    role,
    expires_at,
  };
}

export const registrationHandlers = [
  open.post('/auth/register/', { body: registerInputSchema }, async ({ body: input }) => {
    const invalid = ruleErrors(input, REGISTER_RULES);
    if (invalid) return fieldErrors(invalid);

    const email = input.email.trim().toLowerCase();
    if (findAccountByEmail(email)) return fieldErrors({ email: [ACCOUNT_EXISTS] });

    const now = new Date().toISOString();
    const tenant = await tenants.create(
      buildTenant({
        id: crypto.randomUUID(),
        name: input.company_name.trim(),
        created_at: now,
        tenant_manager: email,
      }),
    );
    await accounts.create(
      newAccount({
        email,
        password: input.password,
        first_name: input.first_name.trim(),
        last_name: input.last_name.trim(),
        roles: ['client_admin'],
        tenant_id: tenant.id,
      }),
    );
    // The demo treats the address as verified at once; the e-mail is there for QA to see.
    await sendMail({
      kind: 'email_verification',
      to: email,
      subject: 'Verify your e-mail address for Stackwise',
      link: '/login',
      token: crypto.randomUUID(),
    });
    return json(
      { message: `Your account has been created. We have e-mailed a verification link to ${email}.` },
      201,
    );
  }),

  open.get('/auth/register/:kind/:token/', {}, ({ params }) => {
    const found = usableInvitation(params.kind!, params.token!);
    return found.ok ? json(invitationReply(found.invitation)) : found.response;
  }),

  open.post('/auth/register/:kind/:token/', { body: 'object' }, async ({ params, body }) => {
    const found = usableInvitation(params.kind!, params.token!);
    if (!found.ok) return found.response;
    const { invitation } = found;
    const parsed = parseBody(tokenRegistrationInputSchema, body);
    if (!parsed.ok) return parsed.response;
    const input = parsed.value;
    const withPassword = invitation.kind === 'user_invite';
    const invalid = ruleErrors(input, withPassword ? INVITE_RULES : NAME_RULES);
    if (invalid) return fieldErrors(invalid);
    // Microsoft and Google accounts sign in with their provider: no usable password (Django's '!').
    const password = withPassword ? (input.password ?? '') : `!${crypto.randomUUID()}`;
    const first_name = input.first_name.trim();
    const last_name = input.last_name.trim();
    const existing = findAccountByEmail(invitation.email);
    if (existing && !isPendingInvitee(existing, invitation)) {
      return detail(400, `${ACCOUNT_EXISTS} Sign in instead.`, { code: 'account_exists' });
    }

    // An admin's invitation (POST /users/, reinvite) created the account already: this completes it.
    const account = existing
      ? await accounts.update((q) => q.where((a) => a.user_id === existing.user_id), {
          data(row) {
            Object.assign(row, { password, first_name, last_name });
          },
        })
      : await accounts.create(
          newAccount({
            email: invitation.email,
            password,
            first_name,
            last_name,
            roles: invitation.role === 'client_admin' ? ['client_admin'] : [],
            tenant_id: invitation.tenant_id,
          }),
        );
    if (!account) return detail(404, LINK_INVALID, { code: 'token_invalid' });
    await invitations.update((q) => q.where((i) => i.token === invitation.token), {
      data(row) {
        row.status = 'used';
      },
    });
    return signInReply(account);
  }),
];
