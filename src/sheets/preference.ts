/**
 * The preference tournament (Ch. 5, SPEC §4 Preference): the attendance sheet, one sheet per
 * tour, the final sheet and the standings sheet, and the server actions that seat the tours.
 *
 * - Attendance (Art. 16 item 4): one checkbox per player and tour; ticked = the player announced
 *   he skips that tour: he is not seated and gets −8 (Art. 16 item 12).
 * - A tour sheet: the roster of every player in registration order (table, missed, whists,
 *   rating by one PREF_RATING spill) and, beside it, one entry block per table: pools,
 *   mountains and the whists each player wrote on each other (Code 4), settled by
 *   PREF_CLOSE_BULLET with the compulsory close of Art. 18 item 13.
 * - Tour 1 is drawn (Art. 17 item 3) with a recorded seed; tours 2–T are seated by the standings
 *   after the previous tour (Art. 16 item 16, Art. 17 item 4), computed here in TypeScript from
 *   the typed inputs of the tour sheets (never from custom-function results read back).
 * - The final (Art. 17 items 5–6): the top 4 of the standings after the last tour, leaving out
 *   anyone who missed it; places by the whists of the final party.
 *
 * Tables are numbered 1, 2, …; the seat order is the list order (the last listed deals first,
 * Art. 16 item 5.1). Names are always written as literal text, never inside a formula.
 */
import { label } from '../i18n/labels';
import type { Lang } from '../i18n/messages';
import { fail } from '../rules/errors';
import { nameKey } from '../rules/names';
import { clean } from '../rules/numbers';
import { settlePulka } from '../rules/pulka';
import { newSeed, seedFrom } from '../rules/random';
import { tourRating, type RatingRow } from '../rules/rating';
import { FINAL_TABLE_SIZE, finalTable, seatByStandings, seatFirstTour, type Table } from '../rules/seating';
import { standings, type StandingLine } from '../rules/tables';
import { applyPlans } from './apply';
import { cellText, findSheet, nameFor, problem, readAll, refused, say, withLock, type ActionResult, type Ctx, type ProblemView } from './context';
import type { CellValue, SheetLike } from './gas';
import { a1, cellRect, SHEET_COLORS, emptyGrid, rectA1, ref, type Cell, type Format, type Highlight, type Rect, type SheetPlan, type Validation, type ValidationRange } from './plan';

// ---- limits and defaults ---------------------------------------------------------------------

export const DEFAULT_TOURS = 7;
export const DEFAULT_POOL = 120;
export const DEFAULT_FINAL_POOL = 200;
export const DEFAULT_TOUR_MINUTES = 90;
/** The settings sheet allows 1–15 tours (Art. 17 item 1 says 7). */
export const MAX_TOURS = 15;
export const POOL_MAX = 1000;
export const MOUNTAIN_LIMIT = 10000;
export const WHISTS_MAX = 100000;

const COLOR = {
  ...SHEET_COLORS,
  qualifier: SHEET_COLORS.good,
  formula: '#f3f3f3',
  diagonal: '#bfbfbf',
  closed: '#fce5cd',
  missed: '#e7e6e6',
};

const cell = cellRect;

