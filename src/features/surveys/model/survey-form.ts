/**
 * The new-survey form's model: its values as typed, the checks whose messages show beside the
 * fields, the settings they make, and the agent's draft laid over them. Pure functions, so the form,
 * the preview and the chat agree on what a valid survey is.
 */
import { addDays } from '@/lib/calendar';
import type { Person } from '@/lib/person';
import {
  REQUIRED_ANSWERS,
  type SurveyAnswer,
  type SurveyAudience,
  type SurveyNoAnswerRule,
  type SurveyReasonRule,
} from '../api/survey-words';
import type { SurveySettings } from '../api/schemas';
import { validateSurveySettings } from './settings-rules';

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

/** A whole number as typed, else the text itself (which the rules then refuse). */
const numberOf = (text: string): number | string => (WHOLE.test(text.trim()) ? Number(text.trim()) : text);

/** The values as the shared rules read them: a body's names and types. */
function bodyOf(values: SurveyFormValues) {
  return {
    app_slug: values.app_slug,
    audience: values.audience,
    user_ids: values.people.map((person) => person.user_id),
    question: values.question,
    answers: answersOf(values),
    deadline: values.deadline,
    reminders: numberOf(values.reminders),
    reminder_every_days: numberOf(values.reminder_every_days),
    cooldown_days: numberOf(values.cooldown_days),
  };
}

/**
 * Every failing field with its message, by the rules the server keeps (empty when the survey may be
 * saved, or with `sending`, sent: only a survey sent needs a deadline of today or later).
 */
export function surveyFormErrors(
  values: SurveyFormValues,
  { today, sending = false }: { today: string; sending?: boolean },
): Partial<Record<SurveyFormField, string>> {
  const {
    user_ids,
    answers: _answers,
    ...errors
  } = validateSurveySettings(bodyOf(values), { today, sending });
  return { ...errors, ...(user_ids !== undefined && { people: user_ids }) };
}

/** One field's message for a form validator (the form's other fields are read too). */
export function surveyFieldError(
  field: SurveyFormField,
  values: SurveyFormValues,
  today: string,
): string | undefined {
  return surveyFormErrors(values, { today })[field];
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
  if (Object.keys(surveyFormErrors(values, { today })).length > 0) return null;
  return {
    app_slug: values.app_slug.trim(),
    audience: values.audience,
    user_ids: values.audience === 'chosen' ? values.people.map((person) => person.user_id) : [],
    question: values.question.trim(),
    answers: answersOf(values),
    reason: values.reason,
    deadline: values.deadline.trim(),
    reminders: Number(values.reminders.trim()),
    reminder_every_days: Number(values.reminder_every_days.trim()),
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
