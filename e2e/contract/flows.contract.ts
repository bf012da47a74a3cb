/** Organize's flows (apps found in sign-in logs): list filters, field rules of one and of many changes. */
import { describe, expect, test } from 'vitest';
import { flowListSchema } from '@/features/organize/api/schemas';
import { UNKNOWN_ID, call } from './support/api';
import {
  NOT_FOUND,
  PERMISSION_DENIED,
  expectDetail,
  expectFieldErrors,
  notAChoice,
  parsed,
} from './support/expect';
import { as } from './support/sessions';

describe('GET /flows/', () => {
  test('fits the schema; a bad status is a choice error', async (context) => {
    const { access: token } = await as(context, 'user');
    const list = parsed(flowListSchema, await call('GET', '/flows/?status=all', { token }));
    expect(list.sources.map((source) => source.source)).toEqual(['azure', 'google', 'okta']);
    expectFieldErrors(await call('GET', '/flows/?status=bogus', { token }), {
      status: [notAChoice('bogus')],
    });
  });
});

describe('changes', () => {
  test('an unknown flow is 404', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    expectDetail(await call('GET', `/flows/${UNKNOWN_ID}/`, { token }), 404, NOT_FOUND);
    expectDetail(
      await call('PUT', `/flows/${UNKNOWN_ID}/`, { token, body: { status: 'approved' } }),
      404,
      NOT_FOUND,
    );
    expectDetail(await call('GET', `/flows/${UNKNOWN_ID}/users/`, { token }), 404, NOT_FOUND);
  });

  test('POST /flows/bulk/ wants ids and exactly one change', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    // The rule on the whole body (DRF's `validate()`) runs only once every field is valid.
    expectFieldErrors(await call('POST', '/flows/bulk/', { token, body: { ids: [] } }), {
      ids: ['Ensure this field has at least 1 elements.'],
    });
    expectFieldErrors(await call('POST', '/flows/bulk/', { token, body: { ids: [UNKNOWN_ID] } }), {
      non_field_errors: ['Give either a status or an owner.'],
    });
    expectFieldErrors(
      await call('POST', '/flows/bulk/', {
        token,
        body: { ids: [UNKNOWN_ID], status: 'approved', owner_id: null },
      }),
      {
        non_field_errors: ['Give either a status or an owner.'],
      },
    );
  });

  test('a plain user may read a flow but not change it', async (context) => {
    const { access: token } = await as(context, 'user');
    expectDetail(await call('PUT', `/flows/${UNKNOWN_ID}/`, { token, body: {} }), 403, PERMISSION_DENIED);
    expectDetail(await call('GET', `/flows/${UNKNOWN_ID}/events/`, { token }), 403, PERMISSION_DENIED);
  });
});
