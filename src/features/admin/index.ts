// The super admin area's public surface: its pages. Re-exports only (no side effects).
export { AdminOverview } from './components/AdminOverview';
export { CompaniesPage } from './components/CompaniesPage';
export { UsersPage } from './components/UsersPage';