/** A text constant inside a formula (never a name: names are literal cells). */
function text(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

interface Grid {
  values: Cell[][];
  formats: Format[];
  validations: ValidationRange[];
  highlights: Highlight[];
  inputs: Rect[];
  put(row: number, col: number, v: Cell): void;
}

function newGrid(rows: number, cols: number): Grid {
  const values = emptyGrid(rows, cols);
  return {
    values,
    formats: [],
    validations: [],
    highlights: [],
    inputs: [],
    put(row, col, v) {
      const line = values[row];
      if (line && col < line.length) line[col] = v;
    },
  };
}

// ---- one table's entry block (tour sheets and the final) ---------------------------------------

/** Offsets of a block's columns from its seat column. */
export const BLOCK = { seat: 0, player: 1, pool: 2, mountain: 3, whists: 4, result: 8, width: 9 } as const;

export interface BlockLayout {
  /** "1", "2", … (the final: "1") */
  label: string;
  /** seat order */
  players: string[];
  /** title row; the header is top + 1, seat k (0-based) is at top + 2 + k */
  top: number;
  /** the seat column */
  col: number;
}

export interface BlockRects {
  first: number;
  pools: Rect;
  mountains: Rect;
  whists: Rect;
  result: Rect;
  /** cells referees type into: pools, mountains and the whists off the diagonal */
  inputs: Rect[];
}

export function blockRects(b: BlockLayout): BlockRects {
  const n = b.players.length;
  const first = b.top + 2;
  const inputs: Rect[] = [];
  for (let i = 0; i < n; i++) {
    // pool, mountain and the whists left of the diagonal are contiguous; then those right of it
    inputs.push({ row: first + i, col: b.col + BLOCK.pool, rows: 1, cols: 2 + i });
    if (i < n - 1) inputs.push({ row: first + i, col: b.col + BLOCK.whists + i + 1, rows: 1, cols: n - 1 - i });
  }
  return {
    first,
    pools: { row: first, col: b.col + BLOCK.pool, rows: n, cols: 1 },
    mountains: { row: first, col: b.col + BLOCK.mountain, rows: n, cols: 1 },
    whists: { row: first, col: b.col + BLOCK.whists, rows: n, cols: n },
    result: { row: first, col: b.col + BLOCK.result, rows: n, cols: 1 },
    inputs,
  };
}

/** Rows a block takes, the blank row after it included. */
export function blockHeight(size: number): number {
  return size + 3;
}

/** "" until every pool and mountain of the table is typed. */
function blankCondition(r: BlockRects): string {
  return `COUNTBLANK(${rectA1(r.pools, true)})+COUNTBLANK(${rectA1(r.mountains, true)})>0`;
}

interface BlockRules {
  pool: Validation;
  mountain: Validation;
  whists: Validation;
}

function blockRules(lang: Lang, pool: number): BlockRules {
  return {
    pool: { kind: 'number', min: 0, max: POOL_MAX, help: label('helpPool', lang, { pool }) },
    mountain: { kind: 'number', min: -MOUNTAIN_LIMIT, max: MOUNTAIN_LIMIT, help: label('helpMountain', lang) },
    whists: { kind: 'number', min: 0, max: WHISTS_MAX, help: label('helpWhists', lang) },
  };
}

function writeBlock(g: Grid, b: BlockLayout, title: string, lang: Lang, rules: BlockRules, poolTarget: Rect): BlockRects {
  const r = blockRects(b);
  const n = b.players.length;
  const c = b.col;
  const cond = blankCondition(r);
  g.put(b.top, c + BLOCK.seat, title);
  g.put(b.top, c + BLOCK.whists, label('prefWhistsOn', lang));
  g.put(b.top, c + BLOCK.result, { f: `=IF(${cond},${text(label('prefTableWaiting', lang))},${text(label('prefTableDone', lang))})` });
  g.formats.push({ rect: { row: b.top, col: c, rows: 1, cols: BLOCK.width }, bold: true, background: COLOR.title, fontColor: COLOR.titleText });
  g.put(b.top + 1, c + BLOCK.seat, label('prefSeat', lang));
  g.put(b.top + 1, c + BLOCK.player, label('player', lang));
  g.put(b.top + 1, c + BLOCK.pool, label('prefPool', lang));
  g.put(b.top + 1, c + BLOCK.mountain, label('prefMountain', lang));
  for (let j = 0; j < n; j++) g.put(b.top + 1, c + BLOCK.whists + j, `→ ${j + 1}`);
  g.put(b.top + 1, c + BLOCK.result, label('prefResult', lang));
  g.formats.push({ rect: { row: b.top + 1, col: c, rows: 1, cols: BLOCK.width }, bold: true, background: COLOR.header, wrap: true, align: 'center' });
  const pools = rectA1(r.pools, true);
  const mountains = rectA1(r.mountains, true);
  const whists = rectA1(r.whists, true);
  b.players.forEach((p, k) => {
    const row = r.first + k;
    g.put(row, c + BLOCK.seat, k + 1);
    g.put(row, c + BLOCK.player, p);
    g.put(row, c + BLOCK.result, { f: `=IF(${cond},"",INDEX(PREF_CLOSE_BULLET(${pools},${mountains},${whists}),${k + 1}))` });
    g.formats.push({ rect: cell(row, c + BLOCK.whists + k), background: COLOR.diagonal });
  });
  g.formats.push({ rect: { row: r.first, col: c + BLOCK.seat, rows: n, cols: 1 }, align: 'center' });
  for (const rect of r.inputs) g.formats.push({ rect, background: COLOR.input });
  g.formats.push({ rect: r.result, background: COLOR.formula, bold: true });
  g.validations.push({ rect: r.pools, rule: rules.pool });
  g.validations.push({ rect: r.mountains, rule: rules.mountain });
  for (const rect of r.inputs) {
    const whistPart = rect.col <= c + BLOCK.mountain ? { ...rect, col: c + BLOCK.whists, cols: rect.cols - 2 } : rect;
    if (whistPart.cols > 0) g.validations.push({ rect: whistPart, rule: rules.whists });
  }
  g.inputs.push(...r.inputs);
  const top = a1(r.first, c + BLOCK.pool);
  g.highlights.push({ rect: r.pools, formula: `=AND(ISNUMBER(${top}),${top}<${a1(poolTarget.row, poolTarget.col, true)})`, background: COLOR.closed });
  return r;
}

// ---- the attendance sheet ------------------------------------------------------------------------

export const ATTENDANCE = { header: 1, first: 2, no: 0, player: 1, tours: 2 } as const;

export interface AttendanceOptions {
  lang: Lang;
  name: string;
  players: readonly string[];
  tours: number;
  /** Marks to keep (by nameKey): marks[k] = announced skipping tour k + 1. */
  marks?: ReadonlyMap<string, readonly boolean[]>;
}

export function attendancePlan(o: AttendanceOptions): SheetPlan {
  const T = o.tours;
  const N = o.players.length;
  const width = ATTENDANCE.tours + T;
  const g = newGrid(ATTENDANCE.first + Math.max(N, 1), width);
  g.put(0, 0, label('prefAttendanceNote', o.lang));
  g.formats.push({ rect: { row: 0, col: 0, rows: 1, cols: width }, bold: true });
  g.put(ATTENDANCE.header, ATTENDANCE.no, label('matchNo', o.lang));
  g.put(ATTENDANCE.header, ATTENDANCE.player, label('player', o.lang));
  for (let k = 0; k < T; k++) g.put(ATTENDANCE.header, ATTENDANCE.tours + k, label('prefTour', o.lang, { n: k + 1 }));
  g.formats.push({ rect: { row: ATTENDANCE.header, col: 0, rows: 1, cols: width }, bold: true, background: COLOR.header, wrap: true, align: 'center' });
  o.players.forEach((p, i) => {
    const row = ATTENDANCE.first + i;
    const kept = o.marks?.get(nameKey(p));
    g.put(row, ATTENDANCE.no, i + 1);
    g.put(row, ATTENDANCE.player, p);
    for (let k = 0; k < T; k++) g.put(row, ATTENDANCE.tours + k, kept?.[k] === true);
  });
  if (N > 0) {
    const box: Rect = { row: ATTENDANCE.first, col: ATTENDANCE.tours, rows: N, cols: T };
    g.inputs.push(box);
    g.validations.push({ rect: box, rule: { kind: 'checkbox', help: label('helpSkip', o.lang) } });
    g.formats.push({ rect: box, background: COLOR.input, align: 'center' });
  }
  const widths = [40, 220, ...Array.from({ length: T }, () => 70)];
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
  };
}

