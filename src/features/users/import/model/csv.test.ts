import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseCsv, rejectedRowsCsv, type ParsedCsv } from './csv';
import { FILE_MESSAGES, fileProblem } from './file-checks';

function parsed(text: string): ParsedCsv {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.message);
  return result.csv;
}

describe('fileProblem', () => {
  it('accepts .csv by name whatever the browser calls its type', () => {
    expect(fileProblem({ name: 'users.CSV', type: 'application/vnd.ms-excel', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'users', type: 'text/csv', size: 10 })).toBeNull();
  });

  it('explains what is wrong with other files', () => {
    expect(fileProblem({ name: 'users.xlsx', type: '', size: 10 })).toBe(FILE_MESSAGES.excel);
    expect(fileProblem({ name: 'photo.png', type: 'image/png', size: 10 })).toBe(FILE_MESSAGES.notCsv);
    expect(fileProblem({ name: 'users.csv', type: 'text/csv', size: 0 })).toBe(FILE_MESSAGES.empty);
    expect(fileProblem({ name: 'users.csv', type: 'text/csv', size: 60 * 1024 * 1024 })).toBe(
      FILE_MESSAGES.tooBig,
    );
  });
});

describe('parseCsv', () => {
  it('numbers rows as a spreadsheet does and drops only trailing blank lines', () => {
    const csv = parsed('\uFEFFemail,first name\r\na@x.io,Ann\r\n\r\n"b@x.io","Bo, Jr"\r\n\r\n');
    expect(csv.headers).toEqual(['email', 'first name']);
    expect(csv.rows).toEqual([
      { rowNumber: 2, cells: ['a@x.io', 'Ann'], parseError: null },
      { rowNumber: 3, cells: [''], parseError: null },
      { rowNumber: 4, cells: ['b@x.io', 'Bo, Jr'], parseError: null },
    ]);
  });

  it('detects semicolons and tabs', () => {
    expect(parsed('email;first_name\na@x.io;Ann').rows[0]?.cells).toEqual(['a@x.io', 'Ann']);
    expect(parsed('email\tfirst_name\na@x.io\tAnn').rows[0]?.cells).toEqual(['a@x.io', 'Ann']);
  });

  it('refuses empty, header-only, headerless and binary files with a message', () => {
    expect(parseCsv('')).toEqual({ ok: false, message: FILE_MESSAGES.empty });
    expect(parseCsv(' \n\n ')).toEqual({ ok: false, message: FILE_MESSAGES.empty });
    expect(parseCsv('email,first_name\n')).toEqual({ ok: false, message: FILE_MESSAGES.headerOnly });
    expect(parseCsv('ann@x.io,Ann\nbo@x.io,Bo')).toEqual({ ok: false, message: FILE_MESSAGES.noHeader });
    expect(parseCsv('PK\u0003\u0004\u0000\u0000')).toEqual({ ok: false, message: FILE_MESSAGES.binary });
  });

  it('flags the row with an unclosed quote', () => {
    const csv = parsed('email,name\na@x.io,Ann\n"b@x.io,Bo\nc@x.io,Cy');
    expect(csv.rows).toHaveLength(2);
    expect(csv.rows[1]?.parseError).toMatch(/never closed/);
  });
});

describe('rejectedRowsCsv', () => {
  it('keeps the file’s columns, adds the reason and escapes formulas', () => {
    const csv = parsed('email,first_name\na@x.io,Ann\nbad,=HYPERLINK("x")\nc@x.io,Cy');
    const text = rejectedRowsCsv(csv, [
      { rowNumber: 4, reason: 'Dup, really.' },
      { rowNumber: 3, reason: 'Email is not a valid email.' },
    ]);
    expect(Papa.parse(text).data).toEqual([
      ['email', 'first_name', 'reason'],
      ['bad', '\'=HYPERLINK("x")', 'Email is not a valid email.'],
      ['c@x.io', 'Cy', 'Dup, really.'],
    ]);
  });

  it('overwrites the reason column of a file that already has one (a re-import)', () => {
    const csv = parsed('email,reason,first_name\nbad,old reason,Ann');
    const text = rejectedRowsCsv(csv, [{ rowNumber: 2, reason: 'new reason' }]);
    expect(Papa.parse(text).data).toEqual([
      ['email', 'reason', 'first_name'],
      ['bad', 'new reason', 'Ann'],
    ]);
  });
});
