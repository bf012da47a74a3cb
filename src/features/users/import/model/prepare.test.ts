import { describe, expect, it } from 'vitest';
import { validate } from '@/lib/validation';
import { bulkImportRowSchema } from '../api/schemas';
import { parseCsv } from './csv';
import { IMPORT_FIELD_RULES } from './import-fields';
import { autoMap } from './header-mapping';
import { countPrepared, prepareRows, ROW_MESSAGES, type PreparedRow } from './prepare';
import { toApiRow, validateRowValues, type RowValues } from './row-validation';
import { generateUsersFile, seededRandom } from '@/test/users-file';

function prepare(text: string, existing: string[] | null = null): PreparedRow[] {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.message);
  return prepareRows(result.csv, autoMap(result.csv.headers), existing);
}

const values = (overrides: Partial<RowValues> = {}): RowValues => ({
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@x.io',
  roles: '',
  is_buyer: '',
  is_cards_user: '',
  ...overrides,
});

describe('row validation (the field rules)', () => {
  it('gives every failing field its first failing rule’s message', () => {
    expect(validateRowValues(values())).toEqual([]);
    expect(
      validateRowValues(
        values({
          first_name: '',
          email: 'nope',
          last_name: 'x'.repeat(51),
          roles: 'owner',
          is_buyer: 'maybe',
        }),
      ),
    ).toEqual([
      { field: 'first_name', message: 'First name is required.' },
      { field: 'last_name', message: 'Last name must be maximum of 50 characters long.' },
      { field: 'email', message: 'Email is not a valid email.' },
      { field: 'roles', message: 'Roles must be user or client_admin.' },
      { field: 'is_buyer', message: 'Buyer must be yes or no.' },
    ]);
    expect(validateRowValues(values({ email: '' }))).toEqual([
      { field: 'email', message: 'Email is required.' },
    ]);
  });

  it('turns roles and flags into the API’s types', () => {
    expect(toApiRow(values({ roles: 'User; Client-Admin', is_buyer: 'Yes', is_cards_user: '0' }))).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@x.io',
      roles: ['client_admin'],
      is_buyer: true,
      is_cards_user: false,
    });
    expect(toApiRow(values({ roles: 'user', is_buyer: 'x', is_cards_user: '' }))).toMatchObject({
      roles: [],
      is_buyer: true,
      is_cards_user: false,
    });
  });
});

describe('prepareRows', () => {
  it('flags blank rows, duplicates within the file and existing users', () => {
    const rows = prepare(
      [
        'Email,First Name,Last Name',
        'ann@x.io,Ann,Lee',
        ',,',
        ' ANN@x.io ,Ann,Again',
        'taken@x.io,Tom,Ken',
        'bad,Bo,',
        'bo@x.io,Bo,Bee,surprise',
      ].join('\n'),
      ['Taken@X.io'],
    );
    expect(rows.map(({ rowNumber, status, issues }) => ({ rowNumber, status, issues }))).toEqual([
      { rowNumber: 2, status: 'ready', issues: [] },
      { rowNumber: 3, status: 'skipped', issues: [{ field: null, message: ROW_MESSAGES.blank }] },
      { rowNumber: 4, status: 'skipped', issues: [{ field: 'email', message: ROW_MESSAGES.duplicate(2) }] },
      { rowNumber: 5, status: 'skipped', issues: [{ field: 'email', message: ROW_MESSAGES.existing }] },
      {
        rowNumber: 6,
        status: 'failed',
        issues: [
          { field: 'last_name', message: 'Last name is required.' },
          { field: 'email', message: 'Email is not a valid email.' },
        ],
      },
      { rowNumber: 7, status: 'failed', issues: [{ field: null, message: ROW_MESSAGES.tooManyCells(4, 3) }] },
    ]);
    expect(countPrepared(rows)).toEqual({ total: 6, ready: 1, failed: 2, skipped: 3 });
  });

  it('lets the first valid row with an e-mail win over an earlier invalid one', () => {
    const rows = prepare('email,first_name,last_name\nann@x.io,,Lee\nann@x.io,Ann,Lee');
    expect(rows.map((row) => row.status)).toEqual(['failed', 'ready']);
  });
});

/** Messages a failed or skipped row may carry: the field rules' and the import's own. */
const KNOWN_MESSAGE =
  /^(?:(?:First name|Last name|Email) is required\.|Email is not a valid email\.|(?:First name|Last name) must be maximum of 50 characters long\.|Email must be maximum of 254 characters long\.|Roles must be user or client_admin\.|(?:Buyer|Cards user) must be yes or no\.|Row is empty\.|An account with this e-mail already exists\.|Email is a duplicate of row \d+ in this file\.|This row has \d+ cells but the header row has \d+: .*)$/;

describe('prepareRows, fuzzed with generated files', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('accounts for every row of seed %i', (seed) => {
    const file = generateUsersFile({ rows: 400, seed, badShare: 0.5 });
    const rows = prepare(file.text, file.existingEmails);

    // Every generated row comes out once, in order, with the verdict it was made to get.
    expect(rows).toHaveLength(file.kinds.length);
    const numbers = rows.map((row) => row.rowNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    rows.forEach((row, index) => {
      expect({ kind: file.kinds[index], status: row.status }).toEqual({
        kind: file.kinds[index],
        status: file.expected[index],
      });
      // Valid, or with a message.
      if (row.status === 'ready') expect(row.issues).toEqual([]);
      else {
        expect(row.issues.length).toBeGreaterThan(0);
        for (const issue of row.issues) expect(issue.message).toMatch(KNOWN_MESSAGE);
      }
    });

    // What is ready also passes the server's checks, once per e-mail, none of them taken.
    const ready = rows.filter((row) => row.status === 'ready');
    const emails = ready.map((row) => row.values.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    for (const row of ready) {
      const api = bulkImportRowSchema.parse(toApiRow(row.values));
      for (const field of ['first_name', 'last_name', 'email'] as const) {
        const { label, rules } = IMPORT_FIELD_RULES[field];
        expect(validate(api[field], rules, label)).toBeNull();
      }
      expect(file.existingEmails.map((e) => e.toLowerCase())).not.toContain(api.email.toLowerCase());
    }
  });
});

describe('parse and prepare, fuzzed with random text', () => {
  const ALPHABET = [
    'a',
    'Z',
    '0',
    '@',
    '.',
    ',',
    ';',
    '"',
    '\n',
    '\r\n',
    ' ',
    '\t',
    'é',
    '😀',
    'x@y.io',
    'email',
    ',',
  ];

  it.each(Array.from({ length: 20 }, (_, i) => i + 1))('never loses a row (seed %i)', (seed) => {
    const random = seededRandom(seed);
    const length = Math.floor(random() * 400);
    let text = random() < 0.7 ? 'email,first_name,last_name\n' : '';
    for (let i = 0; i < length; i += 1) text += ALPHABET[Math.floor(random() * ALPHABET.length)];
    const result = parseCsv(text);
    if (!result.ok) {
      expect(result.message).toMatch(/\S/);
      return;
    }
    const rows = prepareRows(result.csv, autoMap(result.csv.headers), []);
    expect(rows.map((row) => row.rowNumber)).toEqual(result.csv.rows.map((row) => row.rowNumber));
    for (const row of rows) {
      if (row.status === 'ready') expect(row.issues).toEqual([]);
      else expect(row.issues.every((issue) => issue.message.trim() !== '')).toBe(true);
      expect(row.issues.length > 0).toBe(row.status !== 'ready');
    }
  });
});
