/**
 * How the survey agent's records look to a caller, and what is derived from them at read time: the
 * counts, the yearly saving, the preview of who a draft asks, the agent's summary of a closed survey
 * and each person's question. Seats and last activity are License Management's (the app's seat
 * holders); the price per seat is its contracts' yearly price per seat bought.
 */
import type {
  Survey,
  SurveyCounts,
  SurveyDetail,
  SurveyPreview,
  SurveyQuestion,
  SurveyRecipient,
  SurveySettings,
  SurveySummary,
  SuggestedReclaim,
} from '@/features/surveys/api/schemas';
import { addDays, DAY_MS, utcToday } from '@/lib/calendar';
import { formatMoney } from '@/lib/format';
import {
  findTenantById,
  surveyRecipients,
  surveys,
  type Account,
  type SurveyRecipientRecord,
  type SurveyRecord,
} from '../db';
import { contractAppOf, tenantCurrency, tenantUsage, type AppUsage } from './contract-views';
import { accountsById, personOf } from './opportunity-views';
import { productRecordOf } from './reach-views';
import { inactiveCount, selectAudience, yearlySaving, type Audience } from './survey-audience';
import { reasonThemes } from './survey-themes';

/** The apps a survey may ask about: the tenant's apps with a contract (a licence), by name. */
export function licensedApps(tenantId: string): AppUsage[] {
  return tenantUsage(tenantId).filter((app) => app.contracts.length > 0);
}

export function licensedAppBySlug(tenantId: string, slug: string): AppUsage | undefined {
  return licensedApps(tenantId).find((app) => productRecordOf(app.appId).slug === slug);
}

export function isSurveyAgentOn(tenantId: string): boolean {
  return findTenantById(tenantId)?.is_survey_agent_active === true;
}

/** What replies about one tenant's surveys need once. */
export interface SurveyContext {
  tenantId: string;
  currency: string;
  apps: ReadonlyMap<string, AppUsage>;
  people: ReadonlyMap<string, Account>;
  now: number;
}

export function surveyContext(
  tenantId: string,
  recipients: readonly SurveyRecipientRecord[] = [],
): SurveyContext {
  const creators = surveys
    .findMany((q) => q.where((s) => s.tenant_id === tenantId))
    .flatMap((s) => s.created_by ?? []);
  return {
    tenantId,
    currency: tenantCurrency(tenantId),
    apps: new Map(tenantUsage(tenantId).map((app) => [app.appId, app])),
    people: accountsById([...creators, ...recipients.map((r) => r.user_id)]),
    now: Date.now(),
  };
}

const seatPriceOf = (context: SurveyContext, appId: string) => context.apps.get(appId)?.seatCost ?? 0;

/** Each holder's last activity in the app, by person. */
function activityIn(context: SurveyContext, appId: string): Map<string, string | null> {
  return new Map((context.apps.get(appId)?.holders ?? []).map((h) => [h.user_id, h.last_active_at]));
}

/** A recipient's last activity in the app: live while they hold the seat, else as it was when asked. */
const lastActiveOf = (r: SurveyRecipientRecord, activity: ReadonlyMap<string, string | null>) =>
  activity.has(r.user_id) ? (activity.get(r.user_id) ?? null) : r.last_active_at;

export function countsOf(recipients: readonly SurveyRecipientRecord[]): SurveyCounts {
  const counts: SurveyCounts = {
    asked: recipients.length,
    keep: 0,
    give_up: 0,
    keep_until: 0,
    smaller_plan: 0,
    not_yet: 0,
  };
  for (const r of recipients) {
    if (r.answer === null) counts.not_yet += 1;
    else counts[r.answer] += 1;
  }
  return counts;
}

/** When each person was last asked about the app (sent surveys of the tenant, `besides` left out). */
export function lastAskedAbout(tenantId: string, appId: string, besides?: string): Map<string, string> {
  const sent = new Set(
    surveys
      .findMany((q) => q.where((s) => s.tenant_id === tenantId && s.app_id === appId && s.status !== 'draft'))
      .filter((s) => s.id !== besides)
      .map((s) => s.id),
  );
  const last = new Map<string, string>();
  for (const r of surveyRecipients.findMany((q) => q.where((row) => sent.has(row.survey_id)))) {
    if ((last.get(r.user_id) ?? '') < r.asked_at) last.set(r.user_id, r.asked_at);
  }
  return last;
}

/** Who settings of an app ask, and who they leave out and why. */
export function audienceFor(
  tenantId: string,
  app: AppUsage,
  settings: Pick<SurveySettings, 'audience' | 'user_ids' | 'cooldown_days'>,
  now = Date.now(),
): Audience {
  const people = accountsById(app.holders.map((h) => h.user_id));
  return selectAudience({
    audience: settings.audience,
    user_ids: settings.user_ids,
    cooldown_days: settings.cooldown_days,
    // A seat of someone whose account is gone is not a person to ask.
    holders: app.holders.filter((h) => people.has(h.user_id)),
    inactiveAccounts: new Set([...people.values()].filter((a) => !a.is_active).map((a) => a.user_id)),
    lastAsked: lastAskedAbout(tenantId, app.appId),
    now,
  });
}

