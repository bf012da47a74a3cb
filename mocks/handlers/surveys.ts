/**
 * The AI survey agent's routes for client admins of a tenant whose agent is switched on (everyone
 * else: 403; a tenant with the agent off: 403 `SURVEY_AGENT_OFF`; another tenant's survey: 404).
 *
 * - `GET /survey_agent/surveys/`: `keyword` (the app's name), `status` (all, draft, running,
 *   closed), `app` (a slug), `order_by`, `order`, `skip`, `top`; with `statuses`, the count of
 *   each status among the surveys the other filters select.
 * - `POST /survey_agent/surveys/` (settings and `send`): a draft, or sent at once (201).
 * - `GET`, `PUT` (a draft; `send: true` sends it), `DELETE` (a draft) `/survey_agent/surveys/<id>/`.
 * - `POST /survey_agent/surveys/preview/`: who the settings ask (the demo account may call it).
 * - `POST …/<id>/remind/`, `…/<id>/close/`, `…/<id>/reclaim/` `{ user_ids }`.
 * - `POST /survey_agent/chat/`: the simulated agent's reply and draft (the demo account may call it).
 */
import * as z from 'zod/mini';
import {
  SURVEY_LIMITS,
  SURVEY_ORDER_FIELDS,
  SURVEY_STATUS_FILTERS,
  surveySettingsSchema,
  type SurveySettings,
} from '@/features/surveys/api/schemas';
import { chatInputSchema } from '@/features/surveys/api/schemas';
import {
  offeredAnswers,
  SURVEY_MESSAGES,
  validateSurveySettings,
} from '@/features/surveys/model/settings-rules';
import { utcToday } from '@/lib/calendar';
import {
  findSurvey,
  oneAtATime,
  recipientsBySurvey,
  recipientsOf,
  surveys,
  tenantSurveys,
  type SurveyRecord,
} from '../db';
import { authed, ID } from '../http/handler';
import { hasKeyword } from '../http/text';
import { parseBody, parseInput, toFieldErrors, type Parsed } from '../http/input';
import { pageOf, parseListQuery, sortRows } from '../http/list';
import { detail, fieldErrors, json, notFound, permissionDenied, type FieldErrors } from '../http/replies';
import { accountsById } from './opportunity-views';
import { productRecordOf } from './reach-views';
import { closeSurvey, remindSurvey, sendDueReminders, sendSurvey } from './survey-actions';
import { reclaimFromSurvey } from './survey-reclaim';
import { reclaimBodySchema } from './seat-reclaim';
import { agentReply } from './survey-chat';
import {
  audienceFor,
  isSurveyAgentOn,
  licensedAppBySlug,
  licensedApps,
  previewOf,
  surveyContext,
  surveyDetailOf,
  surveyOf,
  summaryOf,
} from './survey-views';

export const SURVEY_AGENT_OFF = 'The AI survey agent is not switched on for your company.';
export const SURVEY_NOT_FOUND = 'Survey not found.';
const ADMINS = ['client_admin'] as const;

/** The caller's tenant when the survey agent may be used there; else the refusal. */
function agentTenant(tenantId: string | null): Parsed<string> {
  if (tenantId === null) return { ok: false, response: permissionDenied() };
  if (!isSurveyAgentOn(tenantId)) return { ok: false, response: detail(403, SURVEY_AGENT_OFF) };
  return { ok: true, value: tenantId };
}

/** A survey of the caller's tenant, when the agent may be used there. */
function ownSurvey(tenantId: string | null, id: string): Parsed<SurveyRecord> {
  const tenant = agentTenant(tenantId);
  if (!tenant.ok) return tenant;
  const record = findSurvey(id, tenant.value);
  return record ? { ok: true, value: record } : { ok: false, response: notFound(SURVEY_NOT_FOUND) };
}

/**
 * Settings checked as the API does: the form's rules on the raw values, then the types and choices,
 * then what only the server knows (a licensed app, people of the tenant). Every bad field at once.
 */
