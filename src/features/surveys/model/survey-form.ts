/**
 * The new-survey form's model: its values as typed, the checks whose messages show beside the
 * fields, the settings they make, and the agent's draft laid over them. Pure functions, so the form,
 * the preview and the chat agree on what a valid survey is.
 */
import { validate } from '@/lib/validation';
import { addDays } from '@/lib/calendar';
import type { Person } from '@/lib/person';
import {
  REQUIRED_ANSWERS,
  SURVEY_LIMITS,
  type SurveyAnswer,
  type SurveyAudience,
  type SurveyNoAnswerRule,
  type SurveyReasonRule,
} from '../api/list-words';
import type { SurveySettings } from '../api/schemas';

/** The form's values: numbers as typed, the optional answers as switches, the chosen people as records. */
export interface SurveyFormValues {
  app_slug: string;
  audience: SurveyAudience;
  people: Person[];
  question: string;
  keep_until: boolean;
  smaller_plan: boolean;
  reason: SurveyReasonRule;
  deadline: string;
  reminders: string;
  reminder_every_days: string;
  no_answer: SurveyNoAnswerRule;
  cooldown_days: string;
}

export type SurveyFormField = keyof SurveyFormValues;

/** Fields whose server messages sit beside them under the API's own name. */
export const SURVEY_FORM_FIELDS = [
  'app_slug',
  'audience',
  'question',
  'reason',
  'deadline',
  'reminders',
  'reminder_every_days',
  'no_answer',
  'cooldown_days',
] as const satisfies readonly SurveyFormField[];

/** API names that the form keeps under another name. */
export const SURVEY_FIELD_MAP: Readonly<Record<string, SurveyFormField>> = { user_ids: 'people' };

export const SURVEY_MESSAGES = {
  appRequired: 'App is required.',
  peopleRequired: 'Choose at least one person to ask.',
  questionRequired: 'Question is required.',
  questionTooLong: `Question must be maximum of ${SURVEY_LIMITS.questionMax} characters long.`,
  deadlineRequired: 'Deadline is required.',
  deadlineInvalid: 'Deadline is not a valid date.',
  deadlinePast: 'Deadline must be today or later.',
  reminders: `Reminders must be a whole number from 0 to ${SURVEY_LIMITS.remindersMax}.`,
  reminderEvery: `Days between reminders must be a whole number from ${SURVEY_LIMITS.reminderEveryDaysMin} to ${SURVEY_LIMITS.reminderEveryDaysMax}.`,
  cooldown: `Cool-down must be a whole number of days from 0 to ${SURVEY_LIMITS.cooldownDaysMax}.`,
} as const;

/** A new survey: a week to answer, two reminders three days apart, a 90-day cool-down. */
export function emptySurveyValues(today: string): SurveyFormValues {
  return {
    app_slug: '',
    audience: 'inactive_60',
    people: [],
    question: '',
    keep_until: false,
    smaller_plan: false,
    reason: 'optional',
    deadline: addDays(today, 7),
    reminders: '2',
    reminder_every_days: '3',
    no_answer: 'nothing',
    cooldown_days: '90',
  };
}

const WHOLE = /^\d+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A whole number from `min` to `max` as typed, else null. */
function wholeIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : null;
}

function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

type Check = (values: SurveyFormValues, today: string) => string | null;

/** One check per field that has one: the message it shows, or null. */
export const surveyFieldChecks: Readonly<Partial<Record<SurveyFormField, Check>>> = {
  app_slug: ({ app_slug }) => (app_slug.trim() ? null : SURVEY_MESSAGES.appRequired),
  people: ({ audience, people }) =>
    audience === 'chosen' && people.length === 0 ? SURVEY_MESSAGES.peopleRequired : null,
  question: ({ question }) =>
    validate(question.trim(), ['required', `max_val:${SURVEY_LIMITS.questionMax}`], 'Question'),
  deadline: ({ deadline }, today) => {
    const text = deadline.trim();
    if (!text) return SURVEY_MESSAGES.deadlineRequired;
    if (!isCalendarDate(text)) return SURVEY_MESSAGES.deadlineInvalid;
    return text < today ? SURVEY_MESSAGES.deadlinePast : null;
  },
  reminders: ({ reminders }) =>
    wholeIn(reminders, 0, SURVEY_LIMITS.remindersMax) === null ? SURVEY_MESSAGES.reminders : null,
  reminder_every_days: ({ reminders, reminder_every_days }) =>
    // Without reminders their spacing does not matter.
    wholeIn(reminders, 0, SURVEY_LIMITS.remindersMax) !== 0 &&
    wholeIn(reminder_every_days, SURVEY_LIMITS.reminderEveryDaysMin, SURVEY_LIMITS.reminderEveryDaysMax) ===
      null
      ? SURVEY_MESSAGES.reminderEvery
      : null,
  cooldown_days: ({ cooldown_days }) =>
    wholeIn(cooldown_days, 0, SURVEY_LIMITS.cooldownDaysMax) === null ? SURVEY_MESSAGES.cooldown : null,
};

