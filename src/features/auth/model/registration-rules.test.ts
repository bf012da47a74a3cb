import { describe, expect, it } from 'vitest';
import { validateRegistration, type RegisterValues } from './registration-rules';

const VALID: RegisterValues = {
  firstName: 'Aoife',
  lastName: "O'Brien",
  email: 'aoife@northwind.test',
  companyName: 'Northwind Traders',
  password: 'Sunrise42',
  confirmPassword: 'Sunrise42',
};

describe('register form rules', () => {
  it('accepts a complete form, with names such as O’Brien, Jean-Luc and Zoë', () => {
    expect(validateRegistration(VALID)).toEqual({});
    expect(validateRegistration({ ...VALID, firstName: 'Jean-Luc', lastName: 'Zoë de la Cruz' })).toEqual({});
  });

  it('requires every field, with the standard messages', () => {
    const empty = Object.fromEntries(Object.keys(VALID).map((key) => [key, ' '])) as RegisterValues;
    expect(validateRegistration(empty)).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'Work email is required.',
      companyName: 'Company name is required.',
      password: 'Password is required.',
      confirmPassword: 'Confirm password is required.',
    });
  });

  it('limits the lengths and checks the e-mail', () => {
    expect(
      validateRegistration({
        ...VALID,
        firstName: 'x'.repeat(51),
        lastName: 'y'.repeat(50),
        email: 'aoife@northwind',
        companyName: 'z'.repeat(101),
      }),
    ).toEqual({
      firstName: 'First name must be maximum of 50 characters long.',
      email: 'Work email is not a valid email.',
      companyName: 'Company name must be maximum of 100 characters long.',
    });
    expect(validateRegistration({ ...VALID, companyName: 'z'.repeat(100) })).toEqual({});
  });

  it('shares the password rules and the confirmation', () => {
    expect(validateRegistration({ ...VALID, password: 'sunrise', confirmPassword: 'sunrise' })).toEqual({
      password: 'Password must be minimum of 8 characters long.',
    });
    expect(validateRegistration({ ...VALID, password: 'sunrises', confirmPassword: 'sunrises' })).toEqual({
      password: 'Password must contain a letter and a number.',
    });
    expect(validateRegistration({ ...VALID, confirmPassword: 'Sunrise43' })).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });
});
