// Optimize's public surface: what other areas may use. Re-exports only, no side effects.
// Pages are not exported: route files import them directly, so each route chunk holds only its page.
export {
  OPEN_STATUSES,
  OPPORTUNITY_STATUSES,
  STATUS_LABELS,
  type Board,
  type Comment,
  type Opportunity,
  type OpportunityList,
  type OpportunityListQuery,
  type OpportunityStatus,
  type Totals,
} from './api/schemas';
export { OPPORTUNITY_FALLBACKS, opportunityQueries } from './api/opportunity-queries';
export {
  OPPORTUNITY_MUTATION_KEY,
  useCreateOpportunityMutation,
  useDeleteOpportunityMutation,
  useUpdateOpportunityMutation,
} from './api/opportunity-mutations';
export { matchesQuery } from './model/list-membership';
