/** The product page's title when its address names no product. */
export const PRODUCT_NOT_FOUND_TITLE = 'App not found';
