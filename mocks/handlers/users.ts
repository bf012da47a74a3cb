/**
 * Users: the people of the caller's tenant and the client admin's writes.
 *
 * - `GET /users/` lists them (`{ rows, count }`). The super admin sees every tenant's users and may
 *   narrow them with `tenant_id`; everyone else sees their own tenant only (a `tenant_id` filter never
 *   widens that). `is_cards_user` (`true`/`false`) narrows them for the card holder picker. Any signed-in member of a tenant may read its list (the manage page is read-only for
 *   them); only client admins write.
 * - `GET /users/staff/`: who runs the caller's tenant (its active client admins; for the super admin,
 *   the platform's super admins), as cards.
 * - `POST /users/` creates a user and e-mails an invitation (`/register/user_invite/<token>`);
 *   `GET`/`PUT`/`DELETE /users/<id>/`; `POST /users/<id>/deactivate/` (status inactive; is_active,
 *   is_buyer and is_cards_user false), `/reactivate/` (status active, is_active true) and
 *   `/reinvite/` (a new invitation for a user who has never signed in).
 *
 * Writes are for client admins in their own tenant (403 otherwise, the super admin included; the demo
 * account is refused by `authed`); a user of another tenant does not exist for the caller (404).
 * Field rules are the app's own (src/features/users/model/form-rules.ts). Passwords never leave here.
 */
import { HttpResponse } from 'msw';
import {
  USER_LIST_MAX_TOP,
  USER_ORDER_FIELDS,
  userInputSchema,
  userStatusSchema,
  type StaffUser,
  type UserRow,
} from '@/features/users/api/schemas';
import {
  ALREADY_SIGNED_IN,
  INACTIVE_FLAG_REFUSED,
  OWN_ACCOUNT_DEACTIVATE_REFUSED,
  OWN_ACCOUNT_REMOVE_REFUSED,
  OWN_ADMIN_ROLE_REFUSED,
  REINVITE_INACTIVE_REFUSED,
  USER_EMAIL_TAKEN,
  userFormFields,
} from '@/features/users/model/form-rules';
import { personName } from '@/lib/person';
import type { Role } from '@/lib/identity';
import { CLIENT_ADMIN, hasRole, SUPER_ADMIN } from '@/lib/roles';
import { validateForm } from '@/lib/validation';
import * as z from 'zod/mini';
import {
  accounts,
  findAccountByEmail,
  findAccountById,
  findTenantById,
  invitations,
  tenants,
  updateAccount,
  type Account,
} from '../db';
import { buildNewUser, unusablePassword } from '../factories/users';
import { INVITATION_LIFETIME_DAYS } from '../fixtures/invitations';
import { addDays } from '../fixtures/random';
import { authed, ID, type AuthedContext } from '../http/handler';
import { hasKeyword } from '../http/text';
import { compareValues, listReply, parseListQuery, sortRows } from '../http/list';
import { detail, json, notFound, type FieldErrors } from '../http/replies';
import { parseBody } from '../http/input';
import { sendMail } from '../outbox';

/** An account as the list shows it: every row field, never the password. */
export function userRowOf(account: Account, tenantNames: ReadonlyMap<string, string>): UserRow {
  const { user_id, first_name, last_name, email, avatar, roles, status } = account;
  const { is_active, is_buyer, is_cards_user, tenant_id, created_at, last_login } = account;
  return {
    user_id,
    first_name,
    last_name,
    email,
    avatar,
    roles,
    status,
    is_active,
    is_buyer,
    is_cards_user,
    tenant_id,
    tenant_name: tenant_id ? (tenantNames.get(tenant_id) ?? null) : null,
    created_at,
    last_login,
  };
}

function tenantNameMap(): Map<string, string> {
  return new Map(tenants.findMany().map((tenant) => [tenant.id, tenant.name]));
}

function matchesKeyword(account: Account, keyword: string): boolean {
  return hasKeyword(keyword, `${account.first_name} ${account.last_name} ${account.email}`);
}

function rowReply(account: Account, message: string, status = 200): Response {
  return json({ user: userRowOf(account, tenantNameMap()), message }, status);
}

/** A user the caller may see: the super admin sees everyone, the rest only their own tenant. */
function visibleAccount(
  caller: Pick<AuthedContext<undefined>, 'is' | 'tenantId'>,
  id: string,
): Account | undefined {
  const account = findAccountById(id);
  if (!account) return undefined;
  if (caller.is('super_admin')) return account;
  return caller.tenantId !== null && account.tenant_id === caller.tenantId ? account : undefined;
}

/** Writes to one user: client admins only (the wrapper's 403), on a user of their own tenant (else 404). */
const WRITE = { roles: ['client_admin'] } as const;

/**
 * The write bodies with `roles` as any list: each item is checked on its own (`roleErrors`), as DRF's
 * `ListField(child=ChoiceField)` does.
 */
