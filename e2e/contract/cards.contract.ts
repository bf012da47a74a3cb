/** Cards: field rules of a new card and of its actions (checked once the card is found), lists and 404s. */
import { describe, expect, test } from 'vitest';
import { accountStatementSchema, cardListSchema } from '@/features/cards/api/schemas';
import { UNKNOWN_ID, call } from './support/api';
import { BLANK, REQUIRED, expectDetail, expectFieldErrors, notAChoice, parsed } from './support/expect';
import { aProduct } from './support/records';
import { as } from './support/sessions';

const MISSING = 'Card not found.';
const DATE_FORMAT = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
const PLACES = 'Ensure that there are no more than 2 decimal places.';

describe('POST /cards/', () => {
  test('every required field, then every bad value, at once', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    expectFieldErrors(await call('POST', '/cards/', { token, body: {} }), {
      name: [REQUIRED],
      app_id: [REQUIRED],
      holder_id: [REQUIRED],
      currency: [REQUIRED],
      limit: [REQUIRED],
      limit_period: [REQUIRED],
      topup_mode: [REQUIRED],
    });
    const body = {
      name: '',
      app_id: (await aProduct(token)).id,
      holder_id: UNKNOWN_ID,
      currency: 'XYZ',
      limit: 0,
      limit_period: 'weekly',
      topup_mode: 'fixed',
    };
    expectFieldErrors(await call('POST', '/cards/', { token, body }), {
      name: [BLANK],
      holder_id: [`Invalid pk "${UNKNOWN_ID}" - object does not exist.`],
      currency: [notAChoice('XYZ')],
      limit: ['Ensure this value is greater than or equal to 0.01.'],
      limit_period: [notAChoice('weekly')],
      topup_amount: [REQUIRED],
    });
  });
});

describe("a card's actions look the card up, then read the body, then its state", () => {
  test("top-up and cancel: an unknown or another company's card is a 404 whatever the body", async (context) => {
    const [a, b] = [await as(context, 'client_admin'), await as(context, 'other_admin')];
    const others = parsed(cardListSchema, await call('GET', '/cards/?top=1', { token: b.access }));
    const ids = [UNKNOWN_ID, ...others.rows.map((card) => card.card_id)];
    for (const id of ids) {
      const token = a.access;
      expectDetail(await call('POST', `/cards/${id}/topup/`, { token, body: { amount: 0 } }), 404, MISSING);
      expectDetail(await call('POST', `/cards/${id}/cancel/`, { token, body: { reason: '' } }), 404, MISSING);
    }
  });

  test("one's own card gets the body's field errors, whatever its state", async (context) => {
    const { access: token } = await as(context, 'client_admin');
    const card = parsed(cardListSchema, await call('GET', '/cards/?top=1', { token })).rows[0];
    if (!card) return context.skip('company A has no card');
    const path = `/cards/${card.card_id}/`;
    expectFieldErrors(await call('POST', `${path}topup/`, { token, body: { amount: 0 } }), {
      amount: ['Ensure this value is greater than or equal to 0.01.'],
    });
    expectFieldErrors(await call('POST', `${path}cancel/`, { token, body: { reason: '' } }), {
      reason: [BLANK],
    });
  });

  test("an amount's numeric text is read as a number (DRF's DecimalField)", async (context) => {
    const { access: token } = await as(context, 'client_admin');
    const card = parsed(cardListSchema, await call('GET', '/cards/?top=1', { token })).rows[0];
    if (!card) return context.skip('company A has no card');
    expectFieldErrors(
      await call('POST', `/cards/${card.card_id}/topup/`, { token, body: { amount: '0.00' } }),
      {
        amount: ['Ensure this value is greater than or equal to 0.01.'],
      },
    );
    expectFieldErrors(
      await call('POST', `/cards/${card.card_id}/topup/`, { token, body: { amount: 'ten' } }),
      {
        amount: ['A valid number is required.'],
      },
    );
    const body = { name: '', limit: '500.00', topup_mode: 'fixed', topup_amount: '600' };
    const reply = await call('POST', '/cards/', { token, body });
    expect(reply.status).toBe(400);
    expect(reply.body.limit).toBeUndefined();
    expect(reply.body.topup_amount).toEqual(["The top-up amount cannot be more than the card's limit."]);
  });

  test('an amount with more than two decimal places is refused, never rounded', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    // Each body also breaks a rule rounding cannot mend, so a server that rounds issues, changes or
    // tops up nothing either.
    const issue = {
      name: '',
      limit: '500.000',
      limit_period: 'monthly',
      topup_mode: 'fixed',
      topup_amount: 10.555,
    };
    expectFieldErrors(await call('POST', '/cards/', { token, body: issue }), {
      name: [BLANK],
      app_id: [REQUIRED],
      holder_id: [REQUIRED],
      currency: [REQUIRED],
      limit: [PLACES],
      topup_amount: [PLACES],
    });
    const card = parsed(cardListSchema, await call('GET', '/cards/?top=1', { token })).rows[0];
    if (!card) return context.skip('company A has no card');
    const path = `/cards/${card.card_id}/`;
    expectFieldErrors(await call('PUT', path, { token, body: { name: '', limit: '10.555' } }), {
      name: [BLANK],
      limit: [PLACES],
    });
    // The places are checked before the minimum: less than a cent is too precise, not too small.
    for (const amount of ['0.001', 0.004]) {
      expectFieldErrors(await call('POST', `${path}topup/`, { token, body: { amount } }), {
        amount: [PLACES],
      });
    }
  });

  test('a statement reads its query first', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    const path = `/cards/${UNKNOWN_ID}/`;
    expectFieldErrors(await call('GET', `${path}statement/?from=bad`, { token }), { from: [DATE_FORMAT] });
  });

  test('an unknown card is 404', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    const path = `/cards/${UNKNOWN_ID}/`;
    expectDetail(await call('GET', path, { token }), 404, MISSING);
    expectDetail(await call('POST', `${path}block/`, { token }), 404, MISSING);
    expectDetail(await call('GET', `${path}activities/`, { token }), 404, MISSING);
  });
});

describe('reads', () => {
  test('the list fits the schema, a plain user sees only the cards they hold', async (context) => {
    const [admin, user] = [await as(context, 'client_admin'), await as(context, 'user')];
    parsed(cardListSchema, await call('GET', '/cards/', { token: admin.access }));
    const mine = parsed(cardListSchema, await call('GET', '/cards/?top=500', { token: user.access }));
    expect(mine.rows.every((card) => card.holder.user_id === user.me.user_id)).toBe(true);
    expectFieldErrors(await call('GET', '/cards/?status=LOST', { token: admin.access }), {
      status: [notAChoice('LOST')],
    });
  });

  test('the account statement is for client admins of a company with a payment account', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    const reply = await call('GET', '/account/statement/', { token });
    if (reply.status === 404) {
      expectDetail(reply, 404, 'No payment account is set up for this company yet.');
      return;
    }
    parsed(accountStatementSchema, reply);
    expectFieldErrors(await call('GET', '/account/statement/?from=2024-01-01&to=bad', { token }), {
      to: [DATE_FORMAT],
    });
    expectFieldErrors(await call('GET', '/account/statement/?from=2024-02-01&to=2024-01-01', { token }), {
      to: ['The end date cannot be before the start date.'],
    });
  });

  test('a bad end date alone is a field error too', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    expectFieldErrors(await call('GET', `/cards/${UNKNOWN_ID}/statement/?to=bad`, { token }), {
      to: [DATE_FORMAT],
    });
  });
});
