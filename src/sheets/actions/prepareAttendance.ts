/**
 * Preference: the action that prepares the attendance sheet (Art. 16 item 4) for the given
 * players and tours; the committee's entry point (registration, settings) is ./preference.ts.
 */
import { applyPlans } from '../apply';
import { findSheet, nameFor, say, withLock, type ActionResult, type Ctx } from '../context';
import type { CellValue } from '../gas';
import { readAnchors } from '../identity';
import { attendanceFromValues, attendancePlan, keptTours, type Attendance } from '../kinds/attendanceSheet';
import { MAX_TOURS } from '../kinds/preferenceCommon';
import { readTourRoster, tourSheet, type RosterRead } from '../kinds/tourSheet';
import { checkPlayers, checkTours } from '../common/preferencePlayers';
import { recordedNames, renamedRefusal } from '../common/preferencePlayers';

export interface AttendanceData {
  sheet: string;
  players: number;
  tours: number;
  /** tours beyond `tours` whose columns were kept for their ticks */
  kept: number[];
}

/** Thrown inside the applier's plan builder to stop it; the refusal itself is returned. */
class Refused extends Error {
  constructor(readonly result: ActionResult<never>) {
    super('refused');
  }
}

/**
 * Creates (or rebuilds, keeping every tick) the attendance sheet: one row per player, one checkbox
 * per tour. The ticks already made are carried by name (rows may move when the registration
 * changed); the columns of tours beyond `tours` that hold ticks are kept after the others. Refused
 * when a name the seated tours or the ticks recorded is no longer registered (`renamedRefusal`).
 */
export function prepareAttendance(ctx: Ctx, players: string[], tours: number): ActionResult<AttendanceData> {
  return withLock(ctx, () => {
    checkPlayers(players);
    checkTours(tours);
    const name = nameFor(ctx, 'pref.attendance');
    const existing = findSheet(ctx, 'pref.attendance');
    // The names the seated tours recorded (their rosters; the tour sheets are not rewritten here).
    const rosters: RosterRead[] = [];
    for (let n = 1; n <= MAX_TOURS; n++) {
      const sheet = tourSheet(ctx, n);
      if (sheet) rosters.push(readTourRoster(sheet, ctx.lang));
    }
    let kept: number[] = [];
    const build = (values: readonly (readonly CellValue[])[] | null) => {
      // The sheet as the applier read it (closed to typing), found where its rows and columns are now.
      const old: Attendance | null =
        values && existing
          ? attendanceFromValues(
              { values: values as CellValue[][], anchors: readAnchors(existing, values) },
              name,
              ctx.lang,
            )
          : null;
      const renamed = renamedRefusal(ctx, players, recordedNames(rosters, old ? { sheet: name, record: old } : null));
      if (renamed) throw new Refused(renamed);
      kept = keptTours(players, old?.marks, tours);
      return attendancePlan({ lang: ctx.lang, name, players, tours, ...(old ? { marks: old.marks } : {}) });
    };
    let sheets: string[];
    try {
      const done = applyPlans(ctx.services.app, [{ id: 'pref.attendance', name, build }], {
        editors: ctx.editors ?? [],
        index: ctx.sheets,
        lang: ctx.lang,
      });
      sheets = [...done.created, ...done.rewritten];
    } catch (error) {
      if (error instanceof Refused) return error.result;
      throw error;
    }
    return {
      ok: true,
      message: say(ctx, 'prefAttendanceDone', { sheet: name, players: players.length, tours }),
      problems: [],
      sheets,
      data: { sheet: name, players: players.length, tours, kept },
    };
  });
}
