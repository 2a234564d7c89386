/**
 * Preference: the action that seats a tour. Tour 1 is drawn (Art. 17 item 3) with a recorded
 * seed; tours 2–T are seated by the standings after the previous tour (Art. 16 item 16, Art. 17
 * item 4), computed in TypeScript from the typed inputs of the tour sheets (never from
 * custom-function results read back). The committee's entry point (registration, settings) is
 * ./preference.ts.
 */
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { newSeed, seedFrom } from '../../rules/random';
import { seatByStandings, seatFirstTour, type Table } from '../../rules/seating';
import { applyPlans } from '../apply';
import {
  closeAhead,
  readOnlyAhead,
  findSheet,
  nameFor,
  problem,
  say,
  withLock,
  type ActionResult,
  type Ctx,
  type ProblemView,
} from '../context';
import { readAttendance, type Attendance } from '../kinds/attendanceSheet';
import { DEFAULT_TOUR_MINUTES } from '../kinds/preferenceCommon';
import { standingsAfter, standingsPlan, type TourRoster } from '../kinds/standingsSheet';
import { completeTours, TOUR, tourPlan, tourSheet, type TourRecord } from '../kinds/tourSheet';
import { checkPlayers, checkTours } from '../common/preferencePlayers';
import { recordedNames, renamedRefusal } from '../common/preferencePlayers';
import { gone, standingsMarks, type Ruling } from '../kinds/rulingsSheet';
import type { SheetPlan } from '../plan';
import { recordedAt, rulingsSoFar } from '../common/tableRuling';

/** Where the standings find a tour's ratings and whists: its roster rows and columns where they are now. */
function rosterOf(rec: TourRecord): TourRoster {
  return {
    sheet: rec.sheet,
    rows: new Map(rec.roster.map((l) => [nameKey(l.name), l.row])),
    cols: { rating: rec.cols.rating, whists: rec.cols.whists },
  };
}

function absentees(
  attendance: Attendance,
  players: readonly string[],
  n: number,
): { absent: Set<string>; unknown: string[] } {
  const absent = new Set<string>();
  const unknown: string[] = [];
  for (const p of players) {
    const marks = attendance.marks.get(nameKey(p));
    if (!marks) unknown.push(p);
    else if (marks[n - 1] === true) absent.add(p);
  }
  return { absent, unknown };
}

export interface SeatTourOptions {
  /** tour 1: the draw's seed (default: a new one from the clock); recorded on the sheet */
  seed?: number;
  /** tours of the tournament (settings; Art. 17 item 1: 7) */
  tours: number;
  /** pool target (settings; Art. 16 item 15: 120) */
  pool: number;
  /** time limit in minutes (settings; Art. 16 item 15: 90) */
  minutes?: number;
}

export interface SeatTourData {
  tour: number;
  tables: Table[];
  absent: string[];
  /** tour 1 only */
  seed?: number;
  /** tours 2..T: the standings list the tour was seated by, best first */
  order?: string[];
}

/**
 * Seats tour n: tour 1 by a recorded random draw, tours 2..T by the standings after tour n − 1
 * (every earlier tour must be complete). Absent: the attendance ticks of tour n. Writes the tour
 * sheet and regenerates the standings sheet. A tour whose scores are being typed is never
 * rewritten (the applier refuses, naming the cells).
 */
