/**
 * Preference: a tour sheet: the roster of every player in registration order (table, missed,
 * whists, rating by one PREF_RATING spill) and, beside it, one entry block per table
 * (./tableBlock.ts): pools, mountains and the whists each player wrote on each other (Code 4),
 * settled by PREF_CLOSE_BULLET with the compulsory close of Art. 18 item 13. Its layout, plan and
 * reader, and each tour's points for the standings.
 *
 * Anchors (`tourAnchors`): the top row, the roster's header row and its last row ("roster"), each
 * block's title row ("t:3"), every column the reader uses. The reader finds the roster under its
 * header and each block under its title wherever they are now; the roster must be numbered 1…N with
 * no gap, each block's seats 1…n (a row inserted or deleted inside either refuses, it is never read
 * as an empty seat or a missing player).
 */
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { tourRating, type RatingRow } from '../../rules/rating';
import type { Table } from '../../rules/seating';
import { cellText, findSheet, readAll, type Ctx } from '../context';
import type { CellValue, SheetLike } from '../gas';
import { anchoredRow, readAnchors, realign, type Realigned } from '../identity';
import { a1, mirror, newGrid, rectA1, type AnchorSpec, type Rect, type SheetPlan } from '../plan';
import {
  cell,
  COLOR,
  damaged,
  damagedRows,
  hasAnchors,
  headingNumber,
  isTrue,
  NO_ANCHORS,
  refuseLostOrMoved,
  type SheetRead,
} from './preferenceCommon';
import {
  BLOCK,
  blockColumnAnchors,
  blockHeight,
  blockRules,
  isKeptMark,
  keepTyped,
  keptRefOf,
  overTargetParams,
  readBlock,
  reservedSeats,
  seatRowsProblem,
  writeBlock,
  type BlockLayout,
  type CellPlace,
  type KeptRef,
  type TableRecord,
} from './tableBlock';

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

/**
 * A table as a tour sheet holds it: the players who play, and what the referee's rulings put
 * there (./rulingsSheet.ts): the players not admitted once seated, penalties, an awarded result.
 */
export interface SeatedTable extends Table {
  absent?: string[];
  /** by seat, mountain points; null/0 = none */
  penalties?: (number | null)[];
  awarded?: number[] | null;
  /** kept deal by deal: where its pulka is (./protocolSheet.ts) */
  kept?: KeptRef | null;
}

/** Where everything of a tour sheet is; `tables` in table order (labels "1", "2", …). */
export function tourLayout(players: readonly string[], tables: readonly SeatedTable[]): TourLayout {
  const blocks: BlockLayout[] = [];
  let top: number = TOUR.blockTop;
  for (const t of tables) {
    const b: BlockLayout = { label: t.label, players: t.players.slice(), top, col: TOUR.blocks };
    if (t.absent && t.absent.length > 0) b.absent = t.absent.slice();
    if (t.penalties) b.penalties = t.penalties.slice();
    if (t.awarded) b.awarded = t.awarded.slice();
    if (t.kept) b.kept = { ...t.kept };
    blocks.push(b);
    top += blockHeight(reservedSeats(b));
  }
  return { players: players.slice(), blocks, rows: Math.max(TOUR.first + players.length, top, TOUR.first + 1) };
}