export interface Attendance {
  /** tour columns on the sheet */
  tours: number;
  /** by nameKey: marks[k] = announced skipping tour k + 1 */
  marks: Map<string, boolean[]>;
  /** names in sheet order */
  players: string[];
}

function isTrue(v: CellValue | undefined): boolean {
  if (v === true) return true;
  return typeof v === 'string' && /^(true|истина|иә|да|1|x)$/i.test(v.trim());
}

export function readAttendance(sheet: SheetLike): Attendance {
  return attendanceFromValues(readAll(sheet).values);
}

/** The attendance marks in a sheet's values (as read by the applier). */
export function attendanceFromValues(values: readonly (readonly CellValue[])[]): Attendance {
  const header = values[ATTENDANCE.header] ?? [];
  let tours = 0;
  while (cellText(header[ATTENDANCE.tours + tours]) !== '') tours++;
  const marks = new Map<string, boolean[]>();
  const players: string[] = [];
  for (let r = ATTENDANCE.first; r < values.length; r++) {
    const line = values[r] ?? [];
    const name = cellText(line[ATTENDANCE.player]);
    if (name === '') continue;
    players.push(name);
    marks.set(
      nameKey(name),
      Array.from({ length: tours }, (_, k) => isTrue(line[ATTENDANCE.tours + k])),
    );
  }
  return { tours, marks, players };
}

// ---- a tour sheet ----------------------------------------------------------------------------------

/** Roster columns and rows of a tour sheet; the entry blocks start at column `blocks`. */
export const TOUR = {
  title: 0,
  poolRow: 1,
  timeRow: 2,
  label: 1,
  value: 2,
  header: 4,
  first: 5,
  no: 0,
  player: 1,
  table: 2,
  missed: 3,
  whists: 4,
  rating: 5,
  blocks: 7,
  blockTop: 3,
  width: 7 + BLOCK.width,
} as const;

export interface TourLayout {
  /** the roster: every player, registration order */
  players: string[];
  blocks: BlockLayout[];
  rows: number;
}

/** Where everything of a tour sheet is; `tables` in table order (labels "1", "2", …). */
export function tourLayout(players: readonly string[], tables: readonly Table[]): TourLayout {
  const blocks: BlockLayout[] = [];
  let top: number = TOUR.blockTop;
  for (const t of tables) {
    blocks.push({ label: t.label, players: t.players.slice(), top, col: TOUR.blocks });
    top += blockHeight(t.players.length);
  }
  return { players: players.slice(), blocks, rows: Math.max(TOUR.first + players.length, top, TOUR.first + 1) };
}

export interface TourPlanOptions {
  lang: Lang;
  name: string;
  n: number;
  /** every registered player, registration order */
  players: readonly string[];
  tables: readonly Table[];
  /** pool target of the party (Art. 16 item 15: 120) */
  pool: number;
  /** time limit, minutes (Art. 16 item 15: 90) */
  minutes: number;
  /** tour 1: the draw's seed and time (text) */
  seed?: number;
  drawnAt?: string;
}

export function tourPlan(o: TourPlanOptions): SheetPlan {
  const { lang } = o;
  const layout = tourLayout(o.players, o.tables);
  const g = newGrid(layout.rows, TOUR.width);
  const poolCell = cell(TOUR.poolRow, TOUR.value);

  // Heading: the tour, its limits, how it was seated.
  g.put(TOUR.title, TOUR.label, o.name);
  g.formats.push({ rect: cell(TOUR.title, TOUR.label), bold: true });
  g.put(TOUR.poolRow, TOUR.label, label('prefPoolTarget', lang));
  g.put(TOUR.poolRow, TOUR.value, o.pool);
  g.put(TOUR.timeRow, TOUR.label, label('prefTimeLimit', lang));
  g.put(TOUR.timeRow, TOUR.value, o.minutes);
  g.formats.push({ rect: { row: TOUR.poolRow, col: TOUR.value, rows: 2, cols: 1 }, bold: true, align: 'center' });
  g.put(TOUR.poolRow, TOUR.missed, label('prefCompulsoryNote', lang));
  g.formats.push({ rect: cell(TOUR.poolRow, TOUR.missed), background: COLOR.closed, italic: true });
  const how = TOUR.blocks + BLOCK.player;
  if (o.n === 1) {
    g.put(TOUR.title, how, label('prefByDraw', lang));
    g.put(TOUR.poolRow, how, label('prefSeed', lang));
    g.put(TOUR.poolRow, how + 1, o.seed === undefined ? null : String(o.seed));
    g.put(TOUR.timeRow, how, label('prefDrawnAt', lang));
    g.put(TOUR.timeRow, how + 1, o.drawnAt ?? null);
    g.formats.push({ rect: { row: TOUR.poolRow, col: how + 1, rows: 2, cols: 1 }, bold: true, numberFormat: '@' });
  } else {
    g.put(TOUR.title, how, label('prefByStandings', lang, { n: o.n - 1 }));
  }
  g.formats.push({ rect: cell(TOUR.title, how), italic: true });

  // The roster.
  const heads: [number, string][] = [
    [TOUR.no, label('matchNo', lang)],
    [TOUR.player, label('player', lang)],
    [TOUR.table, label('prefTable', lang)],
    [TOUR.missed, label('prefMissed', lang)],
    [TOUR.whists, label('prefWhists', lang)],
    [TOUR.rating, label('prefRating', lang)],
  ];
  for (const [col, h] of heads) g.put(TOUR.header, col, h);
  g.formats.push({ rect: { row: TOUR.header, col: 0, rows: 1, cols: TOUR.rating + 1 }, bold: true, background: COLOR.header, wrap: true, align: 'center' });
  const seat = new Map<string, { block: BlockLayout; k: number }>();
  for (const b of layout.blocks) b.players.forEach((p, k) => seat.set(nameKey(p), { block: b, k }));
  const N = layout.players.length;
  layout.players.forEach((p, i) => {
    const row = TOUR.first + i;
    const at = seat.get(nameKey(p));
    g.put(row, TOUR.no, i + 1);
    g.put(row, TOUR.player, p);
    g.put(row, TOUR.table, at ? Number(at.block.label) : null);
    g.put(row, TOUR.missed, at ? null : true);
    g.put(row, TOUR.whists, at ? { f: `=${a1(at.block.top + 2 + at.k, at.block.col + BLOCK.result)}` } : null);
  });
  if (N > 0) {
    const list = (col: number): string => rectA1({ row: TOUR.first, col, rows: N, cols: 1 }, true);
    g.put(TOUR.first, TOUR.rating, { f: `=PREF_RATING(${list(TOUR.whists)},${list(TOUR.table)},${list(TOUR.missed)})` });
    const rosterRect: Rect = { row: TOUR.first, col: 0, rows: N, cols: TOUR.rating + 1 };
    g.formats.push({ rect: { row: TOUR.first, col: TOUR.table, rows: N, cols: 2 }, align: 'center' });
    g.formats.push({ rect: { row: TOUR.first, col: TOUR.whists, rows: N, cols: 2 }, background: COLOR.formula });
    g.formats.push({ rect: { row: TOUR.first, col: TOUR.rating, rows: N, cols: 1 }, bold: true });
    g.highlights.push({ rect: rosterRect, formula: `=$${a1(TOUR.first, TOUR.missed)}=TRUE`, background: COLOR.missed });
  }

  // The entry blocks.
  const rules = blockRules(lang, o.pool);
  for (const b of layout.blocks) writeBlock(g, b, label('prefTableN', lang, { t: b.label }), lang, rules, poolCell);

  const widths = [36, 190, 56, 70, 70, 70, 16, 50, 190, 56, 70, 52, 52, 52, 52, 80];
  return {
    key: 'pref.tour',
    id: `pref.tour.${o.n}`,
    name: o.name,
    values: g.values,
    inputs: g.inputs,
    formats: g.formats,
    validations: g.validations,
    highlights: g.highlights,
    columnWidths: widths,
    frozenRows: TOUR.header + 1,
    frozenCols: 0,
    protect: true,
  };
}

