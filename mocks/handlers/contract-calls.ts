/**
 * One call per API route, as the app makes it, with the status it gets on the default seed: the
 * routing test (contract.test.ts) checks each reaches its own route, and the contract's reply test
 * (mocks/contract/replies.test.ts) checks each reply against the documented schema (an error's too).
 */
import type { HttpHandler } from 'msw';
import { beforeAll, beforeEach } from 'vitest';
import { API_PREFIX } from '@/lib/api-url';
import { contractDocuments, stackRequests } from '../db';
import {
  createComment,
  createNotification,
  createReview,
  createStackRequest,
  createTask,
} from '../factories';
import {
  ACCOUNT_PASSWORD,
  ACME_TENANT_ID,
  accountId,
  categoryId,
  contractId,
  opportunityId,
  productId,
  PROMO_IDS,
  stackEntryId,
  vendorId,
} from '../fixtures';
import { ACME_CARD_FACTS } from '../fixtures/cards';
import { ACME_FLOW_FACTS } from '../fixtures/flows';
import { ACME_SURVEY_FACTS } from '../fixtures/surveys';
import { loadCatalogueText } from '../fixtures/catalogue';
import { UUID_PATTERN } from '../http/handler';
import { resetMockApi, tokensFor } from '../node';

export type Caller = 'anonymous' | 'user@acme.test' | 'admin@acme.test' | 'root@platform.test';

export interface Call {
  /** The route that must answer, as registered (`ID` written `:id`, `idParam('x')` `:x`). */
  route: string;
  /** The request; a function when it needs data made for the test. */
  path: string | (() => Promise<string> | string);
  as: Caller;
  body?: unknown;
  status: number;
}

const OLIVIA = accountId('user@acme.test');
const TOM = accountId('inactive@acme.test');
const NOAH = accountId('new@acme.test');
const refreshOf = (email: string) => ({ refresh: tokensFor(email).refresh });
const SLACK = productId('slack');
const FIGMA = productId('figma');
const SALESFORCE = vendorId('Salesforce');
const COMMUNICATION = categoryId('Communication');
const OLIVIA_ACCOUNT = {
  user_id: OLIVIA,
  tenant_id: ACME_TENANT_ID,
  first_name: 'Olivia',
  last_name: 'Bennett',
  avatar: null,
};
/** Olivia's own opportunity, and a comment of hers made for the call. */
const OLIVIAS_OPPORTUNITY = opportunityId('Move Dropbox file storage into Google Drive');
const oliviasComment = async () =>
  (
    await createComment(
      { ...OLIVIA_ACCOUNT, email: 'user@acme.test' },
      { opportunity_id: OLIVIAS_OPPORTUNITY },
    )
  ).id;
const opportunityBody = {
  title: 'Cancel the spare Slack workspace',
  app_id: SLACK,
  status: 'identified',
  savings_potential: 2400,
  arr: 9600,
  owner_id: null,
  due_date: null,
};
/** One of Acme's seeded pending requests. */
const acmePendingRequest = () =>
  stackRequests.findFirst((q) => q.where((r) => r.tenant_id === ACME_TENANT_ID && r.status === 'pending'))!
    .id;
const SLACK_CONTRACT = contractId(ACME_TENANT_ID, 'slack');
const contractBody = {
  app_id: SLACK,
  owner_id: null,
  start_date: '2026-01-01',
  end_date: '2027-01-01',
  notice_days: 30,
  billing_frequency: 'annually',
  annual_cost: 1200,
  currency: 'GBP',
  auto_renew: false,
  seats: 10,
  notes: '',
};
/** One of Acme's seeded contract documents. */
const acmeDocument = () =>
  contractDocuments.findFirst((q) => q.where((d) => d.tenant_id === ACME_TENANT_ID))!.id;
