import { useSuspenseQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/Card';
import { Detail, DetailList } from '@/components/ui/Details';
import { PageHeader } from '@/components/ui/PageHeader';
import { formatDateTime, formatDay, formatMoney } from '@/lib/format';
import { personName } from '@/lib/person';
import type { Survey } from '../api/schemas';
import { surveyQueries } from '../api/survey-queries';
import { ANSWER_LABELS } from '../model/answer-labels';
import { SurveyStatusBadge } from './SurveyStatusBadge';
import { peopleCount, SURVEY_AUDIENCE_LABELS, SURVEY_STATUS_LABELS } from '../model/survey-labels';
import { AnswerCounts } from './AnswerCounts';
import { SurveyActions } from './SurveyActions';
import { SurveyDraft } from './SurveyDraft';
import { SurveyPeople } from './SurveyPeople';
import { SurveySummary } from './SurveySummary';

function remindersText(survey: Survey): string {
  if (survey.reminders === 0) return 'None';
  const plan = `${survey.reminders} every ${survey.reminder_every_days} day${survey.reminder_every_days === 1 ? '' : 's'}`;
  const next = survey.next_reminder_at ? `, next ${formatDateTime(survey.next_reminder_at)}` : '';
  return `${plan} (${survey.reminders_sent} sent${next})`;
}

function SurveyDetails({ survey }: { survey: Survey }) {
  return (
    <Card title="About this survey" className="mb-6">
      <DetailList>
        <Detail label="App">
          {survey.app.name}
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
            {survey.app.vendor}
          </span>
        </Detail>
        <Detail label="Question">{survey.question}</Detail>
        <Detail label="Asked">
          {SURVEY_AUDIENCE_LABELS[survey.audience]}: {peopleCount(survey.counts.asked)}
        </Detail>
        <Detail label="Answers offered">
          {survey.answers.map((answer) => ANSWER_LABELS[answer]).join(', ')}
        </Detail>
        <Detail label="Reason">{survey.reason === 'required' ? 'Required' : 'Optional'}</Detail>
        <Detail label="Deadline">
          <time dateTime={survey.deadline}>{formatDay(survey.deadline)}</time>
        </Detail>
        <Detail label="Reminders">{remindersText(survey)}</Detail>
        <Detail label="No answer">
          {survey.no_answer === 'propose_reclaim' ? 'Their seat is proposed for reclaim' : 'Nothing happens'}
        </Detail>
        <Detail label="Status">
          <SurveyStatusBadge status={survey.status} />
        </Detail>
        <Detail label="Sent">{formatDateTime(survey.sent_at)}</Detail>
        {survey.closed_at && <Detail label="Closed">{formatDateTime(survey.closed_at)}</Detail>}
        <Detail label="Savings it points to">{formatMoney(survey.savings, survey.currency)} a year</Detail>
        {survey.created_by && <Detail label="Created by">{personName(survey.created_by)}</Detail>}
      </DetailList>
    </Card>
  );
}

/**
 * One survey (`/ai-survey-agent/<id>`): a draft is its form; a sent survey shows its settings, the
 * answers so far and everyone asked (kept up to date by the notification socket as answers arrive),
 * Remind now and Close survey while it runs, and once closed the agent's summary and reclaim.
 */
export function SurveyPage({ surveyId }: { surveyId: string }) {
  const { data: detail } = useSuspenseQuery(surveyQueries.detail(surveyId));
  const { survey, recipients, summary } = detail;
  if (survey.status === 'draft') return <SurveyDraft detail={detail} />;
  return (
    <>
      <PageHeader
        title={`${survey.app.name} survey`}
        description={`${SURVEY_STATUS_LABELS[survey.status]} · answers by ${formatDay(survey.deadline)}`}
        actions={<SurveyActions survey={survey} />}
      />
      {summary && <SurveySummary survey={survey} summary={summary} />}
      <div className="mb-6">
        <AnswerCounts
          title={survey.status === 'closed' ? 'Answers' : 'Answers so far'}
          counts={survey.counts}
          answers={survey.answers}
        />
      </div>
      <SurveyDetails survey={survey} />
      <Card title={`People asked (${survey.counts.asked})`}>
        <SurveyPeople recipients={recipients} />
      </Card>
    </>
  );
}
