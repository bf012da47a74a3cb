/**
 * Users (product.md §4): `GET /users/`, the people of the caller's tenant. The super admin sees every
 * tenant's users and may narrow them with `tenant_id`; a client admin sees their own tenant only (a
 * `tenant_id` filter never widens that); a plain user is refused (403). Passwords never leave here.
 */
import { http } from 'msw';
import { userListQuerySchema, type UserOrderField, type UserRow } from '@/features/users/api/schemas';
import { accounts, tenants, type Account } from '../db';
import { authenticate, hasRole } from '../http/auth';
import { intParam, toFieldErrors } from '../http/input';
import { apiPath } from '../http/paths';
import { fieldErrors, json } from '../http/replies';

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

/** Text compares case-insensitively; nulls sort last going up and first going down, as in Postgres. */
function compareBy(field: UserOrderField): (a: Sortable, b: Sortable) => number {
  return (a, b) => {
    const x = a[field];
    const y = b[field];
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return x.localeCompare(y, 'en', { sensitivity: 'base' });
  };
}

function matchesKeyword(account: Account, keyword: string): boolean {
  if (keyword === '') return true;
  const haystack = `${account.first_name} ${account.last_name} ${account.email}`.toLowerCase();
  return haystack.includes(keyword);
}

export const userHandlers = [
  http.get(apiPath('/users/'), ({ request }) => {
    const auth = authenticate(request, { roles: ['super_admin', 'client_admin'] });
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
          compareBy('last_name')(a, b) ||
          compareBy('first_name')(a, b) ||
          a.user_id.localeCompare(b.user_id),
      );
    const start = query.data.skip ?? 0;
    const rows = matches.slice(start, start + (query.data.top ?? 10));
    return json({ rows, count: matches.length });
  }),
];
