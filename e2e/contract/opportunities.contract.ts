/** Savings opportunities: field rules, an opportunity's life with its comments, the owner rule, the board. */
import { describe, expect, test } from 'vitest';
import {
  boardSchema,
  commentReplySchema,
  opportunityListSchema,
  opportunityReplySchema,
} from '@/features/optimize/api/schemas';
import { UNKNOWN_ID, call } from './support/api';
import { expectDetail, expectFieldErrors, notAChoice, parsed } from './support/expect';
import { aProduct, createdOpportunity, opportunityBody } from './support/records';
import { as } from './support/sessions';

const MISSING = 'Opportunity not found.';

describe('POST /opportunities/', () => {
  test('required fields, then every bad value, all at once', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    expectFieldErrors(await call('POST', '/opportunities/', { token, body: {} }), {
      title: ['Title is required.'],
      app_id: ['App is required.'],
      status: ['Status is required.'],
      savings_potential: ['Savings potential is required.'],
      arr: ['ARR is required.'],
    });
    const body = {
      ...opportunityBody(await aProduct(token)),
      title: 'x'.repeat(121),
      status: 'won',
      savings_potential: 'abc',
      arr: -1,
      due_date: '31/12/2024',
    };
    expectFieldErrors(await call('POST', '/opportunities/', { token, body }), {
      title: ['Title must be maximum of 120 characters long.'],
      status: [notAChoice('won')],
      savings_potential: ['Savings potential must be a valid floating number.'],
      arr: ['ARR must not be negative.'],
      due_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    });
  });
});

describe("an opportunity's life", () => {
  test('created first in its column, edited, commented on, moved, deleted', async (context) => {
    const { access: token } = await as(context, 'client_admin');
    const product = await aProduct(token);
    const { opportunity } = await createdOpportunity(token, product);
    const path = `/opportunities/${opportunity.id}/`;
    expect(opportunity).toMatchObject({
      status: 'identified',
      position: 0,
      comment_count: 0,
      can_edit: true,
    });

    const edited = parsed(
      opportunityReplySchema,
      await call('PUT', path, { token, body: { ...opportunityBody(product), title: 'Edited' } }),
    );
    expect(edited.message).toBe('Opportunity "Edited" has been updated.');

    expectFieldErrors(await call('POST', `${path}comments/`, { token, body: { text: '  ' } }), {
      text: ['Comment is required.'],
    });
    const comment = parsed(
      commentReplySchema,
      await call('POST', `${path}comments/`, { token, body: { text: ' Hello ' } }),
      201,
    );
    expect(comment).toMatchObject({ comment: { text: 'Hello', mine: true }, message: 'Comment added.' });
    const commentPath = `/comments/${comment.comment.id}/`;
    expect((await call('PUT', commentPath, { token, body: { text: 'Edited' } })).body).toMatchObject({
      message: 'Comment updated.',
    });
    expect((await call('DELETE', commentPath, { token })).body).toEqual({ message: 'Comment deleted.' });

    expectFieldErrors(await call('POST', `${path}move/`, { token, body: { status: 'won', position: 0 } }), {
      status: [notAChoice('won')],
    });
    const moved = parsed(
      opportunityReplySchema,
      await call('POST', `${path}move/`, { token, body: { status: 'in_review', position: 0 } }),
    );
    expect(moved.opportunity).toMatchObject({ status: 'in_review', position: 0 });

    const deleted = await call('DELETE', path, { token });
    expect(deleted.body).toEqual({ message: 'Opportunity "Edited" has been deleted.' });
    expectDetail(await call('DELETE', path, { token }), 404, MISSING);
  });

  test('someone who does not own it cannot change it, but may comment', async (context) => {
    const [admin, user] = [await as(context, 'client_admin'), await as(context, 'user')];
    const product = await aProduct(admin.access);
    const { opportunity } = await createdOpportunity(admin.access, product);
    const path = `/opportunities/${opportunity.id}/`;
    const own = 'You can only change opportunities you own.';
    expectDetail(await call('PUT', path, { token: user.access, body: opportunityBody(product) }), 403, own);
    expectDetail(await call('DELETE', path, { token: user.access }), 403, own);
    const comment = await call('POST', `${path}comments/`, {
      token: user.access,
      body: { text: 'A thought' },
    });
    expect(comment.status).toBe(201);
    expectDetail(
      await call('DELETE', `/comments/${comment.body.comment.id}/`, { token: admin.access }),
      403,
      'You can only change your own comments.',
    );
  });
});

describe('reads', () => {
  test('the list and the board fit the schemas; a bad status is a choice error', async (context) => {
    const { access: token } = await as(context, 'user');
    const list = parsed(opportunityListSchema, await call('GET', '/opportunities/?status=open', { token }));
    expect(list.rows.every((row) => ['identified', 'in_review', 'negotiating'].includes(row.status))).toBe(
      true,
    );
    const board = parsed(boardSchema, await call('GET', '/opportunities/kanban/', { token }));
    expect(board.kanban.map((column) => column.status)).toEqual([
      'identified',
      'in_review',
      'negotiating',
      'realised',
      'dismissed',
    ]);
    expectFieldErrors(await call('GET', '/opportunities/?status=won', { token }), {
      status: [notAChoice('won')],
    });
    expectDetail(await call('GET', `/opportunities/${UNKNOWN_ID}/comments/`, { token }), 404, MISSING);
    expectDetail(
      await call('PUT', `/comments/${UNKNOWN_ID}/`, { token, body: { text: 'x' } }),
      404,
      'Comment not found.',
    );
  });
});
