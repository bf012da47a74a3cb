// Organize's public surface: what other areas may use. Re-exports only, no side effects.
export { flowQueries } from './api/flow-queries';
export type { Flow, FlowSource } from './api/schemas';
