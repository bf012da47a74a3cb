import { describe, expect, it } from 'vitest';
import { isValid, parseRules, RULE_MESSAGES, validate, validateForm } from './validation';

describe('validate: the standard messages word for word', () => {
  it.each([
    ['email', 'Email is not a valid email.'],
    ['number', 'Email is not a valid number.'],
    ['alpha', 'Email must be alphabatical only.'],
    ['alpha_space', 'Email must be alphabatical only.'],
    ['alphanumeric', 'Email must be alphanumeric.'],
    ['url', 'Email is not a valid url.'],
    ['float', 'Email must be a valid floating number.'],
  ])('%s → %s', (rule, message) => {
    expect(validate('#!?', rule, 'Email')).toBe(message);
  });

  it('required', () => {
    expect(validate('', 'required', 'First name')).toBe('First name is required.');
  });

  it('min_val and max_val put the parameter in place of N', () => {
    expect(validate('abc', 'min_val:8', 'Password')).toBe('Password must be minimum of 8 characters long.');
    expect(validate('abcdef', 'max_val:5', 'Code')).toBe('Code must be maximum of 5 characters long.');
  });

  it('regex defaults to "{name} is not valid."', () => {
    expect(validate('abc', 'regex:^\\d+$', 'PIN')).toBe('PIN is not valid.');
  });

  it('exposes the message table', () => {
    expect(RULE_MESSAGES.alpha).toBe('{name} must be alphabatical only.');
    expect(RULE_MESSAGES.min_val).toBe('{name} must be minimum of N characters long.');
  });
});

describe('required', () => {
  it.each([[''], ['   '], ['\t\n'], [null], [undefined], [[]]])('fails %j', (value) => {
    expect(validate(value, 'required', 'Name')).toBe('Name is required.');
  });
  it.each([['a'], ['  a  '], [0], [false], [['x']]])('passes %j', (value) => {
    expect(validate(value, 'required', 'Name')).toBeNull();
  });
});

describe('email', () => {
  it.each(['ada@example.com', 'first.last+tag@sub.example.co.uk', 'zoë@exämple.de', 'a@b.io'])(
    'passes %s',
    (value) => {
      expect(validate(value, 'email', 'Email')).toBeNull();
    },
  );
  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@example.',
    'ada@.com',
    'ada@@example.com',
    'ada lovelace@example.com',
    'ada@exa mple.com',
    ' ada@example.com',
    'ada@example..com',
  ])('fails %j', (value) => {
    expect(validate(value, 'email', 'Email')).toBe('Email is not a valid email.');
  });
});

describe('number (digits only)', () => {
  it.each(['0', '42', '0012', '12345678901234567890'])('passes %s', (value) => {
    expect(validate(value, 'number', 'Seats')).toBeNull();
  });
  it('passes a non-negative integer given as a number', () => {
    expect(validate(12, 'number', 'Seats')).toBeNull();
  });
  it.each(['-1', '1.5', '1e3', '12a', ' 12', '1 000', '+3', '١٢'])('fails %j', (value) => {
    expect(validate(value, 'number', 'Seats')).toBe('Seats is not a valid number.');
  });
});

describe('alpha (letters only, any script)', () => {
  it.each(['Ada', 'Zoë', 'José', 'Łukasz', 'Müller', 'Ñandú', 'Zoe\u0308', 'Дмитрий', '李'])(
    'passes %s',
    (value) => {
      expect(validate(value, 'alpha', 'First name')).toBeNull();
    },
  );
  it.each(['Ada Lovelace', 'Ada1', 'O’Brien', 'Jean-Luc', 'ada_', '!'])('fails %j', (value) => {
    expect(validate(value, 'alpha', 'First name')).toBe('First name must be alphabatical only.');
  });
});

describe('alpha_space (letters and spaces)', () => {
  it.each(['Ada Lovelace', 'José María', 'Zoë', 'Anne  Marie '])('passes %j', (value) => {
    expect(validate(value, 'alpha_space', 'Full name')).toBeNull();
  });
  it.each(['Ada1', 'Jean-Luc Picard', 'Ada\tLovelace', 'R2 D2'])('fails %j', (value) => {
    expect(validate(value, 'alpha_space', 'Full name')).toBe('Full name must be alphabatical only.');
  });
});

