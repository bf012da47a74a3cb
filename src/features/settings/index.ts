// Settings' public surface: what other areas may use. Re-exports only, no side effects.
// Pages are not exported: route files import them directly, so each route chunk holds only its page.
export { integrationQueries } from './api/integration-queries';
export { paymentAccountQueries } from './api/payment-account-queries';
export { PaymentAccountCard } from './components/PaymentAccountCard';
