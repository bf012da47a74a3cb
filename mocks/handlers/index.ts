import { activityLogHandlers } from './activity-logs';
import { authHandlers } from './auth';
import { demoControlHandlers } from './demo-controls';
import { googleIdentityHandlers } from '../identity/google';
import { googleAuthHandlers } from './google-auth';
import { integrationHandlers } from './integrations';
import { microsoftIdentityHandlers } from '../identity/microsoft';
import { microsoftAuthHandlers } from './microsoft-auth';
import { notFoundHandler, preludeHandler } from './runtime';
import { passwordResetHandlers } from './password-reset';
import { registrationHandlers } from './registration';
import { taskHandlers } from './tasks';
import { tenantHandlers } from './tenants';
import { userHandlers } from './users';
import { userBulkImportHandlers } from './users-bulk-import';

/**
 * Order matters: the prelude runs first for every API call, and the catch-all 404 stays last.
 * Add new areas between them.
 */
export const handlers = [
  preludeHandler,
  ...demoControlHandlers,
  ...authHandlers,
  // Before the tenant handlers: their `/tenants/:id/` patterns would swallow these paths.
  ...integrationHandlers,
  ...activityLogHandlers,
  ...tenantHandlers,
  ...taskHandlers,
  ...userBulkImportHandlers,
  ...userHandlers,
  ...googleAuthHandlers,
  ...googleIdentityHandlers,
  ...microsoftAuthHandlers,
  ...microsoftIdentityHandlers,
  ...registrationHandlers,
  ...passwordResetHandlers,
  notFoundHandler,
];
