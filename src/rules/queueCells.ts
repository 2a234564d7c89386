/**
 * The queue sheet's cells as the table queue reads them (docs/queue.md): its match columns, shared
 * by the sheet (src/sheets/kinds/queueLayout.ts) and its custom function KASE_QUEUE
 * (src/functions/queue.ts), and the moments it records as text — "1 10:40", the day of play
 * (1-based) and the time — so that Sheets never turns them into dates of its own.
 */
import { CellKind, optionalCount, optionalName, optionalNonNegative } from './cells';
import { DAY_MINUTES } from './tableQueue';

/** The match columns, left to right (0-based within the matches' range). */
export const QUEUE_COLS = {
  key: 0,
  match: 1,
  planned: 2,
  minutes: 3,
  a: 4,
  b: 5,
  firstDay: 6,
  lastDay: 7,
  result: 8,
  held: 9,
  called: 10,
  table: 11,
  ended: 12,
} as const;
export const QUEUE_MATCH_COLS = 13;

/** The longest tournament there is: a day of play past it is a typo (and would run the queue on for nothing). */
export const MAX_DAYS = 31;

const MOMENT = /^(\d{1,2})\s+(\d{1,2})[:.](\d{2})$/;
const CLOCK = /^(\d{1,2})[:.](\d{2})$/;

/** A moment as the queue sheet writes it: "1 10:40" (day 1, 10:40); a late day past midnight shows 24:10. */
export function momentText(moment: number): string {
  const day = Math.floor(moment / DAY_MINUTES);
  const m = moment - day * DAY_MINUTES;
  return `${day + 1} ${clockText(m)}`;
}

/** Minutes after midnight as "10:40". */
export function clockText(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** "1 10:40" as a moment; empty = null. */
export const momentCell = new CellKind<number | null>((v) => {
  if (isBlank(v)) return null;
  const m = typeof v === 'string' ? MOMENT.exec(v.trim()) : null;
  if (!m) return { refused: 'queueBadMoment' };
  const [day, h, min] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (day < 1 || day > MAX_DAYS || min > 59 || h > 47) return { refused: 'queueBadMoment' };
  return (day - 1) * DAY_MINUTES + h * 60 + min;
});

/** "10:00" as minutes after midnight (a Sheets time, a fraction of a day, too). */
export const clockCell = new CellKind<number>((v) => {
  if (typeof v === 'number' && v >= 0 && v < 2) return Math.round(v * DAY_MINUTES);
  const m = typeof v === 'string' ? CLOCK.exec(v.trim()) : null;
  if (!m || Number(m[2]) > 59 || Number(m[1]) > 47) return { refused: 'queueBadClock' };
  return Number(m[1]) * 60 + Number(m[2]);
});

/** A person as the queue compares people: the name, trimmed, without case. */
export const personCell = new CellKind<string | null>((v) => {
  const r = optionalName.safeParse(v);
  return r.success ? (r.data === null ? null : personKey(r.data)) : { refused: r.code };
});

/** A day of play, 1 to 31; empty = null. */
export const dayCell = optionalCount.check((v) => v === null || (v >= 1 && v <= MAX_DAYS), 'queueBadDay');

/** The most tables (courts, boards) a game has: a larger number is a typo. */
export const MAX_TABLES = 99;

/** A table's number, 1 to 99; empty = null. */
export const tableCell = optionalCount.check((v) => v === null || (v >= 1 && v <= MAX_TABLES), 'queueBadTable');

/** Minutes, a day at most (a match's length, a changeover, a rest); empty = null. */
export const minutesCell = optionalNonNegative.check((v) => v === null || v <= DAY_MINUTES, 'queueBadMinutes');

/** A person's name as the queue compares people (KASE_QUEUE's personCell does the same). */
export function personKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}