// ---- the final sheet -------------------------------------------------------------------------------

export const FINAL = {
  poolRow: 1,
  noteRow: 2,
  label: 1,
  value: 2,
  blockTop: 3,
  col: 0,
  place: BLOCK.width,
  width: BLOCK.width + 1,
} as const;

export interface FinalPlanOptions {
  lang: Lang;
  name: string;
  /** the finalists, seat order = standings order */
  players: readonly string[];
  /** final pool (Art. 16 item 15: 200) */
  pool: number;
  /** the last tour, whose standings seated the final */
  tours: number;
  /** players ahead in the standings left out for missing the last tour (Art. 16 item 4) */
  leftOut: readonly string[];
}

/** Rows of the places block: title at `top`, header at top + 1, places 1–3 after. */
function finalPlacesTop(size: number): number {
  return FINAL.blockTop + blockHeight(size);
}

export function finalPlan(o: FinalPlanOptions): SheetPlan {
  const { lang } = o;
  const n = o.players.length;
  const placesTop = finalPlacesTop(n);
  const podium = Math.min(3, n);
  const leftTop = placesTop + 2 + podium + 1;
  const rows = leftTop + (o.leftOut.length > 0 ? 1 + o.leftOut.length : 0);
  const g = newGrid(rows, FINAL.width);
  const poolCell = cell(FINAL.poolRow, FINAL.value);
  g.put(0, FINAL.label, o.name);
  g.formats.push({ rect: cell(0, FINAL.label), bold: true });
  g.put(FINAL.poolRow, FINAL.label, label('prefPoolTarget', lang));
  g.put(FINAL.poolRow, FINAL.value, o.pool);
  g.formats.push({ rect: poolCell, bold: true, align: 'center' });
  g.put(FINAL.poolRow, FINAL.value + 1, label('prefNoTimeLimit', lang));
  g.put(FINAL.noteRow, FINAL.label, label('prefByStandingsFinal', lang, { n: o.tours, size: n }));
  g.formats.push({ rect: { row: FINAL.poolRow, col: FINAL.value + 1, rows: 2, cols: 1 }, italic: true });
  g.formats.push({ rect: cell(FINAL.noteRow, FINAL.label), italic: true });

  const block: BlockLayout = { label: '1', players: o.players.slice(), top: FINAL.blockTop, col: FINAL.col };
  const r = writeBlock(g, block, label('prefFinalTable', lang), lang, blockRules(lang, o.pool), poolCell);

  // Places by the whists of the final party (Art. 17 item 6); equal whists: the higher in the standings.
  const res = rectA1(r.result, true);
  const placeRect: Rect = { row: r.first, col: FINAL.place, rows: n, cols: 1 };
  const places = rectA1(placeRect, true);
  g.put(block.top, FINAL.place, null);
  g.put(block.top + 1, FINAL.place, label('place', lang));
  g.formats.push({ rect: cell(block.top + 1, FINAL.place), bold: true, background: COLOR.header, align: 'center' });
  g.formats.push({ rect: cell(block.top, FINAL.place), background: COLOR.title });
  for (let k = 0; k < n; k++) {
    const row = r.first + k;
    const here = a1(row, FINAL.col + BLOCK.result);
    const upTo = `${a1(r.first, FINAL.col + BLOCK.result, true)}:${here}`;
    g.put(row, FINAL.place, { f: `=IF(COUNT(${res})<${n},"",1+COUNTIF(${res},">"&${here})+COUNTIF(${upTo},${here})-1)` });
  }
  g.formats.push({ rect: placeRect, bold: true, align: 'center', background: COLOR.formula });
  g.highlights.push({ rect: { row: r.first, col: FINAL.col, rows: n, cols: FINAL.width }, formula: `=AND(ISNUMBER($${a1(r.first, FINAL.place)}),$${a1(r.first, FINAL.place)}<=3)`, background: COLOR.qualifier });

  g.put(placesTop, FINAL.label, label('prefPlaces', lang));
  g.formats.push({ rect: { row: placesTop, col: 0, rows: 1, cols: 3 }, bold: true, background: COLOR.title, fontColor: COLOR.titleText });
  g.put(placesTop + 1, 0, label('place', lang));
  g.put(placesTop + 1, 1, label('player', lang));
  g.put(placesTop + 1, 2, label('prefWhists', lang));
  g.formats.push({ rect: { row: placesTop + 1, col: 0, rows: 1, cols: 3 }, bold: true, background: COLOR.header, wrap: true, align: 'center' });
  const names = rectA1({ row: r.first, col: FINAL.col + BLOCK.player, rows: n, cols: 1 }, true);
  for (let p = 1; p <= podium; p++) {
    const row = placesTop + 1 + p;
    const match = `MATCH(${p},${places},0)`;
    g.put(row, 0, p);
    g.put(row, 1, { f: `=IF(COUNT(${places})<${n},"",INDEX(${names},${match}))` });
    g.put(row, 2, { f: `=IF(COUNT(${places})<${n},"",INDEX(${res},${match}))` });
  }
  g.formats.push({ rect: { row: placesTop + 2, col: 0, rows: podium, cols: 3 }, bold: true, background: COLOR.qualifier });
  g.put(placesTop + 2 + podium, 1, label('prefTieNote', lang));
  g.formats.push({ rect: cell(placesTop + 2 + podium, 1), italic: true });

  if (o.leftOut.length > 0) {
    g.put(leftTop, FINAL.label, label('prefLeftOut', lang));
    g.formats.push({ rect: cell(leftTop, FINAL.label), italic: true });
    o.leftOut.forEach((p, i) => g.put(leftTop + 1 + i, FINAL.label, p));
  }

  const widths = [50, 190, 56, 70, 52, 52, 52, 52, 80, 56];
  return {
    key: 'pref.final',
    name: o.name,
    values: g.values,
    inputs: g.inputs,
    formats: g.formats,
    validations: g.validations,
    highlights: g.highlights,
    columnWidths: widths,
    frozenRows: 0,
    frozenCols: 0,
    protect: true,
  };
}

