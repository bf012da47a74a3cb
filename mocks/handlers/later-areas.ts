/**
 * The areas the demo's start never calls (sign-in and the dashboard need none of them). They load in
 * one chunk on the first call that the start-up areas do not answer; see `laterAreasHandler`.
 */
import { activityLogHandlers } from './activity-logs';
import { catalogueHandlers } from './catalogue';
import { cloudHandlers } from './cloud';
import { integrationHandlers } from './integrations';
import { opportunityCommentHandlers } from './opportunity-comments';
import { passwordResetHandlers } from './password-reset';
import { registrationHandlers } from './registration';
import { reportHandlers } from './reports';
import { reviewHandlers } from './reviews';
import { stackHandlers } from './stack';
import { uploadHandlers } from './uploads';
import { usageHandlers } from './usage';
import { userHandlers } from './users';
import { userBulkImportHandlers } from './users-bulk-import';

export const laterAreaHandlers = [
  ...integrationHandlers,
  ...activityLogHandlers,
  ...userBulkImportHandlers,
  ...userHandlers,
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
];
