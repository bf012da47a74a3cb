/**
 * A discovered app's review, as the page offers it: where each status may go next, what each move is
 * called, and which other rows look like the same app (to merge).
 */
import type { Flow, FlowSource, FlowStatus, FlowType } from '../api/schemas';

/** The moves the API allows: new → in review, approved or ignored; in review → approved or ignored; back to review. */
export const FLOW_TRANSITIONS: Readonly<Record<FlowStatus, readonly FlowStatus[]>> = {
  new: ['in_review', 'approved', 'ignored'],
  in_review: ['approved', 'ignored'],
  approved: ['in_review'],
  ignored: ['in_review'],
};

/** Whether a flow in `from` may be moved to `to`. */
export function canMove(from: FlowStatus, to: FlowStatus): boolean {
  return FLOW_TRANSITIONS[from].includes(to);
}

export const FLOW_STATUS_LABELS: Readonly<Record<FlowStatus, string>> = {
  new: 'New',
  in_review: 'In review',
  approved: 'Approved',
  ignored: 'Ignored',
};

export const FLOW_SOURCE_LABELS: Readonly<Record<FlowSource, string>> = {
  azure: 'Azure',
  google: 'Google',
  okta: 'Okta',
};

export const FLOW_TYPE_LABELS: Readonly<Record<FlowType, string>> = {
  sso: 'Single sign-on',
  oauth: 'OAuth grant',
  password: 'Password sign-in',
};

/**
 * What moving a flow from `from` to `to` is called: taking an app that was decided on back to review
 * is "Back to review"; a new one's review is started.
 */
export function moveLabel(from: FlowStatus, to: FlowStatus): string {
  if (to === 'approved') return 'Approve';
  if (to === 'ignored') return 'Ignore';
  if (to === 'new') return 'Mark as new';
  return from === 'new' ? 'Start review' : 'Back to review';
}

/** Words a name carries that say nothing about which app it is ("Slack for Business", "Zoom Inc."). */
const FILLER = new Set([
  'app',
  'apps',
  'application',
  'for',
  'business',
  'enterprise',
  'the',
  'inc',
  'llc',
  'ltd',
  'corp',
  'corporation',
  'co',
  'gmbh',
  'online',
  'web',
  'cloud',
  'login',
  'sso',
]);

/** A name's telling words: no case, accents, punctuation or filler. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !FILLER.has(word));
}

/**
 * Whether two names look like one app: the same telling words run together ("Google Drive" and
 * "GoogleDrive"), or one's words start the other's ("Slack" and "Slack Technologies").
 */
export function similarNames(a: string, b: string): boolean {
  const left = nameWords(a);
  const right = nameWords(b);
  if (left.length === 0 || right.length === 0) return false;
  if (left.join('') === right.join('')) return true;
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  return shorter.every((word, index) => longer[index] === word);
}

/** The rows that may be the same app as `flow`: mapped to the same catalogue item, or of a similar name. */
export function mergeCandidates(flow: Flow, rows: readonly Flow[]): Flow[] {
  const seen = new Set<string>([flow.id]);
  return rows.filter((row) => {
    if (seen.has(row.id)) return false;
    seen.add(row.id);
    return (flow.app !== null && row.app?.id === flow.app.id) || similarNames(flow.name, row.name);
  });
}

/** The word a search for look-alikes of `flow` starts from: its name's first telling word. */
export function lookAlikeKeyword(flow: Flow): string {
  return nameWords(flow.name)[0] ?? flow.name;
}

/** A row as a person tells it from another of the same name: 'Slack (Google)', 'Slack (Azure, Okta)'. */
export function flowTitle(flow: Pick<Flow, 'name' | 'sources'>): string {
  return `${flow.name} (${flow.sources.map((source) => FLOW_SOURCE_LABELS[source]).join(', ')})`;
}

const REASON_PHRASES = { name: 'similar name', domain: 'same domain', publisher: 'same publisher' } as const;

/** Why a catalogue product is suggested, in a phrase: 'Similar name and same domain'. */
export function suggestionReasons(reasons: readonly (keyof typeof REASON_PHRASES)[]): string {
  const phrases = reasons.map((reason) => REASON_PHRASES[reason]);
  const last = phrases.pop();
  if (last === undefined) return '';
  const text = phrases.length === 0 ? last : `${phrases.join(', ')} and ${last}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