// ---- the standings sheet -----------------------------------------------------------------------------

export const STANDINGS = { first: 3, no: 0, player: 1, ratings: 2 } as const;

/** Where a player's rating and whists of one tour are: the tour sheet and the roster row. */
export interface TourRoster {
  sheet: string;
  /** nameKey → 0-based roster row */
  rows: ReadonlyMap<string, number>;
}

export interface StandingsPlanOptions {
  lang: Lang;
  name: string;
  players: readonly string[];
  tours: number;
  /** index k = tour k + 1; null = not seated yet */
  rosters: readonly (TourRoster | null)[];
}

/** One block of the standings sheet: a row per player, a column per tour, then the total. */
export interface StandingsBlock {
  /** first data row; the header is the row above, the block title two rows above */
  row: number;
  /** column of tour 1; the total follows tour T */
  col: number;
  total: number;
}

export interface StandingsLayout {
  width: number;
  rows: number;
  ratings: StandingsBlock;
  whists: StandingsBlock;
  /** top-left cell of the PREF_STANDINGS spill (its title is 2 rows above, its header 1) */
  list: { row: number; col: number };
}

/**
 * Ratings and whists side by side with the list beside them (T ≤ 8), or the list below
 * (T ≤ 11), or, for more tours, the whists block below the ratings and the list below both:
 * the sheet stays within 26 columns for any number of tours the settings allow.
 */
export function standingsLayout(players: number, tours: number): StandingsLayout {
  const N = Math.max(players, 1);
  const ratings: StandingsBlock = { row: STANDINGS.first, col: STANDINGS.ratings, total: STANDINGS.ratings + tours };
  const sideBySide = ratings.total + 1 + tours + 1 <= 26;
  const whists: StandingsBlock = sideBySide
    ? { row: STANDINGS.first, col: ratings.total + 1, total: ratings.total + 1 + tours }
    : { row: STANDINGS.first + N + 3, col: STANDINGS.ratings, total: STANDINGS.ratings + tours };
  const tableWidth = Math.max(ratings.total, whists.total) + 1;
  const beside = sideBySide && tableWidth + 1 + 4 <= 26;
  const list = beside ? { row: STANDINGS.first, col: tableWidth + 1 } : { row: whists.row + N + 3, col: 0 };
  const width = beside ? tableWidth + 1 + 4 : Math.max(tableWidth, 4);
  return { width, rows: Math.max(whists.row + N, list.row + N), ratings, whists, list };
}

