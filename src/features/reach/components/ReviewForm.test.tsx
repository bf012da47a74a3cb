import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session';
import { testUser } from '@/test/identity';
import { useMockApi } from '@/test/mock-api';
import { reachQueries } from '../api/reach-queries';
import { myReview } from '../api/review-mutations';
import type { ItemDetail, Product, Review, ReviewList } from '../api/schemas';
import { RatingSummary } from './RatingStars';
import { ReviewForm } from './ReviewForm';

const server = useMockApi();

const me = testUser();
const PRODUCT_ID = 'p-figma';
const REVIEWS = `*/api/v1/items/${PRODUCT_ID}/reviews/`;

const product: Product = {
  id: PRODUCT_ID,
  slug: 'figma',
  name: 'Figma',
  vendor: { id: 'v-1', name: 'Figma, Inc.' },
  category: { id: 'c-1', name: 'Design' },
  description: 'Collaborative interface design.',
  pricing_model: 'freemium',
  website: 'https://www.figma.com/',
  rating: 4,
  review_count: 2,
  is_retired: false,
};

function review(id: string, rating: number, text: string, author = { user_id: 'u-9', first: 'Ana' }): Review {
  return {
    id,
    rating,
    text,
    author: { user_id: author.user_id, first_name: author.first, last_name: 'Lee', avatar: null },
    created_at: '2026-01-02T10:00:00Z',
    updated_at: '2026-01-02T10:00:00Z',
  };
}

const others = [review('r-1', 5, 'Great for design teams.'), review('r-2', 3, 'Fine, a bit slow.')];
const mineBefore = review('r-mine', 2, 'Too expensive for us.', { user_id: me.user_id, first: 'Olivia' });

const withoutMine: ReviewList = { rows: others, count: 2, rating: 4, mine: null };
const withMine: ReviewList = { rows: [mineBefore, ...others], count: 3, rating: 3.3, mine: mineBefore };

function detailOf(list: ReviewList): ItemDetail {
  return {
    item: {
      id: PRODUCT_ID,
      in_stack: false,
      stack_id: null,
      request: null,
      product: { ...product, rating: list.rating, review_count: list.count },
    },
    alternatives: [],
  };
}

/** The form as the product page shows it: my review from the first page, the average beside it. */
function Harness() {
  const reviews = useQuery({ ...reachQueries.reviewList(PRODUCT_ID, { skip: 0 }), staleTime: Infinity });
  const detail = useQuery({ ...reachQueries.itemDetail('figma'), staleTime: Infinity });
  const mine = myReview(reviews.data, me.user_id);
  const shown = detail.data?.item.product;
  return (
    <>
      {shown && <RatingSummary rating={shown.rating} count={shown.review_count} />}
      {mine !== undefined && <ReviewForm productId={PRODUCT_ID} productName="Figma" mine={mine} />}
    </>
  );
}

/** The form over a product page whose first page of reviews (and so its figures) is `list`. */
function renderForm(list: ReviewList = withoutMine) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(reachQueries.reviewList(PRODUCT_ID, { skip: 0 }).queryKey, list);
  queryClient.setQueryData(reachQueries.itemDetail('figma').queryKey, detailOf(list));
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, queryClient };
}

/** A reply held back until the test lets it go. */
function held<T>(reply: () => T) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    respond: async () => {
      await gate;
      return reply();
    },
  };
}

const summary = (text: string) => screen.getByText(text, { selector: '.sr-only' });

/** What the server holds: the page reads it again once a write has settled. */
function serverHolds(list: ReviewList) {
  server.use(
    http.get(REVIEWS, () => HttpResponse.json(list)),
    http.get('*/api/v1/items/figma/', () => HttpResponse.json(detailOf(list))),
  );
}

beforeEach(() => {
  useSessionStore.getState().signedIn(me, 'stackwise');
  serverHolds(withoutMine);
});

