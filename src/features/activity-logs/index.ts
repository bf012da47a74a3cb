// Activity logs' public surface: the page. Re-exports only (no side effects).
export { ActivityLogsPage } from './components/ActivityLogsPage';
