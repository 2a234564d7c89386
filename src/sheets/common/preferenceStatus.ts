/**
 * Preference: where the tournament stands (tours seated and complete, the standings so far, the
 * final, what comes next), read from the sheets (reads only). The committee asks it through
 * ../actions/preference.ts; the status and the record's cover page read it too.
 */
import { closeAhead, findSheet, refused, say, type ActionResult, type Ctx, type ProblemView } from '../context';
import { readAttendance } from '../kinds/attendanceSheet';
import { readFinal } from '../kinds/finalSheet';
import { DEFAULT_TOURS } from '../kinds/preferenceCommon';
import { standingsAfter } from '../kinds/standingsSheet';
import { readTour, tourSheet, type TourRecord } from '../kinds/tourSheet';

export interface TourStatus {
  n: number;
  sheet: string | null;
  seated: boolean;
  complete: boolean;
  tables: number;
  completeTables: number;
  /** not seated in this tour (announced absence) */
  absent: string[];
}

export interface PreferenceStatusData {
  tours: number;
  attendance: boolean;
  rounds: TourStatus[];
  /** the standings over the seated tours (unfinished tables count nothing yet) */
  standings: { place: number; player: string; rating: number; whists: number }[];
  final: {
    seated: boolean;
    complete: boolean;
    players: string[];
    places: { place: number; player: string; whists: number }[];
  };
  /** what the committee does next */
  next:
    | { step: 'attendance' }
    | { step: 'tour'; tour: number }
    | { step: 'wait'; tour: number }
    | { step: 'final' }
    | { step: 'done' };
}

/** Where the preference tournament stands, as plain data for the sidebar (reads only). */
export function preferenceStatus(ctx: Ctx, players: string[], tours?: number): ActionResult<PreferenceStatusData> {
  try {
    // inside an action: the sheets it reads one after another, closed together (one flush)
    const most = Math.max(tours ?? 0, DEFAULT_TOURS);
    closeAhead(ctx, [
      ['pref.attendance'],
      ...Array.from({ length: most }, (_, i) => ['pref.tour', { n: i + 1 }] as const),
      ['pref.final'],
    ]);
    const attendanceSheet = findSheet(ctx, 'pref.attendance');
    const attendance = attendanceSheet ? readAttendance(ctx.sheets.read(attendanceSheet), ctx.lang) : null;
    const T = tours ?? (attendance && attendance.tours > 0 ? attendance.tours : DEFAULT_TOURS);
    const problems: ProblemView[] = [];
    const records: TourRecord[] = [];
    const rounds: TourStatus[] = [];
    for (let k = 1; k <= T; k++) {
      const sheet = tourSheet(ctx, k);
      if (!sheet) {
        rounds.push({ n: k, sheet: null, seated: false, complete: false, tables: 0, completeTables: 0, absent: [] });
        continue;
      }
      const rec = readTour(ctx.sheets.read(sheet), k, ctx.lang);
      records.push(rec);
      rounds.push({
        n: k,
        sheet: rec.sheet,
        seated: true,
        complete: rec.complete,
        tables: rec.tables.length,
        completeTables: rec.tables.filter((t) => t.complete).length,
        absent: rec.roster.filter((l) => l.missed).map((l) => l.name),
      });
    }
    const list = standingsAfter(records, players).map((l) => ({
      place: l.place,
      player: l.player,
      rating: l.rating,
      whists: l.whists,
    }));
    const finalSheet = findSheet(ctx, 'pref.final');
    const final: PreferenceStatusData['final'] = { seated: false, complete: false, players: [], places: [] };
    if (finalSheet) {
      const rec = readFinal(ctx.sheets.read(finalSheet), ctx.lang);
      final.seated = true;
      final.players = rec.players;
      final.complete = rec.places !== null;
      if (rec.places && rec.table.result) {
        const res = rec.table.result;
        final.places = rec.players
          .map((player, i) => ({ place: rec.places?.[i] ?? 0, player, whists: res[i] ?? 0 }))
          .sort((x, y) => x.place - y.place);
      }
    }
    let next: PreferenceStatusData['next'];
    const open = rounds.find((r) => !r.complete);
    if (!attendance) next = { step: 'attendance' };
    else if (open && !open.seated) {
      const before = rounds[open.n - 2];
      next = open.n === 1 || before?.complete ? { step: 'tour', tour: open.n } : { step: 'wait', tour: open.n - 1 };
    } else if (open) next = { step: 'wait', tour: open.n };
    else if (!final.seated) next = { step: 'final' };
    else next = final.complete ? { step: 'done' } : { step: 'wait', tour: T + 1 };
    const seated = rounds.filter((r) => r.seated).length;
    const complete = rounds.filter((r) => r.complete).length;
    return {
      ok: true,
      message: say(ctx, 'prefStatus', { seated, complete, tours: T }),
      problems,
      sheets: [],
      data: { tours: T, attendance: attendance !== null, rounds, standings: list, final, next },
    };
  } catch (error) {
    return refused(ctx, error);
  }
}
