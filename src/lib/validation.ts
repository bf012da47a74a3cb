/**
 * The generic field rules every form uses (docs/rules.md). `{name}` in a message is the field label; the first
 * failing rule gives the message. Rules come as a list (`['required', 'min_val:8']`, or objects such as
 * `{ rule: 'regex', param: /^[A-Z]{3}$/, message: '{name} must be a 3-letter code.' }`) or as one string
 * separated by '||' with parameters after the first ':' (`'required||min_val:8||max_val:64'`).
 *
 * Only `required` fails blank input: every other rule passes when the value is empty or whitespace, so
 * an optional field can carry format rules. Non-blank values are checked as typed (not trimmed).
 */

export type RuleName =
  | 'email'
  | 'number'
  | 'alpha'
  | 'alpha_space'
  | 'alphanumeric'
  | 'min_val'
  | 'max_val'
  | 'required'
  | 'url'
  | 'float'
  | 'regex';

export interface RuleObject {
  rule: RuleName;
  /** min_val / max_val: the length; regex: a RegExp or its source ('/source/flags' is accepted too). */
  param?: string | number | RegExp;
  /** Replaces the rule's standard message; `{name}` and `{param}` are substituted. */
  message?: string;
}

/** One rule: a name with an optional parameter (`'min_val:8'`, `'regex:^\\d{4}$'`) or an object. */
export type Rule = string | RuleObject;
export type RuleList = readonly Rule[];

export interface FieldSchema {
  label: string;
  rules: string | RuleList;
}

/**
 * The standard messages, word for word (users and tests rely on them; 'alphabatical' is the
 * product's long-standing spelling). N is the parameter.
 */
export const RULE_MESSAGES: Readonly<Record<RuleName, string>> = {
  email: '{name} is not a valid email.',
  number: '{name} is not a valid number.',
  alpha: '{name} must be alphabatical only.',
  alpha_space: '{name} must be alphabatical only.',
  alphanumeric: '{name} must be alphanumeric.',
  min_val: '{name} must be minimum of N characters long.',
  max_val: '{name} must be maximum of N characters long.',
  required: '{name} is required.',
  url: '{name} is not a valid url.',
  float: '{name} must be a valid floating number.',
  regex: '{name} is not valid.',
};

const RULE_NAMES = new Set<string>(Object.keys(RULE_MESSAGES));

export interface NormalizedRule {
  rule: RuleName;
  param: string | number | RegExp | undefined;
  message: string | undefined;
}

function isRuleName(name: string): name is RuleName {
  return RULE_NAMES.has(name);
}

function parseRuleString(text: string): NormalizedRule {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(':');
  const name = (colon === -1 ? trimmed : trimmed.slice(0, colon)).trim();
  const param = colon === -1 ? undefined : trimmed.slice(colon + 1);
  if (!isRuleName(name)) throw new Error(`validation: unknown rule '${name}' in '${text}'`);
  return { rule: name, param: name === 'regex' ? param : param?.trim(), message: undefined };
}

/** Normalises either form into a list of rules; throws on an unknown rule (a programming error). */
export function parseRules(rules: string | RuleList): NormalizedRule[] {
  const list: readonly Rule[] = typeof rules === 'string' ? rules.split('||').filter((r) => r.trim()) : rules;
  return list.map((rule) => {
    if (typeof rule === 'string') return parseRuleString(rule);
    if (!isRuleName(rule.rule)) throw new Error(`validation: unknown rule '${String(rule.rule)}'`);
    return { rule: rule.rule, param: rule.param, message: rule.message };
  });
}

/** Missing: null, undefined, a blank string or an empty array. Numbers and booleans are present. */
function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (Array.isArray(value)) return value.map((v) => toText(v)).join(',');
  return String(value);
}

