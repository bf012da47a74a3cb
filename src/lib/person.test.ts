import { describe, expect, it } from 'vitest';
import { fullName, personName } from './person';

describe('fullName', () => {
  it('joins the first and last name with one space', () => {
    expect(fullName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('trims each part and leaves out an empty one', () => {
    expect(fullName({ first_name: '  Ada ', last_name: '' })).toBe('Ada');
    expect(fullName({ first_name: '', last_name: ' Lovelace' })).toBe('Lovelace');
    expect(fullName({ first_name: null, last_name: undefined })).toBe('');
  });
});

describe('personName', () => {
  it('is the full name when there is one', () => {
    expect(personName({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' })).toBe(
      'Ada Lovelace',
    );
  });

  it('falls back to the trimmed e-mail when both names are blank', () => {
    expect(personName({ first_name: ' ', last_name: '', email: ' ada@example.com ' })).toBe(
      'ada@example.com',
    );
  });

  it('is empty when there is neither a name nor an e-mail', () => {
    expect(personName({ first_name: '', last_name: '' })).toBe('');
    expect(personName({})).toBe('');
  });
});
