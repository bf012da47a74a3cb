/**
 * The simulated agent (pure and deterministic: the same words, form, apps and day give the same
 * reply). It reads the admin's newest message for the app (one of the tenant's licensed apps, by
 * name, any case), who to ask ("not opened Zoom in 60 days", "everyone"), a deadline ("by Friday",
 * "in two weeks", "by 2026-12-10", "end of the month"), the answers ("keep until", "smaller plan"),
 * whether a reason is required ("ask why"), reminders, what happens without an answer and a
 * cool-down; drafts the question; and says in words what it filled and what it could not tell. It
 * never sends anything.
 */
import { addDays, isCalendarDate, lastDayOfMonth, weekdayIndex } from '@/lib/calendar';
import {
  SURVEY_LIMITS,
  type ChatInput,
  type ChatReply,
  type SurveyAnswer,
  type SurveyAudience,
  type SurveySettings,
} from '@/features/surveys/api/schemas';

export interface ChatApp {
  slug: string;
  name: string;
}

export const SIMULATION_NOTE =
  'This agent is a simulation in the demo: it drafts, and never sends or reclaims anything.';

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  once: 1,
  twice: 2,
  no: 0,
};
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const NUMBER = '(\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|no)';

const numberOf = (text: string): number => NUMBER_WORDS[text] ?? Number(text);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The app named in the text: the longest licensed app name found as whole words. */
export function findApp(text: string, apps: readonly ChatApp[]): ChatApp | null {
  const found = apps.filter((app) =>
    new RegExp(`(^|[^a-z0-9])${escape(app.name.toLowerCase())}($|[^a-z0-9])`).test(text),
  );
  return found.sort((a, b) => b.name.length - a.name.length || a.name.localeCompare(b.name, 'en'))[0] ?? null;
}

/** The inactive window a number of days falls in: the smallest of 30, 60, 90 that covers it. */
const windowFor = (days: number): SurveyAudience =>
  days <= 30 ? 'inactive_30' : days <= 60 ? 'inactive_60' : 'inactive_90';

