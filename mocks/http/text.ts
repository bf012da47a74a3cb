/** Text as a keyword search compares it: case and accents ignored, so "Zoë" is found by "zoe". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
