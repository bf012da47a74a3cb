export const PRODUCT_NAME = 'Stackwise';
export const NOT_FOUND_TITLE = '404 Not Found';

/** `<route title> | Stackwise`, or `Stackwise` for a route without a title. */
export function documentTitle(routeTitle?: string | null): string {
  return routeTitle ? `${routeTitle} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
