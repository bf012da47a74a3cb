// Activity logs' public surface: what other areas may use. Re-exports only, no side effects.
// Pages are not exported: route files import them directly, so each route chunk holds only its page.
export { activityLogQueries } from './api/activity-log-queries';
export type { ActivityLog, ActivityPeriod } from './api/schemas';
