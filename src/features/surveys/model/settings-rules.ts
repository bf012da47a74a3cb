/**
 * What a survey's settings must be, shared by the form and the mock API so both give the same
 * messages. `validateSurveySettings` checks the values as typed or as a JSON body sends them and
 * returns one message per bad field; whether the app is one the company holds a licence for, and
 * whether the people chosen belong to it, only the server can tell.
 */
import { isCalendarDate } from '@/lib/calendar';
import { REQUIRED_ANSWERS, SURVEY_ANSWERS, SURVEY_LIMITS, type SurveyAnswer } from '../api/list-words';

export const SURVEY_MESSAGES = {
  appRequired: 'Choose the app to ask about.',
  appNotLicensed: 'Choose an app your company holds a licence for.',
  questionRequired: 'Write the question people are asked.',
  questionTooLong: `Keep the question to ${SURVEY_LIMITS.questionMax} characters or fewer.`,
  answersMissing: 'Keep and Give up are always offered.',
  answerUnknown: 'Offer only Keep, Give up, Keep until a date or A smaller plan.',
  chosenRequired: 'Choose at least one person to ask.',
  chosenNotHere: 'Choose people of your company.',
  deadlineRequired: 'Deadline is required.',
  deadlineInvalid: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  deadlinePast: 'The deadline must be today or later.',
  reminders: `Send between 0 and ${SURVEY_LIMITS.remindersMax} reminders.`,
  reminderEvery: `Reminders go between ${SURVEY_LIMITS.reminderEveryDaysMin} and ${SURVEY_LIMITS.reminderEveryDaysMax} days apart.`,
  cooldown: `The cool-down is between 0 and ${SURVEY_LIMITS.cooldownDaysMax} days.`,
  nobodyAsked: 'Nobody would be asked: change who is asked or the cool-down.',
  reasonRequired: 'Give a reason.',
  reasonTooLong: `Keep the reason to ${SURVEY_LIMITS.reasonMax} characters or fewer.`,
  keepUntilRequired: 'Choose the date until which you need the seat.',
  keepUntilPast: 'Choose a date after today.',
  answerNotOffered: 'This survey does not offer that answer.',
} as const;

/** The settings as a form holds them or a body sends them: any field may be missing or mistyped. */
export interface SurveySettingsValues {
  app_slug?: unknown;
  audience?: unknown;
  user_ids?: unknown;
  question?: unknown;
  answers?: unknown;
  deadline?: unknown;
  reminders?: unknown;
  reminder_every_days?: unknown;
  cooldown_days?: unknown;
}

const isWholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * One message per bad field (an empty object when every field is fine). `today` is `YYYY-MM-DD`;
 * a deadline before it is refused only when the survey is being sent (a draft may keep an old one).
 */
export function validateSurveySettings(
  values: SurveySettingsValues,
  { today, sending }: { today: string; sending: boolean },
): Partial<Record<keyof SurveySettingsValues, string>> {
  const errors: Partial<Record<keyof SurveySettingsValues, string>> = {};
  if (blank(values.app_slug)) errors.app_slug = SURVEY_MESSAGES.appRequired;
  if (blank(values.question)) errors.question = SURVEY_MESSAGES.questionRequired;
  else if ((values.question as string).trim().length > SURVEY_LIMITS.questionMax)
    errors.question = SURVEY_MESSAGES.questionTooLong;
  if (Array.isArray(values.answers)) {
    const answers = values.answers as unknown[];
    if (answers.some((a) => !(SURVEY_ANSWERS as readonly unknown[]).includes(a)))
      errors.answers = SURVEY_MESSAGES.answerUnknown;
    else if (!REQUIRED_ANSWERS.every((a) => answers.includes(a)))
      errors.answers = SURVEY_MESSAGES.answersMissing;
  }
  if (values.audience === 'chosen' && (!Array.isArray(values.user_ids) || values.user_ids.length === 0))
    errors.user_ids = SURVEY_MESSAGES.chosenRequired;
  if (blank(values.deadline)) errors.deadline = SURVEY_MESSAGES.deadlineRequired;
  else if (!isCalendarDate((values.deadline as string).trim()))
    errors.deadline = SURVEY_MESSAGES.deadlineInvalid;
  else if (sending && (values.deadline as string).trim() < today)
    errors.deadline = SURVEY_MESSAGES.deadlinePast;
  if (!isWholeIn(values.reminders, 0, SURVEY_LIMITS.remindersMax))
    errors.reminders = SURVEY_MESSAGES.reminders;
  if (
    !isWholeIn(
      values.reminder_every_days,
      SURVEY_LIMITS.reminderEveryDaysMin,
      SURVEY_LIMITS.reminderEveryDaysMax,
    )
  )
    errors.reminder_every_days = SURVEY_MESSAGES.reminderEvery;
  if (!isWholeIn(values.cooldown_days, 0, SURVEY_LIMITS.cooldownDaysMax))
    errors.cooldown_days = SURVEY_MESSAGES.cooldown;
  return errors;
}

/** The answers offered, in the order the contract lists them, each once. */
export function offeredAnswers(answers: readonly SurveyAnswer[]): SurveyAnswer[] {
  return SURVEY_ANSWERS.filter((a) => answers.includes(a));
}
