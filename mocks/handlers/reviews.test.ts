import { describe, expect, it } from 'vitest';
import {
  itemDetailSchema,
  reviewDeleteReplySchema,
  reviewListSchema,
  reviewReplySchema,
  type ReviewList,
} from '@/features/reach/api/schemas';
import { accounts, reviews } from '../db';
import { createProduct, createReview } from '../factories';
import { DEMO_EMAIL, productId } from '../fixtures';
import { tokensFor } from '../node';
import { call, useMockServer } from '../testing';

useMockServer();

const FIGMA = productId('figma');
const token = (email: string) => tokensFor(email).access;

async function list(productPath: string, email?: string): Promise<ReviewList> {
  const reply = await call(
    'GET',
    `/items/${productPath}/reviews/?top=100`,
    email ? { token: token(email) } : {},
  );
  expect(reply.status).toBe(200);
  return reviewListSchema.parse(reply.body);
}

/** The average the way the API rounds it: one decimal. */
const average = (ratings: number[]) =>
  ratings.length === 0 ? null : Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;

async function review(body: object, email = 'user@acme.test', product = FIGMA) {
  return call('POST', `/items/${product}/reviews/`, { token: token(email), body });
}

describe('GET /items/<id>/reviews/', () => {
  it('lists a product’s reviews to anyone, newest first, with their average and count', async () => {
    const page = await list(FIGMA);
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(page.rows).toHaveLength(page.count);
    expect(page.rating).toBe(average(page.rows.map((row) => row.rating)));
    const times = page.rows.map((row) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.rows.every((row) => row.text.length >= 10 && row.author.first_name !== '')).toBe(true);
    expect(page.mine).toBeNull();

    const detail = itemDetailSchema.parse((await call('GET', '/items/figma/')).body);
    expect(detail.item.product).toMatchObject({ rating: page.rating, review_count: page.count });

    const first = await call('GET', `/items/${FIGMA}/reviews/?top=1`);
    expect(first.body).toMatchObject({ count: page.count, rating: page.rating });
    expect(first.body.rows).toHaveLength(1);
  });

  it('answers an unknown product with 404 and a bad token with 401', async () => {
    expect((await call('GET', `/items/${productId('no-such-app')}/reviews/`)).status).toBe(404);
    const forged = await call('GET', `/items/${FIGMA}/reviews/`, { token: 'forged' });
    expect(forged).toMatchObject({ status: 401, body: { code: 'token_not_valid' } });
  });

  it('has no seeded review by the named accounts', () => {
    const named = ['user@acme.test', 'admin@acme.test', 'admin@globex.test', DEMO_EMAIL].map(
      (email) => accounts.findFirst((q) => q.where({ email }))!.user_id,
    );
    expect(reviews.all().filter((r) => named.includes(r.user_id))).toEqual([]);
  });
});

