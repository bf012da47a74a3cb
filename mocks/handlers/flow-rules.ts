/**
 * A discovered app's review: which status may follow which, and the words the API answers a change
 * with. Pure, so the single and the bulk write say exactly the same.
 */
import type { FlowStatus } from '@/features/organize/api/schemas';

/** new → in review, approved or ignored; in review → approved or ignored; approved and ignored → in review. */
const NEXT: Readonly<Record<FlowStatus, readonly FlowStatus[]>> = {
  new: ['in_review', 'approved', 'ignored'],
  in_review: ['approved', 'ignored'],
  approved: ['in_review'],
  ignored: ['in_review'],
};

/** How a status reads in a sentence. */
export const STATUS_WORDS: Readonly<Record<FlowStatus, string>> = {
  new: 'new',
  in_review: 'in review',
  approved: 'approved',
  ignored: 'ignored',
};

export function mayMove(from: FlowStatus, to: FlowStatus): boolean {
  return NEXT[from].includes(to);
}

/** The refusal of a move the review does not allow (the same status again included). */
export const cannotMove = (name: string, from: FlowStatus, to: FlowStatus) =>
  `Cannot move ${name} from ${STATUS_WORDS[from]} to ${STATUS_WORDS[to]}.`;

/** What a status change did to one app: "Slack approved", "Slack moved to review". */
export function statusWords(name: string, to: FlowStatus): string {
  return to === 'in_review' ? `${name} moved to review` : `${name} ${STATUS_WORDS[to]}`;
}

/** The same for many: "10 apps approved", "1 app moved to review". */
export function bulkStatusWords(count: number, to: FlowStatus): string {
  const apps = `${count === 0 ? 'No' : count} app${count === 1 ? '' : 's'}`;
  return to === 'in_review' ? `${apps} moved to review` : `${apps} ${STATUS_WORDS[to]}`;
}

export const mappedWords = (name: string, product: string | null) =>
  product === null ? `${name} marked as not in the catalogue` : `${name} mapped to ${product}`;

export const ownerWords = (name: string, owner: string | null) =>
  owner === null ? `Owner of ${name} cleared` : `Owner of ${name} set to ${owner}`;

export function bulkOwnerWords(count: number, owner: string | null): string {
  const apps = `${count === 0 ? 'no' : count} app${count === 1 ? '' : 's'}`;
  return owner === null ? `Owner of ${apps} cleared` : `Owner of ${apps} set to ${owner}`;
}

/** A bulk change's message: what was done, then each refusal ("2 could not be: Zoom: …; Miro: …"). */
export function bulkMessage(done: string, refusals: readonly { name: string; message: string }[]): string {
  if (refusals.length === 0) return done;
  const list = refusals.map((r) => `${r.name}: ${r.message}`).join(' ');
  return `${done}. ${refusals.length} could not be: ${list}`;
}

export const SELF_MERGE = 'An app cannot be merged with itself.';
export const mergedWords = (other: string, kept: string) => `${other} merged into ${kept}`;