export function standingsPlan(o: StandingsPlanOptions): SheetPlan {
  const { lang } = o;
  const N = o.players.length;
  const T = o.tours;
  const L = standingsLayout(N, T);
  const g = newGrid(L.rows, L.width);
  g.put(0, STANDINGS.player, o.name);
  g.formats.push({ rect: cell(0, STANDINGS.player), bold: true });
  const stacked = L.whists.row !== L.ratings.row;
  const blocks: [StandingsBlock, string, number][] = [
    [L.ratings, label('prefRatingPoints', lang), TOUR.rating],
    [L.whists, label('prefWhists', lang), TOUR.whists],
  ];
  for (const [b, title, source] of blocks) {
    g.put(b.row - 2, b.col, title);
    g.formats.push({ rect: { row: b.row - 2, col: b.col, rows: 1, cols: T + 1 }, bold: true, background: COLOR.title, fontColor: COLOR.titleText });
    if (b === L.ratings || stacked) {
      g.put(b.row - 1, STANDINGS.no, label('matchNo', lang));
      g.put(b.row - 1, STANDINGS.player, label('player', lang));
    }
    for (let k = 0; k < T; k++) g.put(b.row - 1, b.col + k, label('prefTour', lang, { n: k + 1 }));
    g.put(b.row - 1, b.total, label('prefTotal', lang));
    g.formats.push({ rect: { row: b.row - 1, col: 0, rows: 1, cols: b.total + 1 }, bold: true, background: COLOR.header, wrap: true, align: 'center' });
    o.players.forEach((p, i) => {
      const row = b.row + i;
      if (b === L.ratings || stacked) {
        g.put(row, STANDINGS.no, i + 1);
        g.put(row, STANDINGS.player, p);
      }
      for (let k = 0; k < T; k++) {
        const roster = o.rosters[k];
        const at = roster?.rows.get(nameKey(p));
        if (roster && at !== undefined) g.put(row, b.col + k, { f: `=${ref(roster.sheet, cell(at, source))}` });
      }
      g.put(row, b.total, { f: `=SUM(${rectA1({ row, col: b.col, rows: 1, cols: T })})` });
    });
    if (N > 0) g.formats.push({ rect: { row: b.row, col: b.total, rows: N, cols: 1 }, bold: true, background: COLOR.formula });
  }

  // The list of Art. 16 item 16.
  const { row, col } = L.list;
  g.put(row - 2, col, label('prefList', lang));
  g.formats.push({ rect: { row: row - 2, col, rows: 1, cols: 4 }, bold: true, background: COLOR.title, fontColor: COLOR.titleText });
  g.put(row - 1, col, label('place', lang));
  g.put(row - 1, col + 1, label('player', lang));
  g.put(row - 1, col + 2, label('prefRating', lang));
  g.put(row - 1, col + 3, label('prefWhists', lang));
  g.formats.push({ rect: { row: row - 1, col, rows: 1, cols: 4 }, bold: true, background: COLOR.header, wrap: true, align: 'center' });
  if (N > 0) {
    const players = rectA1({ row: L.ratings.row, col: STANDINGS.player, rows: N, cols: 1 }, true);
    const ratings = rectA1({ row: L.ratings.row, col: L.ratings.col, rows: N, cols: T }, true);
    const whists = rectA1({ row: L.whists.row, col: L.whists.col, rows: N, cols: T }, true);
    g.put(row, col, { f: `=PREF_STANDINGS(${players},${ratings},${whists})` });
    g.formats.push({ rect: { row, col, rows: N, cols: 1 }, align: 'center' });
    g.formats.push({ rect: { row, col: col + 2, rows: N, cols: 1 }, bold: true });
  }

  const widths = Array.from({ length: L.width }, () => 56);
  widths[STANDINGS.no] = 36;
  widths[STANDINGS.player] = 190;
  if (L.list.col > 0) {
    widths[L.list.col - 1] = 16;
    widths[L.list.col + 1] = 190;
  }
  return {
    key: 'pref.standings',
    name: o.name,
    values: g.values,
    inputs: [],
    formats: g.formats,
    validations: [],
    highlights: [],
    columnWidths: widths,
    frozenRows: STANDINGS.first,
    frozenCols: STANDINGS.player + 1,
    protect: true,
  };
}

// ---- reading what referees typed ------------------------------------------------------------------

export interface RosterLine {
  name: string;
  /** 0-based sheet row */
  row: number;
  table: string | null;
  missed: boolean;
}

export interface TableRecord {
  label: string;
  players: string[];
  block: BlockLayout;
  pools: (number | null)[];
  mountains: (number | null)[];
  /** empty = 0 */
  whists: number[][];
  /** every pool and mountain typed */
  complete: boolean;
  /** some input typed */
  typed: boolean;
  /** final whists (PREF_CLOSE_BULLET) when complete */
  result: number[] | null;
}

export interface TourRecord {
  n: number;
  sheet: string;
  roster: RosterLine[];
  tables: TableRecord[];
  complete: boolean;
  typed: boolean;
}

function damaged(sheet: string, detail: string): never {
  return fail('prefSheetDamaged', { sheet, detail });
}

/** A typed number: a number, or numeric text ("12", "-8", "12,5", a Unicode minus); "" = null. */
function typedNumber(v: CellValue | undefined, sheet: string, row: number, col: number): number | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string') {
    const t = v.trim().replace(/\u2212/g, '-').replace(',', '.');
    if (t === '') return null;
    if (/^[-+]?\d+(\.\d+)?$/.test(t)) return Number(t);
  }
  return fail('prefBadNumber', { sheet, cell: a1(row, col), found: v });
}

function readBlock(values: CellValue[][], sheet: string, b: BlockLayout): TableRecord {
  const r = blockRects(b);
  const n = b.players.length;
  const at = (row: number, col: number): CellValue | undefined => values[row]?.[col];
  const pools: (number | null)[] = [];
  const mountains: (number | null)[] = [];
  const whists: number[][] = [];
  let typed = false;
  for (let i = 0; i < n; i++) {
    const row = r.first + i;
    const named = cellText(at(row, b.col + BLOCK.player));
    if (nameKey(named) !== nameKey(b.players[i] as string)) damaged(sheet, a1(row, b.col + BLOCK.player));
    const pool = typedNumber(at(row, r.pools.col), sheet, row, r.pools.col);
    const mountain = typedNumber(at(row, r.mountains.col), sheet, row, r.mountains.col);
    pools.push(pool);
    mountains.push(mountain);
    if (pool !== null || mountain !== null) typed = true;
    const line: number[] = [];
    for (let j = 0; j < n; j++) {
      const col = r.whists.col + j;
      const w = j === i ? null : typedNumber(at(row, col), sheet, row, col);
      if (w !== null) typed = true;
      line.push(w ?? 0);
    }
    whists.push(line);
  }
  const complete = pools.every((p) => p !== null) && mountains.every((m) => m !== null);
  const result = complete ? settlePulka(pools as number[], mountains as number[], whists).whists : null;
  return { label: b.label, players: b.players, block: b, pools, mountains, whists, complete, typed, result };
}

