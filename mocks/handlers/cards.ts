/**
 * Payment cards, their statements and activities, the statement sync and the payment account's
 * statement (the super admin has no tenant: 403 on every call; another tenant's card does not exist:
 * 404 `Card not found.`).
 *
 * - `GET /cards/`: the cards the caller may see (client admins: all of the tenant's; anyone else:
 *   the ones they hold), with `currencies` and `holder_topups`; `keyword` (name, app, holder's name
 *   or e-mail, last four digits; case and accents ignored), `status`, `holder`, `app`, `order_by`,
 *   `order`, `skip`, `top` (at most 500). By name by default.
 * - `POST /cards/`, `PUT /cards/<id>/`, `POST /cards/<id>/block/`, `/activate/`, `/cancel/`,
 *   `/renew/`: client admins. `POST /cards/<id>/topup/`: client admins, and the card's holder where
 *   the tenant allows it.
 * - `GET /cards/<id>/statement/`, `/activities/`; `GET`/`POST /cards/sync_statement/`.
 * - `GET /account/statement/`: client admins; 404 without a payment account.
 *
 * Every bad field of a body is reported at once, in DRF's words; an amount with more than two
 * decimal places is refused, never rounded. A cancelled card is final: every change is a 409 with
 * `code: card_cancelled`.
 */
import * as z from 'zod/mini';
import {
  CARD_LIST_MAX_TOP,
  CARD_ORDER_FIELDS,
  cancelInputSchema,
  cardCreateInputSchema,
  cardStatusSchema,
  cardUpdateInputSchema,
  topupInputSchema,
  transactionStatusSchema,
  type CardCreateInput,
  type CardOrderField,
  type LimitPeriod,
  type TopupMode,
} from '@/features/cards/api/schemas';
import { isCalendarDate } from '@/features/contracts/model/form-rules';
import { personName } from '@/lib/person';
import {
  cards,
  catalogueIndex,
  findTenantById,
  findCardSync,
  tenantCards,
  type Account,
  type CardRecord,
} from '../db';
import {
  cardCurrencies,
  convertCents,
  expiryFor,
  fromCents,
  issueWords,
  limitChangeWords,
  moneyText,
  plusDays,
  toCents,
} from '../fixtures/card-rules';
import { ensureCards } from '../fixtures/cards';
import { fnv1a32 } from '../hash';
import { authed, ID, type AuthedContext } from '../http/handler';
import { decimalPlacesOf, tooManyDecimalPlaces } from '../http/decimal';
import { parseInput, toFieldErrors } from '../http/input';
import { recordThenBody } from '../http/record-body';
import { pageOf, parseListQuery, sortRows } from '../http/list';
import { hasKeyword } from '../http/text';
import { detail, fieldErrors, json, notFound, permissionDenied, type FieldErrors } from '../http/replies';
import { isSyncing, settleSync, startSync, syncOf } from './card-sync';
import {
  accountRowsOf,
  allowedToTopUp,
  accountTransactionOf,
  activitiesOf,
  availableCents,
  cardNotFound,
  cardOf,
  cardsContext,
  fundsOf,
  isExpired,
  ledgerOf,
  transactionOf,
  visibleCard,
  visibleCards,
  type CardsContext,
} from './card-views';
import { logActivity, returnBalance, topUpCard, toppedUpWords, updateCard } from './card-writes';

const ADMINS = ['client_admin'] as const;
const NAME_MAX = 60;
const LIMIT_MIN = 0.01;
const LIMIT_MAX = 1_000_000;
const REASON_MAX = 200;
const STATEMENT_DEFAULT_TOP = 50;
/** A statement without `from` covers 90 days ending with `to`. */
const STATEMENT_DEFAULT_DAYS = 90;

const CANCELLED_CANNOT_CHANGE = 'This card is cancelled and cannot be changed.';
const NO_PAYMENT_ACCOUNT = 'No payment account is set up for this company yet.';
const DATE_FORMAT = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
const REQUIRED = 'This field is required.';
const BLANK = 'This field may not be blank.';

