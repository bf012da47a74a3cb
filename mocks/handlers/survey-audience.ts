/**
 * Who a survey asks (pure): the app's seat holders the audience names, less the people asked about
 * the same app within the cool-down and the holders whose account is switched off; and the yearly
 * saving it points to.
 *
 * - `inactive_30|60|90`: holders with no activity in the app for that many days (or never);
 *   holders active more recently are outside the audience and not listed.
 * - `all_holders`: every holder. `chosen`: the people named, each of whom must hold a seat
 *   (`not_a_holder` otherwise), whatever their activity.
 * - Cool-down: someone asked about the same app at most `cooldown_days` days ago is left out
 *   (`cooldown`, with when); 0 leaves nobody out.
 */
import { DAY_MS, roundCents } from '@/lib/calendar';
import type { SurveyAudience, SurveyLeftOutReason } from '@/features/surveys/api/schemas';
import { activeWithin, INACTIVE_AFTER_DAYS } from './seat-activity';

export interface AudienceHolder {
  user_id: string;
  last_active_at: string | null;
}

export interface AudienceInput {
  audience: SurveyAudience;
  /** With `chosen`: the people named. */
  user_ids: readonly string[];
  cooldown_days: number;
  /** The app's seat holders. */
  holders: readonly AudienceHolder[];
  /** People whose account is switched off. */
  inactiveAccounts: ReadonlySet<string>;
  /** When each person was last asked about this app (ISO time). */
  lastAsked: ReadonlyMap<string, string>;
  now: number;
}

export interface LeftOut extends AudienceHolder {
  why: SurveyLeftOutReason;
  last_asked_at: string | null;
}

export interface Audience {
  asked: AudienceHolder[];
  left_out: LeftOut[];
}

/** The window of an `inactive_N` audience in days; null for the others. */
export function inactiveWindow(audience: SurveyAudience): number | null {
  const match = /^inactive_(\d+)$/.exec(audience);
  return match ? Number(match[1]) : null;
}

/** Longest idle first (never active first of all), then by id: the same order every time. */
const byIdle = (a: AudienceHolder, b: AudienceHolder) =>
  (a.last_active_at ?? '').localeCompare(b.last_active_at ?? '') || a.user_id.localeCompare(b.user_id);

export function selectAudience(input: AudienceInput): Audience {
  const { audience, holders, now } = input;
  const window = inactiveWindow(audience);
  const left_out: LeftOut[] = [];
  let candidates: AudienceHolder[];
  if (audience === 'chosen') {
    const byId = new Map(holders.map((h) => [h.user_id, h]));
    candidates = [];
    for (const id of new Set(input.user_ids)) {
      const holder = byId.get(id);
      if (holder) candidates.push(holder);
      else left_out.push({ user_id: id, last_active_at: null, why: 'not_a_holder', last_asked_at: null });
    }
  } else {
    candidates = holders.filter((h) => window === null || !activeWithin(h, window, now));
  }
  const asked: AudienceHolder[] = [];
  for (const holder of candidates) {
    const lastAsked = input.lastAsked.get(holder.user_id) ?? null;
    if (input.inactiveAccounts.has(holder.user_id)) {
      left_out.push({ ...holder, why: 'inactive_account', last_asked_at: lastAsked });
    } else if (
      lastAsked !== null &&
      input.cooldown_days > 0 &&
      now - Date.parse(lastAsked) <= input.cooldown_days * DAY_MS
    ) {
      left_out.push({ ...holder, why: 'cooldown', last_asked_at: lastAsked });
    } else {
      asked.push({ user_id: holder.user_id, last_active_at: holder.last_active_at });
    }
  }
  return { asked: asked.sort(byIdle), left_out: left_out.sort(byIdle) };
}

/** The people asked whose seat is inactive: no activity in the app for 30 days, or none ever. */
export function inactiveCount(asked: readonly AudienceHolder[], now: number): number {
  return asked.filter((h) => !activeWithin(h, INACTIVE_AFTER_DAYS, now)).length;
}

/** The yearly saving if each of `seats` seats at `seatPrice` a year is given up, to the cent. */
export function yearlySaving(seats: number, seatPrice: number): number {
  return roundCents(seats * seatPrice);
}
