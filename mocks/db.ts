/**
 * The mock API's data layer: @msw/data collections plus the little state simplejwt keeps
 * server-side (the refresh-token blacklist). Handlers read and write only through here.
 */
import { Collection } from '@msw/data';
import { z } from 'zod';
import { roleSchema } from '@/lib/identity';
import { taskSchema } from '@/features/tasks/api/schemas';
import { tenantIntegrationsSchema, tenantSchema, tenantStatsSchema } from '@/features/tenants/api/schemas';
import type { ScenarioName } from './scenarios';

// The API schemas are zod/mini objects; spreading their shapes composes them with full zod here.
export const tenantRecordSchema = z.object({
  ...tenantSchema.shape,
  ...tenantIntegrationsSchema.shape,
  stats: tenantStatsSchema,
});
export type TenantRecord = z.infer<typeof tenantRecordSchema>;

export const accountSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  password: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  roles: z.array(roleSchema),
  tenant_id: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  is_active: z.boolean(),
  is_buyer: z.boolean(),
  is_cards_user: z.boolean(),
  created_at: z.string(),
  /** Null until the account's first sign-in; that sign-in replies `new_user: true`. */
  last_login: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const taskRecordSchema = z.object({
  ...taskSchema.shape,
  /** Owner of the task. */
  user_id: z.string(),
  tenant_id: z.string().nullable(),
});
export type TaskRecord = z.infer<typeof taskRecordSchema>;

/** A registration link (invitation) e-mailed to someone: `/register/<kind>/<token>`. */
export const invitationRecordSchema = z.object({
  token: z.string(),
  kind: z.enum(['azure', 'google', 'user_invite']),
  email: z.string(),
  /** What the inviter already knows of the invitee's name ('' when nothing): prefilled, editable. */
  first_name: z.string(),
  last_name: z.string(),
  tenant_id: z.string(),
  role: z.enum(['user', 'client_admin']),
  inviter_user_id: z.string().nullable(),
  status: z.enum(['pending', 'used']),
  created_at: z.string(),
  expires_at: z.string(),
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

/** An e-mail the mock API "sent" (QA reads them at GET /__demo__/outbox). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(['email_verification', 'password_reset', 'user_invitation']),
  to: z.string(),
  subject: z.string(),
  /** The app path the e-mail's link opens, e.g. `/reset_password/<token>`. */
  link: z.string(),
  token: z.string(),
  sent_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const tenants = new Collection({ schema: tenantRecordSchema });
export const accounts = new Collection({ schema: accountSchema });
export const tasks = new Collection({ schema: taskRecordSchema });
export const invitations = new Collection({ schema: invitationRecordSchema });
export const passwordResets = new Collection({ schema: passwordResetRecordSchema });
export const outbox = new Collection({ schema: outboxMessageSchema });

/** Every collection with the field that identifies its rows; persistence and reseeding walk this. */
export const collections = {
  tenants: { collection: tenants, key: 'id' },
  accounts: { collection: accounts, key: 'user_id' },
  tasks: { collection: tasks, key: 'id' },
  invitations: { collection: invitations, key: 'token' },
  passwordResets: { collection: passwordResets, key: 'token' },
  outbox: { collection: outbox, key: 'id' },
} as const;
export type CollectionName = keyof typeof collections;

export const state: {
  scenario: ScenarioName;
  /** Start of the UTC day the seed's relative dates (due dates, created_at) were computed from. */
  referenceDate: string;
} = { scenario: 'default', referenceDate: new Date(0).toISOString() };

/** jti of every refresh token that was rotated or signed out (simplejwt's blacklist app). */
export const revokedJtis = new Set<string>();

type ChangeListener = () => void;
const changeListeners = new Set<ChangeListener>();

/** Called after any data change that should survive a reload (browser persistence listens). */
export function onDataChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export function notifyDataChange(): void {
  changeListeners.forEach((listener) => listener());
}

export function revokeJti(jti: string): void {
  revokedJtis.add(jti);
  notifyDataChange();
}

export function findAccountById(userId: string): Account | undefined {
  return accounts.findFirst((q) => q.where((a) => a.user_id === userId));
}

export function findAccountByEmail(email: string): Account | undefined {
  const wanted = email.trim().toLowerCase();
  return accounts.findFirst((q) => q.where((a) => a.email.toLowerCase() === wanted));
}

/**
 * Records a sign-in and returns the token pair's `new_user` flag: true when the account had never
 * signed in before (every way in goes through here).
 */
export async function recordSignIn(account: Account): Promise<boolean> {
  const firstSignIn = account.last_login === null;
  await accounts.update((q) => q.where((a) => a.user_id === account.user_id), {
    data(row) {
      row.last_login = new Date().toISOString();
    },
  });
  notifyDataChange();
  return firstSignIn;
}

export function findTenantById(id: string): TenantRecord | undefined {
  return tenants.findFirst((q) => q.where((t) => t.id === id));
}

export function clearAllCollections(): void {
  Object.values(collections).forEach(({ collection }) => collection.clear());
}
