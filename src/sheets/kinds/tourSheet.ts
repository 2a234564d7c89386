/**
 * Preference: a tour sheet: the roster of every player in registration order (table, missed,
 * whists, rating by one PREF_RATING spill) and, beside it, one entry block per table
 * (./tableBlock.ts): pools, mountains and the whists each player wrote on each other (Code 4),
 * settled by PREF_CLOSE_BULLET with the compulsory close of Art. 18 item 13. Its layout, plan and
 * reader, and each tour's points for the standings.
 */
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { tourRating, type RatingRow } from '../../rules/rating';
import type { Table } from '../../rules/seating';
import { cellText, findSheet, readAll, type Ctx } from '../context';
import type { CellValue, SheetLike } from '../gas';
import { a1, rectA1, type Rect, type SheetPlan } from '../plan';
import { cell, COLOR, damaged, isTrue, newGrid } from './preferenceCommon';
import { BLOCK, blockHeight, blockRules, readBlock, writeBlock, type BlockLayout, type TableRecord } from './tableBlock';

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

// ---- reading what referees typed ------------------------------------------------------------------

export interface RosterLine {
  name: string;
  /** 0-based sheet row */
  row: number;
  table: string | null;
  missed: boolean;
}

export interface TourRecord {
  n: number;
  sheet: string;
  roster: RosterLine[];
  tables: TableRecord[];
  complete: boolean;
  typed: boolean;
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
    const rec = readTour(sheet, k);
    if (!rec.complete) {
      const open = rec.tables.filter((t) => !t.complete).map((t) => t.label);
      fail('prefIncomplete', { tour: k, sheet: rec.sheet, tables: open.join(', ') });
    }
    records.push(rec);
  }
  return records;
}
