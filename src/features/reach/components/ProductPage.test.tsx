import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokensFor } from '@mocks/node';
import { fetchMe } from '@/features/auth';
import { storeTokens } from '@/lib/tokens';
import { useSessionStore } from '@/stores/session';
import { PAGE_LOAD, renderApp } from '@/test/app';
import { useMatchMedia } from '@/test/match-media';
import { useMockApi } from '@/test/mock-api';
import type { ItemDetail, Product, Review, ReviewList } from '../api/schemas';

const server = useMockApi();
useMatchMedia();

function product(name: string, overrides: Partial<Product> = {}): Product {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: `p-${slug}`,
    slug,
    name,
    vendor: { id: `v-${slug}`, name: `${name} Inc.` },
    category: { id: 'c-design', name: 'Design' },
    description: `${name} for product teams.`,
    pricing_model: 'per_seat',
    website: `https://www.${slug}.com/`,
    rating: null,
    review_count: 0,
    is_retired: false,
    ...overrides,
  };
}

const figma = product('Figma', { pricing_model: 'freemium', rating: 4.3, review_count: 12 });
const sketch = product('Sketch', { rating: 3.9, review_count: 4 });

function review(n: number): Review {
  return {
    id: `r-${n}`,
    rating: (n % 5) + 1,
    text: `Review number ${n} of Figma.`,
    author: { user_id: `u-${n}`, first_name: `Person${n}`, last_name: 'Smith', avatar: null },
    created_at: '2026-01-02T10:00:00Z',
    updated_at: '2026-01-02T10:00:00Z',
  };
}

const allReviews = Array.from({ length: 12 }, (_, i) => review(i + 1));

/** The product page's calls: Figma (and Sketch as its alternative), 12 reviews, any other slug unknown. */
function serveCatalogue() {
  const seen: { auth: string | null; path: string }[] = [];
  server.use(
    http.get('*/api/v1/items/:slug/', ({ params, request }) => {
      seen.push({ auth: request.headers.get('Authorization'), path: new URL(request.url).pathname });
      if (params.slug !== 'figma') return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      const detail: ItemDetail = {
        item: { id: figma.id, in_stack: false, stack_id: null, request: null, product: figma },
        alternatives: [sketch],
      };
      return HttpResponse.json(detail);
    }),
    http.get(`*/api/v1/items/${figma.id}/reviews/`, ({ request }) => {
      const url = new URL(request.url);
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const top = Number(url.searchParams.get('top') ?? 10);
      const list: ReviewList = {
        rows: allReviews.slice(skip, skip + top),
        count: allReviews.length,
        rating: 4.3,
        ...(request.headers.get('Authorization') ? { mine: null } : {}),
      };
      return HttpResponse.json(list);
    }),
  );
  return seen;
}

async function signInAs(email: string) {
  storeTokens(tokensFor(email));
  useSessionStore.getState().signedIn(await fetchMe(), 'stackwise');
}

beforeEach(() => {
  useSessionStore.getState().signedOut();
});

describe('/product/<slug>', () => {
  it('shows a visitor the product, its alternatives and its reviews, with a way to sign in and come back', async () => {
    serveCatalogue();
    await renderApp('/product/figma', { heading: 'Figma' });
    await waitFor(() => expect(document.title).toBe('Figma | Stackwise'));

    expect(screen.getByText('by Figma Inc. · Design')).toBeInTheDocument();
    expect(screen.getByText('Figma for product teams.')).toBeInTheDocument();
    expect(screen.getByText('Freemium')).toBeInTheDocument();
    const website = screen.getByRole('link', { name: 'figma.com (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://www.figma.com/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByText('4.3 out of 5, 12 reviews').length).toBeGreaterThan(0);

    const alternatives = screen.getByRole('region', { name: 'Alternatives in Design' });
    expect(within(alternatives).getByRole('link', { name: 'Sketch' })).toHaveAttribute(
      'href',
      '/product/sketch',
    );

    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login?redirect=%2Fproduct%2Ffigma');
    expect(screen.queryByRole('button', { name: /Add to stack|Request/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: /Write a review|Edit your review/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Stackwise' })).not.toHaveTextContent('Reach');

    const reviews = await screen.findByRole('list', { name: 'Reviews of Figma' }, PAGE_LOAD);
    expect(within(reviews).getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Showing 1–10 of 12')).toBeInTheDocument();
  });

  it('pages through the reviews', async () => {
    serveCatalogue();
    const { user } = await renderApp('/product/figma', { heading: 'Figma' });
    const pages = await screen.findByRole('navigation', { name: 'Review pages' }, PAGE_LOAD);
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11–12 of 12')).toBeInTheDocument();
    expect(screen.getByText('Review number 12 of Figma.')).toBeInTheDocument();
    expect(screen.queryByText('Review number 1 of Figma.')).not.toBeInTheDocument();
  });

  it('says an unknown slug names no app, with a way back to Reach, instead of the 404 page', async () => {
    serveCatalogue();
    await renderApp('/product/no-such-app', { heading: 'App not found' });
    expect(screen.getByRole('link', { name: 'Back to Reach' })).toHaveAttribute('href', '/reach');
    expect(screen.queryByText('Opps...')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('App not found | Stackwise'));
  });

  it('shows any other failure as the route’s error view, whose Retry loads the product', async () => {
    serveCatalogue();
    server.use(
      http.get(
        '*/api/v1/items/figma/',
        () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 }),
        {
          once: true,
        },
      ),
      http.get(
        '*/api/v1/items/figma/',
        () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 }),
        {
          once: true,
        },
      ),
      http.get(
        '*/api/v1/items/figma/',
        () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await renderApp('/product/figma');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Figma' }, PAGE_LOAD)).toBeInTheDocument();
  }, 30_000);

  it('offers a signed-in user the stack action that fits and their review, with the product as theirs', async () => {
    const seen = serveCatalogue();
    await signInAs('user@acme.test');
    await renderApp('/product/figma', { heading: 'Figma' });
    expect(seen.at(-1)?.auth).toMatch(/^Bearer /);
    expect(screen.getByRole('button', { name: 'Request' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Write a review' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Stackwise' })).toHaveTextContent('Reach');
  });

  it('gives the super admin neither stack actions nor a review form', async () => {
    serveCatalogue();
    await signInAs('root@platform.test');
    await renderApp('/product/figma', { heading: 'Figma' });
    await screen.findByRole('list', { name: 'Reviews of Figma' }, PAGE_LOAD);
    expect(
      screen.queryByRole('button', { name: /Add to stack|Request|Remove from stack/ }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: /Write a review|Edit your review/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
