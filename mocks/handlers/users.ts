/**
 * Users (product.md §4): the people of the caller's tenant and the client admin's writes.
 *
 * - `GET /users/` lists them (`{ rows, count }`). The super admin sees every tenant's users and may
 *   narrow them with `tenant_id`; everyone else sees their own tenant only (a `tenant_id` filter never
 *   widens that). Any signed-in member of a tenant may read its list (the manage page is read-only for
 *   them); only client admins write.
 * - `GET /users/staff/`: who runs the caller's tenant (its active client admins; for the super admin,
 *   the platform's super admins), as cards.
 * - `POST /users/` creates a user and e-mails an invitation (`/register/user_invite/<token>`);
 *   `GET`/`PUT`/`DELETE /users/<id>/`; `POST /users/<id>/deactivate/` (status inactive; is_active,
 *   is_buyer and is_cards_user false: seed §4), `/reactivate/` (status active, is_active true) and
 *   `/reinvite/` (a new invitation for a user who has never signed in).
 *
 * Writes are for client admins in their own tenant (403 otherwise, the super admin included; the demo
 * account is refused by `authenticate`); a user of another tenant does not exist for the caller (404).
 * Field rules are the app's own (src/features/users/rules.ts). Passwords never leave here.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  userInputSchema,
  userListQuerySchema,
  userUpdateSchema,
  type StaffUser,
  type UserOrderField,
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
} from '@/features/users/rules';
import { validateForm } from '@/lib/validation';
import {
  accounts,
  findAccountByEmail,
  findAccountById,
  findTenantById,
  invitations,
  tenants,
  type Account,
} from '../db';
import { INVITATION_LIFETIME_DAYS } from '../fixtures/invitations';
import { addDays } from '../fixtures/random';
import { authenticate, hasRole, type Principal } from '../http/auth';
import { intParam, parseBody, readJsonObject, toFieldErrors } from '../http/input';
import { apiPath } from '../http/paths';
import { detail, fieldErrors, json, notFound, type FieldErrors } from '../http/replies';
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

type Sortable = Pick<UserRow, UserOrderField>;

/** One collator for every comparison: `localeCompare` with options builds one per call (slow at 10,000 rows). */
const collator = new Intl.Collator('en', { sensitivity: 'base' });
/** ISO timestamps order as plain strings. */
const TIMESTAMPS = new Set<UserOrderField>(['created_at', 'last_login']);

/** Text compares case-insensitively; nulls sort last going up and first going down, as in Postgres. */
function compareBy(field: UserOrderField): (a: Sortable, b: Sortable) => number {
  const plain = TIMESTAMPS.has(field);
  return (a, b) => {
    const x = a[field];
    const y = b[field];
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return plain ? (x < y ? -1 : 1) : collator.compare(x, y);
  };
}

const byLastName = compareBy('last_name');
const byFirstName = compareBy('first_name');

function matchesKeyword(account: Account, keyword: string): boolean {
  if (keyword === '') return true;
  const haystack = `${account.first_name} ${account.last_name} ${account.email}`.toLowerCase();
  return haystack.includes(keyword);
}

const createBodySchema = z.object({ ...userInputSchema.shape });
const updateBodySchema = z.object({ ...userUpdateSchema.shape });

function rowReply(account: Account, message: string, status = 200): Response {
  return json({ user: userRowOf(account, tenantNameMap()), message }, status);
}

/** A user the caller may see: the super admin sees everyone, the rest only their own tenant. */
function visibleAccount(principal: Principal, id: string): Account | undefined {
  const account = findAccountById(id);
  if (!account) return undefined;
  if (hasRole(principal, 'super_admin')) return account;
  const own = principal.account.tenant_id;
  return own !== null && account.tenant_id === own ? account : undefined;
}

type Target = { ok: true; principal: Principal; account: Account } | { ok: false; response: Response };

/** A write to one user: a client admin (or the demo's 403), then a user of their own tenant (or 404). */
function writeTarget(request: Request, id: string): Target {
  const auth = authenticate(request, { roles: ['client_admin'] });
  if (!auth.ok) return auth;
  const account = visibleAccount(auth.principal, id);
  if (!account) return { ok: false, response: notFound() };
  return { ok: true, principal: auth.principal, account };
}

/** The seed's field rules plus what only the server knows: unique e-mail, roles a tenant may give. */
function inputErrors(
  values: { first_name: string; last_name: string; email: string; roles: readonly string[] },
  exceptUserId?: string,
): FieldErrors {
  const errors: FieldErrors = {};
  const { first_name, last_name, email } = values;
  const found = validateForm({ first_name, last_name, email }, userFormFields);
  for (const [field, message] of Object.entries(found)) if (message) errors[field] = [message];
  if (!errors.email) {
    const holder = findAccountByEmail(values.email);
    if (holder && holder.user_id !== exceptUserId) errors.email = [USER_EMAIL_TAKEN];
  }
  const refused = values.roles.find((role) => role !== 'client_admin');
  if (refused !== undefined) errors.roles = [`"${refused}" is not a valid choice.`];
  return errors;
}

