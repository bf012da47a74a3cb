/**
 * The mock API's own controls for QA (no auth, never delayed or faulted): scenario, reset and
 * injected faults (a fault without a status holds its call, then lets it through). Served at /api/v1/__demo__/… and, for convenience, at /__demo__/….
 */
import { http } from 'msw';
import * as z from 'zod/mini';
import { NOTIFICATION_KINDS } from '@/features/notifications/api/schemas';
import { ensureSeeded, getLatencyMode, reseed, setLatencyMode } from '../control';
import { findAccountByEmail, findAccountById, recipientsOf, state, surveys } from '../db';
import { addFault, clearFaults, listFaults, type FaultInput } from '../faults';
import { parseBody, readJsonObject } from '../http/input';
import { fieldErrors, json } from '../http/replies';
import { notificationOf, sendNotification } from '../notify';
import { listOutbox } from '../outbox';
import { disconnect, isSocketDown, openConnections, SERVICE_RESTART, setSocketDown } from '../realtime/hub';
import { isScenarioName, SCENARIO_NAMES } from '../scenarios';
import { answerNow, remindSurvey } from './survey-actions';
import { countsOf } from './survey-records';

// An empty method or path and an integer beyond the safe range keep zod's English words in the
// reply (`parseBody` words issues that carry no message of their own).
const faultInputSchema = z.object({
  method: z.optional(z.string().check(z.minLength(1))),
  path: z.string().check(z.minLength(1)),
  status: z.optional(z.number().check(z.int(), z.minimum(100), z.maximum(599))),
  body: z.optional(z.unknown()),
  times: z.optional(
    z.number().check(
      z.int(),
      z.refine((n) => n >= 1 || n === -1, 'Use a positive count, or -1 to fail until cleared.'),
    ),
  ),
  delay_ms: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(60_000))),
});

// A notification QA sends by hand: to whom, and any of its words (an announcement by default).
const demoNotificationSchema = z.object({
  username: z.string(),
  kind: z.optional(z.enum(NOTIFICATION_KINDS)),
  title: z.optional(z.string().check(z.minLength(1))),
  text: z.optional(z.string()),
  link: z.optional(z.nullable(z.string())),
});

// How many of a running survey's simulated people answer now (all who have not, by default).
const answerNowSchema = z.object({ count: z.optional(z.number().check(z.int(), z.minimum(1))) });
const remindersNowSchema = z.object({ survey_id: z.optional(z.string()) });

const socketDropSchema = z.object({
  username: z.optional(z.string()),
  hold: z.optional(z.boolean()),
});

/** Who is connected (by e-mail) and whether new connections are refused. */
function socketState() {
  return {
    connections: openConnections().map((c) => ({
      username: findAccountById(c.userId)?.email ?? '',
      user_id: c.userId,
    })),
    down: isSocketDown(),
  };
}

/** A control's JSON body checked against `schema` (400 with DRF's field errors). */
async function controlBody<S extends z.core.$ZodType>(request: Request, schema: S) {
  const body = await readJsonObject(request);
  return body.ok ? parseBody(schema, body.value) : body;
}

const DEFAULT_DETAIL: Record<number, string> = {
  400: 'Bad request.',
  401: 'Given token not valid for any token type',
  403: 'You do not have permission to perform this action.',
  404: 'Not found.',
  429: 'Request was throttled.',
  500: 'A server error occurred.',
  502: 'Bad gateway.',
  503: 'Service temporarily unavailable',
  504: 'Gateway timeout.',
};

function controlState() {
  return {
    scenario: state.scenario,
    faults: listFaults(),
    scenarios: [...SCENARIO_NAMES],
    latency: getLatencyMode(),
  };
}

const control = (path: string) => `*/__demo__${path}`;