export interface TourPlanOptions {
  lang: Lang;
  name: string;
  n: number;
  /** every registered player, registration order */
  players: readonly string[];
  tables: readonly SeatedTable[];
  /** pool target of the party (Art. 16 item 15: 120) */
  pool: number;
  /** time limit, minutes (Art. 16 item 15: 90) */
  minutes: number;
  /** tour 1: the draw's seed and time (text) */
  seed?: number;
  drawnAt?: string;
  /**
   * What people typed, to write again where it is (a sheet rewritten for a ruling keeps every
   * typed entry of the other tables): read at the plan's coordinates; only the entry cells are taken.
   */
  keep?: readonly (readonly CellValue[])[];
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
  g.formats.push({
    rect: { row: TOUR.header, col: 0, rows: 1, cols: TOUR.rating + 1 },
    bold: true,
    background: COLOR.header,
    wrap: true,
    align: 'center',
  });
  const seat = new Map<string, { block: BlockLayout; k: number }>();
  const notAdmitted = new Map<string, BlockLayout>();
  for (const b of layout.blocks) {
    b.players.forEach((p, k) => seat.set(nameKey(p), { block: b, k }));
    for (const p of b.absent ?? []) notAdmitted.set(nameKey(p), b);
  }
  const N = layout.players.length;
  layout.players.forEach((p, i) => {
    const row = TOUR.first + i;
    const at = seat.get(nameKey(p));
    const out = notAdmitted.get(nameKey(p));
    g.put(row, TOUR.no, i + 1);
    g.put(row, TOUR.player, p);
    // Not admitted once seated: his table stays on his line (the record), the tick says he missed it.
    g.put(row, TOUR.table, at ? Number(at.block.label) : out ? Number(out.label) : null);
    g.put(row, TOUR.missed, at ? null : true);
    g.put(row, TOUR.whists, at ? { f: mirror(a1(at.block.top + 2 + at.k, at.block.col + BLOCK.result)) } : null);
  });
  if (N > 0) {
    const list = (col: number): string => rectA1({ row: TOUR.first, col, rows: N, cols: 1 }, true);
    g.put(TOUR.first, TOUR.rating, {
      f: `=PREF_RATING(${list(TOUR.whists)},${list(TOUR.table)},${list(TOUR.missed)})`,
    });
    const rosterRect: Rect = { row: TOUR.first, col: 0, rows: N, cols: TOUR.rating + 1 };
    g.formats.push({ rect: { row: TOUR.first, col: TOUR.table, rows: N, cols: 2 }, align: 'center' });
    g.formats.push({ rect: { row: TOUR.first, col: TOUR.whists, rows: N, cols: 2 }, background: COLOR.formula });
    g.formats.push({ rect: { row: TOUR.first, col: TOUR.rating, rows: N, cols: 1 }, bold: true });
    g.highlights.push({ rect: rosterRect, formula: `=$${a1(TOUR.first, TOUR.missed)}=TRUE`, background: COLOR.missed });
  }

  // The entry blocks.
  const rules = blockRules(lang, o.pool);
  for (const b of layout.blocks) {
    const r = writeBlock(g, b, { title: label('prefTableN', lang, { t: b.label }), lang, rules, poolTarget: poolCell });
    if (o.keep) for (const rect of r.inputs) keepTyped(g, o.keep, rect);
  }

  const widths = [36, 190, 56, 70, 70, 70, 16, 50, 190, 56, 70, 52, 52, 52, 52, 70, 70, 80];
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
    anchors: tourAnchors(layout),
  };
}

/** The columns of a tour sheet the reader uses: the roster's and the blocks'. */
function tourColumns(): AnchorSpec[] {
  return [
    { at: TOUR.no, id: 'c:no' },
    { at: TOUR.player, id: 'c:player' },
    { at: TOUR.table, id: 'c:table' },
    { at: TOUR.missed, id: 'c:missed' },
    { at: TOUR.whists, id: 'c:whists' },
    { at: TOUR.rating, id: 'c:rating' },
    ...blockColumnAnchors(TOUR.blocks),
  ];
}

const TOP: AnchorSpec = { at: 0, id: 'top' };
const HEADER: AnchorSpec = { at: TOUR.header, id: 'header' };

/**
 * The rows and columns of a tour sheet found again by developer metadata: the top row, the roster's
 * header row and its last row ("roster"), each table block's title row ("t:3"), and the columns of
 * the roster and of the blocks. (The roster's last row may also be a block's title row: it then
 * carries both.)
 */
export function tourAnchors(layout: TourLayout): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  const rows: AnchorSpec[] = [TOP, HEADER, ...layout.blocks.map((b) => ({ at: b.top, id: `t:${b.label}` }))];
  if (layout.players.length > 0) rows.push({ at: TOUR.first + layout.players.length - 1, id: 'roster' });
  return { rows, cols: tourColumns() };
}