export function previewOf(tenantId: string, app: AppUsage, settings: SurveySettings): SurveyPreview {
  const now = Date.now();
  const audience = audienceFor(tenantId, app, settings, now);
  const people = accountsById([...audience.asked, ...audience.left_out].map((h) => h.user_id));
  const person = (id: string) => personOf(people.get(id)!);
  const inactive = inactiveCount(audience.asked, now);
  return {
    asked: audience.asked.map((h) => ({ user: person(h.user_id), last_active_at: h.last_active_at })),
    left_out: audience.left_out
      .filter((h) => people.has(h.user_id))
      .map((h) => ({
        user: person(h.user_id),
        last_active_at: h.last_active_at,
        why: h.why,
        last_asked_at: h.last_asked_at,
      })),
    inactive,
    seat_price: app.seatCost,
    saving: yearlySaving(inactive, app.seatCost),
    currency: tenantCurrency(tenantId),
  };
}

/** The seats the agent suggests taking back once a survey closed: who gave up, and (when chosen) who did not answer. */
function suggestionsOf(
  record: SurveyRecord,
  recipients: readonly SurveyRecipientRecord[],
  context: SurveyContext,
): SuggestedReclaim[] {
  const activity = activityIn(context, record.app_id);
  const price = seatPriceOf(context, record.app_id);
  return recipients.flatMap((r) => {
    const why =
      r.answer === 'give_up'
        ? 'gave_up'
        : r.answer === null && record.no_answer === 'propose_reclaim'
          ? 'no_answer'
          : null;
    const account = context.people.get(r.user_id);
    if (why === null || !account) return [];
    return [
      {
        user: personOf(account),
        why,
        last_active_at: lastActiveOf(r, activity),
        saving: price,
        reclaimed: r.reclaimed,
      },
    ];
  });
}

export function summaryOf(
  record: SurveyRecord,
  recipients: readonly SurveyRecipientRecord[],
  context: SurveyContext,
): SurveySummary {
  const counts = countsOf(recipients);
  const answered = counts.asked - counts.not_yet;
  const themes = reasonThemes(
    [...recipients]
      .sort((a, b) => (a.answered_at ?? '').localeCompare(b.answered_at ?? '') || a.id.localeCompare(b.id))
      .map((r) => r.reason),
  );
  const suggested = suggestionsOf(record, recipients, context).sort(
    (a, b) =>
      a.why.localeCompare(b.why) ||
      a.user.last_name.localeCompare(b.user.last_name, 'en') ||
      a.user.user_id.localeCompare(b.user.user_id),
  );
  const open = suggested.filter((s) => !s.reclaimed);
  const saving = yearlySaving(open.length, seatPriceOf(context, record.app_id));
  const app = productRecordOf(record.app_id).name;
  const rate = counts.asked === 0 ? 0 : answered / counts.asked;
  const parts = [
    `${answered} of ${counts.asked} people asked about ${app} answered (${Math.round(rate * 100)}%).`,
    `${counts.keep} keep their seat and ${counts.give_up} gave it up` +
      (counts.keep_until > 0 ? `; ${counts.keep_until} need it until a date` : '') +
      (counts.smaller_plan > 0 ? `; ${counts.smaller_plan} would take a smaller plan` : '') +
      '.',
  ];
  if (themes[0]) parts.push(`The most common reason: “${themes[0].theme}” (${themes[0].count}).`);
  const gaveUp = suggested.filter((s) => s.why === 'gave_up').length;
  const silent = suggested.length - gaveUp;
  if (suggested.length === 0) parts.push('Nobody gave a seat up, so I suggest no reclaim.');
  else
    parts.push(
      `I suggest reclaiming ${suggested.length} ${suggested.length === 1 ? 'seat' : 'seats'} (${gaveUp} given up` +
        (silent > 0 ? `, ${silent} with no answer` : '') +
        `)` +
        (open.length > 0
          ? `, saving ${formatMoney(saving, context.currency)} a year.`
          : ': all of them have been reclaimed.'),
    );
  parts.push('This summary is a simulation in the demo.');
  return {
    text: parts.join(' '),
    answer_rate: Math.round(rate * 1000) / 1000,
    counts,
    themes,
    suggested_reclaims: suggested,
    saving,
    is_simulation: true,
  };
}

