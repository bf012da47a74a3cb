import { describe, expect, it } from 'vitest';
import { ApiError, DEFAULT_SUCCESS_MESSAGE, extractErrorText, successText } from './errors';

describe('error text extraction', () => {
  it('uses the response data when present', () => {
    expect(extractErrorText(new ApiError(400, { detail: 'Unable to fetch tenant' }, 'fallback'))).toBe(
      'Unable to fetch tenant',
    );
    expect(extractErrorText({ response: { data: 'Plain text reply' } })).toBe('Plain text reply');
  });

  it('joins arrays and objects into a comma-separated string', () => {
    const fieldErrors = new ApiError(
      400,
      { email: ['Enter a valid email.'], name: ['Required.', 'Too short.'] },
      'x',
    );
    expect(extractErrorText(fieldErrors)).toBe('Enter a valid email., Required., Too short.');
    expect(extractErrorText({ response: { data: ['first', 'second'] } })).toBe('first, second');
    expect(extractErrorText({ response: { data: { a: { b: 'deep' }, c: 'flat' } } })).toBe('deep, flat');
  });

  it('falls back to the error message, then the error itself', () => {
    expect(extractErrorText(new Error('Network down'))).toBe('Network down');
    expect(extractErrorText('just a string')).toBe('just a string');
    expect(extractErrorText(['a', 'b'])).toBe('a, b');
  });

  it("uses the call's fallback when the server says nothing", () => {
    expect(extractErrorText(new ApiError(500, null, 'Unable to update tenant'))).toBe(
      'Unable to update tenant',
    );
    expect(extractErrorText(new ApiError(502, '', 'Unable to list tenants. Please try again'))).toBe(
      'Unable to list tenants. Please try again',
    );
  });

  it('exposes field errors by field', () => {
    const error = new ApiError(400, { company_name: ['Company name is required.'] }, 'x');
    expect(error.fieldErrors).toEqual({ company_name: 'Company name is required.' });
  });

  it("uses the reply's message for success, else 'Request completed Successfully'", () => {
    expect(successText({ message: 'Task updated' })).toBe('Task updated');
    expect(successText({})).toBe(DEFAULT_SUCCESS_MESSAGE);
    expect(DEFAULT_SUCCESS_MESSAGE).toBe('Request completed Successfully');
  });
});

describe('fallback precedence', () => {
  it("prefers the server's text, then the caller's fallback, then the call's own fallback", async () => {
    const { ApiError: Err, extractErrorText: extract } = await import('./errors');
    expect(extract(new Err(500, { detail: 'Server says no' }, 'call fallback'), 'meta fallback')).toBe(
      'Server says no',
    );
    expect(extract(new Err(500, null, 'call fallback'), 'meta fallback')).toBe('meta fallback');
    expect(extract(new Err(500, null, 'call fallback'))).toBe('call fallback');
  });
});
