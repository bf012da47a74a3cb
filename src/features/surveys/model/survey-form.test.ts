import { describe, expect, it } from 'vitest';
import { addDays, localToday } from '@/lib/calendar';
import {
  answersOf,
  applyDraft,
  emptySurveyValues,
  partialSettingsOf,
  settingsOf,
  surveyFormErrors,
  valuesOfSettings,
  type SurveyFormValues,
} from './survey-form';
import { SURVEY_MESSAGES } from './settings-rules';

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
    expect(surveyFormErrors(values, { today: TODAY })).toEqual({
      app_slug: SURVEY_MESSAGES.appRequired,
      question: SURVEY_MESSAGES.questionRequired,
    });
  });

  it('checks the deadline (today or later only when sending), the reminders, the cool-down and the chosen people', () => {
    const errors = (overrides: Partial<SurveyFormValues>, sending = false) =>
      surveyFormErrors(filled(overrides), { today: TODAY, sending });
    const yesterday = addDays(TODAY, -1);
    expect(errors({ deadline: yesterday }, true)).toEqual({ deadline: SURVEY_MESSAGES.deadlinePast });
    expect(errors({ deadline: yesterday })).toEqual({});
    expect(errors({ deadline: '2026-02-30' })).toEqual({ deadline: SURVEY_MESSAGES.deadlineInvalid });
    expect(errors({ deadline: TODAY }, true)).toEqual({});
    expect(errors({ reminders: '6' })).toEqual({ reminders: SURVEY_MESSAGES.reminders });
    expect(errors({ reminders: 'two' })).toEqual({ reminders: SURVEY_MESSAGES.reminders });
    expect(errors({ reminder_every_days: '15' })).toEqual({
      reminder_every_days: SURVEY_MESSAGES.reminderEvery,
    });
    expect(errors({ cooldown_days: '-1' })).toEqual({ cooldown_days: SURVEY_MESSAGES.cooldown });
    expect(errors({ audience: 'chosen' })).toEqual({ people: SURVEY_MESSAGES.chosenRequired });
    expect(errors({ audience: 'chosen', people: [ADA] })).toEqual({});
    expect(errors({ question: 'x'.repeat(501) })).toEqual({ question: SURVEY_MESSAGES.questionTooLong });
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
