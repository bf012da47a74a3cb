import type { UseMutationResult } from '@tanstack/react-query';
import { BellRing, Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/ConfirmDialog';
import { extractErrorText } from '@/lib/errors';
import { notifySuccess } from '@/lib/notify';
import type { Survey } from '../api/schemas';
import {
  SURVEY_WRITE_FALLBACKS,
  useCloseSurveyMutation,
  useRemindSurveyMutation,
} from '../api/survey-mutations';
import { peopleCount } from '../model/survey-labels';

interface ConfirmedActionProps<Reply> {
  label: ReactNode;
  variant?: 'primary' | 'secondary';
  disabled?: boolean;
  /** The confirmation's words. */
  dialog: Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmLabel' | 'tone'>;
  mutation: UseMutationResult<Reply, Error, void>;
  /** What a refusal without the server's reason says. */
  fallback: string;
  onDone?: (reply: Reply) => void;
}

/** A button whose call runs once confirmed; a refusal is shown in the confirmation, which stays open. */
function ConfirmedAction<Reply>({
  label,
  variant,
  disabled,
  dialog,
  mutation,
  fallback,
  onDone,
}: ConfirmedActionProps<Reply>) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant={variant} disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </Button>
      {asking && (
        <ConfirmDialog
          {...dialog}
          pending={mutation.isPending}
          error={mutation.isError ? extractErrorText(mutation.error, fallback) : null}
          onConfirm={() =>
            mutation.mutate(undefined, {
              onSuccess: (reply) => {
                setAsking(false);
                onDone?.(reply);
              },
            })
          }
          onClose={() => {
            setAsking(false);
            mutation.reset();
          }}
        />
      )}
    </>
  );
}

/**
 * A running survey's actions: Remind now (only those who have not answered, confirmed with their
 * count) and Close survey (no more answers, then the agent's summary).
 */
export function SurveyActions({ survey }: { survey: Survey }) {
  const remind = useRemindSurveyMutation(survey.id);
  const close = useCloseSurveyMutation(survey.id);
  if (survey.status !== 'running') return null;
  const waiting = peopleCount(survey.counts.not_yet);
  return (
    <>
      <ConfirmedAction
        label={
          <>
            <BellRing aria-hidden="true" className="size-4" />
            Remind now
          </>
        }
        variant="secondary"
        disabled={survey.counts.not_yet === 0}
        dialog={{
          tone: 'primary',
          title: `Remind ${waiting}?`,
          message: `A reminder goes to the ${waiting} who have not answered; nobody who answered is reminded.`,
          confirmLabel: `Remind ${waiting}`,
        }}
        mutation={remind}
        fallback={SURVEY_WRITE_FALLBACKS.remind}
        onDone={(reply) =>
          notifySuccess({ message: reply.message ?? `Reminder sent to ${peopleCount(reply.reminded)}.` })
        }
      />
      <ConfirmedAction
        label={
          <>
            <Lock aria-hidden="true" className="size-4" />
            Close survey
          </>
        }
        dialog={{
          title: 'Close this survey?',
          message: `Nobody can answer after it closes (not answered yet: ${waiting}). The agent then sums up the answers and suggests the seats to reclaim.`,
          confirmLabel: 'Close survey',
        }}
        mutation={close}
        fallback={SURVEY_WRITE_FALLBACKS.close}
      />
    </>
  );
}
