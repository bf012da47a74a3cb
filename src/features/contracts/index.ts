export { contractQueries } from './api/contract-queries';
export type { Contract, RenewalEvent, SpendByMonth } from './api/schemas';
