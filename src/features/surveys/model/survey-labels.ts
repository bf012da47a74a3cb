import type { SurveyAudience, SurveyStatus } from '../api/list-words';

/** Who a survey asks, in words. */
export const AUDIENCE_LABELS: Record<SurveyAudience, string> = {
  inactive_30: 'Inactive in the app for 30 days',
  inactive_60: 'Inactive in the app for 60 days',
  inactive_90: 'Inactive in the app for 90 days',
  all_holders: 'Every holder',
  chosen: 'Chosen people',
};

export const STATUS_LABELS: Record<SurveyStatus, string> = {
  draft: 'Draft',
  running: 'Running',
  closed: 'Closed',
};

/** '1 person', '3 people'. */
export const peopleCount = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** '1 seat', '3 seats'. */
export const seatCount = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/** An answer rate (0–1) as a whole percentage. */
export const percent = (rate: number) => `${Math.round(rate * 100)}%`;
