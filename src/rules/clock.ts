/**
 * Moments as the spreadsheet records them (SPEC §5 "Times are the spreadsheet's"): the wall clock
 * of the spreadsheet's own time zone (File → Settings; Asia/Almaty for the Exchange), in the one
 * format every sheet uses — "23.11.2026 15:29", the day first as dates are written in Kazakhstan
 * (dates.ts `formatDate`), to the minute, with no zone written after it. Pure.
 */
import { formatDate, formatTime } from './dates';
import { wallClock } from './noShows';

/** "23.11.2026 15:29": the moment `ms` on the wall clock of `timeZone` (an IANA zone). */
export function formatMoment(ms: number, timeZone: string): string {
  const w = wallClock(ms, timeZone);
  return `${formatDate(w.date)} ${formatTime(w.minutes)}`;
}

/** The calendar year of `ms` on the wall clock of `timeZone`. */
export function wallYear(ms: number, timeZone: string): number {
  return Number(wallClock(ms, timeZone).date.slice(0, 4));
}
