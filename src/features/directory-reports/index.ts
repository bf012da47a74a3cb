// Directory reports' public surface: the page. Re-exports only (no side effects).
export { DirectoryReportsPage } from './components/DirectoryReportsPage';
