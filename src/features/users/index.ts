// Users' public surface: what other areas may use. Re-exports only, no side effects.
// Pages are not exported: route files import them directly, so each route chunk holds only its page.
export {
  USER_ORDER_FIELDS,
  type UserList,
  type UserListQuery,
  type UserOrderField,
  type UserRow,
  type UserStatus,
} from './api/schemas';
export { USER_FALLBACKS, userQueries } from './api/user-queries';
export {
  PersonFilter,
  PersonPicker,
  usePersonChoices,
  type PersonPickerProps,
} from './components/PersonPicker';
export type { PreparedStatus } from './import/model/prepare';
