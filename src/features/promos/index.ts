// Promos' public surface: the dashboard's banner. Re-exports only, no side effects.
export { PromoBanner } from './components/PromoBanner';
export { promoQueries } from './api/promo-queries';
export type { Promo } from './api/schemas';