/** Reads a tour sheet: the roster, and each table's typed pools, mountains and whists. */
export function readTour(sheet: SheetLike, n: number): TourRecord {
  return tourFromValues(readAll(sheet).values, sheet.getName(), n);
}

/** A tour sheet's record from its values as already read (e.g. by the finalize action's one read). */
export function tourFromValues(values: CellValue[][], name: string, n: number): TourRecord {
  const roster: RosterLine[] = [];
  for (let row = TOUR.first; row < values.length; row++) {
    const line = values[row] ?? [];
    const player = cellText(line[TOUR.player]);
    if (player === '') break;
    const table = cellText(line[TOUR.table]);
    roster.push({ name: player, row, table: table === '' ? null : table, missed: isTrue(line[TOUR.missed]) });
  }
  const members = new Map<string, string[]>();
  for (const line of roster) {
    if (line.missed || line.table === null) continue;
    const list = members.get(line.table) ?? [];
    list.push(line.name);
    members.set(line.table, list);
  }
  const labels = [...members.keys()].sort((x, y) => Number(x) - Number(y) || x.localeCompare(y));
  const tables: TableRecord[] = [];
  let top: number = TOUR.blockTop;
  for (const lab of labels) {
    const inRoster = members.get(lab) as string[];
    const size = inRoster.length;
    // The roster's table column names a table of other than 3 or 4 players: point at its first row.
    if (size !== 3 && size !== 4) damaged(name, a1((roster.find((l) => !l.missed && l.table === lab) as RosterLine).row, TOUR.table));
    // Seat order comes from the block; its names must be the roster's members of that table.
    const seated: string[] = [];
    for (let k = 0; k < size; k++) seated.push(cellText(values[top + 2 + k]?.[TOUR.blocks + BLOCK.player]));
    const want = new Set(inRoster.map(nameKey));
    if (seated.some((p) => !want.has(nameKey(p))) || new Set(seated.map(nameKey)).size !== size) {
      damaged(name, a1(top + 2, TOUR.blocks + BLOCK.player));
    }
    tables.push(readBlock(values, name, { label: lab, players: seated, top, col: TOUR.blocks }));
    top += blockHeight(size);
  }
  return {
    n,
    sheet: name,
    roster,
    tables,
    complete: tables.length > 0 && tables.every((t) => t.complete),
    typed: tables.some((t) => t.typed),
  };
}

export interface TourPoints {
  rating: number;
  whists: number;
}

/** Each roster player's rating and whists of one tour (missed: −8; unfinished table: nothing yet). */
export function tourPoints(rec: TourRecord): Map<string, TourPoints> {
  const result = new Map<string, number>();
  for (const t of rec.tables) t.players.forEach((p, k) => t.result && result.set(nameKey(p), t.result[k] as number));
  const rows: RatingRow[] = rec.roster.map((line) => ({
    whists: line.missed ? null : (result.get(nameKey(line.name)) ?? null),
    table: line.table,
    missed: line.missed,
  }));
  const ratings = tourRating(rows, false);
  const out = new Map<string, TourPoints>();
  rec.roster.forEach((line, i) => {
    out.set(nameKey(line.name), { rating: ratings[i] ?? 0, whists: rows[i]?.whists ?? 0 });
  });
  return out;
}

/** The list of Art. 16 item 16 over the given tours (players in registration order). */
export function standingsAfter(records: readonly TourRecord[], players: readonly string[]): StandingLine[] {
  const totals = players.map((p) => ({ player: p, rating: 0, whists: 0 }));
  for (const rec of records) {
    const points = tourPoints(rec);
    for (const t of totals) {
      const got = points.get(nameKey(t.player));
      if (!got) continue;
      t.rating = clean(t.rating + got.rating);
      t.whists = clean(t.whists + got.whists);
    }
  }
  return standings(totals);
}

export interface FinalRecord {
  sheet: string;
  players: string[];
  table: TableRecord;
  /** places 1…n aligned with `players` once complete (equal whists: seat order) */
  places: number[] | null;
}

export function readFinal(sheet: SheetLike): FinalRecord {
  return finalFromValues(readAll(sheet).values, sheet.getName());
}

/** The final sheet's record from its values as already read. */
export function finalFromValues(values: CellValue[][], name: string): FinalRecord {
  const players: string[] = [];
  for (let k = 0; k < FINAL_TABLE_SIZE; k++) {
    const p = cellText(values[FINAL.blockTop + 2 + k]?.[FINAL.col + BLOCK.player]);
    if (p === '') break;
    players.push(p);
  }
  if (players.length !== 3 && players.length !== 4) damaged(name, a1(FINAL.blockTop + 2, FINAL.col + BLOCK.player));
  const table = readBlock(values, name, { label: '1', players, top: FINAL.blockTop, col: FINAL.col });
  const res = table.result;
  const places = res ? res.map((w, i) => 1 + res.filter((x) => x > w).length + res.slice(0, i).filter((x) => x === w).length) : null;
  return { sheet: name, players, table, places };
}

// ---- the server actions ------------------------------------------------------------------------------

function checkPlayers(players: readonly string[]): void {
  const seen = new Map<string, number>();
  players.forEach((p, i) => {
    if (typeof p !== 'string' || p.trim() === '') fail('seatBlankName', { position: i + 1 }, { arg: 'players', row: i });
    const key = nameKey(p);
    const first = seen.get(key);
    if (first !== undefined) fail('seatDuplicate', { name: p, first: first + 1 }, { arg: 'players', row: i });
    seen.set(key, i);
  });
}

