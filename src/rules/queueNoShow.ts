/**
 * The no-show clock of a called match (issue 26 item 3). The rules count the lateness from "the time
 * the committee announced" (Art. 11 item 18, Art. 14 item 12: 15 minutes; Art. 16 item 4: 10 minutes
 * for a preference tour); with the table queue the call to a table is the committee's announcement,
 * so the clock counts from the call. Our reading where the rules are silent (docs/rules.md): a match
 * called earlier than the time announced in the day plan counts from the announced time — a player
 * told 11:00 is not late at 10:50 because the queue ran ahead — so the clock counts from the later of
 * the two. Pure; moments are whole minutes from the first day's midnight (tableQueue.ts).
 */
import { addDays } from './dates';
import { LATE_BY_RULE, type NoShowGame, type WallMoment } from './noShows';
import { DAY_MINUTES } from './tableQueue';

/** The lateness of a game: the rules' (15, 15, 10) or, in futsal, the committee's setting. */
export function lateMinutesOf(game: NoShowGame, futsalLate: number): number {
  return game === 'futsal' ? futsalLate : LATE_BY_RULE[game].minutes;
}

/** When the clock starts: the call, or the announced time when the call came before it. */
export function clockStart(called: number, announced: number | null): number {
  return announced === null ? called : Math.max(called, announced);
}

/** From when a "did not appear" mark counts: the clock's start plus the whole lateness allowed. */
export function noShowAt(called: number, announced: number | null, lateMinutes: number): number {
  return clockStart(called, announced) + lateMinutes;
}

/** Whether a mark made at `now` counts (the player who comes at minute 15 came in time: from minute 15 on). */
export function noShowCounts(now: number, called: number, announced: number | null, lateMinutes: number): boolean {
  return now >= noShowAt(called, announced, lateMinutes);
}

/** A moment as the wall clock of the tournament (its first day's date): for the sheets' messages. */
export function wallOf(firstDate: string, moment: number): WallMoment {
  const days = Math.floor(moment / DAY_MINUTES);
  return { date: addDays(firstDate, days), minutes: moment - days * DAY_MINUTES };
}
