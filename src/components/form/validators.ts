import { validate, type FieldSchema, type RuleList } from '@/lib/validation';

/** What a field validator receives from the form (only the value is read here). */
export interface FieldValidatorInput<V> {
  value: V;
}

export type FieldValidator<V = unknown> = (input: FieldValidatorInput<V>) => string | undefined;

/**
 * The validation module's rules as a form field validator: the first failing rule's message, with
 * `{name}` replaced by the label, or nothing when all pass. `prepare` turns the typed value into the
 * one the rules judge (a trimmed text, a domain without its scheme).
 *
 * `fieldRules({ label: 'Email', rules: 'required||email' })` or `fieldRules('Email', 'required||email')`.
 */
export function fieldRules<V = unknown>(
  schema: FieldSchema,
  prepare?: (value: V) => unknown,
): FieldValidator<V>;
export function fieldRules<V = unknown>(
  label: string,
  rules: string | RuleList,
  prepare?: (value: V) => unknown,
): FieldValidator<V>;
export function fieldRules<V = unknown>(
  first: FieldSchema | string,
  second?: string | RuleList | ((value: V) => unknown),
  third?: (value: V) => unknown,
): FieldValidator<V> {
  const { label, rules } =
    typeof first === 'string' ? { label: first, rules: second as string | RuleList } : first;
  const prepare = typeof first === 'string' ? third : (second as ((value: V) => unknown) | undefined);
  return ({ value }) => validate(prepare ? prepare(value) : value, rules, label) ?? undefined;
}

/** Runs validators in order; the first message wins. */
export function firstError<V>(...validators: readonly FieldValidator<V>[]): FieldValidator<V> {
  return (input) => {
    for (const check of validators) {
      const message = check(input);
      if (message) return message;
    }
    return undefined;
  };
}

/**
 * A form's rules by field name as `form.AppField` props, so each field names its rule once:
 * `const ruled = ruledFields(companyFormRules)` then `<form.AppField {...ruled('company_name')}>`.
 */
export function ruledFields<R extends Record<string, FieldSchema>>(rules: R) {
  return <K extends keyof R & string>(name: K) => ({
    name,
    validators: { onSubmit: fieldRules(rules[name] as FieldSchema) },
  });
}
