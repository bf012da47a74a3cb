/** Text as a keyword search compares it: case and accents ignored, so "Zoë" is found by "zoe". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Whether a list's `keyword` (folded, as `parseListQuery` hands it over; '' matches all) is in `text`. */
export const hasKeyword = (keyword: string, text: string) =>
  keyword === '' || foldText(text).includes(keyword);
