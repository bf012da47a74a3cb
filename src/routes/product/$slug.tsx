import { createFileRoute } from '@tanstack/react-router';
import { reachQueries } from '@/features/reach/api/reach-queries';
import { ProductNotFound } from '@/features/reach/components/ProductNotFound';
import { ProductPage } from '@/features/reach/components/ProductPage';
import { PRODUCT_NOT_FOUND_TITLE } from '@/features/reach/model/product-page';
import { unlessNotFound } from '@/lib/not-found';

/**
 * A catalogue product's public page, open to everyone. The product is awaited (the page cannot show
 * without it) and its first page of reviews started. A slug that names no product (the API's 404)
 * shows the page's own "not found" view, with a way back to Reach; any other failure is the route's
 * error view with Retry. The document title is the product's name.
 */
export const Route = createFileRoute('/product/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const reply = await unlessNotFound(queryClient.ensureQueryData(reachQueries.itemDetail(slug)));
    if (!reply) return { found: false, title: PRODUCT_NOT_FOUND_TITLE };
    void queryClient.prefetchQuery(reachQueries.reviewList(reply.item.product.id, { skip: 0 }));
    return { found: true, title: reply.item.product.name };
  },
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.title }] : [] }),
  component: ProductRoute,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  return Route.useLoaderData().found ? <ProductPage slug={slug} /> : <ProductNotFound />;
}
