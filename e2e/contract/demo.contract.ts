/** The read-only demo account: it reads like a client admin, and every write is refused before anything else. */
import { describe, expect, test } from 'vitest';
import { UNKNOWN_ID, call } from './support/api';
import { DEMO_READ_ONLY, expectDetail } from './support/expect';
import { as } from './support/sessions';

const WRITES: readonly (readonly [string, string])[] = [
  ['POST', '/users/'],
  ['DELETE', `/users/${UNKNOWN_ID}/`],
  ['POST', '/opportunities/'],
  ['POST', '/contracts/'],
  ['POST', '/cards/'],
  ['POST', `/cards/${UNKNOWN_ID}/topup/`],
  ['POST', '/stack/'],
  ['POST', '/stack_requests/'],
  ['POST', '/notifications/read_all/'],
  ['POST', '/my-tasks/complete_task/'],
  ['PUT', `/flows/${UNKNOWN_ID}/`],
  ['POST', '/uploads/'],
];

describe('the demo account', () => {
  test.for(WRITES)('is refused %s %s', async ([method, path], context) => {
    const { access } = await as(context, 'demo');
    expectDetail(await call(method, path, { token: access, body: {} }), 403, DEMO_READ_ONLY);
  });

  test.for(['/users/', '/opportunities/', '/contracts/', '/cards/', '/notifications/', '/my-tasks/'])(
    'reads GET %s',
    async (path, context) => {
      const { access } = await as(context, 'demo');
      expect((await call('GET', path, { token: access })).status).toBe(200);
    },
  );
});