const cancelledReply = (text = CANCELLED_CANNOT_CHANGE) => detail(409, text, { code: 'card_cancelled' });
const invalidPk = (value: unknown) => `Invalid pk "${String(value)}" - object does not exist.`;
const atLeast = (n: number) => `Ensure this value is greater than or equal to ${n}.`;
const atMost = (n: number) => `Ensure this value is less than or equal to ${n}.`;
const maxLength = (n: number) => `Ensure this field has no more than ${n} characters.`;

/** The caller's cards, once the seed's are made and any finished statement sync has brought its rows in. */
async function contextFor({ tenantId, user }: Pick<AuthedContext<undefined>, 'tenantId' | 'user'>) {
  if (tenantId === null) return null;
  await ensureCards();
  await settleSync(tenantId);
  return cardsContext(tenantId, user);
}

// ---- bodies ----------------------------------------------------------------------------------------

/** A create body: the contract's, with `topup_amount` left out allowed (a refill card has none). */
const createBodySchema = z.extend(cardCreateInputSchema, {
  topup_amount: z.optional(z.nullable(z.number())),
});

/**
 * A number as DRF's `DecimalField` reads it: a JSON number or its text (`"12.50"`); null, missing and
 * anything else stay as they are, for the schema's own messages.
 */
function decimalOf(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(value)) return value;
  return Number(value);
}

/** The money fields, DRF `DecimalField`s with two decimal places: a number or its text (`"12.50"`). */
const MONEY_FIELDS = ['limit', 'topup_amount', 'amount'] as const;
const MONEY_DECIMAL_PLACES = 2;

/**
 * A body with its money fields read as numbers, typed against `schema`. `errors` holds every type
 * error and every amount with more than two decimal places, which is refused, never rounded.
 */
function readMoneyBody<S extends z.core.$ZodType>(schema: S, body: Record<string, unknown>) {
  const raw = { ...body };
  const errors: FieldErrors = {};
  for (const field of MONEY_FIELDS) {
    if (!(field in raw)) continue;
    raw[field] = decimalOf(raw[field]);
    const places = decimalPlacesOf(body[field]);
    if (places !== undefined && places > MONEY_DECIMAL_PLACES) {
      errors[field] = [tooManyDecimalPlaces(MONEY_DECIMAL_PLACES)];
    }
  }
  const typed = parseInput(schema, raw);
  if (!typed.success) Object.assign(errors, toFieldErrors(typed.error, raw));
  return { raw, errors, typed };
}

type CardFields = Partial<Omit<CardCreateInput, 'topup_amount'>> & { topup_amount?: number | null };

/**
 * The field rules of a create or an edit (`current`: the card edited), on the fields whose types
 * are right; `errors` already holds the type errors. Every bad field is reported at once.
 */
