/**
 * Seeded generators of users files for tests and the benchmark: mostly valid rows with a share of
 * malformed ones, each generated row labelled with the verdict the preview must reach.
 */
import Papa from 'papaparse';
import type { PreparedStatus } from '@/features/users';

/** mulberry32: a small, fast, seeded PRNG. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const HEADERS = ['First Name', 'Last Name', 'E-mail', 'Role', 'Buyer', 'Cards user', 'Department'];

export type RowKind =
  | 'valid'
  | 'bad_email'
  | 'missing_first'
  | 'missing_last'
  | 'long_last'
  | 'missing_email'
  | 'bad_role'
  | 'bad_flag'
  | 'extra_cells'
  | 'blank'
  | 'duplicate'
  | 'existing';

const EXPECTED: Record<RowKind, PreparedStatus> = {
  valid: 'ready',
  bad_email: 'failed',
  missing_first: 'failed',
  missing_last: 'failed',
  long_last: 'failed',
  missing_email: 'failed',
  bad_role: 'failed',
  bad_flag: 'failed',
  extra_cells: 'failed',
  blank: 'skipped',
  duplicate: 'skipped',
  existing: 'skipped',
};

export interface GeneratedFile {
  text: string;
  /** One per data row, in order: what the row was made to be and the status it must get. */
  kinds: RowKind[];
  expected: PreparedStatus[];
  existingEmails: string[];
}

const FIRST = ['Ann', 'Bo', 'Zoë', 'José', "O'Neil", 'Łukasz', 'Mary Jane', 'Jean-Luc', '李'];
const LAST = ['Smith', 'Nguyen', 'García', 'van der Berg', 'Müller', 'Okafor', 'Smith, Jr'];
const BAD_EMAILS = ['no-at-sign', 'two@@x.io', 'a b@x.io', 'x@', '@x.io', 'x@y', 'x@y.', 'x@.io'];
const BAD_ROLES = ['super_admin', 'owner', 'admin!', 'client_admin;root'];
const BAD_FLAGS = ['maybe', '2', 'yes please', 'nope'];
const YES = ['yes', 'Y', 'TRUE', '1', 'x', ''];
const NO = ['no', 'N', 'false', '0', ''];

export interface GenerateOptions {
  rows: number;
  seed: number;
  /** Share of rows made bad, blank or duplicate (0–1). */
  badShare?: number;
}

export function generateUsersFile({ rows, seed, badShare = 0.3 }: GenerateOptions): GeneratedFile {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const existingEmails = Array.from({ length: 50 }, (_, i) => `existing.${i}@acme.test`);
  const readyEmails: string[] = [];
  const kinds: RowKind[] = [];
  const data: string[][] = [];
  const bad: RowKind[] = [
    'bad_email',
    'missing_first',
    'missing_last',
    'long_last',
    'missing_email',
    'bad_role',
    'bad_flag',
    'extra_cells',
    'blank',
    'duplicate',
    'existing',
  ];
  for (let i = 0; i < rows; i += 1) {
    let kind: RowKind = random() < badShare ? pick(bad) : 'valid';
    // A blank last row would read as a trailing newline; a duplicate needs an earlier ready row.
    if ((kind === 'blank' && i === rows - 1) || (kind === 'duplicate' && readyEmails.length === 0))
      kind = 'valid';
    const email = `user.${i}.${Math.floor(random() * 1e6)}@example.com`;
    const row = [
      pick(FIRST),
      pick(LAST),
      random() < 0.2 ? `  ${email.toUpperCase()} ` : email,
      pick(['', 'user', 'client_admin', 'Client Admin', 'user; client-admin']),
      pick(random() < 0.5 ? YES : NO),
      pick(random() < 0.5 ? YES : NO),
      pick(['Sales', 'R&D', '', 'Ops, EMEA', 'line\nbreak']),
    ];
    switch (kind) {
      case 'bad_email':
        row[2] = pick(BAD_EMAILS);
        break;
      case 'missing_first':
        row[0] = pick(['', '   ']);
        break;
      case 'missing_last':
        row[1] = '';
        break;
      case 'long_last':
        row[1] = 'x'.repeat(51 + Math.floor(random() * 20));
        break;
      case 'missing_email':
        row[2] = ' ';
        break;
      case 'bad_role':
        row[3] = pick(BAD_ROLES);
        break;
      case 'bad_flag':
        row[4 + Math.floor(random() * 2)] = pick(BAD_FLAGS);
        break;
      case 'extra_cells':
        row.push('shifted', 'cells');
        break;
      case 'blank':
        row.fill(random() < 0.5 ? '' : ' ');
        row.length = 1 + Math.floor(random() * row.length);
        break;
      case 'duplicate':
        row[2] = pick(readyEmails).toUpperCase();
        break;
      case 'existing':
        row[2] = ` ${pick(existingEmails).replace('existing', 'Existing')}`;
        break;
      case 'valid':
        readyEmails.push(email);
        break;
    }
    kinds.push(kind);
    data.push(row);
  }
  const text = Papa.unparse([HEADERS, ...data], { newline: '\r\n' });
  return { text, kinds, expected: kinds.map((kind) => EXPECTED[kind]), existingEmails };
}
