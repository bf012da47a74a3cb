/**
 * What the card forms check before anything is sent: a new or changed card, a top-up and a
 * cancellation. The messages are the API's own (Django REST framework's wording), so a field says
 * the same thing whether the form or the server caught it. Values are read as typed (amounts may
 * still be text); each check is a plain function of the values, `null` when it passes.
 */
import { roundCents } from '@/lib/calendar';
import { formatMoney } from '@/lib/format';

/** The smallest amount of money a limit, a top-up amount or a top-up may be. */
export const MIN_AMOUNT = 0.01;
/** The largest limit a card may have. */
export const MAX_LIMIT = 1_000_000;
export const CARD_NAME_MAX_LENGTH = 60;
export const CANCEL_REASON_MAX_LENGTH = 200;

export const CARD_MESSAGES = {
  /** Nothing chosen or typed where a value must be sent. */
  required: 'This field is required.',
  /** A text sent empty (a name, a reason). */
  blank: 'This field may not be blank.',
  notNumber: 'A valid number is required.',
  tooManyDecimals: 'Ensure that there are no more than 2 decimal places.',
  belowMinimum: `Ensure this value is greater than or equal to ${MIN_AMOUNT}.`,
  limitTooHigh: `Ensure this value is less than or equal to ${MAX_LIMIT}.`,
  nameTooLong: `Ensure this field has no more than ${CARD_NAME_MAX_LENGTH} characters.`,
  reasonTooLong: `Ensure this field has no more than ${CANCEL_REASON_MAX_LENGTH} characters.`,
  topupOverLimit: "The top-up amount cannot be more than the card's limit.",
  /** A top-up the payment account cannot pay for (what it has, in its own currency). */
  overAvailable: (available: number, currency: string) =>
    `The payment account has only ${formatMoney(available, currency)} available.`,
} as const;

/** The card form's values as typed, or as a JSON body sends them. */
export interface CardFormValues {
  name?: unknown;
  app_id?: unknown;
  holder_id?: unknown;
  currency?: unknown;
  limit?: unknown;
  limit_period?: unknown;
  topup_mode?: unknown;
  topup_amount?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const blank = (value: unknown) => value === null || value === undefined || text(value) === '';
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** An amount typed or sent as a number; NaN when it is not one. */
export function amountOf(value: unknown): number {
  if (typeof value === 'number') return value;
  const typed = text(value);
  return typeof typed === 'string' && DECIMAL.test(typed) ? Number(typed) : Number.NaN;
}

/** A required amount of money: a number to the cent, at least 0.01. */
export function amountError(value: unknown): string | null {
  if (blank(value)) return CARD_MESSAGES.required;
  const amount = amountOf(value);
  if (!Number.isFinite(amount)) return CARD_MESSAGES.notNumber;
  if (roundCents(amount) !== amount) return CARD_MESSAGES.tooManyDecimals;
  return amount < MIN_AMOUNT ? CARD_MESSAGES.belowMinimum : null;
}

const required = (value: unknown) => (blank(value) ? CARD_MESSAGES.required : null);
/** Text of at most `max` characters that may not be blank. */
const textError = (value: unknown, max: number, tooLong: string) =>
  blank(value) ? CARD_MESSAGES.blank : String(text(value)).length > max ? tooLong : null;

type Validator = (values: CardFormValues) => string | null;

export type CardFormField = 'name' | 'app_id' | 'holder_id' | 'currency' | 'limit' | 'topup_amount';

/** One check per field: the first failing rule's message, or null. */
export const cardFieldValidators: Readonly<Record<CardFormField, Validator>> = {
  name: (v) => textError(v.name, CARD_NAME_MAX_LENGTH, CARD_MESSAGES.nameTooLong),
  app_id: (v) => required(v.app_id),
  holder_id: (v) => required(v.holder_id),
  currency: (v) => required(v.currency),
  limit: (v) => amountError(v.limit) ?? (amountOf(v.limit) > MAX_LIMIT ? CARD_MESSAGES.limitTooHigh : null),
  // Only the fixed mode has an amount; it may not be more than the limit (once the limit is valid).
  topup_amount: (v) => {
    if (v.topup_mode !== 'fixed') return null;
    const own = amountError(v.topup_amount);
    if (own !== null) return own;
    return cardFieldValidators.limit(v) === null && amountOf(v.topup_amount) > amountOf(v.limit)
      ? CARD_MESSAGES.topupOverLimit
      : null;
  },
};

/** Every failing field of a card with its message (an empty object when the card is valid). */
export function validateCard(
  values: CardFormValues,
  fields: readonly CardFormField[] = Object.keys(cardFieldValidators) as CardFormField[],
): Partial<Record<CardFormField, string>> {
  const errors: Partial<Record<CardFormField, string>> = {};
  for (const field of fields) {
    const message = cardFieldValidators[field](values);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/** The payment account's money a top-up is paid from, in the account's currency. */
export interface TopupFunds {
  available: number;
  currency: string;
  /** Units of the account's currency one unit of the card's buys (the card's `account_rate`). */
  rate: number;
  /** The tenant's warning level for the account (null: none). */
  threshold: number | null;
}

/** What the account pays for a top-up of `amount` (in the card's currency), in its own. */
export const accountCost = (amount: number, rate: number) => roundCents(amount * rate);

/** A top-up's amount: a valid amount and, when the account's funds are known, one they pay for. */
export function topupAmountError(
  value: unknown,
  funds?: Pick<TopupFunds, 'available' | 'currency' | 'rate'>,
): string | null {
  const own = amountError(value);
  if (own !== null || !funds) return own;
  return accountCost(amountOf(value), funds.rate) > funds.available
    ? CARD_MESSAGES.overAvailable(funds.available, funds.currency)
    : null;
}

/**
 * What the account would keep after a valid top-up of `value`, when that falls under the tenant's
 * threshold (a warning, not a refusal); null otherwise.
 */
export function belowThresholdAfter(value: unknown, funds: TopupFunds): number | null {
  if (funds.threshold === null || topupAmountError(value, funds) !== null) return null;
  const left = roundCents(funds.available - accountCost(amountOf(value), funds.rate));
  return left < funds.threshold ? left : null;
}

/** A cancellation's reason: not blank, at most 200 characters. */
export function cancelReasonError(reason: unknown): string | null {
  return textError(reason, CANCEL_REASON_MAX_LENGTH, CARD_MESSAGES.reasonTooLong);
}