describe('writing reviews', () => {
  it('posts a first review, moving the average and count, and shows it as mine', async () => {
    const before = await list(FIGMA);
    const reply = await review({ rating: 1, text: 'Too slow on our old laptops.' });
    expect(reply.status).toBe(201);
    const body = reviewReplySchema.parse(reply.body);
    expect(body.message).toBe('Your review has been posted.');
    expect(body.review).toMatchObject({
      rating: 1,
      text: 'Too slow on our old laptops.',
      author: { first_name: 'Olivia', last_name: 'Bennett' },
    });
    const ratings = [...before.rows.map((row) => row.rating), 1];
    expect(body).toMatchObject({ count: before.count + 1, rating: average(ratings) });

    const after = await list(FIGMA, 'user@acme.test');
    expect(after).toMatchObject({ count: before.count + 1, rating: average(ratings) });
    expect(after.rows[0]!.id).toBe(body.review.id);
    expect(after.mine).toEqual(body.review);
    expect((await list(FIGMA, 'admin@acme.test')).mine).toBeNull();
  });

  it('edits the first review when the same person posts again', async () => {
    const first = reviewReplySchema.parse(
      (await review({ rating: 2, text: 'Hard to learn at first.' })).body,
    );
    const second = await review({ rating: 5, text: 'Once learnt, it is brilliant.' });
    expect(second.status).toBe(200);
    const body = reviewReplySchema.parse(second.body);
    expect(body).toMatchObject({
      message: 'Your review has been updated.',
      count: first.count,
      review: { id: first.review.id, rating: 5, text: 'Once learnt, it is brilliant.' },
    });
    expect(body.rating).toBeGreaterThan(first.rating!);
  });

  it('lets the author edit and delete, and nobody else', async () => {
    const posted = reviewReplySchema.parse(
      (await review({ rating: 3, text: 'It does the job for now.' })).body,
    );
    const path = `/items/${FIGMA}/reviews/${posted.review.id}/`;

    const others = await call('PUT', path, {
      token: token('admin@acme.test'),
      body: { rating: 1, text: 'Not mine to edit.' },
    });
    expect(others).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect((await call('DELETE', path, { token: token('admin@acme.test') })).status).toBe(404);

    const edited = await call('PUT', path, {
      token: token('user@acme.test'),
      body: { rating: 4, text: 'Better after the update.' },
    });
    expect(edited.status).toBe(200);
    expect(reviewReplySchema.parse(edited.body)).toMatchObject({
      message: 'Your review has been updated.',
      review: { rating: 4, text: 'Better after the update.' },
    });

    const removed = await call('DELETE', path, { token: token('user@acme.test') });
    expect(removed.status).toBe(200);
    const seeded = await list(FIGMA);
    expect(reviewDeleteReplySchema.parse(removed.body)).toEqual({
      rating: seeded.rating,
      count: seeded.count,
      message: 'Your review has been deleted.',
    });
    expect(seeded.rows.map((row) => row.id)).not.toContain(posted.review.id);
  });

  it('gives a product its first rating and takes it away again', async () => {
    const { id: unreviewed } = await createProduct();
    expect(await list(unreviewed)).toMatchObject({ count: 0, rating: null, rows: [] });
    const posted = reviewReplySchema.parse(
      (await review({ rating: 4, text: 'Time tracking that people use.' }, 'user@acme.test', unreviewed))
        .body,
    );
    expect(posted).toMatchObject({ rating: 4, count: 1 });
    const removed = await call('DELETE', `/items/${unreviewed}/reviews/${posted.review.id}/`, {
      token: token('user@acme.test'),
    });
    expect(removed.body).toMatchObject({ rating: null, count: 0 });
  });

  it('checks the rating and the text with the form’s messages', async () => {
    for (const rating of [0, 6, 4.5]) {
      expect(await review({ rating, text: 'A fair amount of text.' })).toMatchObject({
        status: 400,
        body: { rating: ['Rating must be between 1 and 5.'] },
      });
    }
    expect(await review({ text: 'A fair amount of text.' })).toMatchObject({
      status: 400,
      body: { rating: ['This field is required.'] },
    });
    expect(await review({ rating: null, text: 'A fair amount of text.' })).toMatchObject({
      status: 400,
      body: { rating: ['This field may not be null.'] },
    });
    expect((await review({ rating: 4, text: 'Too short' })).body).toEqual({
      text: ['Review must be minimum of 10 characters long.'],
    });
    expect((await review({ rating: 4, text: '  ' })).body).toEqual({ text: ['Review is required.'] });
    expect((await review({ rating: 4, text: 'x'.repeat(2001) })).body).toEqual({
      text: ['Review must be maximum of 2000 characters long.'],
    });
    expect(
      (await review({ rating: 4, text: 'Fine' }, 'user@acme.test', productId('no-such-app'))).status,
    ).toBe(404);
  });

  it('is for signed-in people, and refuses the demo account', async () => {
    expect(
      (await call('POST', `/items/${FIGMA}/reviews/`, { body: { rating: 5, text: 'Anonymous praise.' } }))
        .status,
    ).toBe(401);
    expect(await review({ rating: 5, text: 'Demo praise here.' }, DEMO_EMAIL)).toMatchObject({
      status: 403,
      body: { detail: 'Sorry, this is a read-only demo account.' },
    });
  });

  it('shows an author’s current name on their review', async () => {
    const { id: unreviewed } = await createProduct();
    const olivia = accounts.findFirst((q) => q.where({ email: 'user@acme.test' }))!;
    const written = await createReview({ ...olivia, first_name: 'Liv' }, { product_id: unreviewed });
    const { rows } = await list(unreviewed);
    expect(rows).toEqual([
      expect.objectContaining({ id: written.id, author: expect.objectContaining({ first_name: 'Olivia' }) }),
    ]);
  });
});

describe("DRF's order on a review's writes", () => {
  it('looks the product and the review up before the body', async () => {
    const unknown = '00000000-0000-4000-a000-000000000000';
    const user = token('user@acme.test');
    const bad = { rating: 'x', text: 5 };
    for (const [method, path] of [
      ['POST', `/items/${unknown}/reviews/`],
      ['PUT', `/items/${productId('slack')}/reviews/${unknown}/`],
    ] as const) {
      expect(await call(method, path, { token: user, body: bad })).toMatchObject({
        status: 404,
        body: { detail: 'Not found.' },
      });
    }
    const own = await call('POST', `/items/${productId('slack')}/reviews/`, { token: user, body: bad });
    expect(own.status).toBe(400);
  });
});
