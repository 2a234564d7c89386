/**
 * Preference: the attendance sheet (Art. 16 item 4): one checkbox per player and tour; ticked =
 * the player announced he skips that tour: he is not seated and gets −8 (Art. 16 item 12). Its
 * layout, plan and reader.
 *
 * Nothing typed is lost (SPEC §5): when the number of tours is lowered, the columns of the tours
 * beyond it that hold ticks are kept after the others, labelled as beyond the setting ("kept");
 * readers do not use them while they are beyond it, and when the number is raised again the
 * rebuilt sheet puts their ticks back in their tours' columns.
 *
 * Anchors: the top row, the header row, the number and player columns ("c:no", "c:player"), each
 * tour's column ("tour:3"; a kept one "kept:7"). The reader finds the players under the header and
 * each tour's ticks in its own column wherever rows and columns moved; players are told apart by
 * name (`nameKey`), so rows may be sorted or moved freely.
 */
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { nameKey } from '../../rules/names';
import { cellText } from '../context';
import { realign } from '../identity';
import { readOf, type SheetSource } from '../sheetIndex';
import { newGrid, type AnchorSpec, type Rect, type SheetPlan } from '../plan';
import { COLOR, isTrue, NO_ANCHORS, refuseLostOrMoved, type SheetRead } from './preferenceCommon';

export const ATTENDANCE = { header: 1, first: 2, no: 0, player: 1, tours: 2 } as const;

export interface AttendanceOptions {
  lang: Lang;
  name: string;
  players: readonly string[];
  tours: number;
  /**
   * Marks to keep (by nameKey): marks[k - 1] = announced skipping tour k. Ticks of tours beyond
   * `tours` keep their column (see `keptTours`).
   */
  marks?: ReadonlyMap<string, readonly boolean[]>;
}

/** The tours beyond `tours` in which one of `players` has a tick: their columns are kept. */
export function keptTours(
  players: readonly string[],
  marks: ReadonlyMap<string, readonly boolean[]> | undefined,
  tours: number,
): number[] {
  const kept = new Set<number>();
  for (const p of players) {
    (marks?.get(nameKey(p)) ?? []).forEach((ticked, k) => {
      if (ticked && k + 1 > tours) kept.add(k + 1);
    });
  }
  return [...kept].sort((x, y) => x - y);
}

/** The columns of the sheet: tours 1…T, then the kept ones (tour numbers), in order. */
function tourColumns(tours: number, kept: readonly number[]): { k: number; kept: boolean; col: number }[] {
  const list = Array.from({ length: tours }, (_, i) => ({ k: i + 1, kept: false }));
  for (const k of kept) list.push({ k, kept: true });
  return list.map((t, i) => ({ ...t, col: ATTENDANCE.tours + i }));
}

const TOP: AnchorSpec = { at: 0, id: 'top' };
const HEADER: AnchorSpec = { at: ATTENDANCE.header, id: 'header' };
const NAME_COLUMNS: AnchorSpec[] = [
  { at: ATTENDANCE.no, id: 'c:no' },
  { at: ATTENDANCE.player, id: 'c:player' },
];

/** The rows and columns found again by developer metadata: top, header; number, player and every tour column. */
export function attendanceAnchors(
  tours: number,
  kept: readonly number[] = [],
): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  return {
    rows: [TOP, HEADER],
    cols: [
      ...NAME_COLUMNS,
      ...tourColumns(tours, kept).map((t) => ({ at: t.col, id: `${t.kept ? 'kept' : 'tour'}:${t.k}` })),
    ],
  };
}

export function attendancePlan(o: AttendanceOptions): SheetPlan {
  const T = o.tours;
  const N = o.players.length;
  const kept = keptTours(o.players, o.marks, T);
  const columns = tourColumns(T, kept);
  const width = ATTENDANCE.tours + columns.length;
  const g = newGrid(ATTENDANCE.first + Math.max(N, 1), width);
  g.put(0, 0, label('prefAttendanceNote', o.lang));
  g.formats.push({ rect: { row: 0, col: 0, rows: 1, cols: width }, bold: true });
  g.put(ATTENDANCE.header, ATTENDANCE.no, label('matchNo', o.lang));
  g.put(ATTENDANCE.header, ATTENDANCE.player, label('player', o.lang));
  for (const t of columns)
    g.put(
      ATTENDANCE.header,
      t.col,
      t.kept ? label('prefTourKept', o.lang, { n: t.k, tours: T }) : label('prefTour', o.lang, { n: t.k }),
    );
  g.formats.push({
    rect: { row: ATTENDANCE.header, col: 0, rows: 1, cols: width },
    bold: true,
    background: COLOR.header,
    wrap: true,
    align: 'center',
  });
  o.players.forEach((p, i) => {
    const row = ATTENDANCE.first + i;
    const marks = o.marks?.get(nameKey(p));
    g.put(row, ATTENDANCE.no, i + 1);
    g.put(row, ATTENDANCE.player, p);
    for (const t of columns) g.put(row, t.col, marks?.[t.k - 1] === true);
  });
  if (N > 0) {
    const box: Rect = { row: ATTENDANCE.first, col: ATTENDANCE.tours, rows: N, cols: columns.length };
    g.inputs.push(box);
    g.validations.push({ rect: box, rule: { kind: 'checkbox', help: label('helpSkip', o.lang) } });
    g.formats.push({ rect: box, background: COLOR.input, align: 'center' });
    // Kept columns are not read while they are beyond the number of tours: shown greyed.
    if (kept.length > 0)
      g.formats.push({
        rect: { row: ATTENDANCE.first, col: ATTENDANCE.tours + T, rows: N, cols: kept.length },
        background: COLOR.missed,
      });
  }
  if (kept.length > 0)
    g.formats.push({
      rect: { row: ATTENDANCE.header, col: ATTENDANCE.tours + T, rows: 1, cols: kept.length },
      background: COLOR.missed,
      italic: true,
    });
  const widths = [40, 220, ...columns.map((t) => (t.kept ? 130 : 70))];
  return {
    key: 'pref.attendance',
    name: o.name,
    values: g.values,
    inputs: g.inputs,
    formats: g.formats,
    validations: g.validations,
    highlights: [],
    columnWidths: widths,
    frozenRows: ATTENDANCE.first,
    frozenCols: ATTENDANCE.tours,
    protect: true,
    anchors: attendanceAnchors(T, kept),
  };
}

