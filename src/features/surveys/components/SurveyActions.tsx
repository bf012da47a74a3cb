import { BellRing, Lock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { extractErrorText } from '@/lib/errors';
import { notifySuccess } from '@/lib/notify';
import type { Survey } from '../api/schemas';
import {
  SENT_SURVEY_FALLBACKS,
  useCloseSurveyMutation,
  useRemindSurveyMutation,
} from '../api/survey-mutations';
import { peopleCount } from '../model/survey-labels';

/** Remind now: a reminder to those who have not answered (only them), confirmed with their count. */
function RemindNow({ survey }: { survey: Survey }) {
  const [asking, setAsking] = useState(false);
  const remind = useRemindSurveyMutation(survey.id);
  const waiting = survey.counts.not_yet;
  return (
    <>
      <Button variant="secondary" disabled={waiting === 0} onClick={() => setAsking(true)}>
        <BellRing aria-hidden="true" className="size-4" />
        Remind now
      </Button>
      {asking && (
        <ConfirmDialog
          tone="primary"
          title={`Remind ${peopleCount(waiting)}?`}
          message={`A reminder goes to the ${peopleCount(waiting)} who have not answered; nobody who answered is reminded.`}
          confirmLabel={`Remind ${peopleCount(waiting)}`}
          pending={remind.isPending}
          error={remind.isError ? extractErrorText(remind.error, SENT_SURVEY_FALLBACKS.remind) : null}
          onConfirm={() =>
            remind.mutate(undefined, {
              onSuccess: (reply) => {
                setAsking(false);
                notifySuccess({
                  message: reply.message ?? `Reminder sent to ${peopleCount(reply.reminded)}.`,
                });
              },
            })
          }
          onClose={() => {
            setAsking(false);
            remind.reset();
          }}
        />
      )}
    </>
  );
}

/** Close survey: no more answers, and the agent's summary. */
function CloseSurvey({ survey }: { survey: Survey }) {
  const [asking, setAsking] = useState(false);
  const close = useCloseSurveyMutation(survey.id);
  return (
    <>
      <Button onClick={() => setAsking(true)}>
        <Lock aria-hidden="true" className="size-4" />
        Close survey
      </Button>
      {asking && (
        <ConfirmDialog
          title="Close this survey?"
          message={`Nobody can answer after it closes (not answered yet: ${peopleCount(survey.counts.not_yet)}). The agent then sums up the answers and suggests the seats to reclaim.`}
          confirmLabel="Close survey"
          pending={close.isPending}
          error={close.isError ? extractErrorText(close.error, SENT_SURVEY_FALLBACKS.close) : null}
          onConfirm={() => close.mutate(undefined, { onSuccess: () => setAsking(false) })}
          onClose={() => {
            setAsking(false);
            close.reset();
          }}
        />
      )}
    </>
  );
}

/** A running survey's actions. */
export function SurveyActions({ survey }: { survey: Survey }) {
  if (survey.status !== 'running') return null;
  return (
    <>
      <RemindNow survey={survey} />
      <CloseSurvey survey={survey} />
    </>
  );
}
