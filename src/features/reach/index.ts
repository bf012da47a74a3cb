// Reach's public surface: what other areas may use. Re-exports only, no side effects.
export { reachQueries } from './api/reach-queries';
export type { Item, Product, StackEntry, StackRequest } from './api/schemas';
export {
  AppFilter,
  AppPicker,
  useAppChoices,
  type AppChoice,
  type AppPickerProps,
} from './components/AppPicker';
export { ProductLogo } from './components/ProductLogo';
