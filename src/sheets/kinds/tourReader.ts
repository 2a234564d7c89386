/**
 * Preference: a tour sheet read back — the roster and each table's typed pools, mountains and whists
 * (./tableBlockReader.ts), seen in the plan's coordinates wherever its rows and columns are now
 * (./tourLayout.ts's anchors) — and each tour's points for the standings. The roster must be
 * numbered 1…N with no gap, each block's seats 1…n (a row inserted or deleted inside either
 * refuses, it is never read as an empty seat or a missing player).
 */
import type { Lang } from '../../i18n/messages';
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { readContract } from '../../rules/notation';
import { tourRating, type RatingRow } from '../../rules/rating';
import { cellText, findSheet, readAll, type Ctx } from '../context';
import type { CellValue, SheetLike } from '../gas';
import { anchoredRow, readAnchors, realign, type Realigned } from '../identity';
import { readOf, type SheetSource } from '../sheetIndex';
import { a1 } from '../plan';
import {
  damaged,
  damagedRows,
  hasAnchors,
  headingNumber,
  isTrue,
  NO_ANCHORS,
  refuseLostOrMoved,
  type SheetRead,
} from './preferenceCommon';
import { BLOCK, blockHeight, reservedSeats, type BlockLayout, type KeptRef } from './tableBlockLayout';
import {
  isKeptMark,
  keptRefOf,
  overTargetParams,
  readBlock,
  seatRowsProblem,
  type CellPlace,
  type TableRecord,
} from './tableBlockReader';
import { TOUR, TOUR_HEADER, TOUR_TOP, tourColumns } from './tourLayout';

export interface RosterLine {
  name: string;
  /** the sheet's 0-based row where the line is now */
  row: number;
  table: string | null;
  missed: boolean;
  /**
   * Left the party under way (issue 24 item 16): still a seat of his table's block (its deals before
   * stand), the word `выбыл` in the missed column — he missed the tour (−8, Art. 16 item 12).
   */
  left: boolean;
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
export function readTour(sheet: SheetSource, n: number, lang: Lang): TourRecord {
  const read = readOf(sheet);
  return tourFromValues(read, read.name, n, lang);
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
  const { roster, base, endLost } = locateRoster({ values, formulas, anchors: readAnchors(sheet, values) }, name, lang);
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
  const base = realign({ rows: [TOUR_TOP, TOUR_HEADER], cols: tourColumns() }, anchors, read, {
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
      left: readContract(line[TOUR.missed])?.kind === 'leave',
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
  const { roster, base, endLost } = locateRoster(read, name, lang);
  const members = tableMembers(roster, name, base);
  const { blocks, bottom } = blocksOf(members);
  const heading = readHeading(base.values, name, (r, c) => a1(base.row(r) ?? r, base.col(c) ?? c), n);
  // Each block under its title row, wherever it is now.
  const rows = [TOUR_TOP, TOUR_HEADER, ...blocks.map((b) => ({ at: b.top, id: `t:${b.label}` }))].sort(
    (x, y) => x.at - y.at,
  );
  const view = realign({ rows, cols: tourColumns() }, anchors, read, {
    rows: Math.max(values.length, bottom),
    cols: TOUR.width,
  });
  refuseLostOrMoved(name, { lost: [...(endLost ? ['roster'] : []), ...view.lost], disordered: view.disordered }, lang);
  const stray = [...anchors.rows.keys()].find((id) => id.startsWith('t:') && !members.has(id.slice(2)));
  if (stray !== undefined) damaged(name, a1(anchoredRow(anchors, stray) ?? 0, view.col(TOUR.blocks) ?? TOUR.blocks));
  const seen: TablesSeen = { name, lang, base, view, place: placeOf(view), members, target: heading.pool };
  const tables = blocks.map((b) => readTable(seen, b));
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

/**
 * The roster's lines by the table they name. Every line is seated at a table or marked missed (the
 * seating writes one or the other); a line with both was seated and then not admitted (his table
 * plays three-handed).
 */
function tableMembers(roster: readonly RosterLine[], name: string, base: Realigned): Map<string, RosterLine[]> {
  const members = new Map<string, RosterLine[]>();
  for (const line of roster) {
    if (line.table === null) {
      if (line.missed) continue;
      damaged(name, a1(line.row, base.col(TOUR.table) ?? TOUR.table));
    }
    members.set(line.table, [...(members.get(line.table) ?? []), line]);
  }
  return members;
}

/** The blocks the roster's tables make, in table order, where the plan put them; `bottom` is the row after the last. */
function blocksOf(members: ReadonlyMap<string, RosterLine[]>): { blocks: BlockLayout[]; bottom: number } {
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
    const gone = lines.filter((l) => l.left).map((l) => l.name);
    if (gone.length > 0) b.left = gone;
    blocks.push(b);
    top += blockHeight(reservedSeats(b));
  }
  return { blocks, bottom: top };
}

/** What the tables of a tour sheet are read with: the sheet seen through its anchors, the roster's members by table. */
interface TablesSeen {
  name: string;
  lang: Lang;
  /** the sheet seen through the top, header and column anchors (the roster's columns) */
  base: Realigned;
  /** the sheet seen through the block titles' anchors too */
  view: Realigned;
  place: CellPlace;
  members: ReadonlyMap<string, RosterLine[]>;
  /** the pool target, as the heading says */
  target: number;
}

/** One table's block, checked against the roster (its size, its seats 1…n, its names), then read. */
function readTable(t: TablesSeen, b: BlockLayout): TableRecord {
  const { name, view, place } = t;
  const size = b.players.length;
  // The roster's table column names a table of other than 3 or 4 players: point at its first row.
  if (size !== 3 && size !== 4)
    damaged(name, a1((t.members.get(b.label) as RosterLine[])[0]?.row ?? 0, t.base.col(TOUR.table) ?? TOUR.table));
  // Seats 1…n right under the block's header: a row inserted or deleted inside the block shows here.
  const bad = seatRowsProblem(view.values, b);
  if (bad) {
    const at = place(bad.row, bad.col);
    damagedRows(name, `t:${b.label}`, at.row, at.col, t.lang);
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
  // (its formulas are read only for a kept table)
  const keptFormula = isKeptMark(view.values[b.top]?.[TOUR.blocks + BLOCK.pool])
    ? (view.formulas[b.top + 2]?.[TOUR.blocks + BLOCK.pool] ?? '')
    : '';
  if (keptFormula !== '') {
    kept = keptRefOf(keptFormula);
    if (!kept) {
      const at = place(b.top + 2, TOUR.blocks + BLOCK.pool);
      damaged(name, a1(at.row, at.col));
    }
  }
  return readBlock(view.values, name, { ...b, players: seated, kept }, { target: t.target }, place);
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
    whists: line.missed || line.left ? null : (result.get(nameKey(line.name)) ?? null),
    table: line.table,
    missed: line.missed || line.left,
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
