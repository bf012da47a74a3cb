// The dashboard's public surface: the page. Re-exports only (no side effects).
export { DashboardPage } from './components/DashboardPage';