/** "has not opened Zoom in 60 days", "haven't used it for two months". */
const IDLE =
  /(not|n't|never)\b[^.?!]*?\b(opened|used|logged|signed|touched|launched|active|use|open)\b[^.?!]*?\b(?:in|for|over|within)\s+(?:the\s+(?:last|past)\s+)?(\d+|a|one|two|three)\s*(days?|weeks?|months?)/;

export function findAudience(text: string): SurveyAudience | null {
  const idle = IDLE.exec(text);
  if (idle) {
    const n = numberOf(idle[3]!);
    const unit = idle[4]!;
    const days = unit.startsWith('month') ? n * 30 : unit.startsWith('week') ? n * 7 : n;
    return windowFor(days);
  }
  if (/\b(inactive|idle|unused)\b/.test(text)) {
    const days = /\b(\d+)\s*days?\b/.exec(text);
    return windowFor(days ? Number(days[1]) : 30);
  }
  if (
    /\b(everyone|everybody|all holders|every holder|all (the )?(users|people|seat holders|holders))\b/.test(
      text,
    )
  )
    return 'all_holders';
  return null;
}

/** The deadline the text sets, relative to `today`; null when it sets none. */
export function findDeadline(text: string, today: string): string | null {
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(text);
  if (iso && isCalendarDate(iso[1])) return iso[1]!;
  const weekday =
    /\b(?:by|until|before|on|due)\s+(?:(next)\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.exec(
      text,
    );
  if (weekday) {
    // The next such day after today (a week on when it is today's), a week later still with "next".
    const ahead = (WEEKDAYS.indexOf(weekday[2]!) - weekdayIndex(today) + 7) % 7 || 7;
    return addDays(today, ahead + (weekday[1] ? 7 : 0));
  }
  if (/\bend of (the |this )?month\b/.test(text)) return lastDayOfMonth(today.slice(0, 7));
  if (/\bend of (the |this )?week\b/.test(text))
    return addDays(today, 4 - weekdayIndex(today) + (weekdayIndex(today) > 4 ? 7 : 0));
  if (/\b(by |until )?tomorrow\b/.test(text)) return addDays(today, 1);
  const inSome = new RegExp(`\\bin\\s+${NUMBER}\\s+(days?|weeks?)\\b`).exec(text);
  if (inSome) return addDays(today, numberOf(inSome[1]!) * (inSome[2]!.startsWith('week') ? 7 : 1));
  if (/\b(in|within) a fortnight\b/.test(text)) return addDays(today, 14);
  return null;
}

function findAnswers(text: string): SurveyAnswer[] | null {
  const extra: SurveyAnswer[] = [];
  if (/\bkeep (it |them |their seat |the seat )?until\b|\buntil a date\b/.test(text))
    extra.push('keep_until');
  if (/\b(smaller|cheaper|lower|lighter) (plan|tier|licen[cs]e)\b|\bdowngrade\b/.test(text))
    extra.push('smaller_plan');
  return extra.length > 0 ? ['keep', 'give_up', ...extra] : null;
}

function findReason(text: string): SurveySettings['reason'] | null {
  if (/\b(reason (is )?optional|no reason needed|without a reason|reason not required)\b/.test(text))
    return 'optional';
  if (
    /\b(ask (them )?why|with a reason|reason required|require a reason|must (give|explain)|explain why|give a reason)\b/.test(
      text,
    )
  )
    return 'required';
  return null;
}

function findReminders(text: string): Partial<Pick<SurveySettings, 'reminders' | 'reminder_every_days'>> {
  const found: Partial<Pick<SurveySettings, 'reminders' | 'reminder_every_days'>> = {};
  const count =
    new RegExp(`\\b${NUMBER}\\s+reminders?\\b`).exec(text) ??
    /\bremind (?:them |people )?(once|twice)\b/.exec(text);
  if (count) found.reminders = Math.min(SURVEY_LIMITS.remindersMax, numberOf(count[1]!));
  const every = new RegExp(`\\bevery\\s+${NUMBER}?\\s*(days?|weeks?)\\b`).exec(text);
  if (every && /remind/.test(text)) {
    const n = every[1] ? numberOf(every[1]) : 1;
    found.reminder_every_days = Math.min(
      SURVEY_LIMITS.reminderEveryDaysMax,
      Math.max(SURVEY_LIMITS.reminderEveryDaysMin, every[2]!.startsWith('week') ? n * 7 : n),
    );
  }
  return found;
}

function findNoAnswer(text: string): SurveySettings['no_answer'] | null {
  const silent =
    /\b(don't|do not|doesn't|does not|never|who fail to|who don't) (answer|reply|respond)|\bno answer\b|\bwithout answering\b/.test(
      text,
    );
  if (!silent) return null;
  return /\breclaim|take (back|away)|free (up )?(the|their) seats?\b/.test(text)
    ? 'propose_reclaim'
    : 'nothing';
}

function findCooldown(text: string): number | null {
  const match =
    /\bcool-?\s?down (?:of )?(\d+)\s*days?\b/.exec(text) ??
    /\b(?:skip|leave out|exclude|not)\b[^.?!]*\basked\b[^.?!]*?\b(?:in|within) the (?:last|past) (\d+)\s*days?\b/.exec(
      text,
    );
  return match ? Math.min(SURVEY_LIMITS.cooldownDaysMax, Number(match[1])) : null;
}

/** `2026-12-04` as "Friday 4 December". */
export function spokenDate(date: string): string {
  return new Date(`${date}T00:00:00Z`)
    .toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    })
    .replace(',', '');
}

const AUDIENCE_WORDS: Record<SurveyAudience, string> = {
  inactive_30: 'people who have not used it in 30 days',
  inactive_60: 'people who have not used it in 60 days',
  inactive_90: 'people who have not used it in 90 days',
  all_holders: 'everyone who holds a seat',
  chosen: 'the people you chose',
};

