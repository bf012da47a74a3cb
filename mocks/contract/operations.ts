/**
 * What the route registrations cannot say, per operation: summary, query parameters, the reply's
 * schema (the app's own), the success status, which error replies apply, non-JSON bodies. Keyed as
 * the routes are (`GET /users/{id}/`); the contract test fails while a route and an entry differ.
 * The prose rules behind each call are in docs/api.md. Doc-only: the browser never imports it.
 */
import * as z from 'zod/mini';
import { activityLogListSchema } from '@/features/activity-logs/api/schemas';
import { invitationSchema } from '@/features/auth/api/registration-schemas';
import { resetLinkSchema } from '@/features/auth/api/password-reset-schemas';
import { messageReplySchema } from '@/features/auth/api/schemas';
import * as cards from '@/features/cards/api/schemas';
import { cloudSpendSchema } from '@/features/cloud/api/schemas';
import * as contracts from '@/features/contracts/api/schemas';
import * as licenses from '@/features/licenses/api/schemas';
import * as notifications from '@/features/notifications/api/schemas';
import * as optimize from '@/features/optimize/api/schemas';
import * as organize from '@/features/organize/api/schemas';
import { dismissPromoReplySchema, promoListSchema } from '@/features/promos/api/schemas';
import * as reach from '@/features/reach/api/schemas';
import { reportEmbedSchema } from '@/features/reports/api/schemas';
import * as settings from '@/features/settings/api/schemas';
import * as surveys from '@/features/surveys/api/schemas';
import { completeTaskReplySchema, taskListSchema } from '@/features/tasks/api/schemas';
import * as tenants from '@/features/tenants/api/schemas';
import * as users from '@/features/users/api/schemas';
import { bulkImportReplySchema, bulkImportRowSchema } from '@/features/users/import/api/schemas';
import { identityUserSchema, tokenPairSchema } from '@/lib/identity';
import { productBodySchema } from '../handlers/catalogue';
import { reclaimBodySchema } from '../handlers/seat-reclaim';
import type { Area, Operation } from './operation';
import { QUERIES } from './queries';

const NOT_FOUND = [404] as const;
const BAD_OR_NOT_FOUND = [400, 404] as const;
const LINK_ERRORS = [404, 410] as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A card action: 404 for an unknown card, 409 when the card's state forbids it. */
const cardAction = (
  summary: string,
  reply: z.core.$ZodType = cards.cardReplySchema,
  body?: z.core.$ZodType,
): Operation => ({
  summary,
  ...(body ? { body } : {}),
  reply,
  errors: [404, 409],
});

const commentInputSchema = z.object({ text: z.string() });