describe('ReviewForm', () => {
  it('shows the rules’ messages beside the stars and the text, and each leaves when its field changes', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    const stars = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(within(stars).getByText('Rating is required.')).toBeInTheDocument();
    expect(stars).toHaveAccessibleDescription('Rating is required.');
    expect(stars).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAccessibleDescription('Rating is required.');
    const text = screen.getByLabelText('Review');
    expect(text).toHaveAccessibleDescription('Review is required.');

    await user.type(text, 'Too short');
    expect(text).not.toHaveAccessibleDescription('Review is required.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(text).toHaveAccessibleDescription('Review must be minimum of 10 characters long.');
    expect(within(stars).getByText('Rating is required.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(within(stars).queryByText('Rating is required.')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('is chosen from the keyboard: the arrow keys move the rating', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    expect(screen.getByText('3 stars of 5')).toBeInTheDocument();
  });

  it('posts a review: the average and count move before the reply, then the form edits it', async () => {
    const posted = review('r-new', 5, 'Best design tool we have.', { user_id: me.user_id, first: 'Olivia' });
    const reply = held(() => {
      serverHolds({ rows: [posted, ...others], count: 3, rating: 4.3, mine: posted });
      return HttpResponse.json(
        { review: posted, rating: 4.3, count: 3, message: 'Your review has been posted.' },
        { status: 201 },
      );
    });
    let sent: unknown;
    server.use(
      http.post(REVIEWS, async ({ request }) => {
        sent = await request.json();
        return reply.respond();
      }),
    );
    const { user, queryClient } = renderForm();
    expect(summary('4.0 out of 5, 2 reviews')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Review'), '  Best design tool we have.  ');
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    // (4 + 4 + 5) / 3 = 4.33…: shown at once, before the server answers.
    expect(await screen.findByText('4.3 out of 5, 3 reviews', { selector: '.sr-only' })).toBeInTheDocument();
    const page = queryClient.getQueryData<ReviewList>(
      reachQueries.reviewList(PRODUCT_ID, { skip: 0 }).queryKey,
    );
    expect(page?.rows[0]).toMatchObject({ rating: 5, text: 'Best design tool we have.' });
    expect(page?.count).toBe(3);
    expect(sent).toEqual({ rating: 5, text: 'Best design tool we have.' });

    reply.release();
    expect(await screen.findByText('Your review has been posted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(screen.getByLabelText('Review')).toHaveValue('Best design tool we have.');
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  it('keeps what is typed while a save is on its way', async () => {
    const posted = review('r-new', 4, 'Solid for our designers.', { user_id: me.user_id, first: 'Olivia' });
    const reply = held(() => {
      serverHolds({ rows: [posted, ...others], count: 3, rating: 4, mine: posted });
      return HttpResponse.json(
        { review: posted, rating: 4, count: 3, message: 'Your review has been posted.' },
        { status: 201 },
      );
    });
    server.use(http.post(REVIEWS, () => reply.respond()));
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Review'), 'Solid for our designers.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    await screen.findByRole('heading', { name: 'Edit your review' });
    await user.type(screen.getByLabelText('Review'), ' And the plugins help.');

    reply.release();
    expect(await screen.findByText('Your review has been posted.')).toBeInTheDocument();
    expect(screen.getByLabelText('Review')).toHaveValue('Solid for our designers. And the plugins help.');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('keeps everything typed when the server refuses: its messages beside the fields, the figures put back', async () => {
    server.use(
      http.post(REVIEWS, () =>
        HttpResponse.json(
          {
            rating: ['Rating must be between 1 and 5.'],
            text: ['Ensure this field has no more than 2000 characters.'],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Review'), 'Good enough for our team.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    const text = screen.getByLabelText('Review');
    await waitFor(() =>
      expect(text).toHaveAccessibleDescription('Ensure this field has no more than 2000 characters.'),
    );
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAccessibleDescription(
      'Rating must be between 1 and 5.',
    );
    expect(text).toHaveValue('Good enough for our team.');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    expect(summary('4.0 out of 5, 2 reviews')).toBeInTheDocument();
  });

  it('shows a refusal without field messages in the form alert, with nothing typed lost', async () => {
    server.use(http.post(REVIEWS, () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.type(screen.getByLabelText('Review'), 'It crashed twice this week.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to save your review. Please try again',
    );
    expect(screen.getByLabelText('Review')).toHaveValue('It crashed twice this week.');
    expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
    expect(summary('4.0 out of 5, 2 reviews')).toBeInTheDocument();
  });

  it('edits my review in place: the average moves, the count stays', async () => {
    let sent: unknown;
    server.use(
      http.put(`${REVIEWS}r-mine/`, async ({ request }) => {
        sent = await request.json();
        const edited = { ...mineBefore, rating: 5, updated_at: '2026-02-01T10:00:00Z' };
        serverHolds({ rows: [edited, ...others], count: 3, rating: 4.3, mine: edited });
        return HttpResponse.json({
          review: edited,
          rating: 4.3,
          count: 3,
          message: 'Your review has been updated.',
        });
      }),
    );
    const { user } = renderForm(withMine);
    expect(screen.getByRole('heading', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByLabelText('Review')).toHaveValue('Too expensive for us.');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(summary('3.3 out of 5, 3 reviews')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // (5 + 3 + 5) / 3 = 4.33…
    expect(await screen.findByText('4.3 out of 5, 3 reviews', { selector: '.sr-only' })).toBeInTheDocument();
    expect(await screen.findByText('Your review has been updated.')).toBeInTheDocument();
    expect(sent).toEqual({ rating: 5, text: 'Too expensive for us.' });
  });

  it('deletes my review after a confirmation; the last one leaves no rating', async () => {
    server.use(
      http.delete(`${REVIEWS}r-mine/`, () => {
        serverHolds({ rows: [], count: 0, rating: null, mine: null });
        return HttpResponse.json({ rating: null, count: 0, message: 'Your review has been deleted.' });
      }),
    );
    const { user, queryClient } = renderForm({ rows: [mineBefore], count: 1, rating: 2, mine: mineBefore });
    expect(summary('2.0 out of 5, 1 review')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Edit your review' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete your review?' })).getByRole('button', {
        name: 'Delete review',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    expect(summary('No reviews yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Review')).toHaveValue('');
    expect(screen.getByRole('radio', { name: '2 stars' })).not.toBeChecked();
    expect(await screen.findByText('Your review has been deleted.')).toBeInTheDocument();
    const page = queryClient.getQueryData<ReviewList>(
      reachQueries.reviewList(PRODUCT_ID, { skip: 0 }).queryKey,
    );
    expect(page).toMatchObject({ rows: [], count: 0, rating: null, mine: null });
  });

  it('puts my review back, with the server’s reason in a toast, when a delete is refused', async () => {
    server.use(
      http.delete(`${REVIEWS}r-mine/`, () =>
        HttpResponse.json({ detail: 'Reviews cannot be deleted right now.' }, { status: 409 }),
      ),
    );
    serverHolds(withMine);
    const { user } = renderForm(withMine);
    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete your review?' })).getByRole('button', {
        name: 'Delete review',
      }),
    );
    expect(await screen.findByText('Reviews cannot be deleted right now.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByLabelText('Review')).toHaveValue('Too expensive for us.');
    expect(summary('3.3 out of 5, 3 reviews')).toBeInTheDocument();
  });
});
