import { describe, expect, it } from 'vitest';
import {
  confirmPasswordValidator,
  passwordFields,
  validatePassword,
  validatePasswordForm,
  validateRegistration,
  type RegisterValues,
} from './form-rules';

describe('password rules', () => {
  it.each([
    ['', 'Password is required.'],
    ['   ', 'Password is required.'],
    ['abc1', 'Password must be minimum of 8 characters long.'],
    [`a1${'x'.repeat(127)}`, 'Password must be maximum of 128 characters long.'],
    ['lettersonly', 'Password must contain a letter and a number.'],
    ['1234567890', 'Password must contain a letter and a number.'],
    ['!!!!????', 'Password must contain a letter and a number.'],
  ])('%j → %s', (password, message) => {
    expect(validatePassword(password)).toBe(message);
  });

  it.each(['Passw0rd!', 'abcdefg1', '1abcdefg', 'Zoë12345', 'pass word 9', `a1${'x'.repeat(126)}`])(
    'accepts %j',
    (password) => {
      expect(validatePassword(password)).toBeNull();
    },
  );

  it('names the field by its label', () => {
    expect(validatePassword('short', 'New password')).toBe(
      'New password must be minimum of 8 characters long.',
    );
    expect(validatePassword('longenough', 'New password')).toBe(
      'New password must contain a letter and a number.',
    );
  });
});

describe('password confirmation', () => {
  const fields = passwordFields();

  it('is required', () => {
    expect(validatePasswordForm({ password: 'Passw0rd!', confirmPassword: '' }, fields)).toEqual({
      confirmPassword: 'Confirm password is required.',
    });
  });

  it("must equal the password exactly: 'Passwords do not match.'", () => {
    expect(validatePasswordForm({ password: 'Passw0rd!', confirmPassword: 'Passw0rd' }, fields)).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
    expect(validatePasswordForm({ password: 'Passw0rd!', confirmPassword: 'Passw0rd! ' }, fields)).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
    expect(validatePasswordForm({ password: 'Passw0rd!', confirmPassword: 'Passw0rd!' }, fields)).toEqual({});
  });

  it('still says they differ when the password itself breaks a rule', () => {
    expect(validatePasswordForm({ password: 'short', confirmPassword: 'other' }, fields)).toEqual({
      password: 'Password must be minimum of 8 characters long.',
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('uses the labels it is given', () => {
    expect(
      validatePasswordForm(
        { password: '', confirmPassword: '' },
        passwordFields('New password', 'Confirm new password'),
      ),
    ).toEqual({
      password: 'New password is required.',
      confirmPassword: 'Confirm new password is required.',
    });
  });
});

describe('confirmPasswordValidator', () => {
  const withPassword = (password: string) => ({ form: { getFieldValue: () => password } });

  it("checks the confirmation against the form's password field", () => {
    const check = confirmPasswordValidator();
    expect(check({ value: '', fieldApi: withPassword('Passw0rd!') })).toBe('Confirm password is required.');
    expect(check({ value: 'Passw0rd', fieldApi: withPassword('Passw0rd!') })).toBe('Passwords do not match.');
    expect(check({ value: 'Passw0rd!', fieldApi: withPassword('Passw0rd!') })).toBeUndefined();
    expect(confirmPasswordValidator('Repeat it')({ value: ' ', fieldApi: withPassword('x') })).toBe(
      'Repeat it is required.',
    );
  });
});

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
