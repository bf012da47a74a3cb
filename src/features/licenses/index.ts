// Licences' public surface: what other areas may use. Re-exports only, no side effects.
// Pages are not exported: route files import them directly, so each route chunk holds only its page.
export { licenseQueries } from './api/license-queries';
export { useReclaimSeatsMutation } from './api/license-mutations';
export type { LicenseDetail, SeatHolder, UsageApp, UsageList, UsageRow } from './api/schemas';
export {
  LicensedAppPicker,
  useLicensedApps,
  type LicensedAppPickerProps,
} from './components/LicensedAppPicker';
