import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Save, Send, X } from 'lucide-react';
import { useState } from 'react';
import { clearServerErrors, firstMessage, sendForm, showServerErrors, useAppForm } from '@/components/form';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { localToday } from '@/lib/calendar';
import { personName, type Person } from '@/lib/person';
import { LicensedAppPicker, useLicensedApps } from '@/features/licenses';
import { PersonPicker } from '@/features/users';
import {
  SURVEY_AUDIENCES,
  SURVEY_LIMITS,
  SURVEY_NO_ANSWER_RULES,
  SURVEY_REASON_RULES,
} from '../api/survey-words';
import type { SurveySettings } from '../api/schemas';
import { SURVEY_WRITE_FALLBACKS, useSaveSurveyMutation } from '../api/survey-mutations';
import { surveyQueries } from '../api/survey-queries';
import {
  applyDraft,
  emptySurveyValues,
  partialSettingsOf,
  settingsOf,
  SURVEY_FIELD_MAP,
  SURVEY_FORM_FIELDS,
  surveyFieldError,
  surveyFormErrors,
  valuesOfSettings,
  type SurveyFormField,
  type SurveyFormValues,
} from '../model/survey-form';
import {
  SURVEY_AUDIENCE_LABELS,
  SURVEY_NO_ANSWER_LABELS,
  SURVEY_REASON_LABELS,
} from '../model/survey-labels';
import { surveyPageHref } from '../model/survey-page';
import { AgentChat } from './AgentChat';
import { SurveyPreview } from './SurveyPreview';

const AUDIENCE_OPTIONS = SURVEY_AUDIENCES.map((value) => ({ value, label: SURVEY_AUDIENCE_LABELS[value] }));
const REASON_OPTIONS = SURVEY_REASON_RULES.map((value) => ({ value, label: SURVEY_REASON_LABELS[value] }));
const NO_ANSWER_OPTIONS = SURVEY_NO_ANSWER_RULES.map((value) => ({
  value,
  label: SURVEY_NO_ANSWER_LABELS[value],
}));
const AGENT_HINT = 'Drafted by the agent: review it.';

interface SubmitMeta {
  send: boolean;
}

/** A field's check as a form validator: it reads the other fields and today's date. */
const checkOf =
  (field: SurveyFormField, today: string) =>
  ({ fieldApi }: { fieldApi: { form: { state: { values: SurveyFormValues } } } }) =>
    surveyFieldError(field, fieldApi.form.state.values, today);

export interface SurveyFormProps {
  /** The settings to start from (a draft being edited); a new survey's defaults when absent. */
  initial?: SurveySettings;
  /** The draft these settings are saved in; saving changes it instead of adding a survey. */
  draftId?: string;
  /** The draft's chosen people, so they show by name. */
  people?: readonly Person[];
}

/**
 * A survey's settings, with the agent's chat beside them and a preview of who will be asked below:
 * the app, who is asked, the question, the answers offered, the reason, the deadline, reminders, what
 * happens to people who do not answer and the cool-down. Save draft keeps it unsent; Send asks first,
 * saying how many people will be asked. The agent's draft fills only the fields it gave, each marked
 * for review. Messages show beside the fields; a refusal keeps everything typed.
 */
