import { activityLogHandlers } from './activity-logs';
import { authHandlers } from './auth';
import { catalogueHandlers } from './catalogue';
import { cloudHandlers } from './cloud';
import { contractHandlers } from './contracts';
import { demoControlHandlers } from './demo-controls';
import { googleIdentityHandlers } from '../identity/google';
import { googleAuthHandlers } from './google-auth';
import { integrationHandlers } from './integrations';
import { microsoftIdentityHandlers } from '../identity/microsoft';
import { microsoftAuthHandlers } from './microsoft-auth';
import { notFoundHandler, preludeHandler } from './runtime';
import { opportunityCommentHandlers } from './opportunity-comments';
import { opportunityHandlers } from './opportunities';
import { passwordResetHandlers } from './password-reset';
import { registrationHandlers } from './registration';
import { reportHandlers } from './reports';
import { reviewHandlers } from './reviews';
import { stackHandlers } from './stack';
import { taskHandlers } from './tasks';
import { uploadHandlers } from './uploads';
import { usageHandlers } from './usage';
import { tenantHandlers } from './tenants';
import { userHandlers } from './users';
import { userBulkImportHandlers } from './users-bulk-import';

/**
 * Every area's routes, in any order: an id in a path is a UUID (`ID` in mocks/http/handler.ts), so
 * no pattern can take a neighbour's literal path (mocks/handlers/contract.test.ts checks every call
 * of the API, in this order and reversed). Only the ends are fixed: the prelude (latency, faults)
 * runs first for every API call, and the catch-all 404 stays last.
 */
export const areaHandlers = [
  ...demoControlHandlers,
  ...authHandlers,
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
  ...catalogueHandlers,
  ...stackHandlers,
  ...reviewHandlers,
  ...opportunityHandlers,
  ...opportunityCommentHandlers,
  ...contractHandlers,
  ...uploadHandlers,
  ...usageHandlers,
  ...cloudHandlers,
  ...reportHandlers,
];

export const handlers = [preludeHandler, ...areaHandlers, notFoundHandler];