// ---- reading what referees typed ------------------------------------------------------------------

export interface RosterLine {
  name: string;
  /** the sheet's 0-based row where the line is now */
  row: number;
  table: string | null;
  missed: boolean;
}

export interface TourRecord {
  n: number;
  sheet: string;
  /** the heading: pool target, time limit, and for tour 1 the draw's seed and time, as the sheet says */
  heading: { pool: number; minutes: number; seed?: number; drawnAt?: string };
  roster: RosterLine[];
  tables: TableRecord[];
  complete: boolean;
  typed: boolean;
  /** the roster's columns where they are now, 0-based (the standings refer to them) */
  cols: { player: number; rating: number; whists: number };
}

/** Reads a tour sheet: the roster, and each table's typed pools, mountains and whists (one read, one metadata search). */
export function readTour(sheet: SheetLike, n: number, lang: Lang): TourRecord {
  const { values, formulas } = readAll(sheet);
  return tourFromValues({ values, formulas, anchors: readAnchors(sheet) }, sheet.getName(), n, lang);
}

/** Where a planned cell of a view is now on the sheet. */
function placeOf(view: Pick<Realigned, 'row' | 'col'>): CellPlace {
  return (row, col) => ({ row: view.row(row) ?? row, col: view.col(col) ?? col });
}

/** A tour sheet's roster as read: the names recorded on it, where they are now. */
export interface RosterRead {
  sheet: string;
  roster: RosterLine[];
  cols: TourRecord['cols'];
}

/** The roster of a tour sheet only (who is recorded on it and where), without reading its tables. */
export function readTourRoster(sheet: SheetLike, lang: Lang): RosterRead {
  const { values, formulas } = readAll(sheet);
  const name = sheet.getName();
  const { roster, base, endLost } = locateRoster({ values, formulas, anchors: readAnchors(sheet) }, name, lang);
  if (endLost) refuseLostOrMoved(name, { lost: ['roster'], disordered: [] }, lang);
  return { sheet: name, roster, cols: rosterCols(base) };
}

function rosterCols(base: Pick<Realigned, 'col'>): TourRecord['cols'] {
  return {
    player: base.col(TOUR.player) ?? TOUR.player,
    rating: base.col(TOUR.rating) ?? TOUR.rating,
    whists: base.col(TOUR.whists) ?? TOUR.whists,
  };
}

/**
 * The roster under its header row (the block titles are not known before it is read): numbered
 * 1…N in order with no gap, its last row where its anchor is (`endLost` when that anchor is gone).
 * `base` sees the sheet through the top, header and column anchors.
 */
function locateRoster(
  read: SheetRead,
  name: string,
  lang: Lang,
): { roster: RosterLine[]; base: Realigned; endLost: boolean } {
  const anchors = read.anchors ?? NO_ANCHORS;
  const { values } = read;
  const base = realign({ rows: [TOP, HEADER], cols: tourColumns() }, anchors, values, read.formulas ?? [], {
    rows: Math.max(values.length, TOUR.first + 1),
    cols: TOUR.width,
  });
  refuseLostOrMoved(name, base, lang);
  const basePlace = placeOf(base);
  const rosterRows = (p: number, c: number): never => {
    const at = basePlace(p, c);
    return damagedRows(name, 'roster', at.row, at.col, lang);
  };
  const roster: RosterLine[] = [];
  let p: number = TOUR.first;
  for (; p < base.values.length; p++) {
    const line = base.values[p] ?? [];
    const no = cellText(line[TOUR.no]);
    const player = cellText(line[TOUR.player]);
    if (no === '' && player === '') break;
    // Numbered 1…N in order: a row inserted, deleted or sorted inside the roster shows here.
    if (Number(no) !== roster.length + 1) rosterRows(p, TOUR.no);
    if (player === '') rosterRows(p, TOUR.player);
    const table = cellText(line[TOUR.table]);
    roster.push({
      name: player,
      row: basePlace(p, TOUR.player).row,
      table: table === '' ? null : table,
      missed: isTrue(line[TOUR.missed]),
    });
  }
  // Nothing of the roster further down: a blank row inserted inside it would cut it short.
  for (let q = p + 1; q < base.values.length; q++) {
    const line = base.values[q] ?? [];
    if (cellText(line[TOUR.no]) !== '' || cellText(line[TOUR.player]) !== '') rosterRows(p, TOUR.no);
  }
  // The roster's last row carries its own anchor: deleting it (a player gone) is seen. Lost, it is
  // reported with the other anchors lost (the same row may have been a block's title).
  let endLost = false;
  if (hasAnchors(anchors) && roster.length > 0) {
    const end = anchoredRow(anchors, 'roster');
    const last = roster[roster.length - 1] as RosterLine;
    if (end === undefined) endLost = true;
    else if (end !== last.row) rosterRows(TOUR.first + roster.length - 1, TOUR.no);
  }
  return { roster, base, endLost };
}