describe('alphanumeric', () => {
  it.each(['abc123', 'ABC', '123', 'Zoë2'])('passes %s', (value) => {
    expect(validate(value, 'alphanumeric', 'Code')).toBeNull();
  });
  it.each(['abc 123', 'abc-123', 'abc_123', 'a.b', '€5'])('fails %j', (value) => {
    expect(validate(value, 'alphanumeric', 'Code')).toBe('Code must be alphanumeric.');
  });
});

describe('min_val / max_val (length in characters)', () => {
  it('min_val passes at and above N, fails below', () => {
    expect(validate('12345678', 'min_val:8', 'Password')).toBeNull();
    expect(validate('123456789', 'min_val:8', 'Password')).toBeNull();
    expect(validate('1234567', 'min_val:8', 'Password')).toBe(
      'Password must be minimum of 8 characters long.',
    );
  });
  it('max_val passes at and below N, fails above', () => {
    expect(validate('1234', 'max_val:4', 'PIN')).toBeNull();
    expect(validate('123', 'max_val:4', 'PIN')).toBeNull();
    expect(validate('12345', 'max_val:4', 'PIN')).toBe('PIN must be maximum of 4 characters long.');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(validate('😀😀', 'max_val:2', 'Emoji')).toBeNull();
    expect(validate('😀😀', 'min_val:3', 'Emoji')).toBe('Emoji must be minimum of 3 characters long.');
  });
  it('accepts numeric parameters in the object form', () => {
    expect(validate('abc', [{ rule: 'min_val', param: 4 }], 'Name')).toBe(
      'Name must be minimum of 4 characters long.',
    );
  });
  it('throws on a missing or bad length (a programming error)', () => {
    expect(() => validate('abc', 'min_val', 'Name')).toThrow(/whole-number length/);
    expect(() => validate('abc', 'max_val:x', 'Name')).toThrow(/whole-number length/);
  });
});

describe('url', () => {
  it.each([
    'https://stackwise.io',
    'http://example.com/path?q=1#top',
    'https://sub.example.co.uk:8443/a/b',
    'example.com',
    'www.example.com/pricing',
    'http://localhost:3000',
    'http://127.0.0.1:8787/api/v1',
    'https://xn--bcher-kva.example',
  ])('passes %s', (value) => {
    expect(validate(value, 'url', 'Website')).toBeNull();
  });
  it.each([
    'not a url',
    'example',
    'http://',
    'https://exa mple.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'http://-bad-.com',
    'https://example.c',
    'mailto:ada@example.com',
  ])('fails %j', (value) => {
    expect(validate(value, 'url', 'Website')).toBe('Website is not a valid url.');
  });
});

describe('float', () => {
  it.each(['1', '1.5', '-1.5', '+2.25', '.5', '0.0001', '1000000.00'])('passes %s', (value) => {
    expect(validate(value, 'float', 'Amount')).toBeNull();
  });
  it('passes a number value', () => {
    expect(validate(12.5, 'float', 'Amount')).toBeNull();
  });
  it.each(['1.', '1,5', '1.2.3', 'abc', '1e3', '--1', '1.5x', '.'])('fails %j', (value) => {
    expect(validate(value, 'float', 'Amount')).toBe('Amount must be a valid floating number.');
  });
});

describe('regex (custom pattern)', () => {
  it('string form: pattern after the first colon, colons kept', () => {
    expect(validate('12:30', 'regex:^\\d{2}:\\d{2}$', 'Time')).toBeNull();
    expect(validate('1230', 'regex:^\\d{2}:\\d{2}$', 'Time')).toBe('Time is not valid.');
  });
  it('string form accepts /source/flags', () => {
    expect(validate('ABC', 'regex:/^[a-z]+$/i', 'Code')).toBeNull();
    expect(validate('AB1', 'regex:/^[a-z]+$/i', 'Code')).toBe('Code is not valid.');
  });
  it('object form with a RegExp and a custom message ({name} and {param} substituted)', () => {
    const rules = [
      { rule: 'regex' as const, param: /^[A-Z]{3}$/, message: '{name} must be a 3-letter code.' },
    ];
    expect(validate('USD', rules, 'Currency')).toBeNull();
    expect(validate('usd', rules, 'Currency')).toBe('Currency must be a 3-letter code.');
    expect(validate('x', [{ rule: 'regex', param: 'y', message: '{name} must match {param}' }], 'F')).toBe(
      'F must match y',
    );
  });
  it('a global RegExp is not stateful between calls', () => {
    const rules = [{ rule: 'regex' as const, param: /^a$/g }];
    expect(validate('a', rules, 'F')).toBeNull();
    expect(validate('a', rules, 'F')).toBeNull();
  });
  it('throws without a pattern', () => {
    expect(() => validate('a', 'regex', 'F')).toThrow(/needs a pattern/);
  });
});

