// The shell's public surface: page headings and the document title. Re-exports only, no side effects.
// The frame itself (root layout, app shell, error and not-found views) is composed by the router.
export { AreaHeading } from './components/AreaHeading';
export { documentTitle, NOT_FOUND_TITLE, PRODUCT_NAME } from './model/title';
