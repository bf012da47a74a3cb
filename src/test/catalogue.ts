/** Catalogue records for tests, in the API's shapes: a product by name and its catalogue item. */
import type { Item, Product } from '@/features/reach';

/** A live per-seat product by Acme Software, filed under Chat, with `changes` on top. */
export function testProduct(name: string, changes: Partial<Product> = {}): Product {
  return {
    id: `p-${name.toLowerCase()}`,
    slug: name.toLowerCase(),
    name,
    vendor: { id: 'v-acme', name: 'Acme Software' },
    category: { id: 'c-chat', name: 'Chat' },
    description: `${name} keeps the team talking.`,
    pricing_model: 'per_seat',
    website: `https://${name.toLowerCase()}.example`,
    rating: 4.2,
    review_count: 12,
    is_retired: false,
    ...changes,
  };
}

/** A product as a catalogue item of someone with nothing in their stack. */
export const testItem = (product: Product): Item => ({
  id: product.id,
  in_stack: false,
  stack_id: null,
  request: null,
  product,
});