export const demoControlHandlers = [
  http.get(control('/state'), () => json(controlState())),

  http.post(control('/reset'), async () => {
    await reseed();
    return json({ ...controlState(), message: 'Demo data reset' });
  }),

  http.post(control('/scenario'), async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const scenario = body.value.scenario;
    if (!isScenarioName(scenario)) {
      return fieldErrors({ scenario: [`"${String(scenario)}" is not a valid choice.`] });
    }
    await reseed(scenario);
    return json({ ...controlState(), message: `Scenario switched to ${scenario}` });
  }),

  http.post(control('/faults'), async ({ request }) => {
    const parsed = await controlBody(request, faultInputSchema);
    if (!parsed.ok) return parsed.response;
    const { method, path, status = null, body: replyBody, times = 1, delay_ms = 0 } = parsed.value;
    const input: FaultInput = {
      method: method ? method.toUpperCase() : null,
      path,
      status,
      body:
        replyBody === undefined && status !== null
          ? { detail: DEFAULT_DETAIL[status] ?? `Injected fault (${status})` }
          : (replyBody ?? null),
      times,
      delay_ms,
    };
    const fault = addFault(input);
    return json({ ...controlState(), fault }, 201);
  }),

  // `none` drops the simulated network time (benchmarks time the app's own work); `realistic` brings
  // it back. A scenario's fixed latency (`slow`) still applies. Until the next page load.
  http.post(control('/latency'), async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    const mode = body.value.mode;
    if (mode !== 'none' && mode !== 'realistic') {
      return fieldErrors({ mode: [`"${String(mode)}" is not a valid choice.`] });
    }
    setLatencyMode(mode);
    return json({ ...controlState(), message: `Latency set to ${mode}` });
  }),

  http.delete(control('/faults'), () => {
    clearFaults();
    return json(controlState());
  }),

  // Sends one notification now (stored and pushed to the person's open sockets).
  http.post(control('/notifications'), async ({ request }) => {
    await ensureSeeded();
    const body = await controlBody(request, demoNotificationSchema);
    if (!body.ok) return body.response;
    const { username, kind = 'announcement', title, text, link = null } = body.value;
    const account = findAccountByEmail(username);
    if (!account) return fieldErrors({ username: [`No account "${username}".`] });
    const [record] = await sendNotification({
      userIds: [account.user_id],
      kind,
      title: title ?? 'A message from the Stackwise team',
      text: text ?? 'This notification was sent from the demo controls.',
      link,
    });
    return json({ notification: notificationOf(record!) }, 201);
  }),

  http.get(control('/socket'), () => json(socketState())),

  // Drops open sockets (one person's, or everyone's) as a server restart would; `hold` keeps
  // refusing new ones (1013) until `socket/restore`.
  http.post(control('/socket/drop'), async ({ request }) => {
    const body = await controlBody(request, socketDropSchema);
    if (!body.ok) return body.response;
    const { username, hold = false } = body.value;
    let userId: string | undefined;
    if (username !== undefined) {
      userId = findAccountByEmail(username)?.user_id;
      if (!userId) return fieldErrors({ username: [`No account "${username}".`] });
    }
    if (hold) setSocketDown(true);
    const dropped = disconnect(SERVICE_RESTART, 'dropped', (c) => !userId || c.userId === userId);
    return json({ ...socketState(), dropped });
  }),

  http.post(control('/socket/restore'), () => {
    setSocketDown(false);
    return json(socketState());
  }),

  // A running survey's simulated people (never the named accounts) answer now, as they would have.
  http.post(control('/surveys/:id/answer_now'), async ({ request, params }) => {
    await ensureSeeded();
    const body = await controlBody(request, answerNowSchema);
    if (!body.ok) return body.response;
    const record = surveys.findFirst((q) => q.where((s) => s.id === params.id));
    if (!record) return json({ detail: 'Survey not found.' }, 404);
    if (record.status !== 'running') return json({ detail: 'Only a running survey takes answers.' }, 400);
    const answered = await answerNow(record, body.value.count);
    return json({ answered, counts: countsOf(recipientsOf(record.id)) });
  }),

  // Every running survey's next reminder (or one survey's) goes now, as if its time had come.
  http.post(control('/surveys/reminders_now'), async ({ request }) => {
    await ensureSeeded();
    const body = await controlBody(request, remindersNowSchema);
    if (!body.ok) return body.response;
    const running = surveys.findMany((q) =>
      q.where(
        (s) =>
          s.status === 'running' && (body.value.survey_id === undefined || s.id === body.value.survey_id),
      ),
    );
    let reminded = 0;
    for (const record of running.filter((r) => r.reminders_sent < r.reminders)) {
      reminded += (await remindSurvey(record)).reminded;
    }
    return json({ surveys: running.length, reminded });
  }),

  // The e-mails the mock API "sent" (verification and reset links), newest first; `?to=` narrows.
  http.get(control('/outbox'), ({ request }) =>
    json({ messages: listOutbox(new URL(request.url).searchParams.get('to')) }),
  ),
];