function checkFields(
  raw: Record<string, unknown>,
  errors: FieldErrors,
  context: CardsContext,
  current: CardRecord | null,
): CardFields {
  const ok = (field: string) => raw[field] !== undefined && !errors[field];
  const fields: CardFields = {};
  if (ok('name')) {
    const name = String(raw.name).trim();
    if (name === '') errors.name = [BLANK];
    else if (name.length > NAME_MAX) errors.name = [maxLength(NAME_MAX)];
    fields.name = name;
  }
  if (ok('app_id')) {
    const appId = String(raw.app_id).trim();
    if (!catalogueIndex().productById.has(appId)) errors.app_id = [invalidPk(raw.app_id)];
    fields.app_id = appId;
  }
  if (ok('holder_id')) {
    const holder = context.people.get(String(raw.holder_id).trim());
    if (!holder || !holder.is_active) errors.holder_id = [invalidPk(raw.holder_id)];
    else if (!holder.is_cards_user) {
      errors.holder_id = [
        `${personName(holder)} is not a cards user. Turn on Cards user for them in Manage first.`,
      ];
    }
    fields.holder_id = holder?.user_id;
  }
  if (ok('currency')) {
    const currency = String(raw.currency);
    if (!cardCurrencies(context.currency).includes(currency))
      errors.currency = [`"${currency}" is not a valid choice.`];
    fields.currency = currency;
  }
  if (ok('limit')) {
    const limit = Number(raw.limit);
    if (limit < LIMIT_MIN) errors.limit = [atLeast(LIMIT_MIN)];
    else if (limit > LIMIT_MAX) errors.limit = [atMost(LIMIT_MAX)];
    fields.limit = fromCents(toCents(limit));
  }
  if (ok('limit_period')) fields.limit_period = raw.limit_period as LimitPeriod;
  if (ok('topup_mode')) fields.topup_mode = raw.topup_mode as TopupMode;

  const mode = raw.topup_mode === undefined ? current?.topup_mode : fields.topup_mode;
  if (mode === 'fixed' && !errors.topup_amount) {
    const given = raw.topup_amount !== undefined;
    const amount = given ? (raw.topup_amount as number | null) : (current?.topup_amount ?? null);
    const limit = raw.limit === undefined ? current?.limit : errors.limit ? undefined : fields.limit;
    if (amount === null) errors.topup_amount = [REQUIRED];
    else if (amount < LIMIT_MIN) errors.topup_amount = [atLeast(LIMIT_MIN)];
    else if (limit !== undefined && amount > limit) {
      errors.topup_amount = ["The top-up amount cannot be more than the card's limit."];
    } else fields.topup_amount = fromCents(toCents(amount));
  } else if (mode === 'refill') {
    // A refill card tops up to its limit: it keeps no fixed amount.
    fields.topup_amount = null;
  }
  return fields;
}

function newLast4(tenantId: string, seed: string): string {
  const taken = new Set(tenantCards(tenantId).map((c) => c.last4));
  let n = fnv1a32(seed) % 10_000;
  while (taken.has(String(n).padStart(4, '0'))) n = (n + 7919) % 10_000;
  return String(n).padStart(4, '0');
}

// ---- lists and statements ----------------------------------------------------------------------------

type SortRow = { id: string; view: ReturnType<typeof cardOf> } & Record<CardOrderField, string | number>;

/** `from`, `to` (calendar dates, both included; 90 days ending today unless given), `status`, paging. */
function readStatementQuery(query: URLSearchParams, today: string) {
  const list = parseListQuery(query, {
    orderBy: ['date'] as const,
    defaultOrderBy: 'date',
    defaultTop: STATEMENT_DEFAULT_TOP,
    maxTop: CARD_LIST_MAX_TOP,
    filters: { status: transactionStatusSchema, from: z.string(), to: z.string() },
  });
  if (!list.ok) return list;
  const errors: FieldErrors = {};
  const { from: fromText, to: toText } = list.query.filters;
  if (fromText !== undefined && !isCalendarDate(fromText)) errors.from = [DATE_FORMAT];
  if (toText !== undefined && !isCalendarDate(toText)) errors.to = [DATE_FORMAT];
  if (Object.keys(errors).length > 0) return { ok: false as const, response: fieldErrors(errors) };
  const to = toText ?? today;
  const from = fromText ?? plusDays(to, -(STATEMENT_DEFAULT_DAYS - 1));
  if (from > to)
    return {
      ok: false as const,
      response: fieldErrors({ to: ['The end date cannot be before the start date.'] }),
    };
  return { ok: true as const, from, to, status: list.query.filters.status, page: list.query };
}

/** The rows dated within [from, to] (oldest first in, newest first out) and the balances around them. */
function period<T extends { date: string; balanceAfter: number }>(
  rows: readonly T[],
  from: string,
  to: string,
) {
  let first = rows.findIndex((row) => row.date >= from);
  if (first === -1) first = rows.length;
  let end = first;
  while (end < rows.length && rows[end]!.date <= to) end++;
  const opening = first === 0 ? 0 : rows[first - 1]!.balanceAfter;
  const closing = end === 0 ? 0 : end === first ? opening : rows[end - 1]!.balanceAfter;
  return { rows: rows.slice(first, end).reverse(), opening, closing };
}

