/**
 * Preference: the action that prepares the attendance sheet (Art. 16 item 4) for the given
 * players and tours; the committee's entry point (registration, settings) is ./preference.ts.
 */
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { applyPlans } from '../apply';
import { nameFor, say, withLock, type ActionResult, type Ctx } from '../context';
import type { CellValue } from '../gas';
import { attendanceFromValues, attendancePlan } from '../kinds/attendanceSheet';
import { checkPlayers, checkTours } from './common';

export interface AttendanceData {
  sheet: string;
  players: number;
  tours: number;
}

/** Creates (or extends, keeping every tick) the attendance sheet: one row per player, one checkbox per tour. */
/**
 * The ticks to carry into a rebuilt attendance sheet, by name; a tick of a name that is no longer
 * registered (a display name changed, a player removed) would be lost: refused, named.
 */
function keptMarks(values: readonly (readonly CellValue[])[] | null, players: readonly string[]): Map<string, boolean[]> {
  if (!values) return new Map();
  const marks = attendanceFromValues(values).marks;
  const now = new Set(players.map(nameKey));
  const orphans = attendanceFromValues(values).players.filter((p) => !now.has(nameKey(p)) && (marks.get(nameKey(p)) ?? []).some(Boolean));
  if (orphans.length > 0) fail('attendanceOrphans', { names: orphans.join(', ') });
  return marks;
}

export function prepareAttendance(ctx: Ctx, players: string[], tours: number): ActionResult<AttendanceData> {
  return withLock(ctx, () => {
    checkPlayers(players);
    checkTours(tours);
    const name = nameFor(ctx, 'pref.attendance');
    // The ticks already made are kept by name (rows may move when the registration changed).
    const done = applyPlans(
      ctx.services.app,
      [{ id: 'pref.attendance', name, build: (values) => attendancePlan({ lang: ctx.lang, name, players, tours, marks: keptMarks(values, players) }) }],
      { editors: ctx.editors ?? [], index: ctx.sheets },
    );
    const sheets = [...done.created, ...done.rewritten];
    return {
      ok: true,
      message: say(ctx, 'prefAttendanceDone', { sheet: name, players: players.length, tours }),
      problems: [],
      sheets,
      data: { sheet: name, players: players.length, tours },
    };
  });
}
