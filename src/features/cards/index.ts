// Cards' public surface: what other areas may use. Re-exports only, no side effects.
// Pages are not exported: route files import them directly, so each route chunk holds only its page.
export { cardQueries } from './api/card-queries';
export type { Card, CardStatus, CardTransaction } from './api/schemas';
export { cardAlerts, type CardAlert } from './model/card-alerts';
