/** How the survey agent's words read on screen. */
import type {
  SurveyAudience,
  SurveyLeftOutReason,
  SurveyNoAnswerRule,
  SurveyReasonRule,
  SurveyStatus,
} from '../api/schemas';

export const SURVEY_STATUS_LABELS: Readonly<Record<SurveyStatus, string>> = {
  draft: 'Draft',
  running: 'Running',
  closed: 'Closed',
};

export const SURVEY_AUDIENCE_LABELS: Readonly<Record<SurveyAudience, string>> = {
  inactive_30: 'Inactive for 30 days',
  inactive_60: 'Inactive for 60 days',
  inactive_90: 'Inactive for 90 days',
  all_holders: 'Everyone with a seat',
  chosen: 'Chosen people',
};

export { ANSWER_LABELS as SURVEY_ANSWER_LABELS } from './answer-labels';

export const SURVEY_REASON_LABELS: Readonly<Record<SurveyReasonRule, string>> = {
  optional: 'Optional',
  required: 'Required',
};

export const SURVEY_NO_ANSWER_LABELS: Readonly<Record<SurveyNoAnswerRule, string>> = {
  nothing: 'Nothing happens',
  propose_reclaim: 'Their seat is proposed for reclaim',
};

export const LEFT_OUT_LABELS: Readonly<Record<SurveyLeftOutReason, string>> = {
  cooldown: 'Asked recently',
  recently_active: 'Recently active',
  not_a_holder: 'Holds no seat',
  inactive_account: 'Account deactivated',
};

/** '1 person', '3 people'. */
export const peopleCount = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** '1 seat', '3 seats'. */
export const seatCount = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/** An answer rate (0–1) as a whole percentage. */
export const percent = (rate: number) => `${Math.round(rate * 100)}%`;