function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

async function updateAccount(userId: string, change: (row: Account) => void): Promise<Account> {
  const updated = await accounts.update((q) => q.where((a) => a.user_id === userId), {
    data(row) {
      change(row);
    },
  });
  return updated ?? (findAccountById(userId) as Account);
}

function fullName(account: Pick<Account, 'first_name' | 'last_name' | 'email'>): string {
  return `${account.first_name} ${account.last_name}`.trim() || account.email;
}

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
    role: account.roles.includes('client_admin') ? 'client_admin' : 'user',
    inviter_user_id: inviter.user_id,
    status: 'pending',
    created_at: now.toISOString(),
    expires_at: addDays(now, INVITATION_LIFETIME_DAYS).toISOString(),
  });
  const company = findTenantById(account.tenant_id ?? '')?.name ?? 'Stackwise';
  await sendMail({
    kind: 'user_invitation',
    to: account.email,
    subject: `${fullName(inviter)} invited you to ${company} on Stackwise`,
    link: `/register/user_invite/${token}`,
    token,
  });
}

function staffCard({ user_id, first_name, last_name, email, avatar }: Account): StaffUser {
  return { user_id, first_name, last_name, email, avatar };
}

export const userHandlers = [
  http.get(apiPath('/users/'), ({ request }) => {
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const { principal } = auth;

    const params = new URL(request.url).searchParams;
    const skip = intParam(params, 'skip', 0);
    const top = intParam(params, 'top', 10);
    if (!skip.ok || !top.ok)
      return fieldErrors({ ...(skip.ok ? {} : skip.errors), ...(top.ok ? {} : top.errors) });
    const raw = {
      keyword: params.get('keyword') ?? undefined,
      order: params.get('order') || undefined,
      order_by: params.get('order_by') || undefined,
      tenant_id: params.get('tenant_id') || undefined,
      status: params.get('status') || undefined,
      skip: skip.value,
      top: top.value,
    };
    const query = userListQuerySchema.safeParse(raw);
    if (!query.success) return fieldErrors(toFieldErrors(query.error, raw));
    const { keyword = '', order, order_by = 'created_at', tenant_id, status } = query.data;

    // Scoping first, filters after: a client admin's tenant_id can only narrow their own tenant.
    const ownTenant = hasRole(principal, 'super_admin') ? undefined : principal.account.tenant_id;
    if (ownTenant === null) return json({ rows: [], count: 0 });
    const wanted = keyword.trim().toLowerCase();
    const names = tenantNameMap();
    const direction = order === 'desc' ? -1 : 1;
    const primary = compareBy(order_by);
    const matches = accounts
      .findMany((q) =>
        q.where(
          (a) =>
            (ownTenant === undefined || a.tenant_id === ownTenant) &&
            (tenant_id === undefined || a.tenant_id === tenant_id) &&
            (status === undefined || a.status === status) &&
            matchesKeyword(a, wanted),
        ),
      )
      .map((account) => userRowOf(account, names))
      .sort(
        (a, b) =>
          direction * primary(a, b) ||
          byLastName(a, b) ||
          byFirstName(a, b) ||
          (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0),
      );
    const start = query.data.skip ?? 0;
    const rows = matches.slice(start, start + (query.data.top ?? 10));
    return json({ rows, count: matches.length });
  }),

  // Before `/users/:id/`, which would take `staff` for an id.
  http.get(apiPath('/users/staff/'), ({ request }) => {
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const { account: caller } = auth.principal;
    const staff = accounts
      .findMany((q) =>
        q.where((a) =>
          caller.tenant_id === null
            ? a.tenant_id === null && a.roles.includes('super_admin') && a.is_active
            : a.tenant_id === caller.tenant_id && a.roles.includes('client_admin') && a.is_active,
        ),
      )
      .sort((a, b) => collator.compare(fullName(a), fullName(b)));
    return json({ rows: staff.map(staffCard), count: staff.length });
  }),

  http.post(apiPath('/users/'), async ({ request }) => {
    const auth = authenticate(request, { roles: ['client_admin'] });
    if (!auth.ok) return auth.response;
    const inviter = auth.principal.account;
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const input = parseBody(createBodySchema, body.value);
    if (!input.ok) return input.response;
    const roles = input.value.roles ?? [];
    const invalid = inputErrors({ ...input.value, roles });
    if (hasErrors(invalid)) return fieldErrors(invalid);

    const account = await accounts.create({
      user_id: crypto.randomUUID(),
      email: input.value.email.trim().toLowerCase(),
      // No usable password (Django's '!'): the invitation sets one.
      password: `!${crypto.randomUUID()}`,
      first_name: input.value.first_name.trim(),
      last_name: input.value.last_name.trim(),
      avatar: null,
      roles,
      tenant_id: inviter.tenant_id,
      status: 'active',
      is_active: true,
      is_buyer: input.value.is_buyer ?? false,
      is_cards_user: input.value.is_cards_user ?? false,
      created_at: new Date().toISOString(),
      last_login: null,
    });
    await invite(account, inviter);
    return rowReply(account, `${fullName(account)} has been added and invited by e-mail.`, 201);
  }),

  http.get(apiPath('/users/:id/'), ({ request, params }) => {
    const auth = authenticate(request);
    if (!auth.ok) return auth.response;
    const account = visibleAccount(auth.principal, String(params.id));
    return account ? json(userRowOf(account, tenantNameMap())) : notFound();
  }),

  http.put(apiPath('/users/:id/'), async ({ request, params }) => {
    const target = writeTarget(request, String(params.id));
    if (!target.ok) return target.response;
    const { account, principal } = target;
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const input = parseBody(updateBodySchema, body.value);
    if (!input.ok) return input.response;
    const next = {
      first_name: input.value.first_name ?? account.first_name,
      last_name: input.value.last_name ?? account.last_name,
      email: input.value.email ?? account.email,
      roles: input.value.roles ?? account.roles,
      is_buyer: input.value.is_buyer ?? account.is_buyer,
      is_cards_user: input.value.is_cards_user ?? account.is_cards_user,
    };
    const invalid = inputErrors(next, account.user_id);
    if (account.user_id === principal.account.user_id && !next.roles.includes('client_admin')) {
      invalid.roles = [OWN_ADMIN_ROLE_REFUSED];
    }
    if (account.status === 'inactive') {
      if (next.is_buyer && !account.is_buyer) invalid.is_buyer = [INACTIVE_FLAG_REFUSED];
      if (next.is_cards_user && !account.is_cards_user) invalid.is_cards_user = [INACTIVE_FLAG_REFUSED];
    }
    if (hasErrors(invalid)) return fieldErrors(invalid);

    const updated = await updateAccount(account.user_id, (row) => {
      row.first_name = next.first_name.trim();
      row.last_name = next.last_name.trim();
      row.email = next.email.trim().toLowerCase();
      row.roles = [...next.roles];
      row.is_buyer = next.is_buyer;
      row.is_cards_user = next.is_cards_user;
    });
    return rowReply(updated, `${fullName(updated)} has been updated.`);
  }),

  http.delete(apiPath('/users/:id/'), ({ request, params }) => {
    const target = writeTarget(request, String(params.id));
    if (!target.ok) return target.response;
    const { account, principal } = target;
    if (account.user_id === principal.account.user_id) return detail(400, OWN_ACCOUNT_REMOVE_REFUSED);
    accounts.delete((q) => q.where((a) => a.user_id === account.user_id));
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(apiPath('/users/:id/deactivate/'), async ({ request, params }) => {
    const target = writeTarget(request, String(params.id));
    if (!target.ok) return target.response;
    const { account, principal } = target;
    if (account.user_id === principal.account.user_id) return detail(400, OWN_ACCOUNT_DEACTIVATE_REFUSED);
    // Seed §4: status inactive; is_active, is_buyer and is_cards_user false.
    const updated = await updateAccount(account.user_id, (row) => {
      row.status = 'inactive';
      row.is_active = false;
      row.is_buyer = false;
      row.is_cards_user = false;
    });
    return rowReply(updated, `${fullName(updated)} has been deactivated.`);
  }),

  http.post(apiPath('/users/:id/reactivate/'), async ({ request, params }) => {
    const target = writeTarget(request, String(params.id));
    if (!target.ok) return target.response;
    // Seed §4: status active, is_active true (the buyer and cards flags stay as they are).
    const updated = await updateAccount(target.account.user_id, (row) => {
      row.status = 'active';
      row.is_active = true;
    });
    return rowReply(updated, `${fullName(updated)} has been reactivated.`);
  }),

  http.post(apiPath('/users/:id/reinvite/'), async ({ request, params }) => {
    const target = writeTarget(request, String(params.id));
    if (!target.ok) return target.response;
    const { account, principal } = target;
    if (account.status === 'inactive') return detail(400, REINVITE_INACTIVE_REFUSED);
    if (account.last_login !== null) return detail(400, ALREADY_SIGNED_IN);
    await invite(account, principal.account);
    return json({ message: `A new invitation has been sent to ${account.email}.` });
  }),
];
