/**
 * The players and the tour count the preference actions are given (prepareAttendance, seatTour,
 * seatFinal), checked; and the names the sheets have recorded so far, compared with them before the
 * tournament goes on (`renamedRefusal`).
 */
import type { Lang } from '../../i18n/messages';
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { problem, say, type ActionResult, type Ctx } from '../context';
import { a1 } from '../plan';
import type { Attendance } from '../kinds/attendanceSheet';
import { MAX_TOURS } from '../kinds/preferenceCommon';
import type { RosterRead } from '../kinds/tourSheet';
import { nearNames } from './nearNames';
import { refuse } from './results';

export function checkPlayers(players: readonly string[]): void {
  const seen = new Map<string, number>();
  players.forEach((p, i) => {
    if (typeof p !== 'string' || p.trim() === '')
      fail('seatBlankName', { position: i + 1 }, { arg: 'players', row: i });
    const key = nameKey(p);
    const first = seen.get(key);
    if (first !== undefined) fail('seatDuplicate', { name: p, first: first + 1 }, { arg: 'players', row: i });
    seen.set(key, i);
  });
}

export function checkTours(tours: number): void {
  if (!Number.isInteger(tours) || tours < 1 || tours > MAX_TOURS)
    fail('prefBadTourCount', { found: tours, max: MAX_TOURS });
}

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
