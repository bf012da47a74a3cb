/**
 * Sign-in with Microsoft: `POST /auth/azure/` {azureTenantId, id_token}. The backend
 * verifies Microsoft's id token (here: the simulated Entra ID's signature, lifetime and v2.0 issuer),
 * requires it to come from the given Azure tenant, and signs in the Stackwise account whose e-mail is
 * the token's `preferred_username` — only if that account's tenant is linked to that directory.
 */
import * as z from 'zod/mini';
import { findAccountByEmail, type Account } from '../db';
import { DEMO_EMAIL } from '../fixtures';
import { open } from '../http/handler';
import { detail, fieldErrors } from '../http/replies';
import { azureDirectoryIdFor } from '../identity/microsoft-directory';
import { verifyMicrosoftIdToken } from '../identity/microsoft-tokens';
import { signInReply } from './auth';

export const AZURE_TOKEN_INVALID = 'The Microsoft ID token is invalid or has expired. Please sign in again.';
export const AZURE_TENANT_MISMATCH = 'The Microsoft ID token was not issued for this Azure tenant.';
export const AZURE_NOT_LINKED = 'This Microsoft account is not linked to a Stackwise user.';
const NO_ACCOUNT = 'No active account found with the given credentials';

const azureInputSchema = z.object({ azureTenantId: z.string(), id_token: z.string() });

/** The account is in a Stackwise tenant whose Azure directory is `tid`. */
function linkedTo(account: Account | undefined, tid: string): account is Account {
  return Boolean(
    account &&
    account.email !== DEMO_EMAIL &&
    account.tenant_id &&
    azureDirectoryIdFor(account.tenant_id) === tid,
  );
}

export const microsoftAuthHandlers = [
  open.post('/auth/azure/', { body: azureInputSchema }, ({ body: input }) => {
    const blank = Object.entries(input).filter(([, value]) => value.trim() === '');
    if (blank.length) {
      return fieldErrors(Object.fromEntries(blank.map(([key]) => [key, ['This field may not be blank.']])));
    }

    const token = verifyMicrosoftIdToken(input.id_token.trim());
    if (!token.ok) return detail(400, AZURE_TOKEN_INVALID, { code: 'invalid_id_token' });
    const { tid, preferred_username } = token.claims;
    if (tid.toLowerCase() !== input.azureTenantId.trim().toLowerCase()) {
      return detail(400, AZURE_TENANT_MISMATCH, { code: 'tenant_mismatch' });
    }

    const account = findAccountByEmail(preferred_username);
    if (!linkedTo(account, tid.toLowerCase())) return detail(403, AZURE_NOT_LINKED, { code: 'not_linked' });
    if (!account.is_active) return detail(401, NO_ACCOUNT, { code: 'user_inactive' });
    return signInReply(account);
  }),
];
