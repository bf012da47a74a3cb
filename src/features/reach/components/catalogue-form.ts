/** What the catalogue's forms (apps, vendors) share: the website field. */
/** The website field of an app's and a vendor's form: a URL, `https://` added when left out. */
export const WEBSITE_FIELD = {
  label: 'Website',
  type: 'url',
  inputMode: 'url',
  autoComplete: 'off',
  placeholder: 'https://example.com',
} as const;