/** The question people are asked, drafted from the app, the audience and the deadline. */
export function draftQuestion(
  app: string,
  audience: SurveyAudience | undefined,
  deadline: string | undefined,
): string {
  const window = audience?.startsWith('inactive_') ? audience.slice('inactive_'.length) : null;
  const why = window ? ` You have not used ${app} in the last ${window} days.` : '';
  const by = deadline ? ` Please answer by ${spokenDate(deadline)}.` : '';
  return `Do you still need your ${app} seat?${why} If you give it up, the licence goes back to the company.${by}`;
}

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const ANSWER_WORDS: Record<SurveyAnswer, string> = {
  keep: 'Keep',
  give_up: 'Give up',
  keep_until: 'Keep until a date',
  smaller_plan: 'A smaller plan',
};

/** The agent's reply to the conversation, given the tenant's licensed apps and today's date. */
export function agentReply(input: ChatInput, apps: readonly ChatApp[], today: string): ChatReply {
  const newest = [...input.messages].reverse().find((m) => m.role === 'admin');
  const text = (newest?.text ?? '').toLowerCase().replace(/[’‘]/g, "'");
  const form = input.settings ?? {};
  const draft: Partial<SurveySettings> = {};

  const app = findApp(text, apps);
  if (app) draft.app_slug = app.slug;
  const audience = findAudience(text);
  if (audience) draft.audience = audience;
  // The audience's "in 60 days" is not a deadline.
  const deadline = findDeadline(text.replace(IDLE, ' '), today);
  if (deadline) draft.deadline = deadline;
  const answers = findAnswers(text);
  if (answers) draft.answers = answers;
  const reason = findReason(text);
  if (reason) draft.reason = reason;
  Object.assign(draft, findReminders(text));
  const noAnswer = findNoAnswer(text);
  if (noAnswer) draft.no_answer = noAnswer;
  const cooldown = findCooldown(text);
  if (cooldown !== null) draft.cooldown_days = cooldown;

  // The question is drafted whenever the app is known, from what this message and the form say.
  const appSlug = draft.app_slug ?? form.app_slug;
  const appName = apps.find((a) => a.slug === appSlug)?.name;
  const understood = Object.keys(draft).length > 0;
  if (appName && understood)
    draft.question = draftQuestion(appName, draft.audience ?? form.audience, draft.deadline ?? form.deadline);

  if (!understood) {
    return {
      reply: `I could not tell what to ask from that. Try something like: “Ask everyone who has not opened ${apps[0]?.name ?? 'Zoom'} in 60 days whether they still need it, by Friday.” ${SIMULATION_NOTE}`,
      draft: null,
      is_simulation: true,
    };
  }

  const filled: string[] = [];
  if (appName) filled.push(`the app (${appName})`);
  if (draft.audience) filled.push(`who is asked (${AUDIENCE_WORDS[draft.audience]})`);
  if (draft.deadline) filled.push(`the deadline (${spokenDate(draft.deadline)})`);
  if (draft.answers) filled.push(`the answers (${list(draft.answers.map((a) => ANSWER_WORDS[a]))})`);
  if (draft.reason) filled.push(`a reason ${draft.reason === 'required' ? 'required' : 'optional'}`);
  if (draft.reminders !== undefined) filled.push(`${draft.reminders} reminders`);
  if (draft.reminder_every_days !== undefined)
    filled.push(`reminders every ${draft.reminder_every_days} days`);
  if (draft.no_answer)
    filled.push(
      draft.no_answer === 'propose_reclaim'
        ? 'proposing the seats of people who do not answer for reclaim'
        : 'doing nothing when people do not answer',
    );
  if (draft.cooldown_days !== undefined) filled.push(`a cool-down of ${draft.cooldown_days} days`);
  if (draft.question) filled.push('the question');

  const unknown: string[] = [];
  if (!appSlug) unknown.push('which app to ask about');
  if (!draft.audience && !form.audience) unknown.push('who to ask');
  if (!draft.deadline && !form.deadline) unknown.push('the deadline');
  const missing =
    unknown.length > 0
      ? ` I could not tell ${list(unknown)}: please set ${unknown.length === 1 ? 'it' : 'them'} in the form.`
      : '';
  return {
    reply: `I filled in ${list(filled)}.${missing} Review the draft and send it when you are ready. ${SIMULATION_NOTE}`,
    draft,
    is_simulation: true,
  };
}
