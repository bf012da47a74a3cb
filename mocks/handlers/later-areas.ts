/**
 * The areas the demo's start never calls (password sign-in and the dashboard need none of them),
 * with QA's demo controls and the identity providers' simulated endpoints. They load in one chunk on the first call that the
 * start-up areas do not answer; see `laterAreasHandler` and `identityProviderHandlers`.
 */
import { googleIdentityHandlers } from '../identity/google';
import { microsoftIdentityHandlers } from '../identity/microsoft';
import { activityLogHandlers } from './activity-logs';
import { cardHandlers } from './cards';
import { catalogueHandlers } from './catalogue';
import { cloudHandlers } from './cloud';
import { demoControlHandlers } from './demo-controls';
import { flowReadHandlers } from './flows';
import { flowWriteHandlers } from './flow-writes';
import { googleAuthHandlers } from './google-auth';
import { integrationHandlers } from './integrations';
import { microsoftAuthHandlers } from './microsoft-auth';
import { opportunityCommentHandlers } from './opportunity-comments';
import { passwordResetHandlers } from './password-reset';
import { registrationHandlers } from './registration';
import { reportHandlers } from './reports';
import { reviewHandlers } from './reviews';
import { stackHandlers } from './stack';
import { surveyQuestionHandlers } from './survey-questions';
import { surveyHandlers } from './surveys';
import { uploadHandlers } from './uploads';
import { usageHandlers } from './usage';
import { userHandlers } from './users';
import { userBulkImportHandlers } from './users-bulk-import';

export const laterAreaHandlers = [
  ...demoControlHandlers,
  ...integrationHandlers,
  ...activityLogHandlers,
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
  ...opportunityCommentHandlers,
  ...uploadHandlers,
  ...usageHandlers,
  ...cloudHandlers,
  ...reportHandlers,
  ...cardHandlers,
  ...flowReadHandlers,
  ...flowWriteHandlers,
  ...surveyHandlers,
  ...surveyQuestionHandlers,
];