function readSettings(
  raw: Record<string, unknown>,
  tenantId: string,
  sending: boolean,
): Parsed<SurveySettings> {
  const errors: FieldErrors = {};
  const typed = parseInput(surveySettingsSchema, raw);
  if (!typed.success) Object.assign(errors, toFieldErrors(typed.error, raw));
  for (const [field, message] of Object.entries(
    validateSurveySettings(raw, { today: utcToday(), sending }),
  )) {
    if (message) errors[field] = [message];
  }
  if (
    typeof raw.app_slug === 'string' &&
    raw.app_slug.trim() !== '' &&
    !licensedAppBySlug(tenantId, raw.app_slug.trim())
  )
    errors.app_slug = [SURVEY_MESSAGES.appNotLicensed];
  if (!typed.success || Object.keys(errors).length > 0) return { ok: false, response: fieldErrors(errors) };
  const settings = typed.data;
  const userIds = settings.audience === 'chosen' ? [...new Set(settings.user_ids)] : [];
  const people = accountsById(userIds);
  if (userIds.some((id) => people.get(id)?.tenant_id !== tenantId))
    return { ok: false, response: fieldErrors({ user_ids: [SURVEY_MESSAGES.chosenNotHere] }) };
  return {
    ok: true,
    value: {
      ...settings,
      app_slug: settings.app_slug.trim(),
      user_ids: userIds,
      question: settings.question.trim(),
      answers: offeredAnswers(settings.answers),
      deadline: settings.deadline.trim(),
    },
  };
}

const sendFlag = (raw: Record<string, unknown>): Parsed<boolean> =>
  raw.send === undefined || typeof raw.send === 'boolean'
    ? { ok: true, value: raw.send === true }
    : { ok: false, response: fieldErrors({ send: ['Must be a valid boolean.'] }) };

/** The stored fields of a survey with these settings. */
function recordFields(settings: SurveySettings, tenantId: string) {
  const { app_slug, ...rest } = settings;
  return { ...rest, app_id: licensedAppBySlug(tenantId, app_slug)!.appId, tenant_id: tenantId };
}

/**
 * The reply to a saved survey: sent to its audience as it stands now when `send` (checked beforehand
 * with `someoneAsked`), else kept as a draft.
 */
async function savedReply(
  record: SurveyRecord,
  send: boolean,
  draftMessage: string,
  status = 200,
): Promise<Response> {
  if (!send) return json(surveyDetailOf(record, draftMessage), status);
  const app = licensedApps(record.tenant_id).find((a) => a.appId === record.app_id)!;
  const sent = await sendSurvey(record, audienceFor(record.tenant_id, app, record).asked);
  const asked = recipientsOf(sent.id).length;
  const message = `The ${appName(sent)} survey has been sent to ${asked} ${asked === 1 ? 'person' : 'people'}.`;
  return json(surveyDetailOf(sent, message), status);
}

/** Before a new survey is stored as sent: someone must be asked. */
function someoneAsked(settings: SurveySettings, tenantId: string): Response | null {
  const app = licensedAppBySlug(tenantId, settings.app_slug)!;
  return audienceFor(tenantId, app, settings).asked.length === 0
    ? fieldErrors({ non_field_errors: [SURVEY_MESSAGES.nobodyAsked] })
    : null;
}

const appName = (record: SurveyRecord) => productRecordOf(record.app_id).name;

const onlyWhen = (record: SurveyRecord, status: SurveyRecord['status'], message: string): Response | null =>
  record.status === status ? null : detail(400, message);

const previewBodySchema = z.object({
  app_slug: z.string(),
  audience: surveySettingsSchema.shape.audience,
  user_ids: z.optional(z.array(z.string())),
  cooldown_days: z.number(),
});

const chatBodySchema = z.object({
  messages: chatInputSchema.shape.messages,
  settings: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});

