import { describe, expect, it } from 'vitest';
import {
  assignColumn,
  autoMap,
  fieldForHeader,
  mappingProblem,
  NO_EMAIL_COLUMN,
  normalizeHeader,
} from './header-mapping';

describe('header mapping', () => {
  it('normalises case, accents, spaces and separators', () => {
    expect(normalizeHeader(' E-mail Address ')).toBe('emailaddress');
    expect(normalizeHeader('\uFEFFFirst_Name')).toBe('firstname');
    expect(normalizeHeader('Prénom')).toBe('prenom');
  });

  it.each([
    ['E-mail', 'email'],
    ['Email address', 'email'],
    ['EMAIL', 'email'],
    ['e_mail', 'email'],
    ['Work Email', 'email'],
    ['First Name', 'first_name'],
    ['first_name', 'first_name'],
    ['Surname', 'last_name'],
    ['Last name', 'last_name'],
    ['Role', 'roles'],
    ['Is buyer', 'is_buyer'],
    ['Cards user', 'is_cards_user'],
    ['is_cards_user', 'is_cards_user'],
    ['Department', null],
    ['', null],
  ])('matches %j to %s', (header, field) => {
    expect(fieldForHeader(header)).toBe(field);
  });

  it('maps each field to the first matching column and leaves the rest out', () => {
    const mapping = autoMap(['Department', 'E-mail', 'First Name', 'Surname', 'Email', 'Buyer']);
    expect(mapping).toEqual({
      first_name: 2,
      last_name: 3,
      email: 1,
      roles: null,
      is_buyer: 5,
      is_cards_user: null,
    });
    expect(mappingProblem(mapping)).toBeNull();
  });

  it('needs an e-mail column', () => {
    const mapping = autoMap(['First name', 'Last name']);
    expect(mappingProblem(mapping)).toBe(NO_EMAIL_COLUMN);
    const fixed = assignColumn(mapping, 'email', 1);
    expect(fixed).toMatchObject({ email: 1, last_name: null, first_name: 0 });
    expect(mappingProblem(fixed)).toBeNull();
    expect(assignColumn(fixed, 'email', null).email).toBeNull();
  });
});