// ---- reading the ticks ----------------------------------------------------------------------------

export interface AttendanceLine {
  name: string;
  /** the sheet's 0-based row where he is now */
  row: number;
}

export interface Attendance {
  /** the regular tour columns on the sheet (tours 1…tours) */
  tours: number;
  /** tours beyond the number set when the sheet was prepared whose columns were kept for their ticks */
  kept: number[];
  /** tour → the sheet's 0-based column of its ticks where it is now (regular and kept columns) */
  columns: Map<number, number>;
  /** by nameKey: marks[k - 1] = announced skipping tour k (false where the sheet has no column for k) */
  marks: Map<string, boolean[]>;
  /** names in sheet order */
  players: string[];
  /** each name with its row (sheet order) */
  lines: AttendanceLine[];
  /** the player column where it is now, 0-based */
  playerCol: number;
}

export function readAttendance(sheet: SheetSource, lang: Lang): Attendance {
  const read = readOf(sheet);
  return attendanceFromValues(read, read.name, lang);
}

/**
 * The attendance marks of a sheet as read (by the applier, or by `readAttendance`), found where its
 * rows and columns are now. A sheet written before anchors existed is read where the plan put
 * things (its tours: the header cells from the first tour column on). Refuses (`rowsLost`,
 * `rowsMoved`) when a tour column is gone or columns were moved past each other.
 */
export function attendanceFromValues(read: SheetRead, name: string, lang: Lang): Attendance {
  const anchors = read.anchors ?? NO_ANCHORS;
  const { values } = read;
  const ids = [...anchors.cols.keys()];
  const numbers = (prefix: string) =>
    ids
      .map((id) => new RegExp(`^${prefix}:(\\d+)$`).exec(id))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => Number(m[1]))
      .sort((x, y) => x - y);
  const regular = numbers('tour');
  let tours: number;
  let kept: number[];
  if (regular.length === 0 && numbers('kept').length === 0) {
    // No tour column of ours is marked: the tours are the header cells, as the plan put them.
    const header = values[ATTENDANCE.header] ?? [];
    tours = 0;
    while (cellText(header[ATTENDANCE.tours + tours]) !== '') tours++;
    kept = [];
  } else {
    // Tours 1…the highest marked one: a column missing among them was deleted (its anchor is lost).
    tours = regular[regular.length - 1] ?? 0;
    kept = numbers('kept').filter((k) => k > tours);
  }
  const planned = attendanceAnchors(tours, kept);
  const columns = tourColumns(tours, kept);
  const view = realign(planned, anchors, read, {
    rows: Math.max(values.length, ATTENDANCE.first + 1),
    cols: ATTENDANCE.tours + columns.length,
  });
  refuseLostOrMoved(name, view, lang);
  const width = Math.max(tours, ...kept, 0);
  const marks = new Map<string, boolean[]>();
  const players: string[] = [];
  const lines: AttendanceLine[] = [];
  for (let r = ATTENDANCE.first; r < view.values.length; r++) {
    const line = view.values[r] ?? [];
    const player = cellText(line[ATTENDANCE.player]);
    if (player === '') continue;
    players.push(player);
    lines.push({ name: player, row: view.row(r) ?? r });
    const own = Array.from({ length: width }, () => false);
    for (const t of columns) own[t.k - 1] = isTrue(line[t.col]);
    marks.set(nameKey(player), own);
  }
  return {
    tours,
    kept,
    columns: new Map(columns.map((t) => [t.k, view.col(t.col) ?? t.col])),
    marks,
    players,
    lines,
    playerCol: view.col(ATTENDANCE.player) ?? ATTENDANCE.player,
  };
}

/** Whether the sheet's line of this player holds a tick in any column (a kept one included). */
export function hasTicks(attendance: Attendance, player: string): boolean {
  return (attendance.marks.get(nameKey(player)) ?? []).some(Boolean);
}