/** Every failing field with its message (empty when the survey may be saved or sent). */
export function surveyFormErrors(
  values: SurveyFormValues,
  today: string,
): Partial<Record<SurveyFormField, string>> {
  const errors: Partial<Record<SurveyFormField, string>> = {};
  for (const [field, check] of Object.entries(surveyFieldChecks) as [SurveyFormField, Check][]) {
    const message = check(values, today);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/** The answers offered: Keep and Give up always, then the optional ones switched on. */
export function answersOf(values: Pick<SurveyFormValues, 'keep_until' | 'smaller_plan'>): SurveyAnswer[] {
  return [
    ...REQUIRED_ANSWERS,
    ...(values.keep_until ? (['keep_until'] as const) : []),
    ...(values.smaller_plan ? (['smaller_plan'] as const) : []),
  ];
}

/** The settings the form's values make, or null while any check fails. */
export function settingsOf(values: SurveyFormValues, today: string): SurveySettings | null {
  if (Object.keys(surveyFormErrors(values, today)).length > 0) return null;
  const reminders = Number(values.reminders.trim());
  return {
    app_slug: values.app_slug.trim(),
    audience: values.audience,
    user_ids: values.audience === 'chosen' ? values.people.map((person) => person.user_id) : [],
    question: values.question.trim(),
    answers: answersOf(values),
    reason: values.reason,
    deadline: values.deadline.trim(),
    reminders,
    reminder_every_days:
      reminders === 0 ? SURVEY_LIMITS.reminderEveryDaysMin : Number(values.reminder_every_days.trim()),
    no_answer: values.no_answer,
    cooldown_days: Number(values.cooldown_days.trim()),
  };
}

/** The settings as far as they are typed, for the agent to work from (what does not parse is left out). */
export function partialSettingsOf(values: SurveyFormValues): Partial<SurveySettings> {
  const number = (text: string) => (WHOLE.test(text.trim()) ? { value: Number(text.trim()) } : null);
  const reminders = number(values.reminders);
  const every = number(values.reminder_every_days);
  const cooldown = number(values.cooldown_days);
  return {
    ...(values.app_slug.trim() && { app_slug: values.app_slug.trim() }),
    audience: values.audience,
    user_ids: values.people.map((person) => person.user_id),
    ...(values.question.trim() && { question: values.question.trim() }),
    answers: answersOf(values),
    reason: values.reason,
    ...(values.deadline.trim() && { deadline: values.deadline.trim() }),
    ...(reminders && { reminders: reminders.value }),
    ...(every && { reminder_every_days: every.value }),
    no_answer: values.no_answer,
    ...(cooldown && { cooldown_days: cooldown.value }),
  };
}

/** The form's fields a setting fills. */
const FIELDS_OF: Readonly<Record<keyof SurveySettings, readonly SurveyFormField[]>> = {
  app_slug: ['app_slug'],
  audience: ['audience'],
  user_ids: ['people'],
  question: ['question'],
  answers: ['keep_until', 'smaller_plan'],
  reason: ['reason'],
  deadline: ['deadline'],
  reminders: ['reminders'],
  reminder_every_days: ['reminder_every_days'],
  no_answer: ['no_answer'],
  cooldown_days: ['cooldown_days'],
};

/**
 * The form's values as saved settings (a draft being edited): the chosen people are known only by
 * id until the preview names them, so each is a record holding the id alone.
 */
export function valuesOfSettings(settings: SurveySettings, people: readonly Person[] = []): SurveyFormValues {
  return applyDraft(emptySurveyValues(settings.deadline), settings, people).values;
}

/**
 * The agent's draft laid over the form: only the settings it gave change, and which fields it filled
 * is returned, for the form to mark them as the agent's for the admin to review.
 */
export function applyDraft(
  values: SurveyFormValues,
  draft: Partial<SurveySettings>,
  known: readonly Person[] = [],
): { values: SurveyFormValues; filled: SurveyFormField[] } {
  const next: SurveyFormValues = { ...values };
  const given = (Object.keys(draft) as (keyof SurveySettings)[]).filter((key) => draft[key] !== undefined);
  for (const key of given) {
    switch (key) {
      case 'app_slug':
      case 'question':
      case 'deadline':
        next[key] = draft[key] ?? '';
        break;
      case 'audience':
      case 'reason':
      case 'no_answer':
        Object.assign(next, { [key]: draft[key] });
        break;
      case 'reminders':
      case 'reminder_every_days':
      case 'cooldown_days':
        next[key] = String(draft[key]);
        break;
      case 'answers':
        next.keep_until = draft.answers?.includes('keep_until') ?? false;
        next.smaller_plan = draft.answers?.includes('smaller_plan') ?? false;
        break;
      case 'user_ids':
        next.people = (draft.user_ids ?? []).map(
          (id) =>
            known.find((person) => person.user_id === id) ??
            values.people.find((person) => person.user_id === id) ?? {
              user_id: id,
              first_name: '',
              last_name: '',
              email: id,
              avatar: null,
            },
        );
        break;
    }
  }
  const filled: SurveyFormField[] = [...new Set(given.flatMap((key) => FIELDS_OF[key]))];
  return { values: next, filled };
}
