/**
 * Dates and times of day as people type them on the settings sheet, read robustly; and as the
 * sheets show them. Pure: no Apps Script, no I/O.
 *
 * A date is kept as "YYYY-MM-DD" (no time zone: a day of the calendar). It may arrive as
 * - a Sheets date value (a JavaScript Date at midnight in the spreadsheet's time zone): the date is
 *   the calendar day nearest to its instant in UTC, which is the typed day for every time zone
 *   within 12 hours of UTC (Asia/Almaty is UTC+5), whatever zone the script runs in;
 * - a date serial number (days since 1899-12-30, as Sheets and the XLSX count), from 1950 to 2150;
 * - text: 24.11.2026, 24/11/2026, 24-11-26 (day first, as in Kazakhstan), 2026-11-24 (year first),
 *   or with the month's name in Russian, Kazakh or English (24 ноября 2026, 24 қараша 2026,
 *   24 November 2026, November 24, 2026), a trailing "г." / "ж." allowed.
 * A time of day is kept as minutes after midnight. It may arrive as a Sheets time value (a Date; its
 * hours and minutes as the script's clock reads them — the manifest's time zone, Asia/Almaty, which
 * is the spreadsheet's for a committee in Kazakhstan), a fraction of a day (0.4375 = 10:30), a whole
 * number of hours (10), or text: 10:30, 10.30, 10 ч 30, 9:30 am.
 *
 * Blank cells are `null` (not set); anything else that cannot be read is `undefined`.
 */

const DAY_MS = 86_400_000;
/** 1899-12-30, day 0 of the Sheets serial numbers. */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);
const MIN_YEAR = 1950;
const MAX_YEAR = 2150;

export const MINUTES_PER_DAY = 24 * 60;

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.replace(/[\s\u00a0]+/g, '') === '');
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "YYYY-MM-DD" when the day exists in the calendar and the year is one a tournament may have. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (![year, month, day].every(Number.isInteger)) return undefined;
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return undefined;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The calendar day of a UTC day number (days since 1970-01-01). */
function fromDayNumber(days: number): string | undefined {
  const d = new Date(days * DAY_MS);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Days since 1970-01-01 of a "YYYY-MM-DD" date. */
function dayNumber(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

/** The date `days` after `iso` ("2026-11-24" + 1 = "2026-11-25"). */
export function addDays(iso: string, days: number): string {
  return fromDayNumber(dayNumber(iso) + days) ?? iso;
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** Month names (lower case, and their first letters as abbreviations) in the three languages. */
const MONTHS: readonly (readonly string[])[] = [
  ['январь', 'января', 'қаңтар', 'january'],
  ['февраль', 'февраля', 'ақпан', 'february'],
  ['март', 'марта', 'наурыз', 'march'],
  ['апрель', 'апреля', 'сәуір', 'april'],
  ['май', 'мая', 'мамыр', 'may'],
  ['июнь', 'июня', 'маусым', 'june'],
  ['июль', 'июля', 'шілде', 'july'],
  ['август', 'августа', 'тамыз', 'august'],
  ['сентябрь', 'сентября', 'қыркүйек', 'september'],
  ['октябрь', 'октября', 'қазан', 'october'],
  ['ноябрь', 'ноября', 'қараша', 'november'],
  ['декабрь', 'декабря', 'желтоқсан', 'december'],
];

/** The month (1–12) a word names: a full name or its first three letters or more ("ноя", "Nov."). */
function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const i = MONTHS.findIndex((names) => names.some((n) => n === w || n.startsWith(w)));
  return i < 0 ? undefined : i + 1;
}

function fullYear(text: string): number {
  const y = Number(text);
  return text.length === 2 ? 2000 + y : y;
}

const YEAR_SUFFIX = /\s*(г\.?|года|год|ж\.?|жыл|жылы)$/i;

function dateFromText(raw: string): string | undefined {
  const t = raw
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .replace(YEAR_SUFFIX, '')
    .trim();
  let m = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/.exec(t);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4}|\d{2})$/.exec(t);
  if (m) return isoDate(fullYear(m[3] as string), Number(m[2]), Number(m[1]));
  // A moment written out (a Date turned into text): the nearest calendar day, as for a Date.
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(t)) {
    const ms = Date.parse(t);
    return Number.isNaN(ms) ? undefined : fromDayNumber(Math.round(ms / DAY_MS));
  }
  // 24 ноября 2026, 24-қараша 2026, 24 Nov 2026
  m = /^(\d{1,2})[-\s]*([\p{L}]+\.?)[,\s]+(\d{4})$/u.exec(t);
  if (m) {
    const month = monthOf(m[2] as string);
    return month === undefined ? undefined : isoDate(Number(m[3]), month, Number(m[1]));
  }
  // November 24, 2026; 2026 жылғы 24 қараша is left out (typed rarely)
  m = /^([\p{L}]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/u.exec(t);
  if (m) {
    const month = monthOf(m[1] as string);
    return month === undefined ? undefined : isoDate(Number(m[3]), month, Number(m[2]));
  }
  return undefined;
}

