// Writes long sorted word lists compactly for the mock's generated data: each entry after the first
// keeps the first n letters of the one before it (n, a single digit, leads the entry) and adds the
// rest; entries are separated by `|`. mocks/fixtures/front-coding.ts reads them back.

/** @param {readonly string[]} list @returns {string | null} null when the list cannot be written so */
export function frontEncode(list) {
  if (list.some((entry) => entry.includes('|') || /^\d/.test(entry))) return null;
  return list
    .map((entry, index) => {
      if (index === 0) return entry;
      const previous = list[index - 1];
      let shared = 0;
      while (shared < 9 && shared < entry.length && entry[shared] === previous[shared]) shared += 1;
      return `${shared}${entry.slice(shared)}`;
    })
    .join('|');
}