describe('rule lists, strings and order', () => {
  it("list form and '||' form give the same results", () => {
    const asString = 'required||min_val:8||max_val:64';
    const asList = ['required', 'min_val:8', 'max_val:64'];
    for (const value of ['', 'short', 'long enough', 'x'.repeat(65)]) {
      expect(validate(value, asString, 'Password')).toBe(validate(value, asList, 'Password'));
    }
    expect(validate('x'.repeat(65), asString, 'Password')).toBe(
      'Password must be maximum of 64 characters long.',
    );
  });

  it('returns the FIRST failing rule only', () => {
    expect(validate('', 'required||email', 'Email')).toBe('Email is required.');
    expect(validate('a b', 'email||min_val:10', 'Email')).toBe('Email is not a valid email.');
    expect(validate('a b', 'min_val:10||email', 'Email')).toBe(
      'Email must be minimum of 10 characters long.',
    );
    expect(validate('ada@example.com', 'required||email||max_val:64', 'Email')).toBeNull();
  });

  it('non-required rules pass on empty input; only required fails it', () => {
    for (const rule of ['email', 'number', 'alpha', 'alpha_space', 'alphanumeric', 'url', 'float']) {
      expect(validate('', rule, 'F')).toBeNull();
      expect(validate('   ', rule, 'F')).toBeNull();
      expect(validate(undefined, rule, 'F')).toBeNull();
    }
    expect(validate('', 'min_val:3', 'F')).toBeNull();
    expect(validate('', 'regex:^x$', 'F')).toBeNull();
    expect(validate('', 'email||required', 'F')).toBe('F is required.');
  });

  it('tolerates whitespace around rules and empty segments', () => {
    expect(validate('', ' required || email ||', 'Email')).toBe('Email is required.');
    expect(parseRules('required||min_val: 8')).toEqual([
      { rule: 'required', param: undefined, message: undefined },
      { rule: 'min_val', param: '8', message: undefined },
    ]);
  });

  it('mixes strings and objects; an object message overrides any rule', () => {
    expect(validate('', [{ rule: 'required', message: 'Please enter {name}.' }], 'your e-mail')).toBe(
      'Please enter your e-mail.',
    );
    expect(validate('x', ['required', { rule: 'min_val', param: 2 }], 'Name')).toBe(
      'Name must be minimum of 2 characters long.',
    );
  });

  it('substitutes every {name} with the label as given', () => {
    expect(validate('', 'required', 'Company name')).toBe('Company name is required.');
    expect(validate('', [{ rule: 'required', message: '{name}? {name}!' }], 'X')).toBe('X? X!');
    expect(validate('abc', 'min_val:5', 'N')).toBe('N must be minimum of 5 characters long.');
  });

  it('returns null for an empty rule set', () => {
    expect(validate('anything', '', 'F')).toBeNull();
    expect(validate('anything', [], 'F')).toBeNull();
  });

  it('throws on an unknown rule', () => {
    expect(() => validate('a', 'required||emial', 'F')).toThrow(/unknown rule 'emial'/);
  });
});

describe('validateForm', () => {
  const schema = {
    email: { label: 'Email', rules: 'required||email' },
    password: { label: 'Password', rules: ['required', 'min_val:8'] },
    website: { label: 'Website', rules: 'url' },
  };

  it('returns one message per failing field', () => {
    const errors = validateForm({ email: 'nope', password: 'short', website: '' }, schema);
    expect(errors).toEqual({
      email: 'Email is not a valid email.',
      password: 'Password must be minimum of 8 characters long.',
    });
    expect(isValid(errors)).toBe(false);
  });

  it('treats missing values as empty', () => {
    expect(validateForm({}, schema)).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });

  it('returns an empty object when everything passes', () => {
    const errors = validateForm(
      { email: 'ada@example.com', password: 'Passw0rd!long', website: 'stackwise.io' },
      schema,
    );
    expect(errors).toEqual({});
    expect(isValid(errors)).toBe(true);
  });
});
