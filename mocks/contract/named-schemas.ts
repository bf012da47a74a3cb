/**
 * The app's exported schemas by name (`userListSchema` → `UserList`): they become the document's
 * components, so a reply reads as `$ref: UserList` and a schema nested in several replies is written once.
 * Two areas exporting one name (`messageReplySchema`) keep the first; later ones are prefixed by area.
 */
import type * as z from 'zod/mini';
import * as activityLogs from '@/features/activity-logs/api/schemas';
import * as passwordReset from '@/features/auth/api/password-reset-schemas';
import * as registration from '@/features/auth/api/registration-schemas';
import * as auth from '@/features/auth/api/schemas';
import * as cards from '@/features/cards/api/schemas';
import * as cloud from '@/features/cloud/api/schemas';
import * as contracts from '@/features/contracts/api/schemas';
import * as licenses from '@/features/licenses/api/schemas';
import * as notifications from '@/features/notifications/api/schemas';
import * as optimize from '@/features/optimize/api/schemas';
import * as organize from '@/features/organize/api/schemas';
import * as promos from '@/features/promos/api/schemas';
import * as reach from '@/features/reach/api/schemas';
import * as reports from '@/features/reports/api/schemas';
import * as settings from '@/features/settings/api/schemas';
import * as surveys from '@/features/surveys/api/schemas';
import * as tasks from '@/features/tasks/api/schemas';
import * as tenants from '@/features/tenants/api/schemas';
import * as users from '@/features/users/api/schemas';
import * as usersImport from '@/features/users/import/api/schemas';
import * as identity from '@/lib/identity';
import * as person from '@/lib/person';

const MODULES: Record<string, Record<string, unknown>> = {
  identity,
  person,
  auth,
  registration,
  passwordReset,
  users,
  usersImport,
  tenants,
  settings,
  activityLogs,
  tasks,
  notifications,
  promos,
  reach,
  optimize,
  contracts,
  licenses,
  cloud,
  reports,
  cards,
  organize,
  surveys,
};

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function isSchema(value: unknown): value is z.core.$ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** Each exported schema of the app's API modules and its component name. */
export function namedSchemas(): Map<z.core.$ZodType, string> {
  const names = new Map<z.core.$ZodType, string>();
  const taken = new Set<string>();
  for (const [area, module] of Object.entries(MODULES)) {
    for (const [exported, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (!exported.endsWith('Schema') || !isSchema(value) || names.has(value)) continue;
      const base = pascal(exported.slice(0, -'Schema'.length));
      const name = taken.has(base) ? `${pascal(area)}${base}` : base;
      names.set(value, name);
      taken.add(name);
    }
  }
  return names;
}
