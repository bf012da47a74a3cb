import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  fileExtension,
  fileTypeOf,
  formatCount,
  formatDate,
  formatDateTime,
  formatTime,
  formatDay,
  formatDayMonth,
  formatMoney,
  initials,
  formatTimeAgo,
} from './format';

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1250, '1.3k'],
    [15_300, '15.3k'],
    [999_949, '999.9k'],
    [1_500_000, '1.5M'],
    [2_000_000_000, '2G'],
    [3_400_000_000_000, '3.4T'],
    [5.6e15, '5.6P'],
    [7.8e18, '7.8E'],
    [1.2e21, '1200E'],
  ])('%d → %s', (n, expected) => {
    expect(abbreviateNumber(n)).toBe(expected);
  });

  it('uses every suffix k, M, G, T, P, E in order', () => {
    const suffixes = [1e3, 1e6, 1e9, 1e12, 1e15, 1e18].map((n) => abbreviateNumber(n));
    expect(suffixes).toEqual(['1k', '1M', '1G', '1T', '1P', '1E']);
  });

  it('drops a trailing .0 and trailing zeros', () => {
    expect(abbreviateNumber(2000)).toBe('2k');
    expect(abbreviateNumber(1_000_000)).toBe('1M');
    expect(abbreviateNumber(1500, 2)).toBe('1.5k');
  });

  it('moves up a suffix when rounding reaches 1000', () => {
    expect(abbreviateNumber(999_960)).toBe('1M');
    expect(abbreviateNumber(999.96)).toBe('1k');
  });

  it('keeps the sign of negative numbers', () => {
    expect(abbreviateNumber(-1234)).toBe('-1.2k');
    expect(abbreviateNumber(-1_500_000)).toBe('-1.5M');
    expect(abbreviateNumber(-999)).toBe('-999');
    expect(abbreviateNumber(-0.01)).toBe('0');
  });

  it('honours the digits argument', () => {
    expect(abbreviateNumber(1234, 0)).toBe('1k');
    expect(abbreviateNumber(1234, 2)).toBe('1.23k');
    expect(abbreviateNumber(1_234_567, 3)).toBe('1.235M');
    expect(abbreviateNumber(12.345, 2)).toBe('12.35');
  });

  it('returns non-finite values as text', () => {
    expect(abbreviateNumber(Number.NaN)).toBe('NaN');
    expect(abbreviateNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('formatMoney', () => {
  it('formats in the currency with Intl.NumberFormat', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(-99, 'GBP')).toBe('-£99.00');
    expect(formatMoney(1234.5, 'JPY')).toBe('¥1,235');
  });

  it('compact notation', () => {
    expect(formatMoney(1_500_000, 'USD', { compact: true })).toBe('$1.5M');
    expect(formatMoney(12_345, 'EUR', { compact: true })).toBe('€12.3K');
    expect(formatMoney(950, 'USD', { compact: true })).toBe('$950');
  });

  it('accepts numeric strings and lower-case codes, defaults to USD', () => {
    expect(formatMoney('1234.5', 'usd')).toBe('$1,234.50');
    expect(formatMoney(10, null)).toBe('$10.00');
    expect(formatMoney(10, undefined)).toBe('$10.00');
  });

  it('honours a locale', () => {
    expect(formatMoney(1234.5, 'EUR', { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
  });

  it('shows a dash for missing or non-numeric amounts', () => {
    expect(formatMoney(null, 'USD')).toBe('—');
    expect(formatMoney(undefined, 'USD')).toBe('—');
    expect(formatMoney('', 'USD')).toBe('—');
    expect(formatMoney('abc', 'USD')).toBe('—');
    expect(formatMoney(Number.NaN, 'USD')).toBe('—');
  });

  it('falls back to number + code for an invalid currency code', () => {
    expect(formatMoney(1234.5, 'DOLLARS')).toBe('1,234.5 DOLLARS');
  });
});

describe('initials', () => {
  it('takes the first letter of each name, upper case', () => {
    expect(initials('Ada', 'Lovelace')).toBe('AL');
    expect(initials('ada', 'lovelace')).toBe('AL');
    expect(initials('  Grace ', ' Hopper ')).toBe('GH');
  });
  it('handles accented and non-Latin names', () => {
    expect(initials('Zoë', 'Éluard')).toBe('ZÉ');
    expect(initials('E\u0301milie', 'o\u0308zil')).toBe('ÉÖ');
    expect(initials('Дмитрий', 'Менделеев')).toBe('ДМ');
  });
  it('uses one name when only one is present', () => {
    expect(initials('Ada', '')).toBe('A');
    expect(initials(null, 'Lovelace', 'x@example.com')).toBe('L');
  });
  it('falls back to the first letter of the e-mail', () => {
    expect(initials('', '', 'ada@example.com')).toBe('A');
    expect(initials(null, undefined, 'grace.hopper@example.com')).toBe('G');
    expect(initials('  ', null, '_bob@example.com')).toBe('B');
  });
  it('returns an empty string when nothing is known', () => {
    expect(initials(null, null)).toBe('');
    expect(initials('', '', '')).toBe('');
  });
});

describe('fileTypeOf', () => {
  it.each([
    ['photo.jpg', 'image'],
    ['photo.jpeg', 'image'],
    ['logo.png', 'image'],
    ['anim.gif', 'image'],
    ['budget.xls', 'excel'],
    ['budget.xlsx', 'excel'],
    ['users.csv', 'csv'],
    ['deck.ppt', 'powerpoint'],
    ['deck.pptx', 'powerpoint'],
    ['contract.pdf', 'pdf'],
    ['memo.doc', 'word'],
    ['memo.docx', 'word'],
    ['notes.txt', 'generic'],
    ['archive.zip', 'generic'],
    ['image.svg', 'generic'],
    ['image.webp', 'generic'],
  ] as const)('%s → %s', (name, type) => {
    expect(fileTypeOf(name)).toBe(type);
  });

  it('is case-insensitive', () => {
    expect(fileTypeOf('SCAN.PDF')).toBe('pdf');
    expect(fileTypeOf('Photo.JpEg')).toBe('image');
    expect(fileTypeOf('Q3.XLSX')).toBe('excel');
  });

  it('uses the last extension', () => {
    expect(fileTypeOf('report.final.docx')).toBe('word');
    expect(fileTypeOf('data.csv.zip')).toBe('generic');
  });

  it('handles names without an extension', () => {
    expect(fileTypeOf('README')).toBe('generic');
    expect(fileTypeOf('.pdf')).toBe('generic');
    expect(fileTypeOf('trailing.')).toBe('generic');
    expect(fileTypeOf('')).toBe('generic');
    expect(fileTypeOf(null)).toBe('generic');
    expect(fileTypeOf(undefined)).toBe('generic');
  });

  it('handles paths and URLs with query strings and fragments', () => {
    expect(fileTypeOf('https://cdn.example.com/files/Invoice.PDF?sig=abc.png&x=1')).toBe('pdf');
    expect(fileTypeOf('https://cdn.example.com/a/deck.pptx#page=2')).toBe('powerpoint');
    expect(fileTypeOf('https://example.com/download?file=report.pdf')).toBe('generic');
    expect(fileTypeOf('https://example.com.au/')).toBe('generic');
    expect(fileTypeOf('folder.v2/README')).toBe('generic');
    expect(fileTypeOf('C:\\Users\\ada\\sheet.xls')).toBe('excel');
  });

  it('fileExtension returns the bare lower-case extension', () => {
    expect(fileExtension('a/b/Report.PDF?x=1#p')).toBe('pdf');
    expect(fileExtension('noext')).toBe('');
  });
});

describe('formatDate', () => {
  it('shows an ISO timestamp as day, short month and year', () => {
    expect(formatDate('2024-03-12T10:00:00Z')).toBe('12 Mar 2024');
  });

  it("shows '—' (or the given text) when there is no date or it does not parse", () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate('', 'Never')).toBe('Never');
  });
});

describe('formatCount', () => {
  it('writes a count with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('formatDateTime', () => {
  it('shows an ISO timestamp as day, short month, year and the local time of day', () => {
    const at = new Date(2024, 2, 12, 9, 5).toISOString();
    expect(formatDateTime(at)).toBe('12 Mar 2024, 09:05');
    expect(formatTime(at)).toBe('09:05');
  });

  it("shows '—' (or the given text) when there is no time or it does not parse", () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a time', 'Never')).toBe('Never');
    expect(formatTime(undefined)).toBe('—');
  });
});

describe('formatDay', () => {
  it('shows a calendar date as the same day in every time zone', () => {
    expect(formatDay('2026-06-30')).toBe('30 Jun 2026');
    expect(formatDay('2026-01-01')).toBe('1 Jan 2026');
  });

  it("shows '—' (or the given text) when there is no date or it does not parse", () => {
    expect(formatDay(null)).toBe('—');
    expect(formatDay('2026-13-45')).toBe('—');
    expect(formatDay('', 'None')).toBe('None');
  });
});

describe('formatDayMonth', () => {
  it('shows a calendar date as its day and month, the same everywhere', () => {
    expect(formatDayMonth('2026-12-03')).toBe('3 Dec');
    expect(formatDayMonth('2027-01-31')).toBe('31 Jan');
    expect(formatDayMonth('2026-13-45')).toBe('—');
    expect(formatDayMonth(null, '')).toBe('');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('says how long ago in the largest whole unit', () => {
    expect(formatTimeAgo(ago(5), now)).toBe('now');
    expect(formatTimeAgo(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatTimeAgo(ago(3 * 3600 + 59), now)).toBe('3 hours ago');
    expect(formatTimeAgo(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatTimeAgo(ago(12 * 86_400), now)).toBe('12 days ago');
    expect(formatTimeAgo(ago(65 * 86_400), now)).toBe('2 months ago');
    expect(formatTimeAgo(ago(800 * 86_400), now)).toBe('2 years ago');
  });

  it("says 'now' for a time ahead of now, and the fallback for what does not parse", () => {
    expect(formatTimeAgo(ago(-120), now)).toBe('now');
    expect(formatTimeAgo('not a time', now)).toBe('—');
  });
});
