import { describe, expect, it } from 'vitest';
import { addDays, localToday } from '@/lib/calendar';
import {
  answersOf,
  applyDraft,
  emptySurveyValues,
  partialSettingsOf,
  settingsOf,
  SURVEY_MESSAGES,
  surveyFormErrors,
  valuesOfSettings,
  type SurveyFormValues,
} from './survey-form';

const TODAY = localToday();
const ADA = {
  user_id: 'u-ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@acme.test',
  avatar: null,
};

function filled(overrides: Partial<SurveyFormValues> = {}): SurveyFormValues {
  return { ...emptySurveyValues(TODAY), app_slug: 'zoom', question: 'Do you still need Zoom?', ...overrides };
}

describe('survey form model', () => {
  it('starts a new survey with a week to answer, two reminders three days apart and a 90-day cool-down', () => {
    const values = emptySurveyValues(TODAY);
    expect(values).toMatchObject({
      deadline: addDays(TODAY, 7),
      reminders: '2',
      reminder_every_days: '3',
      cooldown_days: '90',
    });
    expect(surveyFormErrors(values, TODAY)).toEqual({
      app_slug: SURVEY_MESSAGES.appRequired,
      question: 'Question is required.',
    });
  });

  it('checks the deadline, the reminders, the cool-down and the chosen people', () => {
    expect(surveyFormErrors(filled({ deadline: addDays(TODAY, -1) }), TODAY)).toEqual({
      deadline: SURVEY_MESSAGES.deadlinePast,
    });
    expect(surveyFormErrors(filled({ deadline: '2026-02-30' }), TODAY)).toEqual({
      deadline: SURVEY_MESSAGES.deadlineInvalid,
    });
    expect(surveyFormErrors(filled({ deadline: TODAY }), TODAY)).toEqual({});
    expect(surveyFormErrors(filled({ reminders: '6' }), TODAY)).toMatchObject({
      reminders: SURVEY_MESSAGES.reminders,
    });
    expect(surveyFormErrors(filled({ reminder_every_days: '15' }), TODAY)).toEqual({
      reminder_every_days: SURVEY_MESSAGES.reminderEvery,
    });
    // Without reminders their spacing is not checked.
    expect(surveyFormErrors(filled({ reminders: '0', reminder_every_days: '' }), TODAY)).toEqual({});
    expect(surveyFormErrors(filled({ cooldown_days: '-1' }), TODAY)).toEqual({
      cooldown_days: SURVEY_MESSAGES.cooldown,
    });
    expect(surveyFormErrors(filled({ audience: 'chosen' }), TODAY)).toEqual({
      people: SURVEY_MESSAGES.peopleRequired,
    });
    expect(surveyFormErrors(filled({ question: 'x'.repeat(501) }), TODAY)).toEqual({
      question: SURVEY_MESSAGES.questionTooLong,
    });
  });

  it('makes settings only from valid values: Keep and Give up always, chosen people only when chosen', () => {
    expect(settingsOf(filled({ app_slug: '' }), TODAY)).toBeNull();
    expect(settingsOf(filled({ keep_until: true, people: [ADA] }), TODAY)).toEqual({
      app_slug: 'zoom',
      audience: 'inactive_60',
      user_ids: [],
      question: 'Do you still need Zoom?',
      answers: ['keep', 'give_up', 'keep_until'],
      reason: 'optional',
      deadline: addDays(TODAY, 7),
      reminders: 2,
      reminder_every_days: 3,
      no_answer: 'nothing',
      cooldown_days: 90,
    });
    expect(settingsOf(filled({ audience: 'chosen', people: [ADA] }), TODAY)?.user_ids).toEqual(['u-ada']);
    expect(answersOf({ keep_until: false, smaller_plan: true })).toEqual(['keep', 'give_up', 'smaller_plan']);
  });

  it('lays the agent’s draft over the form: only what it gave changes, and it says which fields', () => {
    const before = filled({ cooldown_days: '30' });
    const { values, filled: fields } = applyDraft(
      before,
      {
        app_slug: 'slack',
        reminders: 1,
        answers: ['keep', 'give_up', 'smaller_plan'],
        user_ids: ['u-ada'],
      },
      [ADA],
    );
    expect(values).toMatchObject({
      app_slug: 'slack',
      reminders: '1',
      smaller_plan: true,
      keep_until: false,
      people: [ADA],
    });
    expect(values.cooldown_days).toBe('30');
    expect(values.question).toBe(before.question);
    expect(fields.sort()).toEqual(['app_slug', 'keep_until', 'people', 'reminders', 'smaller_plan']);
  });

  it('hands the agent the form as far as it is typed', () => {
    expect(partialSettingsOf(filled({ app_slug: '', reminders: 'two' }))).not.toHaveProperty('app_slug');
    expect(partialSettingsOf(filled({ reminders: 'two' }))).not.toHaveProperty('reminders');
    expect(partialSettingsOf(filled())).toMatchObject({ app_slug: 'zoom', cooldown_days: 90 });
  });

  it('reads saved settings back into the form', () => {
    const settings = settingsOf(filled({ smaller_plan: true, reason: 'required' }), TODAY)!;
    expect(settingsOf(valuesOfSettings(settings), TODAY)).toEqual(settings);
  });
});
