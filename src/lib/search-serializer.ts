import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/** Only a number's own spelling reads as a number: '1e3', '007' and '1.50' stay text. */
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/;

/** Text in double quotes: how the router wrote text before (`?window=%2290%22`), still read as text. */
const QUOTED = /^".*"$/;

/**
 * A value of the URL's search: 'true' and 'false' read as booleans and a plainly written number as a
 * number (paging needs numbers); everything else is text. Routes' schemas read a number or boolean
 * back as text where they want text (a keyword '123', a choice '90').
 */
export function readSearchValue(text: string): unknown {
  if (QUOTED.test(text)) {
    try {
      return String(JSON.parse(text));
    } catch {
      return text;
    }
  }
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (NUMBER.test(text) && Number.isSafeInteger(Math.trunc(Number(text)))) return Number(text);
  return text;
}

/** The router's search reader: `?window=90&keyword=slack` is `{ window: 90, keyword: 'slack' }`. */
export const parseSearch = parseSearchWith(readSearchValue);

/**
 * The router's search writer: every value plainly (`?window=90`, never `?window=%2290%22`), which
 * `parseSearch` reads back as the route's schema expects. Only text that is itself in quotes is
 * written as JSON, so that it reads back with its quotes.
 */
export const stringifySearch = stringifySearchWith(JSON.stringify, (text) => {
  // The writer quotes the text this accepts and writes the rest as it is.
  if (!QUOTED.test(text)) throw new Error('plain text');
  return text;
});
