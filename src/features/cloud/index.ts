// Cloud's public surface: what other areas may use. Re-exports only, no side effects.
// Pages are not exported: route files import them directly, so each route chunk holds only its page.
export { cloudQueries } from './api/cloud-queries';
export { largestMovers, type Mover } from './model/spend';
export type { CloudSpend, CloudSpendRow } from './api/schemas';