/**
 * A tour sheet's record from what was read of it (e.g. by the finalize action's one read), seen in
 * the plan's coordinates wherever its rows and columns are now. Refuses (`rowsLost`, `rowsMoved`,
 * `prefSheetDamaged`, `prefBadNumber`) what cannot be trusted, naming cells where they are now.
 */
export function tourFromValues(read: SheetRead, name: string, n: number, lang: Lang): TourRecord {
  const anchors = read.anchors ?? NO_ANCHORS;
  const { values } = read;
  const formulas = read.formulas ?? [];
  const cols = tourColumns();
  const { roster, base, endLost } = locateRoster(read, name, lang);
  const members = new Map<string, RosterLine[]>();
  for (const line of roster) {
    // Every line is seated at a table or marked missed (the seating writes one or the other); a
    // line with both was seated and then not admitted (his table plays three-handed).
    if (line.table === null) {
      if (line.missed) continue;
      damaged(name, a1(line.row, base.col(TOUR.table) ?? TOUR.table));
    }
    members.set(line.table, [...(members.get(line.table) ?? []), line]);
  }
  const labels = [...members.keys()].sort((x, y) => Number(x) - Number(y) || x.localeCompare(y));
  const blocks: BlockLayout[] = [];
  let top: number = TOUR.blockTop;
  for (const lab of labels) {
    const lines = members.get(lab) as RosterLine[];
    const b: BlockLayout = {
      label: lab,
      players: lines.filter((l) => !l.missed).map((l) => l.name),
      top,
      col: TOUR.blocks,
    };
    const out = lines.filter((l) => l.missed).map((l) => l.name);
    if (out.length > 0) b.absent = out;
    blocks.push(b);
    top += blockHeight(reservedSeats(b));
  }
  const heading = readHeading(base.values, name, (r, c) => a1(base.row(r) ?? r, base.col(c) ?? c), n);
  // Each block under its title row, wherever it is now.
  const rows = [TOP, HEADER, ...blocks.map((b) => ({ at: b.top, id: `t:${b.label}` }))].sort((x, y) => x.at - y.at);
  const view = realign({ rows, cols }, anchors, values, formulas, {
    rows: Math.max(values.length, top),
    cols: TOUR.width,
  });
  refuseLostOrMoved(name, { lost: [...(endLost ? ['roster'] : []), ...view.lost], disordered: view.disordered }, lang);
  const place = placeOf(view);
  const stray = [...anchors.rows.keys()].find((id) => id.startsWith('t:') && !members.has(id.slice(2)));
  if (stray !== undefined) damaged(name, a1(anchoredRow(anchors, stray) ?? 0, view.col(TOUR.blocks) ?? TOUR.blocks));
  const tables: TableRecord[] = [];
  for (const b of blocks) {
    const size = b.players.length;
    // The roster's table column names a table of other than 3 or 4 players: point at its first row.
    if (size !== 3 && size !== 4)
      damaged(name, a1((members.get(b.label) as RosterLine[])[0]?.row ?? 0, base.col(TOUR.table) ?? TOUR.table));
    // Seats 1…n right under the block's header: a row inserted or deleted inside the block shows here.
    const bad = seatRowsProblem(view.values, b);
    if (bad) {
      const at = place(bad.row, bad.col);
      damagedRows(name, `t:${b.label}`, at.row, at.col, lang);
    }
    // Seat order comes from the block; its names must be the roster's members of that table.
    const seated: string[] = [];
    for (let k = 0; k < size; k++) seated.push(cellText(view.values[b.top + 2 + k]?.[TOUR.blocks + BLOCK.player]));
    const want = new Set(b.players.map(nameKey));
    if (seated.some((x) => !want.has(nameKey(x))) || new Set(seated.map(nameKey)).size !== size) {
      const at = place(b.top + 2, TOUR.blocks + BLOCK.player);
      damaged(name, a1(at.row, at.col));
    }
    // Kept deal by deal: the title says so, and the first pool cell shows where the pulka is.
    let kept: KeptRef | null = null;
    // (A finalized sheet holds the values only: read as they are, it is never rewritten.)
    const keptFormula = view.formulas[b.top + 2]?.[TOUR.blocks + BLOCK.pool] ?? '';
    if (isKeptMark(view.values[b.top]?.[TOUR.blocks + BLOCK.pool]) && keptFormula !== '') {
      kept = keptRefOf(keptFormula);
      if (!kept) {
        const at = place(b.top + 2, TOUR.blocks + BLOCK.pool);
        damaged(name, a1(at.row, at.col));
      }
    }
    tables.push(readBlock(view.values, name, { ...b, players: seated, kept }, { target: heading.pool }, place));
  }
  return {
    n,
    sheet: name,
    heading,
    roster,
    tables,
    complete: tables.length > 0 && tables.every((t) => t.complete),
    typed: tables.some((t) => t.typed),
    cols: rosterCols(base),
  };
}