/** A date as typed, as "YYYY-MM-DD"; null for a blank cell, undefined when it is no date. */
export function parseDate(cell: unknown): string | null | undefined {
  if (isBlank(cell)) return null;
  if (cell instanceof Date) {
    const ms = cell.getTime();
    return Number.isNaN(ms) ? undefined : fromDayNumber(Math.round(ms / DAY_MS));
  }
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return undefined;
    // A serial number: the day it counts (a time of day, if any, is dropped).
    const days = Math.floor(cell + 1e-9);
    return fromDayNumber(Math.round((SERIAL_EPOCH_MS + days * DAY_MS) / DAY_MS));
  }
  if (typeof cell === 'string') return dateFromText(cell);
  return undefined;
}

function minutesOf(hours: number, minutes: number): number | undefined {
  if (!Number.isInteger(hours) || !Number.isInteger(minutes) || minutes < 0 || minutes > 59 || hours < 0)
    return undefined;
  const total = hours * 60 + minutes;
  return total <= MINUTES_PER_DAY ? total : undefined;
}

function timeFromText(raw: string): number | undefined {
  const t = raw
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .toLowerCase();
  // 9:30 am, 9 pm, 12.15 p.m.
  let m = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\.?$/.exec(t);
  if (m) {
    const h = Number(m[1]);
    if (h < 1 || h > 12) return undefined;
    return minutesOf((h % 12) + (m[3] === 'p' ? 12 : 0), Number(m[2] ?? 0));
  }
  // 10:30, 10.30, 10:30:00, 10 ч 30 (мин), 10 сағ 30, 10h30
  m = /^(\d{1,2})\s*(?:[:.]|ч\.?|час(?:ов|а)?|сағ\.?|сағат|h)\s*(\d{2})(?:[:.]00)?\s*(?:мин\.?|min\.?)?$/.exec(t);
  if (m) return minutesOf(Number(m[1]), Number(m[2]));
  // 10, 10 ч, 10 сағ, 10h: whole hours
  m = /^(\d{1,2})\s*(?:ч\.?|час(?:ов|а)?|сағ\.?|сағат|h)?$/.exec(t);
  if (m) return minutesOf(Number(m[1]), 0);
  return undefined;
}

/** A time of day as typed, in minutes after midnight (0–1440); null for a blank cell, undefined when it is no time. */
export function parseTime(cell: unknown): number | null | undefined {
  if (isBlank(cell)) return null;
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return undefined;
    return (
      (Math.round((cell.getHours() * 3600 + cell.getMinutes() * 60 + cell.getSeconds()) / 60) % MINUTES_PER_DAY) + 0
    );
  }
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 0) return undefined;
    if (cell < 1) return Math.round(cell * MINUTES_PER_DAY);
    return Number.isInteger(cell) && cell <= 24 ? cell * 60 : undefined;
  }
  if (typeof cell === 'string') return timeFromText(cell);
  return undefined;
}

/** "24.11.2026": day first, as the committee writes it in every language. */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * "10:05"; a time past midnight (a plan running late) as "01:10 (+1)": the days after the
 * planned one in brackets.
 */
export function formatTime(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const days = Math.floor(m / MINUTES_PER_DAY);
  const rest = m - days * MINUTES_PER_DAY;
  const text = `${pad(Math.floor(rest / 60))}:${pad(rest % 60)}`;
  if (m === MINUTES_PER_DAY) return '24:00';
  return days > 0 ? `${text} (+${days})` : text;
}
