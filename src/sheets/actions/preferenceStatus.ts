/**
 * Preference: where the tournament stands (tours seated and complete, the standings so far, the
 * final, what comes next), read from the sheets; and who the sheets have recorded so far, checked
 * against the registration before the tournament goes on (`renamedRefusal`). The committee's entry
 * point is ./preference.ts.
 */
import type { Lang } from '../../i18n/messages';
import { nameKey } from '../../rules/names';
import { findSheet, problem, refused, say, type ActionResult, type Ctx, type ProblemView } from '../context';
import { a1 } from '../plan';
import { readAttendance, type Attendance } from '../kinds/attendanceSheet';
import { readFinal } from '../kinds/finalSheet';
import { DEFAULT_TOURS } from '../kinds/preferenceCommon';
import { standingsAfter } from '../kinds/standingsSheet';
import { readTour, tourSheet, type RosterRead, type TourRecord } from '../kinds/tourSheet';
import { refuse } from '../common/results';
import { nearNames } from '../common/nearNames';

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
    const attendanceSheet = findSheet(ctx, 'pref.attendance');
    const attendance = attendanceSheet ? readAttendance(attendanceSheet, ctx.lang) : null;
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
      const rec = readTour(sheet, k, ctx.lang);
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
      const rec = readFinal(finalSheet, ctx.lang);
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

// ---- who the sheets have recorded ------------------------------------------------------------------

/** A name the preference sheets recorded, and where. */
export interface RecordedName {
  name: string;
  /** where it is now (tour sheets first, then the attendance sheet) */
  cells: { sheet: string; cell: string }[];
  /** on the roster of a seated tour (his results, his −8, his seating are recorded under it) */
  onTours: boolean;
  /** his line on the attendance sheet holds a tick (an announced absence) */
  ticked: boolean;
}

/** At most this many cells are named for one name. */
const MAX_CELLS = 6;

function quoted(s: string, lang: Lang): string {
  return lang === 'en' ? `"${s}"` : `«${s}»`;
}

/** The names recorded on the seated tours' rosters and on the attendance sheet, by nameKey, with their cells. */
export function recordedNames(
  tours: readonly RosterRead[],
  attendance: { sheet: string; record: Attendance } | null,
): Map<string, RecordedName> {
  const out = new Map<string, RecordedName>();
  const at = (name: string) => {
    const key = nameKey(name);
    let r = out.get(key);
    if (!r) {
      r = { name, cells: [], onTours: false, ticked: false };
      out.set(key, r);
    }
    return r;
  };
  for (const t of tours) {
    for (const line of t.roster) {
      const r = at(line.name);
      r.onTours = true;
      r.cells.push({ sheet: t.sheet, cell: a1(line.row, t.cols.player) });
    }
  }
  if (attendance) {
    const { sheet, record } = attendance;
    for (const line of record.lines) {
      const r = at(line.name);
      r.cells.push({ sheet, cell: a1(line.row, record.playerCol) });
      if ((record.marks.get(nameKey(line.name)) ?? []).some(Boolean)) r.ticked = true;
    }
  }
  return out;
}

/**
 * The one comparison of the preference actions (prepare attendance, seat a tour, seat the final):
 * every name recorded by the sheets must still be a registered name (`nameKey`: case, spaces,
 * invisible characters and look-alike letters do not matter). A name on a seated tour's roster that
 * the registration no longer has refuses with `prefNameChanged` — one problem per such name,
 * naming where it is recorded and the registered names that look like it — since seating on would
 * drop his results without a word; a name only on the attendance sheet whose line holds ticks
 * refuses with `attendanceOrphans` (his announced absences would be lost). A newly registered player
 * (recorded nowhere yet) and a name only on the attendance sheet without a tick are fine.
 */
export function renamedRefusal(
  ctx: Ctx,
  players: readonly string[],
  recorded: ReadonlyMap<string, RecordedName>,
): ActionResult<never> | null {
  const registered = new Set(players.map(nameKey));
  const missing = [...recorded.entries()].filter(([key]) => !registered.has(key)).map(([, r]) => r);
  const renamed = missing.filter((r) => r.onTours);
  if (renamed.length > 0) {
    const listed = players.map((name) => ({ name }));
    const problems = renamed.map((r) => {
      const near = nearNames(r.name, listed).map((x) => quoted(x.name, ctx.lang));
      const shown = r.cells.slice(0, MAX_CELLS).map((c) => `${quoted(c.sheet, ctx.lang)}!${c.cell}`);
      const where = r.cells.length > MAX_CELLS ? `${shown.join(', ')} …` : shown.join(', ');
      const hint = near.length > 0 ? say(ctx, 'prefNameNear', { names: near.join(', ') }) : '';
      const first = r.cells[0];
      return problem(
        ctx,
        'error',
        'prefNameChanged',
        { name: r.name, where, near: hint },
        first ? `${first.sheet}!${first.cell}` : undefined,
      );
    });
    return refuse(problems[0]?.message ?? '', problems);
  }
  const orphans = missing.filter((r) => r.ticked);
  if (orphans.length > 0) {
    const p = problem(ctx, 'error', 'attendanceOrphans', { names: orphans.map((r) => r.name).join(', ') });
    return refuse(p.message, [p]);
  }
  return null;
}
