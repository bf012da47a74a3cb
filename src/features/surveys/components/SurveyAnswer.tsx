import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { addDays, localToday } from '@/lib/calendar';
import { formatDay, formatTimeAgo } from '@/lib/format';
import { useAnswerQuestionMutation } from '../api/question-mutations';
import { SURVEY_LIMITS, type SurveyAnswer as Answer, type SurveyQuestion } from '../api/schemas';
import { ANSWER_LABELS, answerText } from '../model/answer-labels';

export const REASON_NEEDED = 'Give a reason for your answer';
export const DATE_NEEDED = 'Choose the date the seat may go';

const SUBTLE = 'text-xs text-slate-600 dark:text-slate-300';

/** The person's own answer, and Change answer while the survey takes answers. */
function GivenAnswer({ question, onChange }: { question: SurveyQuestion; onChange: () => void }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-800 dark:text-slate-100">
        Your answer: <strong>{answerText(question.answer!, question.keep_until)}</strong>
        {question.answer_reason && <> — “{question.answer_reason}”</>}
      </p>
      {question.can_answer && (
        <Button variant="secondary" className="px-3 py-1.5 text-xs" onClick={onChange}>
          Change answer
        </Button>
      )}
    </div>
  );
}

/**
 * A survey question put to the signed-in person: the app, their own last activity in it and the
 * deadline; each answer offered is one button (Keep until takes its date beside it). When the survey
 * wants a reason, an answer without one is held back and the reason asked for. Once answered it shows
 * the answer, which may be changed until the deadline. What was typed stays when a send is refused.
 */
export function SurveyAnswer({ question }: { question: SurveyQuestion }) {
  const answer = useAnswerQuestionMutation(question.id);
  const [changing, setChanging] = useState(false);
  const [reason, setReason] = useState(question.answer_reason ?? '');
  const [keepUntil, setKeepUntil] = useState(question.keep_until ?? '');
  const [errors, setErrors] = useState<{ reason?: string; keepUntil?: string }>({});
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const dateField = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const required = question.reason === 'required';
  const offered = (word: Answer) => question.answers.includes(word);

  const send = (word: Answer) => {
    const next: typeof errors = {};
    if (required && !reason.trim()) next.reason = REASON_NEEDED;
    if (word === 'keep_until' && !keepUntil) next.keepUntil = DATE_NEEDED;
    setErrors(next);
    if (next.reason) return reasonField.current?.focus();
    if (next.keepUntil) return dateField.current?.focus();
    setChanging(false);
    answer.mutate({
      answer: word,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(word === 'keep_until' ? { keep_until: keepUntil } : {}),
    });
  };

  const showForm = question.can_answer && (question.answer === null || changing);
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
          {question.app.name}: {question.question}
        </h3>
        <p className={SUBTLE}>
          Your last activity in {question.app.name}:{' '}
          {question.last_active_at ? (
            <time dateTime={question.last_active_at}>{formatTimeAgo(question.last_active_at)}</time>
          ) : (
            'never'
          )}
          {' · '}Answer by <time dateTime={question.deadline}>{formatDay(question.deadline)}</time>
        </p>
      </div>
      {question.answer !== null && !changing ? (
        <GivenAnswer question={question} onChange={() => setChanging(true)} />
      ) : !question.can_answer ? (
        <p className={SUBTLE}>This survey no longer takes answers.</p>
      ) : null}
      {showForm && (
        <div role="group" aria-label={`Answer about ${question.app.name}`} className="space-y-3">
          <TextAreaField
            ref={reasonField}
            label={required ? 'Reason (required)' : 'Reason (optional)'}
            rows={2}
            maxLength={SURVEY_LIMITS.reasonMax}
            value={reason}
            error={errors.reason}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors((was) => ({ ...was, reason: undefined }));
            }}
          />
          {offered('keep_until') && (
            <TextField
              ref={dateField}
              type="date"
              label="Keep until"
              min={addDays(localToday(), 1)}
              value={keepUntil}
              error={errors.keepUntil}
              onChange={(event) => {
                setKeepUntil(event.target.value);
                setErrors((was) => ({ ...was, keepUntil: undefined }));
              }}
            />
          )}
          <div className="flex flex-wrap gap-2">
            {question.answers.map((word) => (
              <Button
                key={word}
                variant={word === 'give_up' ? 'primary' : 'secondary'}
                className="px-3 py-1.5 text-xs"
                busy={answer.isPending && answer.variables?.answer === word}
                onClick={() => send(word)}
              >
                {word === 'keep_until' ? 'Keep until the date' : ANSWER_LABELS[word]}
              </Button>
            ))}
            {changing && (
              <Button variant="ghost" className="px-3 py-1.5 text-xs" onClick={() => setChanging(false)}>
                Cancel
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