export function seatTour(ctx: Ctx, n: number, players: string[], opts: SeatTourOptions): ActionResult<SeatTourData> {
  return withLock(ctx, () => {
    checkTours(opts.tours);
    if (!Number.isInteger(n) || n < 1 || n > opts.tours) fail('prefBadTour', { found: n, tours: opts.tours });
    checkPlayers(players);
    const attendanceSheet = findSheet(ctx, 'pref.attendance');
    if (!attendanceSheet) fail('prefNoAttendance', { sheet: nameFor(ctx, 'pref.attendance') });
    const later = n < opts.tours ? tourSheet(ctx, n + 1) : findSheet(ctx, 'pref.final');
    if (later) fail('prefLaterSeated', { tour: n, later: later.getName() });
    // the sheets it reads one after another, closed to typing together (one flush: context.ts)
    // (the attendance and the rulings it only reads: not closed, docs/performance.md)
    readOnlyAhead(ctx, [['pref.attendance'], ['pref.rulings']]);
    closeAhead(ctx, [...Array.from({ length: n }, (_, i) => ['pref.tour', { n: i + 1 }] as const), ['pref.standings']]);
    const records = completeTours(ctx, n - 1);
    const attendance = readAttendance(attendanceSheet, ctx.lang);
    // Every name the tours before and the attendance recorded is still registered (none dropped without a word).
    const renamed = renamedRefusal(
      ctx,
      players,
      recordedNames(records, { sheet: attendanceSheet.getName(), record: attendance }),
    );
    if (renamed) return renamed;
    // The ticks of tour n are in its column; without one, nobody's announced absence could be seen.
    if (!attendance.columns.has(n)) fail('prefNoTourColumn', { sheet: attendanceSheet.getName(), tour: n });
    const { absent, unknown } = absentees(attendance, players, n);
    // Who left or was disqualified from this tour or before is not seated (the rulings sheet).
    const rulings = rulingsSoFar(ctx);
    const out = gone(rulings, opts.tours);
    for (const p of players) if ((out.get(nameKey(p))?.from ?? Infinity) <= n) absent.add(p);
    const problems: ProblemView[] = unknown.map((name) => problem(ctx, 'warning', 'prefNotInAttendance', { name }));

    let tables: Table[];
    let seed: number | undefined;
    let order: string[] | undefined;
    if (n === 1) {
      seed = opts.seed === undefined ? newSeed(ctx.services.now()) : seedFrom(opts.seed);
      tables = seatFirstTour(players, absent, seed);
    } else {
      order = standingsAfter(records, players).map((l) => l.player);
      tables = seatByStandings(order, absent);
    }

    const name = nameFor(ctx, 'pref.tour', { n });
    const tour = tourPlan({
      lang: ctx.lang,
      name,
      n,
      players,
      tables,
      pool: opts.pool,
      minutes: opts.minutes ?? DEFAULT_TOUR_MINUTES,
      ...(seed === undefined ? {} : { seed, drawnAt: recordedAt(ctx) }),
    });
    const table = standingsWith(ctx, { players, tours: opts.tours, records, rulings }, { n, name });
    // A tour sheet nobody typed into yet may be redrawn; with scores typed the applier refuses.
    const done = applyPlans(ctx.services.app, [tour, table], {
      editors: ctx.editors ?? [],
      index: ctx.sheets,
      lang: ctx.lang,
    });
    const sheets = [...done.created, ...done.rewritten];
    const seated = tables.reduce((s, t) => s + t.players.length, 0);
    return {
      ok: true,
      message: say(ctx, 'prefTourDone', { tour: n, players: seated, tables: tables.length, absent: absent.size }),
      problems,
      sheets,
      data: {
        tour: n,
        tables,
        absent: players.filter((p) => absent.has(p)),
        ...(seed === undefined ? {} : { seed }),
        ...(order === undefined ? {} : { order }),
      },
    };
  });
}

/**
 * The standings sheet made again with tour `n` (its sheet `name`, just seated: its rows in seating
 * order) after the tours complete before it, the rulings marking who left.
 */
function standingsWith(
  ctx: Ctx,
  { players, tours, records, rulings }: { players: string[]; tours: number; records: TourRecord[]; rulings: Ruling[] },
  { n, name }: { n: number; name: string },
): SheetPlan {
  const rosters: (TourRoster | null)[] = Array.from({ length: tours }, () => null);
  records.forEach((rec, k) => (rosters[k] = rosterOf(rec)));
  rosters[n - 1] = { sheet: name, rows: new Map(players.map((p, i) => [nameKey(p), TOUR.first + i])) };
  return standingsPlan({
    lang: ctx.lang,
    name: nameFor(ctx, 'pref.standings'),
    players,
    tours,
    rosters,
    marks: standingsMarks(rulings, ctx.lang),
  });
}