/** Olivia's own card, James's, and a blocked one. */
const OLIVIAS_CARD = ACME_CARD_FACTS.olivia[0].id;
const JAMESS_CARD = ACME_CARD_FACTS.james.id;
const [SLACK_FLOW, SLACK_GOOGLE_FLOW] = ACME_FLOW_FACTS.slackPair;
const BLOCKED_CARD = ACME_CARD_FACTS.blocked[0].id;
const cardBody = {
  name: 'Slack huddles',
  app_id: SLACK,
  holder_id: OLIVIA,
  currency: 'GBP',
  limit: 500,
  limit_period: 'monthly',
  topup_mode: 'refill',
  topup_amount: null,
};
const appBody = {
  name: 'Slack',
  vendor_id: SALESFORCE,
  category_id: COMMUNICATION,
  website: 'https://slack.com',
  description: 'Channels, direct messages and huddles for team chat.',
  pricing_model: 'freemium',
};

export const CONTRACT: readonly Call[] = [
  // Signing in and out
  {
    route: 'POST /token/',
    path: '/token/',
    as: 'anonymous',
    body: { username: 'user@acme.test', password: ACCOUNT_PASSWORD },
    status: 200,
  },
  { route: 'POST /token/refresh/', path: '/token/refresh/', as: 'anonymous', body: 'refresh', status: 200 },
  { route: 'POST /auth/demo/', path: '/auth/demo/', as: 'anonymous', body: {}, status: 200 },
  { route: 'POST /auth/logout/', path: '/auth/logout/', as: 'anonymous', body: 'refresh', status: 200 },
  { route: 'GET /users/me/', path: '/users/me/', as: 'user@acme.test', status: 200 },
  {
    route: 'POST /auth/google/',
    path: '/auth/google/',
    as: 'anonymous',
    body: { auth_code: 'spent' },
    status: 400,
  },
  {
    route: 'POST /auth/azure/',
    path: '/auth/azure/',
    as: 'anonymous',
    body: { azureTenantId: 'x', id_token: 'y' },
    status: 400,
  },
  // Registration and password reset
  {
    route: 'POST /auth/register/',
    path: '/auth/register/',
    as: 'anonymous',
    body: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@engines.test',
      company_name: 'Engines Ltd',
      password: 'Passw0rd!x',
    },
    status: 201,
  },
  {
    route: 'GET /auth/register/:kind/:token/',
    path: '/auth/register/user_invite/invite-valid/',
    as: 'anonymous',
    status: 200,
  },
  {
    route: 'POST /auth/register/:kind/:token/',
    path: '/auth/register/user_invite/invite-valid/',
    as: 'anonymous',
    body: { first_name: 'Sam', last_name: 'Rivera', password: 'Passw0rd!x' },
    status: 200,
  },
  {
    route: 'POST /auth/forgot_password/',
    path: '/auth/forgot_password/',
    as: 'anonymous',
    body: { email: 'user@acme.test' },
    status: 200,
  },
  {
    route: 'GET /auth/reset_password/:token/',
    path: '/auth/reset_password/reset-valid/',
    as: 'anonymous',
    status: 200,
  },
  {
    route: 'POST /auth/reset_password/',
    path: '/auth/reset_password/',
    as: 'anonymous',
    body: { token: 'reset-valid', password: 'N3w-Passw0rd!' },
    status: 200,
  },
  // Tasks
  { route: 'GET /my-tasks/', path: '/my-tasks/?filter=all&skip=0&top=5', as: 'user@acme.test', status: 200 },
  {
    route: 'POST /my-tasks/complete_task/',
    path: async () => {
      const task = await createTask({ user_id: OLIVIA, tenant_id: ACME_TENANT_ID });
      completeBody = { task_id: task.id, is_completed: true };
      return '/my-tasks/complete_task/';
    },
    as: 'user@acme.test',
    body: 'complete',
    status: 200,
  },
  // Notifications and promos
  {
    route: 'GET /notifications/',
    path: '/notifications/?is_read=false&skip=0&top=10',
    as: 'user@acme.test',
    status: 200,
  },
  {
    route: 'POST /notifications/:id/read/',
    path: async () =>
      `/notifications/${(await createNotification({ user_id: OLIVIA, tenant_id: ACME_TENANT_ID })).id}/read/`,
    as: 'user@acme.test',
    status: 200,
  },
  {
    route: 'POST /notifications/read_all/',
    path: '/notifications/read_all/',
    as: 'user@acme.test',
    status: 200,
  },
  { route: 'GET /promos/', path: '/promos/', as: 'user@acme.test', status: 200 },
  {
    route: 'POST /promos/:id/dismiss/',
    path: `/promos/${PROMO_IDS.reach}/dismiss/`,
    as: 'user@acme.test',
    status: 200,
  },
  // Tenants
  {
    route: 'GET /tenants/retrieve_tenant/',
    path: '/tenants/retrieve_tenant/',
    as: 'user@acme.test',
    status: 200,
  },
  {
    route: 'GET /tenants/',
    path: '/tenants/?skip=0&top=10&order=asc&order_by=name&keyword=a',
    as: 'root@platform.test',
    status: 200,
  },
  {
    route: 'POST /tenants/',
    path: '/tenants/',
    as: 'root@platform.test',
    body: { company_name: 'Contract Co' },
    status: 201,
  },
  { route: 'GET /tenants/:id/', path: `/tenants/${ACME_TENANT_ID}/`, as: 'admin@acme.test', status: 200 },
  {
    route: 'PUT /tenants/:id/',
    path: `/tenants/${ACME_TENANT_ID}/`,
    as: 'admin@acme.test',
    body: { name: 'Acme Corp' },
    status: 200,
  },
  // Activity logs
  {
    route: 'GET /tenants/get_activity_logs/',
    path: '/tenants/get_activity_logs/?period=7d&skip=0&top=25',
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'GET /tenants/download_activity_logs/',
    path: '/tenants/download_activity_logs/?period=7d',
    as: 'admin@acme.test',
    status: 200,
  },
  // Integrations and payments
  {
    route: 'GET /tenants/audit_log_sync_status/',
    path: '/tenants/audit_log_sync_status/',
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'POST /tenants/authorize_azure_audit_log_sync/',
    path: '/tenants/authorize_azure_audit_log_sync/',
    as: 'admin@acme.test',
    body: { azure_tenant_id: '72f988bf-86f1-41af-91ab-2d7cd011db47' },
    status: 200,
  },
  {
    route: 'POST /tenants/authorize_google_audit_log_sync/',
    path: '/tenants/authorize_google_audit_log_sync/',
    as: 'admin@acme.test',
    body: { auth_code: 'spent' },
    status: 400,
  },
  {
    route: 'POST /tenants/authorize_okta_audit_log_sync/',
    path: '/tenants/authorize_okta_audit_log_sync/',
    as: 'admin@acme.test',
    body: { domain: 'acme.okta.com', token: 'okta-token' },
    status: 200,
  },
  {
    route: 'POST /tenants/sync_audit_logs/',
    path: '/tenants/sync_audit_logs/',
    as: 'admin@acme.test',
    body: { provider: 'azure' },
    status: 202,
  },
  {
    route: 'POST /tenants/connect_service_now/',
    path: '/tenants/connect_service_now/',
    as: 'admin@acme.test',
    body: { instance_url: 'https://acme.service-now.com', code: 'spent' },
    status: 400,
  },
  {
    route: 'GET /tenants/get_payment_account_details/',
    path: '/tenants/get_payment_account_details/',
    as: 'admin@acme.test',
    status: 200,
  },
  // Users
  {
    route: 'GET /users/',
    path: '/users/?skip=0&top=10&order=desc&order_by=last_name&keyword=a&status=active',
    as: 'admin@acme.test',
    status: 200,
  },
  { route: 'GET /users/staff/', path: '/users/staff/', as: 'user@acme.test', status: 200 },
  {
    route: 'POST /users/',
    path: '/users/',
    as: 'admin@acme.test',
    body: { first_name: 'Kim', last_name: 'Lee', email: 'kim.lee@acme.test', roles: [] },
    status: 201,
  },
  { route: 'GET /users/:id/', path: `/users/${OLIVIA}/`, as: 'admin@acme.test', status: 200 },
  {
    route: 'PUT /users/:id/',
    path: `/users/${OLIVIA}/`,
    as: 'admin@acme.test',
    body: { first_name: 'Liv' },
    status: 200,
  },
  { route: 'DELETE /users/:id/', path: `/users/${OLIVIA}/`, as: 'admin@acme.test', status: 204 },
  {
    route: 'POST /users/:id/deactivate/',
    path: `/users/${OLIVIA}/deactivate/`,
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'POST /users/:id/reactivate/',
    path: `/users/${TOM}/reactivate/`,
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'POST /users/:id/reinvite/',
    path: `/users/${NOAH}/reinvite/`,
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'POST /users/bulk_import/',
    path: '/users/bulk_import/',
    as: 'admin@acme.test',
    body: { rows: [{ first_name: 'Jo', last_name: 'Park', email: 'jo.park@acme.test' }] },
    status: 200,
  },
  // Catalogue
  {
    route: 'GET /items/',
    path: `/items/?skip=0&top=10&order=desc&order_by=rating&keyword=chat&category=${COMMUNICATION}`,
    as: 'user@acme.test',
    status: 200,
  },
  { route: 'GET /items/:slug/', path: '/items/slack/', as: 'anonymous', status: 200 },
  { route: 'GET /categories/', path: '/categories/', as: 'user@acme.test', status: 200 },
  { route: 'GET /vendors/', path: '/vendors/?keyword=sales&top=20', as: 'user@acme.test', status: 200 },
  {
    route: 'POST /items/',
    path: '/items/',
    as: 'root@platform.test',
    body: { ...appBody, name: 'Contract App' },
    status: 201,
  },
  {
    route: 'PUT /items/:id/',
    path: `/items/${SLACK}/`,
    as: 'root@platform.test',
    body: appBody,
    status: 200,
  },
  { route: 'DELETE /items/:id/', path: `/items/${SLACK}/`, as: 'root@platform.test', status: 200 },
  {
    route: 'POST /vendors/',
    path: '/vendors/',
    as: 'root@platform.test',
    body: { name: 'Contract Vendor', website: 'contract.example' },
    status: 201,
  },
  {
    route: 'PUT /vendors/:id/',
    path: `/vendors/${SALESFORCE}/`,
    as: 'root@platform.test',
    body: { name: 'Salesforce', website: 'https://salesforce.com' },
    status: 200,
  },
  // Salesforce still has apps: the route answers, refusing.
  { route: 'DELETE /vendors/:id/', path: `/vendors/${SALESFORCE}/`, as: 'root@platform.test', status: 400 },
  {
    route: 'POST /categories/',
    path: '/categories/',
    as: 'root@platform.test',
    body: { name: 'Contract Category' },
    status: 201,
  },
  {
    route: 'PUT /categories/:id/',
    path: `/categories/${COMMUNICATION}/`,
    as: 'root@platform.test',
    body: { name: 'Communication' },
    status: 200,
  },
  {
    route: 'DELETE /categories/:id/',
    path: `/categories/${COMMUNICATION}/`,
    as: 'root@platform.test',
    status: 400,
  },
  // Stacks and requests
  { route: 'GET /stack/', path: '/stack/?skip=0&top=10&keyword=s', as: 'user@acme.test', status: 200 },
  { route: 'POST /stack/', path: '/stack/', as: 'admin@acme.test', body: { product_id: FIGMA }, status: 201 },
  {
    route: 'DELETE /stack/:id/',
    path: `/stack/${stackEntryId('user@acme.test', 'slack')}/`,
    as: 'user@acme.test',
    status: 200,
  },
  {
    route: 'GET /stack_requests/',
    path: '/stack_requests/?scope=tenant',
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'POST /stack_requests/',
    path: '/stack_requests/',
    as: 'user@acme.test',
    body: { product_id: FIGMA, reason: 'Design reviews with the agency.' },
    status: 201,
  },
  {
    route: 'POST /stack_requests/:id/approve/',
    path: () => `/stack_requests/${acmePendingRequest()}/approve/`,
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'POST /stack_requests/:id/reject/',
    path: () => `/stack_requests/${acmePendingRequest()}/reject/`,
    as: 'admin@acme.test',
    body: { reason: 'We already pay for a tool that does this.' },
    status: 200,
  },
  {
    route: 'DELETE /stack_requests/:id/',
    path: async () =>
      `/stack_requests/${(await createStackRequest(OLIVIA_ACCOUNT, { product_id: FIGMA })).id}/`,
    as: 'user@acme.test',
    status: 200,
  },
  // Reviews
  { route: 'GET /items/:id/reviews/', path: `/items/${FIGMA}/reviews/?top=5`, as: 'anonymous', status: 200 },
  {
    route: 'POST /items/:id/reviews/',
    path: `/items/${FIGMA}/reviews/`,
    as: 'user@acme.test',
    body: { rating: 5, text: 'Our designers live in it.' },
    status: 201,
  },
  {
    route: 'PUT /items/:id/reviews/:review_id/',
    path: async () =>
      `/items/${FIGMA}/reviews/${(await createReview(OLIVIA_ACCOUNT, { product_id: FIGMA })).id}/`,
    as: 'user@acme.test',
    body: { rating: 4, text: 'Still great, a little pricey.' },
    status: 200,
  },
  {
    route: 'DELETE /items/:id/reviews/:review_id/',
    path: async () =>
      `/items/${FIGMA}/reviews/${(await createReview(OLIVIA_ACCOUNT, { product_id: FIGMA })).id}/`,
    as: 'user@acme.test',
    status: 200,
  },
  // Savings opportunities and comments
  {
    route: 'GET /opportunities/',
    path: '/opportunities/?skip=0&top=10&order=desc&order_by=savings_potential&keyword=zoom&status=open',
    as: 'user@acme.test',
    status: 200,
  },
  { route: 'GET /opportunities/kanban/', path: '/opportunities/kanban/', as: 'user@acme.test', status: 200 },
  { route: 'GET /opportunities/facets/', path: '/opportunities/facets/', as: 'user@acme.test', status: 200 },
  {
    route: 'POST /opportunities/',
    path: '/opportunities/',
    as: 'user@acme.test',
    body: opportunityBody,
    status: 201,
  },
  {
    route: 'PUT /opportunities/:id/',
    path: `/opportunities/${OLIVIAS_OPPORTUNITY}/`,
    as: 'user@acme.test',
    body: { ...opportunityBody, status: 'in_review' },
    status: 200,
  },
  {
    route: 'DELETE /opportunities/:id/',
    path: `/opportunities/${OLIVIAS_OPPORTUNITY}/`,
    as: 'user@acme.test',
    status: 200,
  },
  {
    route: 'POST /opportunities/:id/move/',
    path: `/opportunities/${OLIVIAS_OPPORTUNITY}/move/`,
    as: 'user@acme.test',
    body: { status: 'negotiating', position: 1 },
    status: 200,
  },
  {
    route: 'GET /opportunities/:id/comments/',
    path: `/opportunities/${OLIVIAS_OPPORTUNITY}/comments/`,
    as: 'user@acme.test',
    status: 200,
  },
  {
    route: 'POST /opportunities/:id/comments/',
    path: `/opportunities/${OLIVIAS_OPPORTUNITY}/comments/`,
    as: 'admin@acme.test',
    body: { text: 'IT can create the shared drives this week.' },
    status: 201,
  },
  {
    route: 'PUT /comments/:id/',
    path: async () => `/comments/${await oliviasComment()}/`,
    as: 'user@acme.test',
    body: { text: 'About 300 GB left to move.' },
    status: 200,
  },
  {
    route: 'DELETE /comments/:id/',
    path: async () => `/comments/${await oliviasComment()}/`,
    as: 'user@acme.test',
    status: 200,
  },
  // Contracts, documents, usage, licences, cloud and reports
  { route: 'GET /contracts/', path: '/contracts/?window=90&top=5', as: 'user@acme.test', status: 200 },
  {
    route: 'GET /contracts/renewals/',
    path: '/contracts/renewals/?months=3',
    as: 'user@acme.test',
    status: 200,
  },
  { route: 'GET /contracts/spend/', path: '/contracts/spend/', as: 'user@acme.test', status: 200 },
  { route: 'GET /contracts/:id/', path: `/contracts/${SLACK_CONTRACT}/`, as: 'user@acme.test', status: 200 },
  { route: 'POST /contracts/', path: '/contracts/', as: 'admin@acme.test', body: contractBody, status: 201 },
  {
    route: 'PUT /contracts/:id/',
    path: `/contracts/${SLACK_CONTRACT}/`,
    as: 'admin@acme.test',
    body: contractBody,
    status: 200,
  },
  {
    route: 'DELETE /contracts/:id/',
    path: `/contracts/${SLACK_CONTRACT}/`,
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'GET /uploads/',
    path: `/uploads/?contract=${SLACK_CONTRACT}`,
    as: 'user@acme.test',
    status: 200,
  },
  // A JSON body is not a multipart upload: the route answers 415.
  { route: 'POST /uploads/', path: '/uploads/', as: 'admin@acme.test', body: {}, status: 415 },
  {
    route: 'GET /uploads/:id/download/',
    path: () => `/uploads/${acmeDocument()}/download/`,
    as: 'user@acme.test',
    status: 200,
  },
  {
    route: 'DELETE /uploads/:id/',
    path: () => `/uploads/${acmeDocument()}/`,
    as: 'admin@acme.test',
    status: 200,
  },
  { route: 'GET /usage/', path: '/usage/', as: 'user@acme.test', status: 200 },
  {
    route: 'GET /usage/:slug/inactive_users/',
    path: '/usage/slack/inactive_users/?days=60',
    as: 'user@acme.test',
    status: 200,
  },
  { route: 'GET /licenses/:slug/', path: '/licenses/slack/', as: 'user@acme.test', status: 200 },
  {
    route: 'POST /licenses/:slug/reclaim/',
    path: '/licenses/figma/reclaim/',
    as: 'admin@acme.test',
    body: { user_ids: [OLIVIA] },
    status: 200,
  },
  { route: 'GET /cloud/spend/', path: '/cloud/spend/', as: 'user@acme.test', status: 200 },
  {
    route: 'GET /pbi/reports/:reportId/',
    path: '/pbi/reports/usage-overview/',
    as: 'user@acme.test',
    status: 200,
  },
  // Cards and the account statement
  { route: 'GET /cards/', path: '/cards/?status=ACTIVATED&top=5', as: 'user@acme.test', status: 200 },
  { route: 'POST /cards/', path: '/cards/', as: 'admin@acme.test', body: cardBody, status: 201 },
  { route: 'GET /cards/:id/', path: `/cards/${OLIVIAS_CARD}/`, as: 'user@acme.test', status: 200 },
  {
    route: 'PUT /cards/:id/',
    path: `/cards/${JAMESS_CARD}/`,
    as: 'admin@acme.test',
    body: { name: 'Slack workspace (all staff)' },
    status: 200,
  },
  {
    route: 'POST /cards/:id/block/',
    path: `/cards/${JAMESS_CARD}/block/`,
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'POST /cards/:id/activate/',
    path: `/cards/${BLOCKED_CARD}/activate/`,
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'POST /cards/:id/cancel/',
    path: `/cards/${JAMESS_CARD}/cancel/`,
    as: 'admin@acme.test',
    body: { reason: 'Moving to invoicing.' },
    status: 200,
  },
  {
    route: 'POST /cards/:id/topup/',
    path: `/cards/${OLIVIAS_CARD}/topup/`,
    as: 'user@acme.test',
    body: { amount: 25 },
    status: 200,
  },
  {
    route: 'POST /cards/:id/renew/',
    path: `/cards/${JAMESS_CARD}/renew/`,
    as: 'admin@acme.test',
    status: 201,
  },
  {
    route: 'GET /cards/:id/statement/',
    path: `/cards/${OLIVIAS_CARD}/statement/?status=settled`,
    as: 'user@acme.test',
    status: 200,
  },
  {
    route: 'GET /cards/:id/activities/',
    path: `/cards/${OLIVIAS_CARD}/activities/?top=5`,
    as: 'user@acme.test',
    status: 200,
  },
  { route: 'GET /cards/sync_statement/', path: '/cards/sync_statement/', as: 'user@acme.test', status: 200 },
  {
    route: 'POST /cards/sync_statement/',
    path: '/cards/sync_statement/',
    as: 'user@acme.test',
    body: {},
    status: 202,
  },
  { route: 'GET /account/statement/', path: '/account/statement/', as: 'admin@acme.test', status: 200 },
  { route: 'GET /flows/', path: '/flows/?status=all&top=5', as: 'user@acme.test', status: 200 },
  { route: 'GET /flows/:id/', path: `/flows/${SLACK_FLOW}/`, as: 'user@acme.test', status: 200 },
  {
    route: 'PUT /flows/:id/',
    path: `/flows/${ACME_FLOW_FACTS.grammarly}/`,
    as: 'admin@acme.test',
    body: { status: 'in_review' },
    status: 200,
  },
  {
    route: 'GET /flows/:id/users/',
    path: `/flows/${SLACK_FLOW}/users/?top=5`,
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'GET /flows/:id/events/',
    path: `/flows/${SLACK_FLOW}/events/?top=5`,
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'GET /flows/:id/suggestions/',
    path: `/flows/${ACME_FLOW_FACTS.notionLabs}/suggestions/`,
    as: 'user@acme.test',
    status: 200,
  },
  {
    route: 'POST /flows/bulk/',
    path: '/flows/bulk/',
    as: 'admin@acme.test',
    body: { ids: [ACME_FLOW_FACTS.grammarly], status: 'ignored' },
    status: 200,
  },
  {
    route: 'POST /flows/:id/merge/',
    path: `/flows/${SLACK_FLOW}/merge/`,
    as: 'admin@acme.test',
    body: { other_id: SLACK_GOOGLE_FLOW },
    status: 200,
  },
  // The AI survey agent
  {
    route: 'GET /survey_agent/surveys/',
    path: '/survey_agent/surveys/?status=running',
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'POST /survey_agent/surveys/',
    path: '/survey_agent/surveys/',
    as: 'admin@acme.test',
    body: {},
    status: 400,
  },
  {
    route: 'POST /survey_agent/surveys/preview/',
    path: '/survey_agent/surveys/preview/',
    as: 'admin@acme.test',
    body: { app_slug: 'zoom', audience: 'inactive_60', user_ids: [], cooldown_days: 30 },
    status: 200,
  },
  {
    route: 'GET /survey_agent/surveys/:id/',
    path: `/survey_agent/surveys/${ACME_SURVEY_FACTS.running}/`,
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'PUT /survey_agent/surveys/:id/',
    path: `/survey_agent/surveys/${ACME_SURVEY_FACTS.running}/`,
    as: 'admin@acme.test',
    body: {},
    status: 400,
  },
  {
    route: 'DELETE /survey_agent/surveys/:id/',
    path: `/survey_agent/surveys/${ACME_SURVEY_FACTS.draft}/`,
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'POST /survey_agent/surveys/:id/remind/',
    path: `/survey_agent/surveys/${ACME_SURVEY_FACTS.running}/remind/`,
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'POST /survey_agent/surveys/:id/close/',
    path: `/survey_agent/surveys/${ACME_SURVEY_FACTS.running}/close/`,
    as: 'admin@acme.test',
    status: 200,
  },
  {
    route: 'POST /survey_agent/surveys/:id/reclaim/',
    path: `/survey_agent/surveys/${ACME_SURVEY_FACTS.closed}/reclaim/`,
    as: 'admin@acme.test',
    body: { user_ids: [OLIVIA] },
    status: 400,
  },
  {
    route: 'POST /survey_agent/chat/',
    path: '/survey_agent/chat/',
    as: 'admin@acme.test',
    body: { messages: [{ role: 'admin', text: 'Ask everyone about Zoom' }], settings: null },
    status: 200,
  },
  {
    route: 'GET /survey_agent/questions/',
    path: '/survey_agent/questions/?open=true',
    as: 'user@acme.test',
    status: 200,
  },
  {
    route: 'POST /survey_agent/questions/:id/answer/',
    path: `/survey_agent/questions/${ACME_SURVEY_FACTS.oliviaQuestion}/answer/`,
    as: 'user@acme.test',
    body: { answer: 'keep', reason: 'I host the weekly all-hands.' },
    status: 200,
  },
];