/** The heading of a tour sheet as it is now: the pool target and time limit (numbers), tour 1's seed and draw time. */
function readHeading(
  values: readonly (readonly CellValue[])[],
  sheet: string,
  at: (row: number, col: number) => string,
  n: number,
): TourRecord['heading'] {
  const heading: TourRecord['heading'] = {
    pool: headingNumber(values, TOUR.poolRow, TOUR.value, sheet, at),
    minutes: headingNumber(values, TOUR.timeRow, TOUR.value, sheet, at),
  };
  if (n === 1) {
    const how = TOUR.blocks + BLOCK.player + 1;
    const seed = cellText(values[TOUR.poolRow]?.[how]);
    const drawnAt = cellText(values[TOUR.timeRow]?.[how]);
    if (/^\d+$/.test(seed)) heading.seed = Number(seed);
    if (drawnAt !== '') heading.drawnAt = drawnAt;
  }
  return heading;
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

export function tourSheet(ctx: Ctx, n: number): SheetLike | null {
  return findSheet(ctx, 'pref.tour', { n });
}

/** Tours 1..upTo, each seated and complete, or a refusal naming the first that is not. */
export function completeTours(ctx: Ctx, upTo: number): TourRecord[] {
  const sheets: SheetLike[] = [];
  for (let k = 1; k <= upTo; k++) {
    const sheet = tourSheet(ctx, k);
    if (!sheet) fail('prefNotSeated', { tour: k });
    sheets.push(sheet);
  }
  const records: TourRecord[] = [];
  for (const [i, sheet] of sheets.entries()) {
    const k = i + 1;
    const rec = readTour(sheet, k, ctx.lang);
    // A pool above the target is not a result: say where the excess goes (Art. 18 item 10).
    for (const t of rec.tables) {
      const over = overTargetParams(t, rec.sheet, ctx.lang);
      if (over) fail('prefPoolOverTarget', over);
    }
    if (!rec.complete) {
      const open = rec.tables.filter((t) => !t.complete).map((t) => t.label);
      fail('prefIncomplete', { tour: k, sheet: rec.sheet, tables: open.join(', ') });
    }
    records.push(rec);
  }
  return records;
}
