// The shell's public surface: the app frame, page headings and the document title. Re-exports only
// (no side effects).
export { AppShell } from './components/AppShell';
export { AreaHeading } from './components/AreaHeading';
export { NotFoundPage } from './components/NotFoundPage';
export { RootLayout } from './components/RootLayout';
export { RouteErrorView } from './components/RouteErrorView';
export { documentTitle, NOT_FOUND_TITLE, PRODUCT_NAME } from './title';