// ---- routes ------------------------------------------------------------------------------------------

export const cardHandlers = [
  authed.get('/cards/', {}, async (request) => {
    const list = parseListQuery(request.query, {
      orderBy: CARD_ORDER_FIELDS,
      defaultOrderBy: 'name',
      defaultOrder: 'asc',
      defaultTop: 10,
      maxTop: CARD_LIST_MAX_TOP,
      filters: { status: cardStatusSchema, holder: z.string(), app: z.string() },
    });
    const context = await contextFor(request);
    if (!context) return permissionDenied();
    if (!list.ok) return list.response;
    const { filters, order, order_by } = list.query;
    const { keyword } = list.query;
    const rows: SortRow[] = visibleCards(context)
      .filter(
        (card) =>
          (filters.status === undefined || card.status === filters.status) &&
          (filters.holder === undefined || card.holder_id === filters.holder) &&
          (filters.app === undefined || card.app_id === filters.app),
      )
      .map((card) => {
        const view = cardOf(card, context);
        return {
          id: card.id,
          view,
          name: view.name,
          app: view.app.name,
          holder: personName(view.holder),
          status: view.status,
          balance: view.balance,
          limit: view.limit,
          spent_this_period: view.spent_this_period,
          expires_on: view.expires_on,
        };
      })
      .filter(({ view }) =>
        hasKeyword(
          keyword,
          `${view.name}\n${view.app.name}\n${personName(view.holder)}\n${view.holder.email}\n${view.last4}`,
        ),
      );
    sortRows(rows, { by: order_by, order, then: ['name', 'id'], plain: ['expires_on', 'id'] });
    return json({
      rows: pageOf(rows, list.query).map((row) => row.view),
      count: rows.length,
      currencies: cardCurrencies(context.currency),
      holder_topups: context.holderTopups,
    });
  }),

  authed.post('/cards/', { roles: ADMINS, body: 'object' }, async (request) => {
    const context = await contextFor(request);
    if (!context) return permissionDenied();
    const { raw, errors, typed } = readMoneyBody(createBodySchema, request.body);
    const fields = checkFields(raw, errors, context, null);
    if (Object.keys(errors).length > 0 || !typed.success) return fieldErrors(errors);
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    const today = context.today;
    const card = await cards.create({
      id,
      tenant_id: context.tenantId,
      name: fields.name!,
      app_id: fields.app_id!,
      holder_id: fields.holder_id!,
      last4: newLast4(context.tenantId, id),
      // A new card is active and empty: money arrives by a top-up or the next period's automatic one.
      status: 'ACTIVATED',
      currency: fields.currency!,
      limit: fields.limit!,
      limit_period: fields.limit_period!,
      topup_mode: fields.topup_mode!,
      topup_amount: fields.topup_amount ?? null,
      created_at: now,
      expires_on: expiryFor(today),
      cancelled_at: null,
      cancel_reason: null,
      replaced_by: null,
      replaces: null,
      seeded: false,
    });
    const app = catalogueIndex().productById.get(card.app_id)?.name ?? '';
    await logActivity(
      card,
      'created',
      context.caller?.user_id ?? null,
      issueWords(
        app,
        {
          limitCents: toCents(card.limit),
          period: card.limit_period,
          mode: card.topup_mode,
          topupCents: card.topup_amount === null ? null : toCents(card.topup_amount),
        },
        card.currency,
      ),
    );
    return json({ card: cardOf(card, context), message: `Card ${card.name} created` }, 201);
  }),

  authed.get('/cards/sync_statement/', {}, async (request) => {
    const context = await contextFor(request);
    if (!context) return permissionDenied();
    return json({ sync: syncOf(findCardSync(context.tenantId)) });
  }),

  authed.post(
    '/cards/sync_statement/',
    { body: z.object({ card_id: z.optional(z.nullable(z.string())) }) },
    async (request) => {
      const context = await contextFor(request);
      if (!context) return permissionDenied();
      const cardId = request.body.card_id?.trim() || null;
      let ids: string[];
      if (cardId !== null) {
        const card = visibleCard(cardId, context);
        if (!card) return cardNotFound();
        ids = [card.id];
      } else {
        ids = visibleCards(context).map((card) => card.id);
      }
      if (isSyncing(context.tenantId)) {
        return detail(409, 'A statement sync is already running.', { code: 'sync_running' });
      }
      const record = await startSync(context.tenantId, ids);
      return json({ sync: syncOf(record), message: 'Statement sync started' }, 202);
    },
  ),

  authed.get(`/cards/${ID}/`, {}, async (request) => {
    const context = await contextFor(request);
    if (!context) return permissionDenied();
    const card = visibleCard(request.params.id!, context);
    return card ? json({ card: cardOf(card, context) }) : cardNotFound();
  }),

  authed.put(`/cards/${ID}/`, { roles: ADMINS, body: 'object' }, async (request) => {
    const context = await contextFor(request);
    if (!context) return permissionDenied();
    const card = visibleCard(request.params.id!, context);
    if (!card) return cardNotFound();
    const { raw, errors, typed } = readMoneyBody(cardUpdateInputSchema, request.body);
    const fields = checkFields(raw, errors, context, card);
    if (Object.keys(errors).length > 0 || !typed.success) return fieldErrors(errors);
    if (card.status === 'CANCELLED') return cancelledReply();

    const next = {
      ...card,
      ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
    };
    if (next.topup_mode === 'refill') next.topup_amount = null;
    const updated = await updateCard(card.id, (row) => {
      row.name = next.name;
      row.holder_id = next.holder_id;
      row.limit = next.limit;
      row.limit_period = next.limit_period;
      row.topup_mode = next.topup_mode;
      row.topup_amount = next.topup_amount;
    });
    const actor = context.caller?.user_id ?? null;
    if (card.limit !== updated.limit || card.limit_period !== updated.limit_period) {
      await logActivity(
        updated,
        'limit_changed',
        actor,
        limitChangeWords(
          { cents: toCents(card.limit), period: card.limit_period },
          { cents: toCents(updated.limit), period: updated.limit_period },
          card.currency,
        ),
      );
    }
    const changes = changeWords(card, updated, context);
    if (changes) await logActivity(updated, 'updated', actor, changes);
    return json({
      card: cardOf(updated, cardsContext(context.tenantId, context.caller)),
      message: 'Card saved',
    });
  }),

  authed.post(`/cards/${ID}/block/`, { roles: ADMINS }, async (request) => {
    const context = await contextFor(request);
    if (!context) return permissionDenied();
    const card = visibleCard(request.params.id!, context);
    if (!card) return cardNotFound();
    if (card.status === 'CANCELLED') return cancelledReply();
    if (card.status === 'BLOCKED') return detail(409, 'This card is already blocked.');
    const updated = await updateCard(card.id, (row) => {
      row.status = 'BLOCKED';
    });
    await logActivity(updated, 'blocked', context.caller?.user_id ?? null, 'Card blocked');
    return json({ card: cardOf(updated, context), message: 'Card blocked' });
  }),

  authed.post(`/cards/${ID}/activate/`, { roles: ADMINS }, async (request) => {
    const context = await contextFor(request);
    if (!context) return permissionDenied();
    const card = visibleCard(request.params.id!, context);
    if (!card) return cardNotFound();
    if (card.status === 'CANCELLED') return cancelledReply('A cancelled card cannot be activated again.');
    if (isExpired(card, context.today)) {
      return detail(409, 'This card has expired. Renew it instead.', { code: 'card_expired' });
    }
    if (card.status === 'ACTIVATED') return detail(409, 'This card is already active.');
    const updated = await updateCard(card.id, (row) => {
      row.status = 'ACTIVATED';
    });
    await logActivity(updated, 'activated', context.caller?.user_id ?? null, 'Card activated');
    return json({ card: cardOf(updated, context), message: 'Card activated' });
  }),

  authed.post(`/cards/${ID}/cancel/`, { roles: ADMINS, body: 'object' }, async (request) => {
    const context = await contextFor(request);
    if (!context) return permissionDenied();
    const found = recordThenBody(
      visibleCard(request.params.id!, context),
      cancelInputSchema,
      request.body,
      cardNotFound,
    );
    if (!found.ok) return found.response;
    const { record: card, body } = found.value;
    const reason = body.reason.trim();
    if (reason === '') return fieldErrors({ reason: [BLANK] });
    if (reason.length > REASON_MAX) return fieldErrors({ reason: [maxLength(REASON_MAX)] });
    if (card.status === 'CANCELLED') return detail(409, 'This card is already cancelled.');
    // Its balance goes back to the payment account.
    await returnBalance(card, ledgerOf(card, context).balanceCents, context.currency);
    const updated = await updateCard(card.id, (row) => {
      row.status = 'CANCELLED';
      row.cancelled_at = new Date().toISOString();
      row.cancel_reason = reason;
    });
    await logActivity(updated, 'cancelled', context.caller?.user_id ?? null, reason);
    return json({
      card: cardOf(updated, cardsContext(context.tenantId, context.caller)),
      message: 'Card cancelled',
    });
  }),

  authed.post(`/cards/${ID}/topup/`, { body: 'object' }, async (request) => {
    const context = await contextFor(request);
    if (!context) return permissionDenied();
    const card = visibleCard(request.params.id!, context);
    if (!card) return cardNotFound();
    if (!allowedToTopUp(card, context)) return permissionDenied();
    const { errors, typed } = readMoneyBody(topupInputSchema, request.body);
    if (Object.keys(errors).length > 0 || !typed.success) return fieldErrors(errors);
    const { amount } = typed.data;
    if (amount < LIMIT_MIN) return fieldErrors({ amount: [atLeast(LIMIT_MIN)] });
    const cents = toCents(amount);
    if (card.status === 'CANCELLED') {
      return cancelledReply('This card is cancelled and cannot be topped up.');
    }
    const available = availableCents(context.tenantId);
    if (convertCents(cents, card.currency, context.currency) > available) {
      return fieldErrors({
        amount: [`The payment account has only ${moneyText(available, context.currency)} available.`],
      });
    }
    await topUpCard(card, cents, context.currency);
    await logActivity(
      card,
      'topped_up',
      context.caller?.user_id ?? null,
      toppedUpWords(cents, card.currency),
    );
    const after = cardsContext(context.tenantId, context.caller);
    return json({
      card: cardOf(card, after),
      account: fundsOf(after),
      message: `Card topped up with ${moneyText(cents, card.currency)}`,
    });
  }),

  authed.post(`/cards/${ID}/renew/`, { roles: ADMINS }, async (request) => {
    const context = await contextFor(request);
    if (!context) return permissionDenied();
    const old = visibleCard(request.params.id!, context);
    if (!old) return cardNotFound();
    if (old.status === 'CANCELLED') return cancelledReply();
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    const renewed = await cards.create({
      id,
      tenant_id: old.tenant_id,
      name: old.name,
      app_id: old.app_id,
      holder_id: old.holder_id,
      currency: old.currency,
      limit: old.limit,
      limit_period: old.limit_period,
      topup_mode: old.topup_mode,
      topup_amount: old.topup_amount,
      last4: newLast4(context.tenantId, id),
      status: 'ACTIVATED',
      created_at: now,
      expires_on: expiryFor(context.today),
      cancelled_at: null,
      cancel_reason: null,
      replaced_by: null,
      replaces: old.id,
      seeded: false,
    });
    // The old card's balance moves to the new one: a return and a top-up under one reference.
    const balance = ledgerOf(old, context).balanceCents;
    if (balance > 0) {
      const reference = `RN-${String(fnv1a32(id) % 100_000_000).padStart(8, '0')}`;
      await returnBalance(old, balance, context.currency, reference);
      await topUpCard(renewed, balance, context.currency, reference);
    }
    const replaced = await updateCard(old.id, (row) => {
      row.status = 'CANCELLED';
      row.cancelled_at = now;
      row.cancel_reason = 'Renewed';
      row.replaced_by = id;
    });
    const actor = context.caller?.user_id ?? null;
    await logActivity(replaced, 'renewed', actor, `Renewed as •••• ${renewed.last4}`);
    await logActivity(renewed, 'renewed', actor, `Renews •••• ${old.last4}`);
    const after = cardsContext(context.tenantId, context.caller);
    return json(
      { card: cardOf(renewed, after), replaced: cardOf(replaced, after), message: 'Card renewed' },
      201,
    );
  }),

  authed.get(`/cards/${ID}/statement/`, {}, async (request) => {
    const context = await contextFor(request);
    if (!context) return permissionDenied();
    const query = readStatementQuery(request.query, context.today);
    if (!query.ok) return query.response;
    const card = visibleCard(request.params.id!, context);
    if (!card) return cardNotFound();
    const { rows, opening } = period(ledgerOf(card, context).rows, query.from, query.to);
    const matching = query.status === undefined ? rows : rows.filter((row) => row.status === query.status);
    return json({
      rows: pageOf(matching, query.page).map(transactionOf),
      count: matching.length,
      currency: card.currency,
      opening_balance: fromCents(opening),
    });
  }),

  authed.get(`/cards/${ID}/activities/`, {}, async (request) => {
    const context = await contextFor(request);
    if (!context) return permissionDenied();
    const list = parseListQuery(request.query, {
      orderBy: ['at'] as const,
      defaultOrderBy: 'at',
      defaultTop: STATEMENT_DEFAULT_TOP,
      maxTop: CARD_LIST_MAX_TOP,
    });
    if (!list.ok) return list.response;
    const card = visibleCard(request.params.id!, context);
    if (!card) return cardNotFound();
    const activities = activitiesOf(card, context);
    return json({ rows: pageOf(activities, list.query), count: activities.length });
  }),

  authed.get('/account/statement/', { roles: ADMINS }, async (request) => {
    const context = await contextFor(request);
    if (!context) return permissionDenied();
    if (!findTenantById(context.tenantId)?.yordex_account_id) return notFound(NO_PAYMENT_ACCOUNT);
    const query = readStatementQuery(request.query, context.today);
    if (!query.ok) return query.response;
    const { rows, opening, closing } = period(accountRowsOf(context.tenantId), query.from, query.to);
    return json({
      rows: pageOf(rows, query.page).map(accountTransactionOf),
      count: rows.length,
      opening_balance: fromCents(opening),
      closing_balance: fromCents(closing),
      funds: fundsOf(context),
    });
  }),
];

/** An edit's other changes in words: "Name “A” → “B”; holder Olivia Bennett → James Carter". */
function changeWords(before: CardRecord, after: CardRecord, context: CardsContext): string {
  const parts: string[] = [];
  const nameOf = (id: string) => {
    const account: Account | undefined = context.people.get(id);
    return account ? personName(account) : id;
  };
  const funding = (card: CardRecord) =>
    card.topup_mode === 'refill' || card.topup_amount === null
      ? 'refill to the limit'
      : `fixed ${moneyText(toCents(card.topup_amount), card.currency)}`;
  if (before.name !== after.name) parts.push(`Name “${before.name}” → “${after.name}”`);
  if (before.holder_id !== after.holder_id) {
    parts.push(`Holder ${nameOf(before.holder_id)} → ${nameOf(after.holder_id)}`);
  }
  if (funding(before) !== funding(after)) parts.push(`Top-up ${funding(before)} → ${funding(after)}`);
  return parts.join('; ');
}
