export { contractQueries, CONTRACT_FALLBACKS } from './api/contract-queries';
export type { Contract, RenewalEvent, SpendByMonth } from './api/schemas';