export const surveyHandlers = [
  authed.get('/survey_agent/surveys/', { roles: ADMINS }, async ({ query, tenantId: callerTenant }) => {
    const tenant = agentTenant(callerTenant);
    if (!tenant.ok) return tenant.response;
    const tenantId = tenant.value;
    const list = parseListQuery(query, {
      orderBy: SURVEY_ORDER_FIELDS,
      defaultOrderBy: 'created_at',
      defaultOrder: 'desc',
      defaultTop: 10,
      maxTop: 500,
      filters: { status: z.enum(SURVEY_STATUS_FILTERS), app: z.string() },
    });
    if (!list.ok) return list.response;
    await sendDueReminders(tenantId);
    const { keyword, filters } = list.query;
    const bySurvey = recipientsBySurvey(tenantId);
    const context = surveyContext(tenantId, [...bySurvey.values()].flat());
    const matching = tenantSurveys(tenantId)
      .map((record) => surveyOf(record, bySurvey.get(record.id) ?? [], context))
      .filter(
        (s) => hasKeyword(keyword, s.app.name) && (filters.app === undefined || s.app.slug === filters.app),
      );
    const statuses = { draft: 0, running: 0, closed: 0 };
    for (const s of matching) statuses[s.status] += 1;
    const rows = matching
      .filter((s) => filters.status === undefined || filters.status === 'all' || s.status === filters.status)
      .map((survey) => ({
        survey,
        id: survey.id,
        created_at: survey.created_at,
        deadline: survey.deadline,
        app: survey.app.name,
        status: survey.status,
        savings: survey.savings,
        answered: survey.counts.asked - survey.counts.not_yet,
      }));
    sortRows(rows, {
      by: list.query.order_by,
      order: list.query.order,
      then: ['created_at', 'id'],
      plain: ['created_at', 'deadline', 'id'],
    });
    return json({ rows: pageOf(rows, list.query).map((row) => row.survey), count: rows.length, statuses });
  }),

  authed.post(
    '/survey_agent/surveys/',
    { body: 'object', roles: ADMINS },
    ({ body: raw, user, tenantId: callerTenant }) =>
      oneAtATime(async () => {
        const tenant = agentTenant(callerTenant);
        if (!tenant.ok) return tenant.response;
        const send = sendFlag(raw);
        if (!send.ok) return send.response;
        const settings = readSettings(raw, tenant.value, send.value);
        if (!settings.ok) return settings.response;
        if (send.value) {
          const refused = someoneAsked(settings.value, tenant.value);
          if (refused) return refused;
        }
        const record = await surveys.create({
          id: crypto.randomUUID(),
          ...recordFields(settings.value, tenant.value),
          status: 'draft',
          created_by: user.user_id,
          created_at: new Date().toISOString(),
          sent_at: null,
          closed_at: null,
          reminders_sent: 0,
          last_reminder_at: null,
        });
        return savedReply(
          record,
          send.value,
          `The ${appName(record)} survey has been saved as a draft.`,
          201,
        );
      }),
  ),

  authed.post(
    '/survey_agent/surveys/preview/',
    { body: 'object', roles: ADMINS, changesNothing: true },
    ({ body: raw, tenantId: callerTenant }) => {
      const tenant = agentTenant(callerTenant);
      if (!tenant.ok) return tenant.response;
      const typed = parseInput(previewBodySchema, raw);
      const errors: FieldErrors = typed.success ? {} : toFieldErrors(typed.error, raw);
      const rules = validateSurveySettings(raw, { today: utcToday(), sending: false });
      for (const field of ['user_ids', 'cooldown_days'] as const)
        if (rules[field]) errors[field] = [rules[field]];
      const app = typed.success ? licensedAppBySlug(tenant.value, typed.data.app_slug.trim()) : undefined;
      if (typed.success && !app) errors.app_slug = [SURVEY_MESSAGES.appNotLicensed];
      if (!typed.success || !app || Object.keys(errors).length > 0) return fieldErrors(errors);
      const settings = { ...(raw as SurveySettings), ...typed.data, user_ids: typed.data.user_ids ?? [] };
      return json(previewOf(tenant.value, app, settings));
    },
  ),

  authed.get(`/survey_agent/surveys/${ID}/`, { roles: ADMINS }, async ({ params, tenantId }) => {
    const own = ownSurvey(tenantId, params.id!);
    if (!own.ok) return own.response;
    await sendDueReminders(own.value.tenant_id);
    return json(surveyDetailOf(findSurvey(own.value.id, own.value.tenant_id)!));
  }),

  authed.put(
    `/survey_agent/surveys/${ID}/`,
    { body: 'object', roles: ADMINS },
    ({ params, body: raw, tenantId }) =>
      oneAtATime(async () => {
        const own = ownSurvey(tenantId, params.id!);
        if (!own.ok) return own.response;
        const notDraft = onlyWhen(own.value, 'draft', 'Only a draft can be changed.');
        if (notDraft) return notDraft;
        const send = sendFlag(raw);
        if (!send.ok) return send.response;
        const settings = readSettings(raw, own.value.tenant_id, send.value);
        if (!settings.ok) return settings.response;
        if (send.value) {
          const refused = someoneAsked(settings.value, own.value.tenant_id);
          if (refused) return refused;
        }
        const record = (await surveys.update((q) => q.where((s) => s.id === own.value.id), {
          data(row) {
            Object.assign(row, recordFields(settings.value, own.value.tenant_id));
          },
        }))!;
        return savedReply(record, send.value, `The ${appName(record)} draft has been saved.`);
      }),
  ),

  authed.delete(`/survey_agent/surveys/${ID}/`, { roles: ADMINS }, ({ params, tenantId }) =>
    oneAtATime(async () => {
      const own = ownSurvey(tenantId, params.id!);
      if (!own.ok) return own.response;
      const notDraft = onlyWhen(own.value, 'draft', 'Only a draft can be deleted.');
      if (notDraft) return notDraft;
      const reply = surveyDetailOf(own.value, `The ${appName(own.value)} draft has been deleted.`);
      surveys.delete((q) => q.where((s) => s.id === own.value.id));
      return json(reply);
    }),
  ),

  authed.post(`/survey_agent/surveys/${ID}/remind/`, { roles: ADMINS }, ({ params, tenantId }) =>
    oneAtATime(async () => {
      const own = ownSurvey(tenantId, params.id!);
      if (!own.ok) return own.response;
      const notRunning = onlyWhen(own.value, 'running', 'Only a running survey sends reminders.');
      if (notRunning) return notRunning;
      if (utcToday() > own.value.deadline)
        return detail(400, 'The deadline has passed: close the survey instead.');
      const { reminded, survey } = await remindSurvey(own.value);
      const context = surveyContext(survey.tenant_id);
      return json({
        reminded,
        survey: surveyOf(survey, recipientsOf(survey.id), context),
        message:
          reminded === 0
            ? 'Everyone has answered: no reminder was sent.'
            : `A reminder went to ${reminded} ${reminded === 1 ? 'person' : 'people'} who have not answered.`,
      });
    }),
  ),

  authed.post(`/survey_agent/surveys/${ID}/close/`, { roles: ADMINS }, ({ params, tenantId }) =>
    oneAtATime(async () => {
      const own = ownSurvey(tenantId, params.id!);
      if (!own.ok) return own.response;
      const notRunning = onlyWhen(own.value, 'running', 'Only a running survey can be closed.');
      if (notRunning) return notRunning;
      const closed = await closeSurvey(own.value);
      return json(surveyDetailOf(closed, `The ${appName(closed)} survey has been closed.`));
    }),
  ),

  authed.post(
    `/survey_agent/surveys/${ID}/reclaim/`,
    { body: 'object', roles: ADMINS },
    ({ params, body: raw, user, tenantId }) =>
      oneAtATime(async () => {
        const own = ownSurvey(tenantId, params.id!);
        if (!own.ok) return own.response;
        const record = own.value;
        const read = parseBody(reclaimBodySchema, raw);
        if (!read.ok) return read.response;
        const body = read.value;
        const notClosed = onlyWhen(record, 'closed', 'Seats are reclaimed once the survey has closed.');
        if (notClosed) return notClosed;
        const recipients = recipientsOf(record.id);
        const context = surveyContext(record.tenant_id, recipients);
        const suggested = new Set(
          summaryOf(record, recipients, context)
            .suggested_reclaims.filter((s) => !s.reclaimed)
            .map((s) => s.user.user_id),
        );
        const app = licensedApps(record.tenant_id).find((a) => a.appId === record.app_id);
        const holders = new Set(app?.holders.map((h) => h.user_id));
        const ids = [...new Set(body.user_ids)];
        if (!app || ids.some((id) => !suggested.has(id) || !holders.has(id)))
          return fieldErrors({
            user_ids: ['Reclaim only the seats the summary suggests and that are still held.'],
          });
        const chosen = recipients.filter((r) => ids.includes(r.user_id));
        const result = await reclaimFromSurvey(record, app, chosen, user.user_id);
        const after = recipientsOf(record.id);
        const afterContext = surveyContext(record.tenant_id, after);
        return json({
          reclaimed: result.count,
          task_id: result.task.id,
          opportunity_id: result.opportunity.id,
          savings: result.savings,
          survey: surveyOf(record, after, afterContext),
          summary: summaryOf(record, after, afterContext),
          message: `${result.count} ${result.count === 1 ? 'seat' : 'seats'} of ${result.product.name} reclaimed.`,
        });
      }),
  ),

  authed.post(
    '/survey_agent/chat/',
    { body: chatBodySchema, roles: ADMINS, changesNothing: true },
    ({ body, tenantId }) => {
      const tenant = agentTenant(tenantId);
      if (!tenant.ok) return tenant.response;
      const newest = body.messages.at(-1);
      if (!newest || newest.role !== 'admin' || newest.text.trim() === '')
        return fieldErrors({ messages: ['Write a message to the agent.'] });
      if (newest.text.length > SURVEY_LIMITS.chatMessageMax)
        return fieldErrors({
          messages: [`Keep a message to ${SURVEY_LIMITS.chatMessageMax} characters or fewer.`],
        });
      const apps = licensedApps(tenant.value).map((a) => {
        const product = productRecordOf(a.appId);
        return { slug: product.slug, name: product.name };
      });
      return json(
        agentReply({ messages: body.messages, settings: (body.settings ?? null) as never }, apps, utcToday()),
      );
    },
  ),
];