/** When the next reminder goes: every `reminder_every_days` after the sending or the last one, while some are left, someone has not answered and the deadline has not passed. */
export function nextReminderAt(record: SurveyRecord, counts: SurveyCounts): string | null {
  if (record.status !== 'running' || record.sent_at === null) return null;
  if (record.reminders_sent >= record.reminders || counts.not_yet === 0) return null;
  const next = new Date(
    Date.parse(record.last_reminder_at ?? record.sent_at) + record.reminder_every_days * DAY_MS,
  ).toISOString();
  return next.slice(0, 10) > record.deadline ? null : next;
}

export function surveyOf(
  record: SurveyRecord,
  recipients: readonly SurveyRecipientRecord[],
  context: SurveyContext,
): Survey {
  const counts = countsOf(recipients);
  const app = context.apps.get(record.app_id);
  let savings = 0;
  if (record.status === 'closed') {
    savings = yearlySaving(
      suggestionsOf(record, recipients, context).length,
      seatPriceOf(context, record.app_id),
    );
  } else if (record.status === 'running') {
    const activity = activityIn(context, record.app_id);
    const held = recipients
      .filter((r) => !r.reclaimed)
      .map((r) => ({ user_id: r.user_id, last_active_at: lastActiveOf(r, activity) }));
    savings = yearlySaving(inactiveCount(held, context.now), seatPriceOf(context, record.app_id));
  } else if (app) {
    savings = yearlySaving(
      inactiveCount(audienceFor(context.tenantId, app, record, context.now).asked, context.now),
      app.seatCost,
    );
  }
  const creator = record.created_by === null ? undefined : context.people.get(record.created_by);
  const {
    id,
    audience,
    user_ids,
    question,
    answers,
    reason,
    deadline,
    reminders,
    reminder_every_days,
    no_answer,
    cooldown_days,
  } = record;
  return {
    id,
    app_slug: productRecordOf(record.app_id).slug,
    app: contractAppOf(record.app_id),
    audience,
    user_ids,
    question,
    answers,
    reason,
    deadline,
    reminders,
    reminder_every_days,
    no_answer,
    cooldown_days,
    status: record.status,
    counts,
    savings,
    currency: context.currency,
    created_by: creator ? personOf(creator) : null,
    created_at: record.created_at,
    sent_at: record.sent_at,
    closed_at: record.closed_at,
    reminders_sent: record.reminders_sent,
    next_reminder_at: nextReminderAt(record, counts),
  };
}

function recipientOf(
  r: SurveyRecipientRecord,
  activity: ReadonlyMap<string, string | null>,
  account: Account,
): SurveyRecipient {
  return {
    id: r.id,
    user: personOf(account),
    last_active_at: lastActiveOf(r, activity),
    answer: r.answer,
    reason: r.reason,
    keep_until: r.keep_until,
    answered_at: r.answered_at,
    reminders_sent: r.reminders_sent,
    reclaimed: r.reclaimed,
  };
}

/** A survey's page: the survey, everyone asked (longest idle first) and, once closed, the summary. */
export function surveyDetailOf(record: SurveyRecord, message?: string): SurveyDetail {
  const recipients = surveyRecipients.findMany((q) => q.where((r) => r.survey_id === record.id));
  const context = surveyContext(record.tenant_id, recipients);
  const activity = activityIn(context, record.app_id);
  const rows = recipients
    .flatMap((r) => {
      const account = context.people.get(r.user_id);
      return account ? [recipientOf(r, activity, account)] : [];
    })
    .sort(
      (a, b) =>
        (a.last_active_at ?? '').localeCompare(b.last_active_at ?? '') ||
        a.user.last_name.localeCompare(b.user.last_name, 'en') ||
        a.id.localeCompare(b.id),
    );
  return {
    survey: surveyOf(record, recipients, context),
    recipients: rows,
    summary: record.status === 'closed' ? summaryOf(record, recipients, context) : null,
    ...(message === undefined ? {} : { message }),
  };
}

/** Answers are taken while the survey runs, up to and including its deadline day. */
export const canAnswer = (record: SurveyRecord, today = utcToday()) =>
  record.status === 'running' && today <= record.deadline;

/** The date a `keep_until` answer defaults to when the simulation gives one: two months after the deadline. */
export const simulatedKeepUntil = (record: SurveyRecord) => addDays(record.deadline, 60);

export function questionOf(
  r: SurveyRecipientRecord,
  record: SurveyRecord,
  activity: ReadonlyMap<string, string | null>,
): SurveyQuestion {
  return {
    id: r.id,
    survey_id: record.id,
    app: contractAppOf(record.app_id),
    question: record.question,
    answers: record.answers,
    reason: record.reason,
    deadline: record.deadline,
    last_active_at: lastActiveOf(r, activity),
    answer: r.answer,
    answer_reason: r.reason,
    keep_until: r.keep_until,
    answered_at: r.answered_at,
    can_answer: canAnswer(record),
    task_id: r.task_id,
  };
}

export { activityIn };