let completeBody: unknown = null;

/** A handler's route as written in CONTRACT: method and path after the API prefix, ids as `:id` (`:review_id`). */
export function routeOf(handler: HttpHandler): string {
  const { method, path } = handler.info;
  const shown = String(path).replace(`*${API_PREFIX}`, '').split(UUID_PATTERN).join('');
  return `${String(method)} ${shown}`;
}

export async function requestFor(call: Call): Promise<Request> {
  const path = typeof call.path === 'function' ? await call.path() : call.path;
  const [method] = call.route.split(' ');
  const headers = new Headers();
  if (call.as !== 'anonymous') headers.set('Authorization', `Bearer ${tokensFor(call.as).access}`);
  let body = call.body;
  if (body === 'refresh') body = refreshOf('user@acme.test');
  if (body === 'complete') body = completeBody;
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return new Request(`http://localhost${API_PREFIX}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Whether a call may leave the data changed: a write, or a path made from a record of its own. */
const mayChange = (call: Call) => !call.route.startsWith('GET ') || typeof call.path === 'function';

/** Runs the request through `handlers` as MSW does: the first handler that replies answers. */
export async function answer(
  handlers: readonly HttpHandler[],
  request: Request,
): Promise<{ route: string; status: number; response?: Response }> {
  for (const handler of handlers) {
    const result = await handler.run({ request: request.clone(), requestId: crypto.randomUUID() });
    if (result?.response)
      return { route: routeOf(handler), status: result.response.status, response: result.response };
  }
  return { route: 'unhandled', status: 0 };
}

/**
 * For a file that runs CONTRACT's calls: each call meets the seed, but a fresh seed costs far more
 * than a call, so the data is reseeded only after a call that may have changed it. Returns the
 * function each test calls with its call before running it.
 */
export function seedBetweenCalls(): (call: Call) => void {
  // The later areas' routes need the catalogue's text, which the running mock loads with them.
  beforeAll(() => loadCatalogueText());
  let changed = true;
  beforeEach(async () => {
    if (changed) await resetMockApi();
    changed = false;
  });
  return (call) => {
    changed = mayChange(call);
  };
}