export const AREAS: readonly Area[] = [
  {
    tag: 'Auth',
    description: 'Sign-in, the token pair, sign-out and who the token belongs to.',
    operations: {
      'POST /token/': {
        summary: 'Sign in with a password',
        description:
          "Replies with the token pair; `new_user` is true on the account's first sign-in. Wrong credentials: 401 `no_active_account`.",
        reply: tokenPairSchema,
        errors: [400, 401],
      },
      'POST /token/refresh/': {
        summary: 'Rotate the pair',
        description:
          'A new pair; the refresh token sent is blacklisted (401 `Token is blacklisted` when used again).',
        reply: tokenPairSchema,
        errors: [401],
      },
      'POST /auth/demo/': {
        summary: 'Sign in as the read-only demo account',
        body: z.object({}),
        reply: tokenPairSchema,
        errors: [401],
      },
      'POST /auth/logout/': { summary: 'Revoke the refresh token', reply: messageReplySchema, errors: [401] },
      'GET /users/me/': { summary: 'Who the token belongs to', reply: identityUserSchema },
      'POST /auth/google/': {
        summary: 'Sign in with Google (authorisation code)',
        reply: tokenPairSchema,
        errors: [401, 403],
      },
      'POST /auth/azure/': {
        summary: 'Sign in with a Microsoft work account (id token)',
        reply: tokenPairSchema,
        errors: [401, 403],
      },
    },
  },
  {
    tag: 'Registration and password reset',
    description: 'Self-registration, invitation and verification links, password reset.',
    operations: {
      'POST /auth/register/': {
        summary: 'Register a new company and its first admin',
        reply: messageReplySchema,
        status: 201,
      },
      'GET /auth/register/{kind}/{token}/': {
        summary: 'What a registration link stands for',
        reply: invitationSchema,
        errors: LINK_ERRORS,
      },
      'POST /auth/register/{kind}/{token}/': {
        summary: 'Complete a registration link',
        body: z.object({ first_name: z.string(), last_name: z.string(), password: z.optional(z.string()) }),
        reply: tokenPairSchema,
        errors: [400, 404, 410],
      },
      'POST /auth/forgot_password/': { summary: 'E-mail a password reset link', reply: messageReplySchema },
      'GET /auth/reset_password/{token}/': {
        summary: 'Whose password a reset link resets',
        reply: resetLinkSchema,
        errors: LINK_ERRORS,
      },
      'POST /auth/reset_password/': {
        summary: 'Set the new password',
        reply: messageReplySchema,
        errors: [404, 410],
      },
    },
  },
  {
    tag: 'Users',
    description: 'The people of a tenant (the super admin: of every tenant).',
    operations: {
      'GET /users/': {
        summary: 'List users',
        query: users.userListQuerySchema,
        reply: users.userListSchema,
        errors: [400],
      },
      'GET /users/staff/': { summary: "Who runs the caller's tenant", reply: users.staffListSchema },
      'POST /users/': {
        summary: 'Add a user and e-mail an invitation',
        reply: users.userReplySchema,
        status: 201,
      },
      'GET /users/{id}/': { summary: 'One user', reply: users.userRowSchema, errors: NOT_FOUND },
      'PUT /users/{id}/': { summary: 'Edit a user', reply: users.userReplySchema, errors: NOT_FOUND },
      'DELETE /users/{id}/': { summary: 'Remove a user', status: 204, errors: BAD_OR_NOT_FOUND },
      'POST /users/{id}/deactivate/': {
        summary: 'Deactivate a user',
        reply: users.userReplySchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'POST /users/{id}/reactivate/': {
        summary: 'Reactivate a user',
        reply: users.userReplySchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'POST /users/{id}/reinvite/': {
        summary: 'Send a new invitation',
        reply: users.messageReplySchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'POST /users/bulk_import/': {
        summary: 'Import many users',
        description:
          'Every row without an error is created and invited; the errors name the row (from 1) and field.',
        body: z.object({ rows: z.array(bulkImportRowSchema) }),
        reply: bulkImportReplySchema,
        errors: [400],
      },
    },
  },
  {
    tag: 'Tenants',
    description: "Companies: the caller's own, and every one for the super admin.",
    operations: {
      'GET /tenants/retrieve_tenant/': {
        summary: "The caller's own tenant",
        reply: tenants.tenantEnvelopeSchema,
        errors: NOT_FOUND,
      },
      'GET /tenants/': {
        summary: 'List companies',
        query: tenants.tenantListQuerySchema,
        reply: tenants.tenantListSchema,
        errors: [400],
      },
      'POST /tenants/': {
        summary: 'Create a company',
        body: tenants.tenantCreateSchema,
        reply: tenants.tenantCreateReplySchema,
        status: 201,
        errors: [400],
      },
      'GET /tenants/{id}/': { summary: 'One tenant', reply: tenants.tenantEnvelopeSchema, errors: NOT_FOUND },
      'PUT /tenants/{id}/': {
        summary: 'Change a tenant',
        body: tenants.tenantUpdateSchema,
        reply: tenants.tenantUpdateReplySchema,
        errors: BAD_OR_NOT_FOUND,
      },
    },
  },
  {
    tag: 'Integrations and payment account',
    description: 'Audit-log sync providers, ServiceNow and the payment account (client admins).',
    operations: {
      'GET /tenants/audit_log_sync_status/': {
        summary: "Each provider's sync state",
        reply: settings.integrationStatusSchema,
      },
      'POST /tenants/authorize_azure_audit_log_sync/': {
        summary: 'Connect Microsoft Entra sign-in logs',
        reply: settings.authorizeReplySchema,
      },
      'POST /tenants/authorize_google_audit_log_sync/': {
        summary: 'Connect Google Workspace sign-in logs',
        reply: settings.authorizeReplySchema,
      },
      'POST /tenants/authorize_okta_audit_log_sync/': {
        summary: 'Connect Okta sign-in logs',
        reply: settings.authorizeReplySchema,
      },
      'POST /tenants/sync_audit_logs/': {
        summary: 'Sync now',
        reply: settings.syncStartedReplySchema,
        status: 202,
        errors: [409],
      },
      'POST /tenants/connect_service_now/': {
        summary: 'Connect ServiceNow',
        reply: settings.connectServiceNowReplySchema,
      },
      'GET /tenants/get_payment_account_details/': {
        summary: 'The payment account',
        reply: settings.paymentAccountSchema,
        errors: NOT_FOUND,
      },
    },
  },
  {
    tag: 'Activity logs',
    description: "The tenant's audit events (client admins).",
    operations: {
      'GET /tenants/get_activity_logs/': {
        summary: 'List activity events',
        query: QUERIES.activityLogs,
        reply: activityLogListSchema,
        errors: [400],
      },
      'GET /tenants/download_activity_logs/': {
        summary: "Download the period's events as a workbook",
        query: QUERIES.activityDownload,
        file: [XLSX],
        errors: [400],
      },
    },
  },
  {
    tag: 'Tasks',
    description: "The caller's own tasks.",
    operations: {
      'GET /my-tasks/': {
        summary: "The caller's tasks",
        query: QUERIES.tasks,
        reply: taskListSchema,
        errors: [400],
      },
      'POST /my-tasks/complete_task/': {
        summary: 'Complete or reopen a task',
        reply: completeTaskReplySchema,
        errors: NOT_FOUND,
      },
    },
  },
  {
    tag: 'Notifications and promos',
    description:
      "The caller's notifications (also pushed over the websocket, docs/asyncapi.json) and the platform's promos.",
    operations: {
      'GET /notifications/': {
        summary: "The caller's notifications",
        query: QUERIES.notifications,
        reply: notifications.notificationListSchema,
        errors: [400],
      },
      'POST /notifications/{id}/read/': {
        summary: 'Mark one read',
        reply: notifications.markReadReplySchema,
        errors: NOT_FOUND,
      },
      'POST /notifications/read_all/': {
        summary: 'Mark all read',
        reply: notifications.markAllReadReplySchema,
      },
      'GET /promos/': { summary: 'The promos to show', reply: promoListSchema },
      'POST /promos/{id}/dismiss/': {
        summary: 'Dismiss a promo',
        reply: dismissPromoReplySchema,
        errors: NOT_FOUND,
      },
    },
  },
  {
    tag: 'Catalogue',
    description: 'Products, vendors and categories (managed by the super admin).',
    operations: {
      'GET /items/': {
        summary: 'The catalogue',
        query: reach.itemListQuerySchema,
        reply: reach.itemListSchema,
        errors: [400],
      },
      'GET /items/{slug}/': {
        summary: 'One product, for its public page',
        reply: reach.itemDetailSchema,
        errors: NOT_FOUND,
      },
      'GET /categories/': {
        summary: 'List categories',
        query: QUERIES.namedRecords,
        reply: reach.categoryListSchema,
        errors: [400],
      },
      'GET /vendors/': {
        summary: 'List vendors',
        query: QUERIES.namedRecords,
        reply: reach.vendorListSchema,
        errors: [400],
      },
      'POST /items/': { summary: 'Add a product', reply: reach.itemReplySchema, status: 201 },
      'PUT /items/{id}/': {
        summary: 'Edit a product',
        body: productBodySchema,
        reply: reach.itemReplySchema,
        errors: NOT_FOUND,
      },
      'DELETE /items/{id}/': { summary: 'Retire a product', reply: reach.itemReplySchema, errors: NOT_FOUND },
      'POST /vendors/': { summary: 'Add a vendor', reply: reach.vendorReplySchema, status: 201 },
      'PUT /vendors/{id}/': {
        summary: 'Rename a vendor',
        body: reach.vendorInputSchema,
        reply: reach.vendorReplySchema,
        errors: NOT_FOUND,
      },
      'DELETE /vendors/{id}/': {
        summary: 'Delete a vendor',
        reply: reach.messageReplySchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'POST /categories/': { summary: 'Add a category', reply: reach.categoryReplySchema, status: 201 },
      'PUT /categories/{id}/': {
        summary: 'Rename a category',
        body: reach.categoryInputSchema,
        reply: reach.categoryReplySchema,
        errors: NOT_FOUND,
      },
      'DELETE /categories/{id}/': {
        summary: 'Delete a category',
        reply: reach.messageReplySchema,
        errors: BAD_OR_NOT_FOUND,
      },
    },
  },
  {
    tag: 'Stacks and requests',
    description: 'The apps people use, and their requests for more.',
    operations: {
      'GET /stack/': {
        summary: 'My stack',
        query: reach.stackListQuerySchema,
        reply: reach.stackListSchema,
        errors: [400],
      },
      'POST /stack/': {
        summary: 'Add to my stack',
        body: reach.addToStackInputSchema,
        reply: reach.stackEntryReplySchema,
        status: 201,
        errors: [400],
      },
      'DELETE /stack/{id}/': {
        summary: 'Remove from my stack',
        reply: reach.messageReplySchema,
        errors: NOT_FOUND,
      },
      'GET /stack_requests/': {
        summary: 'App requests',
        query: reach.stackRequestListQuerySchema,
        reply: reach.stackRequestListSchema,
        errors: [400],
      },
      'POST /stack_requests/': {
        summary: 'Request an app',
        reply: reach.stackRequestReplySchema,
        status: 201,
      },
      'POST /stack_requests/{id}/approve/': {
        summary: 'Approve a request',
        reply: reach.approveReplySchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'POST /stack_requests/{id}/reject/': {
        summary: 'Reject a request',
        body: reach.rejectRequestInputSchema,
        reply: reach.stackRequestReplySchema,
        errors: NOT_FOUND,
      },
      'DELETE /stack_requests/{id}/': {
        summary: 'Cancel my request',
        reply: reach.messageReplySchema,
        errors: BAD_OR_NOT_FOUND,
      },
    },
  },
  {
    tag: 'Reviews',
    description: 'Ratings and reviews of catalogue products.',
    operations: {
      'GET /items/{id}/reviews/': {
        summary: "A product's reviews",
        query: QUERIES.reviews,
        reply: reach.reviewListSchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'POST /items/{id}/reviews/': {
        summary: 'Review a product',
        description: 'A second review by the same person edits the first (200).',
        body: reach.reviewInputSchema,
        reply: reach.reviewReplySchema,
        status: 201,
        errors: NOT_FOUND,
      },
      'PUT /items/{id}/reviews/{review_id}/': {
        summary: 'Edit my review',
        body: reach.reviewInputSchema,
        reply: reach.reviewReplySchema,
        errors: NOT_FOUND,
      },
      'DELETE /items/{id}/reviews/{review_id}/': {
        summary: 'Delete my review',
        reply: reach.reviewDeleteReplySchema,
        errors: NOT_FOUND,
      },
    },
  },
  {
    tag: 'Opportunities',
    description: 'Savings opportunities, the board and comments.',
    operations: {
      'GET /opportunities/': {
        summary: 'List opportunities',
        query: optimize.opportunityListQuerySchema,
        reply: optimize.opportunityListSchema,
        errors: [400],
      },
      'GET /opportunities/kanban/': { summary: 'The board', reply: optimize.boardSchema },
      'GET /opportunities/facets/': {
        summary: "The list's filter choices",
        reply: optimize.opportunityFacetsSchema,
      },
      'POST /opportunities/': {
        summary: 'Create an opportunity',
        body: optimize.opportunityInputSchema,
        reply: optimize.opportunityReplySchema,
        status: 201,
        errors: [400],
      },
      'PUT /opportunities/{id}/': {
        summary: 'Edit an opportunity',
        body: optimize.opportunityInputSchema,
        reply: optimize.opportunityReplySchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'DELETE /opportunities/{id}/': {
        summary: 'Delete an opportunity',
        reply: optimize.messageReplySchema,
        errors: NOT_FOUND,
      },
      'POST /opportunities/{id}/move/': {
        summary: 'Move a card on the board',
        body: optimize.moveInputSchema,
        reply: optimize.opportunityReplySchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'GET /opportunities/{id}/comments/': {
        summary: "An opportunity's comments",
        query: QUERIES.comments,
        reply: optimize.commentListSchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'POST /opportunities/{id}/comments/': {
        summary: 'Comment',
        body: commentInputSchema,
        reply: optimize.commentReplySchema,
        status: 201,
        errors: BAD_OR_NOT_FOUND,
      },
      'PUT /comments/{id}/': {
        summary: 'Edit my comment',
        body: commentInputSchema,
        reply: optimize.commentReplySchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'DELETE /comments/{id}/': {
        summary: 'Delete my comment',
        reply: optimize.messageReplySchema,
        errors: NOT_FOUND,
      },
    },
  },
  {
    tag: 'Contracts and documents',
    description: 'Contracts, their renewal calendar and spend, and their documents.',
    operations: {
      'GET /contracts/': {
        summary: 'List contracts',
        query: contracts.contractListQuerySchema,
        reply: contracts.contractListSchema,
        errors: [400],
      },
      'GET /contracts/renewals/': {
        summary: 'The renewal calendar',
        query: QUERIES.renewals,
        reply: contracts.renewalsSchema,
        errors: [400],
      },
      'GET /contracts/spend/': { summary: 'Spend by month', reply: contracts.spendByMonthSchema },
      'GET /contracts/{id}/': {
        summary: 'One contract',
        reply: contracts.contractReplySchema,
        errors: NOT_FOUND,
      },
      'POST /contracts/': {
        summary: 'Create a contract',
        body: contracts.contractInputSchema,
        reply: contracts.contractReplySchema,
        status: 201,
        errors: [400],
      },
      'PUT /contracts/{id}/': {
        summary: 'Edit a contract',
        body: contracts.contractInputSchema,
        reply: contracts.contractReplySchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'DELETE /contracts/{id}/': {
        summary: 'Delete a contract and its documents',
        reply: contracts.contractReplySchema,
        errors: NOT_FOUND,
      },
      'GET /uploads/': {
        summary: "A contract's documents",
        query: QUERIES.uploads,
        reply: contracts.documentListSchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'POST /uploads/': {
        summary: 'Upload a document',
        description: 'At most 10 MB; PDF, Office documents, CSV and images.',
        multipart: {
          schema: z.object({ file: z.string(), contract: z.guid() }),
          binary: ['file'],
        },
        reply: contracts.documentReplySchema,
        status: 201,
        errors: [400, 415],
      },
      'GET /uploads/{id}/download/': {
        summary: 'Download a document',
        file: ['application/octet-stream'],
        errors: NOT_FOUND,
      },
      'DELETE /uploads/{id}/': {
        summary: 'Delete a document',
        reply: contracts.messageReplySchema,
        errors: NOT_FOUND,
      },
    },
  },
  {
    tag: 'Usage, licences, cloud and reports',
    description: 'Seat usage per app, reclaiming seats, cloud spend and embedded reports.',
    operations: {
      'GET /usage/': { summary: 'Seat usage per app', reply: licenses.usageListSchema },
      'GET /usage/{slug}/inactive_users/': {
        summary: "An app's inactive seat holders",
        query: QUERIES.inactiveUsers,
        reply: licenses.inactiveUsersSchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'GET /licenses/{slug}/': {
        summary: "An app's licences",
        reply: licenses.licenseDetailSchema,
        errors: NOT_FOUND,
      },
      'POST /licenses/{slug}/reclaim/': {
        summary: 'Reclaim inactive seats',
        body: reclaimBodySchema,
        reply: licenses.reclaimReplySchema,
        errors: NOT_FOUND,
      },
      'GET /cloud/spend/': { summary: 'Cloud spend', reply: cloudSpendSchema },
      'GET /pbi/reports/{reportId}/': {
        summary: 'An embedded report',
        reply: reportEmbedSchema,
        errors: NOT_FOUND,
      },
    },
  },
  {
    tag: 'Cards',
    description: "Virtual cards, their statements and activity, and the payment account's statement.",
    operations: {
      'GET /cards/': {
        summary: 'List cards',
        query: cards.cardListQuerySchema,
        reply: cards.cardListSchema,
        errors: [400],
      },
      'POST /cards/': {
        summary: 'Issue a card',
        body: cards.cardCreateInputSchema,
        reply: cards.cardReplySchema,
        status: 201,
        errors: [400],
      },
      'GET /cards/sync_statement/': {
        summary: "The statement sync's state",
        reply: cards.statementSyncReplySchema,
      },
      'POST /cards/sync_statement/': {
        summary: 'Sync the statement',
        reply: cards.statementSyncReplySchema,
        status: 202,
        errors: [404, 409],
      },
      'GET /cards/{id}/': { summary: 'One card', reply: cards.cardReplySchema, errors: NOT_FOUND },
      'PUT /cards/{id}/': {
        summary: 'Edit a card',
        body: cards.cardUpdateInputSchema,
        reply: cards.cardReplySchema,
        errors: [400, 404, 409],
      },
      'POST /cards/{id}/block/': cardAction('Block a card'),
      'POST /cards/{id}/activate/': cardAction('Activate a card'),
      'POST /cards/{id}/cancel/': cardAction('Cancel a card', cards.cardReplySchema, cards.cancelInputSchema),
      'POST /cards/{id}/topup/': cardAction('Top a card up', cards.topupReplySchema, cards.topupInputSchema),
      'POST /cards/{id}/renew/': { ...cardAction('Renew a card', cards.renewReplySchema), status: 201 },
      'GET /cards/{id}/statement/': {
        summary: "A card's statement",
        query: cards.statementQuerySchema,
        reply: cards.cardStatementSchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'GET /cards/{id}/activities/': {
        summary: "A card's activity",
        query: QUERIES.cardActivities,
        reply: cards.cardActivityListSchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'GET /account/statement/': {
        summary: "The payment account's statement",
        query: QUERIES.accountStatement,
        reply: cards.accountStatementSchema,
        errors: [400],
      },
    },
  },
  {
    tag: 'Organize',
    description: 'Apps discovered from sign-in logs (flows).',
    operations: {
      'GET /flows/': {
        summary: 'The discovered apps',
        query: organize.flowListQuerySchema,
        reply: organize.flowListSchema,
        errors: [400],
      },
      'GET /flows/{id}/': { summary: 'One flow', reply: organize.flowReplySchema, errors: NOT_FOUND },
      'GET /flows/{id}/users/': {
        summary: "A flow's users",
        query: QUERIES.evidence,
        reply: organize.flowUserListSchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'GET /flows/{id}/events/': {
        summary: "A flow's sign-in events",
        query: QUERIES.evidence,
        reply: organize.flowEventListSchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'GET /flows/{id}/suggestions/': {
        summary: 'Catalogue products that may be this app',
        reply: organize.flowSuggestionListSchema,
        errors: NOT_FOUND,
      },
      'PUT /flows/{id}/': {
        summary: 'Change a flow',
        body: organize.flowUpdateInputSchema,
        reply: organize.flowReplySchema,
        errors: NOT_FOUND,
      },
      'POST /flows/bulk/': { summary: 'One change to many flows', reply: organize.flowBulkReplySchema },
      'POST /flows/{id}/merge/': {
        summary: "Merge two sources' rows of one app",
        body: organize.flowMergeInputSchema,
        reply: organize.flowMergeReplySchema,
        errors: NOT_FOUND,
      },
    },
  },
  {
    tag: 'Survey agent',
    description: 'Surveys that ask seat holders whether they still need an app, and their questions.',
    operations: {
      'GET /survey_agent/surveys/': {
        summary: 'List surveys',
        query: surveys.surveyListQuerySchema,
        reply: surveys.surveyListSchema,
        errors: [400],
      },
      'POST /survey_agent/surveys/': {
        summary: 'Create a survey (and send it with `send: true`)',
        body: surveys.surveyCreateInputSchema,
        reply: surveys.surveyDetailSchema,
        status: 201,
        errors: [400],
      },
      'POST /survey_agent/surveys/preview/': {
        summary: 'Who a survey would ask',
        body: surveys.surveyCreateInputSchema,
        reply: surveys.surveyPreviewSchema,
        errors: [400],
      },
      'GET /survey_agent/surveys/{id}/': {
        summary: 'One survey',
        reply: surveys.surveyDetailSchema,
        errors: NOT_FOUND,
      },
      'PUT /survey_agent/surveys/{id}/': {
        summary: 'Edit a draft',
        body: surveys.surveyCreateInputSchema,
        reply: surveys.surveyDetailSchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'DELETE /survey_agent/surveys/{id}/': {
        summary: 'Delete a draft',
        reply: surveys.surveyDetailSchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'POST /survey_agent/surveys/{id}/remind/': {
        summary: 'Remind who has not answered',
        reply: surveys.surveyRemindReplySchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'POST /survey_agent/surveys/{id}/close/': {
        summary: 'Close a survey',
        reply: surveys.surveyDetailSchema,
        errors: BAD_OR_NOT_FOUND,
      },
      'POST /survey_agent/surveys/{id}/reclaim/': {
        summary: 'Reclaim the suggested seats',
        body: reclaimBodySchema,
        reply: surveys.surveyReclaimReplySchema,
        errors: NOT_FOUND,
      },
      'POST /survey_agent/chat/': { summary: 'Ask the survey agent', reply: surveys.chatReplySchema },
      'GET /survey_agent/questions/': {
        summary: "The caller's survey questions",
        query: QUERIES.questions,
        reply: surveys.surveyQuestionListSchema,
        errors: [400],
      },
      'POST /survey_agent/questions/{id}/answer/': {
        summary: 'Answer a question',
        body: surveys.answerInputSchema,
        reply: surveys.answerReplySchema,
        errors: NOT_FOUND,
      },
    },
  },
];

/** Each operation by its route key, with its area's tag; a key in two areas is an error. */
export function operationTable(): Map<string, { operation: Operation; tag: string }> {
  const table = new Map<string, { operation: Operation; tag: string }>();
  for (const area of AREAS) {
    for (const [key, operation] of Object.entries(area.operations)) {
      if (table.has(key)) throw new Error(`${key} is in two areas of the operations table`);
      table.set(key, { operation, tag: area.tag });
    }
  }
  return table;
}
