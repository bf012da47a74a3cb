import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '@/lib/errors';
import { reachQueries } from '@/features/reach/api/reach-queries';
import { ProductNotFound, PRODUCT_NOT_FOUND_TITLE } from '@/features/reach/components/ProductNotFound';
import { ProductPage } from '@/features/reach/components/ProductPage';

/**
 * A catalogue product's public page, open to everyone. The product is awaited (the page cannot show
 * without it) and its first page of reviews started. A slug that names no product (the API's 404)
 * is this route's own not-found view, with a way back to Reach; any other failure is the route's
 * error view with Retry. The document title is the product's name.
 */
export const Route = createFileRoute('/product/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    try {
      const { item } = await queryClient.ensureQueryData(reachQueries.itemDetail(slug));
      void queryClient.prefetchQuery(reachQueries.reviewList(item.product.id, { skip: 0 }));
      return { title: item.product.name };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData, match }) => {
    const title = loaderData?.title ?? (match.status === 'notFound' ? PRODUCT_NOT_FOUND_TITLE : null);
    return { meta: title ? [{ title }] : [] };
  },
  notFoundComponent: ProductNotFound,
  component: ProductRoute,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  return <ProductPage slug={slug} />;
}
