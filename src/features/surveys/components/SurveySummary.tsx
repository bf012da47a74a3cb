import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Modal } from '@/components/ui/Modal';
import { ReclaimOutcome } from '@/components/ui/ReclaimOutcome';
import { extractErrorText } from '@/lib/errors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { personName } from '@/lib/person';
import type { SuggestedReclaim, Survey, SurveySummary as Summary } from '../api/schemas';
import { SURVEY_WRITE_FALLBACKS, useReclaimSurveySeatsMutation } from '../api/survey-mutations';
import { seatCount } from '../model/survey-labels';
import { AnswerCounts } from './AnswerCounts';

export const SIMULATION_NOTE =
  'This is a simulation: in the demo, the agent’s words are made up by rules, not by an AI.';

const WHY: Record<SuggestedReclaim['why'], string> = {
  gave_up: 'Gave it up',
  no_answer: 'Did not answer',
};

const SUBTLE = 'text-xs text-slate-600 dark:text-slate-300';

/** The reasons people gave, grouped by the agent into themes, with a count and one reason each. */
function Themes({ summary }: { summary: Summary }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        Reasons, by theme
      </h3>
      {summary.themes.length === 0 ? (
        <p className={`mt-1 ${SUBTLE}`}>Nobody gave a reason.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {summary.themes.map((theme) => (
            <li key={theme.theme} className="text-sm text-slate-800 dark:text-slate-100">
              <span className="font-medium">{theme.theme}</span> ({theme.count})
              <span className={`block ${SUBTLE}`}>For example: “{theme.example}”</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The seats the agent suggests taking back, every one ticked at first; the admin unticks any to keep
 * and confirms. The reclaim runs as License Management's does, and what it did is shown.
 */
function SuggestedReclaims({ survey, summary }: { survey: Survey; summary: Summary }) {
  const reclaim = useReclaimSurveySeatsMutation(survey.id);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const open = summary.suggested_reclaims.filter((seat) => !seat.reclaimed);
  const done = summary.suggested_reclaims.filter((seat) => seat.reclaimed);
  const ticked = open.filter((seat) => !unticked.has(seat.user.user_id));
  const total = ticked.reduce((sum, seat) => sum + seat.saving, 0);
  const money = (amount: number) => formatMoney(amount, survey.currency);
  const toggle = (userId: string) =>
    setUnticked((was) => {
      const next = new Set(was);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
        Suggested reclaims
      </h3>
      {open.length === 0 ? (
        <p className={SUBTLE}>
          {done.length > 0
            ? 'Every suggested seat has been reclaimed.'
            : 'The agent suggests no seat to reclaim.'}
        </p>
      ) : (
        <fieldset>
          <legend className="sr-only">Seats to reclaim</legend>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {open.map((seat) => {
              const id = `reclaim-${seat.user.user_id}`;
              return (
                <li key={seat.user.user_id} className="flex items-start gap-3 py-2">
                  <input
                    id={id}
                    type="checkbox"
                    checked={!unticked.has(seat.user.user_id)}
                    onChange={() => toggle(seat.user.user_id)}
                    className="mt-1 size-4 rounded border-slate-400 accent-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
                  />
                  <label htmlFor={id} className="min-w-0 flex-1 text-sm text-slate-900 dark:text-white">
                    {personName(seat.user)}
                    <span className={`block ${SUBTLE}`}>
                      {WHY[seat.why]} · last activity {formatDateTime(seat.last_active_at, 'never')}
                    </span>
                  </label>
                  <span className="text-sm text-slate-900 tabular-nums dark:text-white">
                    {money(seat.saving)} a year
                  </span>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {open.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-800 dark:text-slate-100" aria-live="polite">
            {seatCount(ticked.length)} ticked: {money(total)} a year
          </p>
          <Button disabled={ticked.length === 0} onClick={() => setConfirming(true)}>
            {ticked.length === 0 ? 'Reclaim seats' : `Reclaim ${seatCount(ticked.length)}`}
          </Button>
        </div>
      )}
      {done.length > 0 && (
        <p className={SUBTLE}>Reclaimed already: {done.map((seat) => personName(seat.user)).join(', ')}.</p>
      )}
      {confirming && !reclaim.isSuccess && (
        <ConfirmDialog
          size="md"
          tone="primary"
          title={`Reclaim ${seatCount(ticked.length)} of ${survey.app.name}?`}
          message={
            <>
              The seats are unassigned, the app’s owner gets a task to reduce the seats bought, and a savings
              opportunity worth {money(total)} a year is opened.
            </>
          }
          confirmLabel={`Reclaim ${seatCount(ticked.length)}`}
          pending={reclaim.isPending}
          error={reclaim.isError ? extractErrorText(reclaim.error, SURVEY_WRITE_FALLBACKS.reclaim) : null}
          onConfirm={() => reclaim.mutate({ user_ids: ticked.map((seat) => seat.user.user_id) })}
          onClose={() => {
            setConfirming(false);
            reclaim.reset();
          }}
        >
          <ul
            aria-label="Seats to reclaim"
            className="mt-4 max-h-48 list-disc overflow-auto pl-5 text-sm text-slate-700 dark:text-slate-200"
          >
            {ticked.map((seat) => (
              <li key={seat.user.user_id}>{personName(seat.user)}</li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
      {reclaim.isSuccess && (
        <Modal
          open
          onClose={() => {
            setConfirming(false);
            reclaim.reset();
          }}
          title="Seats reclaimed"
        >
          <div className="mt-4">
            <ReclaimOutcome
              reclaimed={reclaim.data.reclaimed}
              app={survey.app}
              ownerName="the app’s owner"
              savings={reclaim.data.savings}
              currency={survey.currency}
            />
          </div>
          <div className="mt-6 flex justify-end">
            <Button
              data-autofocus
              onClick={() => {
                setConfirming(false);
                reclaim.reset();
              }}
            >
              Done
            </Button>
          </div>
        </Modal>
      )}
    </section>
  );
}

/** A closed survey's summary by the agent: its words, the answer rates, the themes and the reclaims. */
export function SurveySummary({ survey, summary }: { survey: Survey; summary: Summary }) {
  return (
    <Card title="The agent’s summary" className="mb-6">
      <div className="space-y-5">
        {summary.is_simulation && (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {SIMULATION_NOTE}
          </p>
        )}
        <p className="text-sm text-slate-800 dark:text-slate-100">{summary.text}</p>
        <AnswerCounts
          title="Answers when it closed"
          counts={summary.counts}
          answers={survey.answers}
          rate={summary.answer_rate}
        />
        <p className="text-sm text-slate-800 dark:text-slate-100">
          Saving suggested: <strong>{formatMoney(summary.saving, survey.currency)} a year</strong>
        </p>
        <Themes summary={summary} />
        <SuggestedReclaims survey={survey} summary={summary} />
      </div>
    </Card>
  );
}
