// Reach's public surface: what other areas may use. Re-exports only, no side effects.
export { reachQueries } from './api/reach-queries';
export type { Item, Product, StackEntry, StackRequest } from './api/schemas';
export { AppPicker, useAppChoices, type AppChoice, type AppPickerProps } from './components/AppPicker';
// For the tests' stand-in catalogue (src/test/reach-api.ts).
export { IN_STACK, type Category, type PricingModel, type Vendor } from './api/schemas';
export { productSlug } from './model/form-rules';