function checkTours(tours: number): void {
  if (!Number.isInteger(tours) || tours < 1 || tours > MAX_TOURS) fail('prefBadTourCount', { found: tours, max: MAX_TOURS });
}

function drawnAt(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

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
      { editors: ctx.editors ?? [] },
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

function tourSheet(ctx: Ctx, n: number): SheetLike | null {
  return findSheet(ctx.book, 'pref.tour', { n });
}

/** Tours 1..upTo, each seated and complete, or a refusal naming the first that is not. */
function completeTours(ctx: Ctx, upTo: number): TourRecord[] {
  const sheets: SheetLike[] = [];
  for (let k = 1; k <= upTo; k++) {
    const sheet = tourSheet(ctx, k);
    if (!sheet) fail('prefNotSeated', { tour: k });
    sheets.push(sheet);
  }
  const records: TourRecord[] = [];
  for (const [i, sheet] of sheets.entries()) {
    const k = i + 1;
    const rec = readTour(sheet, k);
    if (!rec.complete) {
      const open = rec.tables.filter((t) => !t.complete).map((t) => t.label);
      fail('prefIncomplete', { tour: k, sheet: rec.sheet, tables: open.join(', ') });
    }
    records.push(rec);
  }
  return records;
}

function rosterOf(rec: TourRecord): TourRoster {
  return { sheet: rec.sheet, rows: new Map(rec.roster.map((l) => [nameKey(l.name), l.row])) };
}

function absentees(attendance: Attendance, players: readonly string[], n: number): { absent: Set<string>; unknown: string[] } {
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
    const attendanceSheet = findSheet(ctx.book, 'pref.attendance');
    if (!attendanceSheet) fail('prefNoAttendance', { sheet: nameFor(ctx, 'pref.attendance') });
    const later = n < opts.tours ? tourSheet(ctx, n + 1) : findSheet(ctx.book, 'pref.final');
    if (later) fail('prefLaterSeated', { tour: n, later: later.getName() });
    const records = completeTours(ctx, n - 1);
    const { absent, unknown } = absentees(readAttendance(attendanceSheet), players, n);
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
      ...(seed === undefined ? {} : { seed, drawnAt: drawnAt(ctx.services.now()) }),
    });
    const rosters: (TourRoster | null)[] = Array.from({ length: opts.tours }, () => null);
    records.forEach((rec, k) => (rosters[k] = rosterOf(rec)));
    rosters[n - 1] = { sheet: name, rows: new Map(players.map((p, i) => [nameKey(p), TOUR.first + i])) };
    const standingsName = nameFor(ctx, 'pref.standings');
    const table = standingsPlan({ lang: ctx.lang, name: standingsName, players, tours: opts.tours, rosters });

    // A tour sheet nobody typed into yet may be redrawn; with scores typed the applier refuses.
    const done = applyPlans(ctx.services.app, [tour, table], { editors: ctx.editors ?? [] });
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

export interface SeatFinalOptions {
  tours: number;
  /** final pool (settings; Art. 16 item 15: 200) */
  pool: number;
  /** final table size (settings; Art. 17 item 5: 4) */
  size?: number;
}

export interface SeatFinalData {
  players: string[];
  /** higher in the standings than the last finalist but missed the last tour (Art. 16 item 4) */
  leftOut: string[];
  /** the standings after the last tour, best first */
  order: string[];
}

/** Seats the final: the top 4 after the last tour (complete), leaving out who missed it (Art. 17 item 5, Art. 16 item 4). */
export function seatFinal(ctx: Ctx, players: string[], opts: SeatFinalOptions): ActionResult<SeatFinalData> {
  return withLock(ctx, () => {
    checkTours(opts.tours);
    checkPlayers(players);
    const records = completeTours(ctx, opts.tours);
    const last = records[records.length - 1] as TourRecord;
    const order = standingsAfter(records, players).map((l) => l.player);
    const played = new Set<string>();
    for (const t of last.tables) for (const p of t.players) played.add(nameKey(p));
    const missed = new Set(order.filter((p) => !played.has(nameKey(p))));
    const size = opts.size ?? FINAL_TABLE_SIZE;
    const final = finalTable(order, missed, size);
    const lastIn = order.indexOf(final[final.length - 1] as string);
    const leftOut = order.slice(0, lastIn).filter((p) => missed.has(p));
    const name = nameFor(ctx, 'pref.final');
    const plan = finalPlan({ lang: ctx.lang, name, players: final, pool: opts.pool, tours: opts.tours, leftOut });
    const done = applyPlans(ctx.services.app, [plan], { editors: ctx.editors ?? [] });
    const sheets = [...done.created, ...done.rewritten];
    return {
      ok: true,
      message: say(ctx, 'prefFinalDone', { players: final.join(', ') }),
      problems: [],
      sheets,
      data: { players: final, leftOut, order },
    };
  });
}

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
  final: { seated: boolean; complete: boolean; players: string[]; places: { place: number; player: string; whists: number }[] };
  /** what the committee does next */
  next: { step: 'attendance' } | { step: 'tour'; tour: number } | { step: 'wait'; tour: number } | { step: 'final' } | { step: 'done' };
}

/** Where the preference tournament stands, as plain data for the sidebar (reads only). */
export function preferenceStatus(ctx: Ctx, players: string[], tours?: number): ActionResult<PreferenceStatusData> {
  try {
    const attendanceSheet = findSheet(ctx.book, 'pref.attendance');
    const attendance = attendanceSheet ? readAttendance(attendanceSheet) : null;
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
      const rec = readTour(sheet, k);
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
    const list = standingsAfter(records, players).map((l) => ({ place: l.place, player: l.player, rating: l.rating, whists: l.whists }));
    const finalSheet = findSheet(ctx.book, 'pref.final');
    const final: PreferenceStatusData['final'] = { seated: false, complete: false, players: [], places: [] };
    if (finalSheet) {
      const rec = readFinal(finalSheet);
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