const createBodySchema = z.extend(userInputSchema, { roles: z.optional(z.array(z.unknown())) });
const updateBodySchema = z.partial(createBodySchema);

/** Field errors; a list field's item errors are keyed by the item's index (`{ roles: { "1": [...] } }`). */
type UserErrors = Record<string, string[] | FieldErrors>;

/** A tenant may give only `client_admin`: each other item is refused by its index. */
function roleErrors(roles: readonly unknown[]): FieldErrors | undefined {
  const errors: FieldErrors = {};
  roles.forEach((role, index) => {
    if (role !== CLIENT_ADMIN) errors[index] = [`"${String(role)}" is not a valid choice.`];
  });
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** The form's field rules plus what only the server knows: unique e-mail, roles a tenant may give. */
function inputErrors(
  values: { first_name: string; last_name: string; email: string; roles: readonly unknown[] },
  exceptUserId?: string,
): UserErrors {
  const errors: UserErrors = {};
  const { first_name, last_name, email } = values;
  const found = validateForm({ first_name, last_name, email }, userFormFields);
  for (const [field, message] of Object.entries(found)) if (message) errors[field] = [message];
  if (!errors.email) {
    const holder = findAccountByEmail(values.email);
    if (holder && holder.user_id !== exceptUserId) errors.email = [USER_EMAIL_TAKEN];
  }
  const refused = roleErrors(values.roles);
  if (refused) errors.roles = refused;
  return errors;
}

function hasErrors(errors: UserErrors): boolean {
  return Object.keys(errors).length > 0;
}

const invalidReply = (errors: UserErrors): Response => json(errors, 400);

/** A new registration link for `account` (kind `user_invite`) and the e-mail that carries it. */
export async function invite(account: Account, inviter: Account): Promise<void> {
  const now = new Date();
  const token = crypto.randomUUID();
  await invitations.create({
    token,
    kind: 'user_invite',
    email: account.email,
    first_name: account.first_name,
    last_name: account.last_name,
    tenant_id: account.tenant_id ?? '',
    role: hasRole(account, CLIENT_ADMIN) ? 'client_admin' : 'user',
    inviter_user_id: inviter.user_id,
    status: 'pending',
    created_at: now.toISOString(),
    expires_at: addDays(now, INVITATION_LIFETIME_DAYS).toISOString(),
  });
  const company = findTenantById(account.tenant_id ?? '')?.name ?? 'Stackwise';
  await sendMail({
    kind: 'user_invitation',
    to: account.email,
    subject: `${personName(inviter)} invited you to ${company} on Stackwise`,
    link: `/register/user_invite/${token}`,
    token,
  });
}

function staffCard({ user_id, first_name, last_name, email, avatar }: Account): StaffUser {
  return { user_id, first_name, last_name, email, avatar };
}

export const userHandlers = [
  // Any signed-in member of a tenant may read its list (the manage page is read-only for them).
  authed.get('/users/', {}, ({ query: params, user, is }) => {
    const list = parseListQuery(params, {
      orderBy: USER_ORDER_FIELDS,
      defaultOrderBy: 'created_at',
      defaultTop: 10,
      maxTop: USER_LIST_MAX_TOP,
      filters: { tenant_id: z.string(), status: userStatusSchema, is_cards_user: z.enum(['true', 'false']) },
    });
    if (!list.ok) return list.response;
    const { keyword, filters, order, order_by } = list.query;
    const { tenant_id, status } = filters;
    const cardsUser = filters.is_cards_user === undefined ? undefined : filters.is_cards_user === 'true';

    // Scoping first, filters after: a client admin's tenant_id can only narrow their own tenant.
    const ownTenant = is('super_admin') ? undefined : user.tenant_id;
    if (ownTenant === null) return json({ rows: [], count: 0 });
    const names = tenantNameMap();
    const matches = accounts
      .findMany((q) =>
        q.where(
          (a) =>
            (ownTenant === undefined || a.tenant_id === ownTenant) &&
            (tenant_id === undefined || a.tenant_id === tenant_id) &&
            (status === undefined || a.status === status) &&
            (cardsUser === undefined || a.is_cards_user === cardsUser) &&
            matchesKeyword(a, keyword),
        ),
      )
      .map((account) => userRowOf(account, names));
    sortRows(matches, {
      by: order_by,
      order,
      then: ['last_name', 'first_name', 'user_id'],
      plain: ['created_at', 'last_login', 'user_id'],
    });
    return listReply(matches, list.query);
  }),

  authed.get('/users/staff/', {}, ({ user: caller }) => {
    const staff = accounts
      .findMany((q) =>
        q.where((a) =>
          caller.tenant_id === null
            ? a.tenant_id === null && hasRole(a, SUPER_ADMIN) && a.is_active
            : a.tenant_id === caller.tenant_id && hasRole(a, CLIENT_ADMIN) && a.is_active,
        ),
      )
      .sort((a, b) => compareValues(personName(a), personName(b)));
    return json({ rows: staff.map(staffCard), count: staff.length });
  }),

  authed.post('/users/', { ...WRITE, body: createBodySchema }, async ({ body, user: inviter }) => {
    const invalid = inputErrors({ ...body, roles: body.roles ?? [] });
    if (hasErrors(invalid)) return invalidReply(invalid);
    // Every item is `client_admin` once `inputErrors` passes.
    const roles = (body.roles ?? []) as Role[];

    const account = await accounts.create(
      buildNewUser({
        email: body.email.trim().toLowerCase(),
        // No usable password: the invitation sets one.
        password: unusablePassword(),
        first_name: body.first_name.trim(),
        last_name: body.last_name.trim(),
        roles,
        tenant_id: inviter.tenant_id,
        is_buyer: body.is_buyer ?? false,
        is_cards_user: body.is_cards_user ?? false,
      }),
    );
    await invite(account, inviter);
    return rowReply(account, `${personName(account)} has been added and invited by e-mail.`, 201);
  }),

  authed.get(`/users/${ID}/`, {}, (context) => {
    const account = visibleAccount(context, context.params.id!);
    return account ? json(userRowOf(account, tenantNameMap())) : notFound();
  }),

  // The API's order: role, the user (another tenant's is a 404), then the body.
  authed.put(`/users/${ID}/`, { ...WRITE, body: 'object' }, async (context) => {
    const account = visibleAccount(context, context.params.id!);
    if (!account) return notFound();
    const parsed = parseBody(updateBodySchema, context.body);
    if (!parsed.ok) return parsed.response;
    const body = parsed.value;
    const next = {
      first_name: body.first_name ?? account.first_name,
      last_name: body.last_name ?? account.last_name,
      email: body.email ?? account.email,
      roles: body.roles ?? account.roles,
      is_buyer: body.is_buyer ?? account.is_buyer,
      is_cards_user: body.is_cards_user ?? account.is_cards_user,
    };
    const invalid = inputErrors(next, account.user_id);
    if (!invalid.roles && account.user_id === context.user.user_id && !next.roles.includes(CLIENT_ADMIN)) {
      invalid.roles = [OWN_ADMIN_ROLE_REFUSED];
    }
    if (account.status === 'inactive') {
      if (next.is_buyer && !account.is_buyer) invalid.is_buyer = [INACTIVE_FLAG_REFUSED];
      if (next.is_cards_user && !account.is_cards_user) invalid.is_cards_user = [INACTIVE_FLAG_REFUSED];
    }
    if (hasErrors(invalid)) return invalidReply(invalid);

    const updated = await updateAccount(account.user_id, (row) => {
      row.first_name = next.first_name.trim();
      row.last_name = next.last_name.trim();
      row.email = next.email.trim().toLowerCase();
      row.roles = next.roles as Role[];
      row.is_buyer = next.is_buyer;
      row.is_cards_user = next.is_cards_user;
    });
    return rowReply(updated, `${personName(updated)} has been updated.`);
  }),

  authed.delete(`/users/${ID}/`, WRITE, (context) => {
    const account = visibleAccount(context, context.params.id!);
    if (!account) return notFound();
    if (account.user_id === context.user.user_id) return detail(400, OWN_ACCOUNT_REMOVE_REFUSED);
    accounts.delete((q) => q.where((a) => a.user_id === account.user_id));
    return new HttpResponse(null, { status: 204 });
  }),

  authed.post(`/users/${ID}/deactivate/`, WRITE, async (context) => {
    const account = visibleAccount(context, context.params.id!);
    if (!account) return notFound();
    if (account.user_id === context.user.user_id) return detail(400, OWN_ACCOUNT_DEACTIVATE_REFUSED);
    // A deactivated user is inactive everywhere: status inactive; is_active, is_buyer and is_cards_user false.
    const updated = await updateAccount(account.user_id, (row) => {
      row.status = 'inactive';
      row.is_active = false;
      row.is_buyer = false;
      row.is_cards_user = false;
    });
    return rowReply(updated, `${personName(updated)} has been deactivated.`);
  }),

  authed.post(`/users/${ID}/reactivate/`, WRITE, async (context) => {
    const account = visibleAccount(context, context.params.id!);
    if (!account) return notFound();
    // Status active, is_active true; the buyer and cards flags stay as they are.
    const updated = await updateAccount(account.user_id, (row) => {
      row.status = 'active';
      row.is_active = true;
    });
    return rowReply(updated, `${personName(updated)} has been reactivated.`);
  }),

  authed.post(`/users/${ID}/reinvite/`, WRITE, async (context) => {
    const account = visibleAccount(context, context.params.id!);
    if (!account) return notFound();
    if (account.status === 'inactive') return detail(400, REINVITE_INACTIVE_REFUSED);
    if (account.last_login !== null) return detail(400, ALREADY_SIGNED_IN);
    await invite(account, context.user);
    return json({ message: `A new invitation has been sent to ${account.email}.` });
  }),
];
