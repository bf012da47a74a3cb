/**
 * What the contract form checks, shared by the form and the mock API so both give the same
 * messages. Each field has its rules (`contractFormRules`, for `fieldRules` in the form) and the
 * checks that need other fields (the end date after the start, the notice shorter than the term)
 * are plain functions of the values (`contractFieldValidators`). `validateContract` runs them all.
 */
import { validate, type FieldSchema } from '@/lib/validation';
import { daysBetween, isCalendarDate } from '@/lib/calendar';

export const NOTES_MAX_LENGTH = 2000;

export const CONTRACT_MESSAGES = {
  appRequired: 'App is required.',
  startDateRequired: 'Start date is required.',
  startDateInvalid: 'Start date is not a valid date.',
  endDateRequired: 'End date is required.',
  endDateInvalid: 'End date is not a valid date.',
  endBeforeStart: 'End date must be after the start date.',
  noticeNotNumber: 'Notice period is not a valid number.',
  noticeTooLong: 'Notice period must be shorter than the contract.',
  annualCostNotFloat: 'Annual cost must be a valid floating number.',
  annualCostNegative: 'Annual cost must not be negative.',
  seatsNotNumber: 'Seats is not a valid number.',
} as const;

export const contractFormRules = {
  app_id: { label: 'App', rules: 'required' },
  start_date: { label: 'Start date', rules: 'required' },
  end_date: { label: 'End date', rules: 'required' },
  notice_days: { label: 'Notice period', rules: 'required||number' },
  annual_cost: {
    label: 'Annual cost',
    rules: [
      'required',
      'float',
      { rule: 'regex', param: /^\s*\+?[0-9.]/, message: CONTRACT_MESSAGES.annualCostNegative },
    ],
  },
  seats: { label: 'Seats', rules: 'required||number' },
  notes: { label: 'Notes', rules: `max_val:${NOTES_MAX_LENGTH}` },
} as const satisfies Record<string, FieldSchema>;

export type ContractFormField = keyof typeof contractFormRules;

/** The form's values as typed (numbers may still be text) or as a JSON body sends them. */
export interface ContractFormValues {
  app_id?: unknown;
  start_date?: unknown;
  end_date?: unknown;
  notice_days?: unknown;
  annual_cost?: unknown;
  seats?: unknown;
  notes?: unknown;
}

/** A real `YYYY-MM-DD` calendar date (not 2025-02-30). */
export { isCalendarDate };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

function dateError(value: unknown, schema: FieldSchema, invalid: string): string | null {
  return validate(text(value), schema.rules, schema.label) ?? (isCalendarDate(text(value)) ? null : invalid);
}

/** Both dates when both are valid, else null (the cross-field checks then stay silent). */
function termOf(values: ContractFormValues): { start: string; end: string } | null {
  const start = text(values.start_date);
  const end = text(values.end_date);
  return isCalendarDate(start) && isCalendarDate(end) ? { start, end } : null;
}

type Validator = (values: ContractFormValues) => string | null;

/** One check per field: the first failing rule's message, or null. */
export const contractFieldValidators: Readonly<Record<ContractFormField, Validator>> = {
  app_id: (v) => validate(text(v.app_id), contractFormRules.app_id.rules, contractFormRules.app_id.label),
  start_date: (v) =>
    dateError(v.start_date, contractFormRules.start_date, CONTRACT_MESSAGES.startDateInvalid),
  end_date: (v) => {
    const own = dateError(v.end_date, contractFormRules.end_date, CONTRACT_MESSAGES.endDateInvalid);
    if (own !== null) return own;
    const term = termOf(v);
    return term && term.end <= term.start ? CONTRACT_MESSAGES.endBeforeStart : null;
  },
  notice_days: (v) => {
    const own = validate(text(v.notice_days), contractFormRules.notice_days.rules, 'Notice period');
    if (own !== null) return own;
    const term = termOf(v);
    // The vendor's notice must fall inside the term, or the contract could never be cancelled.
    if (term && term.end > term.start && Number(text(v.notice_days)) >= daysBetween(term.start, term.end))
      return CONTRACT_MESSAGES.noticeTooLong;
    return null;
  },
  annual_cost: (v) =>
    validate(text(v.annual_cost), contractFormRules.annual_cost.rules, contractFormRules.annual_cost.label),
  seats: (v) => validate(text(v.seats), contractFormRules.seats.rules, contractFormRules.seats.label),
  notes: (v) => validate(v.notes ?? '', contractFormRules.notes.rules, contractFormRules.notes.label),
};

/** Every failing field with its message (an empty object when the values are valid). */
export function validateContract(values: ContractFormValues): Partial<Record<ContractFormField, string>> {
  const errors: Partial<Record<ContractFormField, string>> = {};
  for (const field of Object.keys(contractFieldValidators) as ContractFormField[]) {
    const message = contractFieldValidators[field](values);
    if (message !== null) errors[field] = message;
  }
  return errors;
}
