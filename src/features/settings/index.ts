// Settings' public surface: what other areas may use. Re-exports only, no side effects.
// Pages are not exported: route files import them directly, so each route chunk holds only its page.
export { INTEGRATION_FALLBACKS, integrationQueries } from './api/integration-queries';
export { useSyncAuditLogsMutation } from './api/integration-mutations';
export type { IntegrationStatus, ProviderSync } from './api/schemas';
export { paymentAccountQueries } from './api/payment-account-queries';
export { PaymentAccountCard } from './components/PaymentAccountCard';
