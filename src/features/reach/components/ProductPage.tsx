import { useSuspenseQuery } from '@tanstack/react-query';
import { reachQueries } from '../api/reach-queries';
import { Alternatives } from './Alternatives';
import { ProductHeader } from './ProductHeader';
import { PublicHeader } from './PublicHeader';
import { Reviews } from './Reviews';

/** A catalogue product's public page (`/product/<slug>`), for visitors and signed-in people alike. */
export function ProductPage({ slug }: { slug: string }) {
  const { item, alternatives } = useSuspenseQuery(reachQueries.itemDetail(slug)).data;
  const signInSearch = { redirect: `/product/${encodeURIComponent(slug)}` };
  return (
    <div className="mx-auto max-w-5xl space-y-10">
      <PublicHeader />
      <ProductHeader item={item} signInSearch={signInSearch} />
      <Alternatives category={item.product.category.name} alternatives={alternatives} />
      <Reviews product={item.product} signInSearch={signInSearch} />
    </div>
  );
}