export function SurveyForm({ initial, draftId, people = [] }: SurveyFormProps) {
  const [today] = useState(localToday);
  const navigate = useNavigate();
  const save = useSaveSurveyMutation();
  const apps = useLicensedApps();
  const [agentFilled, setAgentFilled] = useState<ReadonlySet<SurveyFormField>>(new Set());
  const [confirming, setConfirming] = useState<SurveySettings | null>(null);

  const form = useAppForm({
    defaultValues: initial ? valuesOfSettings(initial, people) : emptySurveyValues(today),
    onSubmitMeta: { send: false } as SubmitMeta,
    onSubmit: async ({ value, formApi, meta }) => {
      const settings = settingsOf(value, today);
      if (!settings) return;
      if (meta.send) {
        // Only a survey sent needs a deadline of today or later; a draft may keep an old one.
        const refused = surveyFormErrors(value, { today, sending: true });
        if (Object.keys(refused).length > 0)
          return showServerErrors(formApi, { fields: refused, form: null });
        return setConfirming(settings);
      }
      await sendForm<SurveyFormField>(
        formApi,
        async () => {
          const reply = await save.mutateAsync({ surveyId: draftId, input: { ...settings, send: false } });
          await navigate({ href: surveyPageHref(reply.survey.id) });
        },
        { fields: SURVEY_FORM_FIELDS, map: SURVEY_FIELD_MAP, fallback: SURVEY_WRITE_FALLBACKS.save },
      );
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const settings = settingsOf(values, today);
  const appName = apps?.find((app) => app.slug === values.app_slug)?.name ?? values.app_slug;
  const hint = (field: SurveyFormField, own?: string) => (agentFilled.has(field) ? AGENT_HINT : own);

  /** The admin's own change to a field: it is no longer the agent's to review. */
  const reviewed = (field: SurveyFormField) => ({
    onChange: () =>
      setAgentFilled((filled) => {
        if (!filled.has(field)) return filled;
        const next = new Set(filled);
        next.delete(field);
        return next;
      }),
  });

  const takeDraft = (draft: Partial<SurveySettings>) => {
    const { values: next, filled } = applyDraft(form.state.values, draft);
    for (const field of filled) form.setFieldValue(field, next[field] as never);
    setAgentFilled(new Set(filled));
  };

  const sendNow = async () => {
    if (!confirming) return;
    await sendForm<SurveyFormField>(
      form,
      async () => {
        const reply = await save.mutateAsync({ surveyId: draftId, input: { ...confirming, send: true } });
        await navigate({ href: surveyPageHref(reply.survey.id) });
      },
      { fields: SURVEY_FORM_FIELDS, map: SURVEY_FIELD_MAP, fallback: SURVEY_WRITE_FALLBACKS.send },
    );
    setConfirming(null);
  };

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="space-y-6">
        <form.AppForm>
          <form.Form
            aria-label="Survey settings"
            className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            {agentFilled.size > 0 && (
              <p
                role="status"
                className="rounded-md bg-indigo-50 px-3 py-2 text-sm text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100"
              >
                The agent drafted {agentFilled.size === 1 ? 'one field' : `${agentFilled.size} fields`} below.
                Review them before you send the survey.
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <form.AppField
                name="app_slug"
                validators={{ onSubmit: checkOf('app_slug', today) }}
                listeners={reviewed('app_slug')}
              >
                {(field) => (
                  <LicensedAppPicker
                    value={field.state.value}
                    onChange={field.handleChange}
                    hint={hint('app_slug', 'An app your company holds seats of.')}
                    error={firstMessage(field.state.meta.errors)}
                  />
                )}
              </form.AppField>
              <form.AppField name="audience" listeners={reviewed('audience')}>
                {(field) => (
                  <field.SelectField
                    label="Who is asked"
                    options={AUDIENCE_OPTIONS}
                    hint={hint('audience')}
                  />
                )}
              </form.AppField>
            </div>
            {values.audience === 'chosen' && (
              <form.AppField
                name="people"
                validators={{ onSubmit: checkOf('people', today) }}
                listeners={reviewed('people')}
              >
                {(field) => (
                  <ChosenPeople
                    people={field.state.value}
                    onChange={field.handleChange}
                    hint={hint('people')}
                    error={firstMessage(field.state.meta.errors)}
                  />
                )}
              </form.AppField>
            )}
            <form.AppField
              name="question"
              validators={{ onSubmit: checkOf('question', today) }}
              listeners={reviewed('question')}
            >
              {(field) => (
                <field.TextAreaField
                  label="Question"
                  rows={3}
                  maxLength={SURVEY_LIMITS.questionMax}
                  hint={hint('question', 'What each person is asked, in your words or the agent’s.')}
                />
              )}
            </form.AppField>
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
                Answers offered
              </legend>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                Keep and Give up are always offered.
              </p>
              <form.AppField name="keep_until" listeners={reviewed('keep_until')}>
                {(field) => (
                  <field.SwitchField
                    label="Keep until"
                    description={hint('keep_until', 'Keep the seat until a date they choose.')}
                  />
                )}
              </form.AppField>
              <form.AppField name="smaller_plan" listeners={reviewed('smaller_plan')}>
                {(field) => (
                  <field.SwitchField
                    label="A smaller plan"
                    description={hint('smaller_plan', 'Move to a cheaper plan of the app.')}
                  />
                )}
              </form.AppField>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <form.AppField name="reason" listeners={reviewed('reason')}>
                {(field) => (
                  <field.SelectField
                    label="Reason"
                    options={REASON_OPTIONS}
                    hint={hint('reason', 'Whether an answer needs a reason.')}
                  />
                )}
              </form.AppField>
              <form.AppField
                name="deadline"
                validators={{ onSubmit: checkOf('deadline', today) }}
                listeners={reviewed('deadline')}
              >
                {(field) => (
                  <field.TextField
                    label="Deadline"
                    type="date"
                    min={today}
                    hint={hint('deadline', 'The last day answers are taken.')}
                  />
                )}
              </form.AppField>
              <form.AppField
                name="reminders"
                validators={{ onSubmit: checkOf('reminders', today) }}
                listeners={reviewed('reminders')}
              >
                {(field) => (
                  <field.CountField
                    label="Reminders"
                    hint={hint('reminders', 'How many go to people who have not answered.')}
                  />
                )}
              </form.AppField>
              <form.AppField
                name="reminder_every_days"
                validators={{ onSubmit: checkOf('reminder_every_days', today) }}
                listeners={reviewed('reminder_every_days')}
              >
                {(field) => (
                  <field.CountField label="Days between reminders" hint={hint('reminder_every_days')} />
                )}
              </form.AppField>
              <form.AppField name="no_answer" listeners={reviewed('no_answer')}>
                {(field) => (
                  <field.SelectField
                    label="People who do not answer"
                    options={NO_ANSWER_OPTIONS}
                    hint={hint('no_answer')}
                  />
                )}
              </form.AppField>
              <form.AppField
                name="cooldown_days"
                validators={{ onSubmit: checkOf('cooldown_days', today) }}
                listeners={reviewed('cooldown_days')}
              >
                {(field) => (
                  <field.CountField
                    label="Cool-down in days"
                    hint={hint(
                      'cooldown_days',
                      'People asked about this app in this many days are left out.',
                    )}
                  />
                )}
              </form.AppField>
            </div>
            <form.FormAlert />
            <div className="flex flex-wrap gap-2">
              <form.SubmitButton variant="secondary" busy={save.isPending && !confirming}>
                <Save aria-hidden="true" className="size-4" />
                Save draft
              </form.SubmitButton>
              <Button
                busy={save.isPending && confirming !== null}
                onClick={() => {
                  clearServerErrors(form);
                  void form.handleSubmit({ send: true });
                }}
              >
                <Send aria-hidden="true" className="size-4" />
                Send survey
              </Button>
            </div>
          </form.Form>
        </form.AppForm>
        <SurveyPreview settings={settings} />
      </div>
      <AgentChat settings={() => partialSettingsOf(form.state.values)} onDraft={takeDraft} />
      {confirming && (
        <SendConfirm
          settings={confirming}
          appName={appName}
          pending={save.isPending}
          onConfirm={() => void sendNow()}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}

/** The confirm before sending: how many people will be asked, from the preview of these settings. */
function SendConfirm({
  settings,
  appName,
  pending,
  onConfirm,
  onClose,
}: {
  settings: SurveySettings;
  appName: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const preview = useQuery(surveyQueries.preview(settings));
  const count = preview.data?.asked.length;
  const message =
    count !== undefined
      ? `${count === 1 ? '1 person' : `${count} people`} will be asked about ${appName}. They get a notification and a task now.`
      : preview.isError
        ? `Everyone these settings select will be asked about ${appName}. They get a notification and a task now.`
        : `Working out how many people will be asked about ${appName}…`;
  return (
    <ConfirmDialog
      title="Send this survey?"
      tone="primary"
      message={message}
      confirmLabel="Send survey"
      pending={pending}
      // Counting the people asked never keeps the admin in the dialog: only Send waits for it.
      confirmDisabled={preview.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/** The people chosen to be asked: picked one at a time, each removable. */
function ChosenPeople({
  people,
  onChange,
  hint,
  error,
}: {
  people: readonly Person[];
  onChange: (people: Person[]) => void;
  hint?: string;
  error?: string;
}) {
  return (
    <div className="space-y-2">
      <PersonPicker
        label="Add a person to ask"
        value={null}
        onChange={(person) =>
          person && !people.some((p) => p.user_id === person.user_id) && onChange([...people, person])
        }
        hint={hint}
        error={error}
      />
      {people.length > 0 && (
        <ul aria-label="People to ask" className="flex flex-wrap gap-2">
          {people.map((person) => (
            <li
              key={person.user_id}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
            >
              {personName(person)}
              <button
                type="button"
                aria-label={`Remove ${personName(person)}`}
                onClick={() => onChange(people.filter((p) => p.user_id !== person.user_id))}
                className="rounded-full p-1 hover:bg-slate-200 dark:hover:bg-slate-700"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
