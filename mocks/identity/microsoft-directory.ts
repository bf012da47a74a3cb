/**
 * The simulated Microsoft Entra ID: which Azure directory (tenant id, `tid`) each Stackwise tenant
 * signs in with, and the people in those directories that the simulated account picker lists.
 * Directory ids are stable UUIDs derived from the Stackwise tenant, so they survive reseeds.
 */
import { stableUuid } from '../hash';
import { ACME_TENANT_ID, GLOBEX_TENANT_ID } from '../fixtures/tenants';

/** The Azure directory a Stackwise tenant is linked to. */
export function azureDirectoryIdFor(tenantId: string): string {
  return stableUuid(`azure-directory:${tenantId}`);
}

export const ACME_DIRECTORY_ID = azureDirectoryIdFor(ACME_TENANT_ID);
export const GLOBEX_DIRECTORY_ID = azureDirectoryIdFor(GLOBEX_TENANT_ID);
/** A directory no Stackwise tenant uses: its people can sign in at Microsoft, but Stackwise refuses them. */
export const CONTOSO_DIRECTORY_ID = stableUuid('azure-directory:contoso');

export interface DirectoryUser {
  /** `preferred_username` (the UPN); Stackwise matches it to an account's e-mail. */
  username: string;
  name: string;
  /** The directory (`tid`) the account lives in. */
  tenantId: string;
  organisation: string;
}

export const DIRECTORY_USERS: readonly DirectoryUser[] = [
  {
    username: 'admin@acme.test',
    name: 'James Carter',
    tenantId: ACME_DIRECTORY_ID,
    organisation: 'Acme Corp',
  },
  {
    username: 'user@acme.test',
    name: 'Olivia Bennett',
    tenantId: ACME_DIRECTORY_ID,
    organisation: 'Acme Corp',
  },
  { username: 'new@acme.test', name: 'Noah Fischer', tenantId: ACME_DIRECTORY_ID, organisation: 'Acme Corp' },
  {
    username: 'inactive@acme.test',
    name: 'Tom Hughes',
    tenantId: ACME_DIRECTORY_ID,
    organisation: 'Acme Corp',
  },
  {
    username: 'admin@globex.test',
    name: 'Maria Gonzalez',
    tenantId: GLOBEX_DIRECTORY_ID,
    organisation: 'Globex Inc',
  },
  {
    username: 'alex@contoso.test',
    name: 'Alex Wilber',
    tenantId: CONTOSO_DIRECTORY_ID,
    organisation: 'Contoso',
  },
];

export function findDirectoryUser(username: string): DirectoryUser | undefined {
  const wanted = username.trim().toLowerCase();
  return DIRECTORY_USERS.find((user) => user.username === wanted);
}

/** The user's object id in its directory (`oid`, and `uid` in client_info). */
export function objectIdOf(user: DirectoryUser): string {
  return stableUuid(`azure-user:${user.tenantId}:${user.username}`);
}