function lengthParam(rule: NormalizedRule): number {
  const n = typeof rule.param === 'number' ? rule.param : Number(rule.param);
  if (rule.param === undefined || rule.param === '' || !Number.isInteger(n) || n < 0) {
    throw new Error(`validation: ${rule.rule} needs a whole-number length, got '${String(rule.param)}'`);
  }
  return n;
}

function regexParam(rule: NormalizedRule): RegExp {
  const { param } = rule;
  if (param instanceof RegExp) return new RegExp(param.source, param.flags.replace(/[gy]/g, ''));
  if (param === undefined || param === '') throw new Error('validation: regex needs a pattern');
  const source = String(param);
  const literal = /^\/(.+)\/([dimsuv]*)$/s.exec(source);
  return literal ? new RegExp(literal[1] ?? '', literal[2]) : new RegExp(source);
}

/** Letters include every script's letters and combining marks ('Zoë', 'José', 'Łukasz'). */
const LETTERS = /^[\p{L}\p{M}]+$/u;
const LETTERS_SPACES = /^[\p{L}\p{M} ]+$/u;
const LETTERS_DIGITS = /^[\p{L}\p{M}\p{Nd}]+$/u;
const DIGITS = /^[0-9]+$/;
const FLOAT = /^[-+]?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)$/;
/** Simple e-mail: something@something.tld, no spaces, no empty domain labels. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;
const HOSTNAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,}|xn--[a-z0-9-]+)$/i;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** http(s) URL; the scheme may be left out ('stackwise.io/pricing'). Needs a real host, no user:pass@. */
function isUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text);
  if (scheme && !/^https?$/i.test(scheme[1] ?? '')) return false;
  let url: URL;
  try {
    url = new URL(scheme ? text : `https://${text}`);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname;
  return host === 'localhost' || IPV4.test(host) || HOSTNAME.test(host);
}

function passes(rule: NormalizedRule, value: unknown): boolean {
  if (rule.rule === 'required') return !isBlank(value);
  if (isBlank(value)) return true;
  const text = toText(value);
  switch (rule.rule) {
    case 'email':
      return EMAIL.test(text);
    case 'number':
      return DIGITS.test(text);
    case 'alpha':
      return LETTERS.test(text);
    case 'alpha_space':
      return LETTERS_SPACES.test(text);
    case 'alphanumeric':
      return LETTERS_DIGITS.test(text);
    case 'min_val':
      return Array.from(text).length >= lengthParam(rule);
    case 'max_val':
      return Array.from(text).length <= lengthParam(rule);
    case 'url':
      return isUrl(text);
    case 'float':
      return FLOAT.test(text);
    case 'regex':
      return regexParam(rule).test(text);
  }
}

/** Standard messages get N replaced by the length; custom messages may use `{param}`. */
function messageFor(rule: NormalizedRule, name: string): string {
  const isLength = rule.rule === 'min_val' || rule.rule === 'max_val';
  const param = isLength ? String(lengthParam(rule)) : String(rule.param ?? '');
  const message =
    rule.message !== undefined
      ? rule.message.replaceAll('{param}', param)
      : RULE_MESSAGES[rule.rule].replace(' N ', ` ${param} `);
  return message.replaceAll('{name}', name);
}

/** The first failing rule's message, with `{name}` replaced by the field label; null when all pass. */
export function validate(value: unknown, rules: string | RuleList, name: string): string | null {
  for (const rule of parseRules(rules)) {
    if (!passes(rule, value)) return messageFor(rule, name);
  }
  return null;
}

/** Validates every field of a schema; returns only the fields that failed, each with its message. */
export function validateForm<F extends string>(
  values: Partial<Record<F, unknown>>,
  schema: Record<F, FieldSchema>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(schema) as F[]) {
    const { label, rules } = schema[field];
    const error = validate(values[field], rules, label);
    if (error !== null) errors[field] = error;
  }
  return errors;
}

/** True when validateForm found nothing. */
export function isValid(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).every((e) => e === undefined);
}
