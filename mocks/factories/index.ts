/**
 * Data factories: a test creates the records it is about (`await createTenant()`, `createUser({
 * tenant_id })`, `createTask(owner)`, `createStackRequest(owner, { product_id })`,
 * `createOpportunity({ tenant_id })`, `createNotification(recipient)`) instead of leaning on the seeded ones. Defaults are
 * deterministic (numbered per kind, restarted by every seed); any field can be overridden.
 */
export { buildInvitation, createInvitation, createPasswordReset } from './links';
export { buildNotification, createNotification } from './notifications';
export { buildComment, buildOpportunity, createComment, createOpportunity } from './opportunities';
export {
  buildProduct,
  buildReview,
  buildStackEntry,
  buildStackRequest,
  createProduct,
  createReview,
  createStackEntry,
  createStackRequest,
} from './reach';
export { FACTORY_TIME } from './sequence';
export { buildTask, createTask } from './tasks';
export { buildTenant, createTenant, ZERO_STATS } from './tenants';
export { buildNewUser, buildUser, createUser, unusablePassword } from './users';
