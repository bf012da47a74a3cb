import { describe, expect, it } from 'vitest';
import { ApiError, DemoReadOnlyError } from './errors';
import { serverErrors } from './server-errors';

const fallback = 'Unable to update tenant';

describe('serverErrors', () => {
  it('puts field errors beside their fields and the rest in the form alert', () => {
    const error = new ApiError(
      400,
      { name: ['A company with this name already exists.'], other: ['Nope.'] },
      fallback,
    );
    expect(serverErrors(error, { fields: ['name', 'currency'], fallback })).toEqual({
      fields: { name: 'A company with this name already exists.' },
      form: 'Nope.',
    });
  });

  it('joins several messages of one field, and several left-over messages, with ", "', () => {
    const error = new ApiError(
      400,
      { email: ['Too long.', 'Not valid.'], a: ['First.'], b: ['Second.', 'Third.'] },
      fallback,
    );
    expect(serverErrors(error, { fields: ['email'], fallback })).toEqual({
      fields: { email: 'Too long., Not valid.' },
      form: 'First., Second., Third.',
    });
  });

  it('leaves the alert empty when every message has a field', () => {
    const error = new ApiError(400, { email: ['An account with this e-mail already exists.'] }, fallback);
    expect(serverErrors(error, { fields: ['email'], fallback })).toEqual({
      fields: { email: 'An account with this e-mail already exists.' },
      form: null,
    });
  });

  it("maps the API's field names onto the form's", () => {
    const error = new ApiError(400, { first_name: ['Too long.'], roles: ['Refused.'] }, fallback);
    expect(serverErrors(error, { map: { first_name: 'firstName', roles: 'role' }, fallback })).toEqual({
      fields: { firstName: 'Too long.', role: 'Refused.' },
      form: null,
    });
    // The map wins over a same-named field; names in neither go to the alert.
    expect(
      serverErrors(new ApiError(400, { name: ['Taken.'], other: ['No.'] }, fallback), {
        fields: ['name', 'company_name'],
        map: { name: 'company_name' },
        fallback,
      }),
    ).toEqual({ fields: { company_name: 'Taken.' }, form: 'No.' });
  });

  it('puts a list field’s item errors (keyed by place) and a nested object’s errors beside the field', () => {
    const error = new ApiError(
      400,
      {
        roles: { 1: ['"x" is not a valid choice.'], 2: ['"y" is not a valid choice.'] },
        address: { city: ['This field is required.'] },
      },
      fallback,
    );
    expect(serverErrors(error, { fields: ['address'], map: { roles: 'role' }, fallback })).toEqual({
      fields: {
        role: '"x" is not a valid choice., "y" is not a valid choice.',
        address: 'This field is required.',
      },
      form: null,
    });
  });

  it("shows the reply's text in the alert when no field got a message", () => {
    expect(
      serverErrors(new ApiError(500, { detail: 'Database is down' }, fallback), {
        fields: ['name'],
        fallback,
      }),
    ).toEqual({
      fields: {},
      form: 'Database is down',
    });
    // Field errors for fields the form does not have: all of them, as the reply's text.
    expect(
      serverErrors(new ApiError(400, { code: ['Bad code.'], plan: ['Bad plan.'] }, fallback), { fallback })
        .form,
    ).toBe('Bad code., Bad plan.');
  });

  it("falls back to the call's text when the reply says nothing, or there is no reply", () => {
    expect(serverErrors(new ApiError(502, null, fallback), { fields: ['name'], fallback })).toEqual({
      fields: {},
      form: fallback,
    });
    expect(serverErrors(new ApiError(500, '', fallback), { fallback }).form).toBe(fallback);
    expect(serverErrors(new TypeError('Failed to fetch'), { fields: ['name'], fallback })).toEqual({
      fields: {},
      form: fallback,
    });
    expect(serverErrors(new Error('Request timed out'), { fallback }).form).toBe(fallback);
    expect(serverErrors(undefined, { fallback }).form).toBe(fallback);
  });

  it("gives the demo account's refusal its own warning", () => {
    expect(serverErrors(new DemoReadOnlyError(), { fields: ['name'], fallback })).toEqual({
      fields: {},
      form: 'Sorry, this is a read-only demo account.',
    });
  });
});
