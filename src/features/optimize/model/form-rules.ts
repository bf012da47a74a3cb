/**
 * What Optimize's forms check, shared by the forms and the mock API so both give the same messages.
 */
import type { FieldSchema, RuleList } from '@/lib/validation';

export const TITLE_MAX_LENGTH = 120;
export const COMMENT_MAX_LENGTH = 1000;

/** A sum of money: the float rule, and never below zero. */
const amountRules: RuleList = [
  'required',
  'float',
  { rule: 'regex', param: /^\s*\+?[0-9.]/, message: '{name} must not be negative.' },
];

export const opportunityFormRules = {
  title: { label: 'Title', rules: `required||max_val:${TITLE_MAX_LENGTH}` },
  app_id: { label: 'App', rules: 'required' },
  status: { label: 'Status', rules: 'required' },
  savings_potential: { label: 'Savings potential', rules: amountRules },
  arr: { label: 'ARR', rules: amountRules },
} as const satisfies Record<string, FieldSchema>;

export const commentFormRules = {
  text: { label: 'Comment', rules: `required||max_val:${COMMENT_MAX_LENGTH}` },
} as const satisfies Record<string, FieldSchema>;
