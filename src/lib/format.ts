/** Display helpers: number abbreviation, money, dates, avatar initials, file types. */
import { parseISO } from 'date-fns';

const SUFFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * Short form with the suffixes k, M, G, T, P, E: 1234 → '1.2k', 1_500_000 → '1.5M',
 * 999 → '999', -2500 → '-2.5k'. Trailing zeros are dropped ('1.0k' → '1k'); a value that rounds up to
 * the next thousand moves to the next suffix (999_960 → '1M').
 */
export function abbreviateNumber(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return String(n);
  const places = Math.max(0, Math.min(20, Math.trunc(digits)));
  const abs = Math.abs(n);
  let tier = abs < 1000 ? 0 : Math.min(SUFFIXES.length - 1, Math.floor(Math.log10(abs) / 3));
  // log10 can land just below an exact power of 1000 (floating point); correct either way.
  while (tier < SUFFIXES.length - 1 && abs >= 1000 ** (tier + 1)) tier += 1;
  while (tier > 0 && abs < 1000 ** tier) tier -= 1;
  let scaled = Number((abs / 1000 ** tier).toFixed(places));
  if (scaled >= 1000 && tier < SUFFIXES.length - 1) {
    tier += 1;
    scaled = Number((abs / 1000 ** tier).toFixed(places));
  }
  const text = trimZeros(scaled.toFixed(places));
  const sign = n < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${text}${SUFFIXES[tier] ?? ''}`;
}

/** A whole count with thousands separators, the same everywhere: 1234 → '1,234'. */
export function formatCount(n: number): string {
  return numberFormat('en-US', { maximumFractionDigits: 0 }).format(n);
}

export interface FormatMoneyOptions {
  /** Compact notation ('$1.5M', '€12K') with at most one decimal. */
  compact?: boolean;
  /** BCP 47 locale; defaults to 'en-US' so output is the same everywhere. */
  locale?: string;
}

/**
 * Money in the tenant's currency via Intl.NumberFormat: formatMoney(1234.5, 'USD') → '$1,234.50'.
 * Accepts numeric strings (API decimals); a missing or non-numeric amount gives '—'. An unknown
 * currency code falls back to the number followed by the code.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  currency: string | null | undefined = 'USD',
  options: FormatMoneyOptions = {},
): string {
  const value = typeof amount === 'string' ? (amount.trim() === '' ? Number.NaN : Number(amount)) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const { compact = false, locale = 'en-US' } = options;
  const code = (currency ?? '').trim().toUpperCase() || 'USD';
  const numberOptions: Intl.NumberFormatOptions = compact
    ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
    : { notation: 'standard' };
  try {
    return numberFormat(locale, { style: 'currency', currency: code, ...numberOptions }).format(value);
  } catch {
    const plain = numberFormat(locale, compact ? numberOptions : { maximumFractionDigits: 2 });
    return `${plain.format(value)} ${code}`;
  }
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per locale and options, made once: building an Intl.NumberFormat costs far more than
 * formatting with one, and a table or an axis formats hundreds of amounts in one render.
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, formatter);
  }
  return formatter;
}

function firstLetter(text: string | null | undefined): string {
  const clean = (text ?? '').normalize('NFC').trim();
  const match = /[\p{L}\p{N}]/u.exec(clean);
  const char = match ? match[0] : (Array.from(clean)[0] ?? '');
  return char.toLocaleUpperCase();
}

/**
 * Avatar initials: 'Ada', 'Lovelace' → 'AL'; one name → its initial; no names → the e-mail's first
 * letter ('ada@example.com' → 'A'); nothing at all → ''.
 */
export function initials(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  fallbackEmail?: string | null,
): string {
  const fromNames = `${firstLetter(firstName)}${firstLetter(lastName)}`;
  if (fromNames) return fromNames;
  return firstLetter(fallbackEmail);
}

export type FileType = 'image' | 'excel' | 'csv' | 'powerpoint' | 'pdf' | 'word' | 'generic';

const EXTENSIONS: Readonly<Record<string, FileType>> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  xls: 'excel',
  xlsx: 'excel',
  csv: 'csv',
  ppt: 'powerpoint',
  pptx: 'powerpoint',
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
};

/** Lower-case extension of a file name, path or URL ('a/b/Report.PDF?x=1#p' → 'pdf'); '' when none. */
export function fileExtension(fileName: string | null | undefined): string {
  const withoutQuery = (fileName ?? '').trim().split(/[?#]/, 1)[0] ?? '';
  const base = withoutQuery.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return '';
  return base.slice(dot + 1).toLowerCase();
}

/** The icon family of a file; anything unlisted is 'generic'. */
export function fileTypeOf(fileName: string | null | undefined): FileType {
  return EXTENSIONS[fileExtension(fileName)] ?? 'generic';
}

// English month abbreviations, so every signed-in page can show a date without date-fns' formatter.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '12 Mar 2024' for a valid date, in local time. */
export function formatDayMonthYear(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** '12 Mar, 09:05' for a valid date, in local time. */
export function formatDayMonthTime(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** '12 Mar 2024' for an ISO timestamp; `empty` ('—') when there is none or it does not parse. */
export function formatDate(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? empty : formatDayMonthYear(date);
}

/** '09:05' for an ISO timestamp, in local time; `empty` ('—') when there is none or it does not parse. */
export function formatTime(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? empty
    : `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** '12 Mar 2024, 09:05' for an ISO timestamp, in local time; `empty` ('—') when there is none or it does not parse. */
export function formatDateTime(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? empty : `${formatDayMonthYear(date)}, ${formatTime(iso)}`;
}

/**
 * '30 Jun 2026' for a calendar date (`YYYY-MM-DD`, the same day wherever one is, so it is read in local
 * time, unlike a timestamp); `empty` ('—') when there is none or it does not parse.
 */
export function formatDay(date: string | null | undefined, empty = '—'): string {
  if (!date) return empty;
  const day = parseISO(date);
  return Number.isNaN(day.getTime()) ? empty : formatDayMonthYear(day);
}

/** '3 Dec' for a calendar date (`YYYY-MM-DD`) close enough that its year goes without saying; `empty` when it does not parse. */
export function formatDayMonth(date: string | null | undefined, empty = '—'): string {
  if (!date) return empty;
  const day = parseISO(date);
  return Number.isNaN(day.getTime()) ? empty : `${day.getDate()} ${MONTHS[day.getMonth()]}`;
}

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];
// Made on first use: building it loads the locale's relative-time data, which took a long task of
// its own when this module was evaluated with a page's first chunks.
let relativeFormatter: Intl.RelativeTimeFormat | undefined;
const relativeFormat = () => (relativeFormatter ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/**
 * How long ago a timestamp was, in its largest whole unit ('5 minutes ago', 'yesterday', '3 months
 * ago'); 'now' for under a minute or a time ahead of `now`; `empty` when it does not parse.
 */
export function formatTimeAgo(iso: string, now: Date = new Date(), empty = '—'): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return empty;
  let amount = Math.max(0, (now.getTime() - at) / 1000);
  if (amount < 60) return relativeFormat().format(0, 'second');
  for (const [unit, size] of RELATIVE_STEPS) {
    if (amount < size) return relativeFormat().format(-Math.floor(amount), unit);
    amount /= size;
  }
  return empty;
}
