import { authHandlers } from './auth';
import { demoControlHandlers } from './demo-controls';
import { notFoundHandler, preludeHandler } from './runtime';
import { taskHandlers } from './tasks';
import { tenantHandlers } from './tenants';

/**
 * Order matters: the prelude runs first for every API call, and the catch-all 404 stays last.
 * Add new areas between them.
 */
export const handlers = [
  preludeHandler,
  ...demoControlHandlers,
  ...authHandlers,
  ...tenantHandlers,
  ...taskHandlers,
  notFoundHandler,
];
