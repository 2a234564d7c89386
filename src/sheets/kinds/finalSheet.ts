/**
 * Preference: the final sheet (Art. 17 items 5–6): the final table's entry block
 * (./tableBlock.ts), places by the whists of the final party, places 1–3, and who was left out
 * for missing the last tour. Its layout, plan and reader.
 *
 * Anchors (`finalAnchors`): the top row, the table block's title row ("final"), the places block's
 * title row ("places"), every column the reader uses. The reader finds the block under its title
 * wherever it is now; its seats must be numbered 1…n right under its header.
 */
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { FINAL_TABLE_SIZE } from '../../rules/seating';
import { cellText } from '../context';
import type { CellValue } from '../gas';
import { realign } from '../identity';
import { readOf, type SheetSource } from '../sheetIndex';
import { a1, newGrid, rectA1, type AnchorSpec, type Grid, type Rect, type SheetPlan } from '../plan';
import {
  cell,
  COLOR,
  damaged,
  damagedRows,
  headingNumber,
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
  readBlock,
  seatRowsProblem,
  shownSeats,
  writeBlock,
  type BlockLayout,
  type BlockRects,
  type KeptRef,
  type TableRecord,
} from './tableBlock';

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
  /** penalties by seat (mountain points) and an awarded result, from the rulings */
  penalties?: (number | null)[];
  awarded?: number[] | null;
  /** kept deal by deal: where its pulka is (./protocolSheet.ts) */
  kept?: KeptRef | null;
  /** what people typed, written again where it is (a rewrite for a ruling) */
  keep?: readonly (readonly CellValue[])[];
}

/** Rows of the places block: title at `top`, header at top + 1, places 1–3 after. */
export function finalPlacesTop(size: number): number {
  return FINAL.blockTop + blockHeight(size);
}

/** The heading: the sheet's name, the final's pool target and no time limit, how the finalists were chosen. */
function writeHeading(g: Grid, o: FinalPlanOptions): void {
  const { lang } = o;
  g.put(0, FINAL.label, o.name);
  g.formats.push({ rect: cell(0, FINAL.label), bold: true });
  g.put(FINAL.poolRow, FINAL.label, label('prefPoolTarget', lang));
  g.put(FINAL.poolRow, FINAL.value, o.pool);
  g.formats.push({ rect: cell(FINAL.poolRow, FINAL.value), bold: true, align: 'center' });
  g.put(FINAL.poolRow, FINAL.value + 1, label('prefNoTimeLimit', lang));
  g.put(FINAL.noteRow, FINAL.label, label('prefByStandingsFinal', lang, { n: o.tours, size: o.players.length }));
  g.formats.push({ rect: { row: FINAL.poolRow, col: FINAL.value + 1, rows: 2, cols: 1 }, italic: true });
  g.formats.push({ rect: cell(FINAL.noteRow, FINAL.label), italic: true });
}

/** The final table's block (./tableBlock.ts), played to the target (Art. 16 item 15). */
function writeFinalBlock(g: Grid, o: FinalPlanOptions): { block: BlockLayout; rects: BlockRects } {
  const { lang } = o;
  const block: BlockLayout = { label: '1', players: o.players.slice(), top: FINAL.blockTop, col: FINAL.col };
  if (o.penalties) block.penalties = o.penalties.slice();
  if (o.awarded) block.awarded = o.awarded.slice();
  if (o.kept) block.kept = { ...o.kept };
  const rects = writeBlock(g, block, {
    title: label('prefFinalTable', lang),
    lang,
    rules: blockRules(lang, o.pool),
    poolTarget: cell(FINAL.poolRow, FINAL.value),
    final: true,
  });
  if (o.keep) for (const rect of rects.inputs) keepTyped(g, o.keep, rect);
  return { block, rects };
}

/** Places by the whists of the final party (Art. 17 item 6), in the column after the block. */
function writePlaceColumn(g: Grid, lang: Lang, block: BlockLayout, r: BlockRects): void {
  const n = block.players.length;
  const res = rectA1(r.result, true);
  g.put(block.top, FINAL.place, null);
  g.put(block.top + 1, FINAL.place, label('place', lang));
  g.formats.push({ rect: cell(block.top + 1, FINAL.place), bold: true, background: COLOR.header, align: 'center' });
  g.formats.push({ rect: cell(block.top, FINAL.place), background: COLOR.title });
  for (let k = 0; k < n; k++) {
    const row = r.first + k;
    const here = a1(row, FINAL.col + BLOCK.result);
    // Equal whists: the seat listed first (higher in the standings) is placed first — one comparison
    // per seat above (no range ending inside the results' spill, which HyperFormula cannot size).
    const above = Array.from({ length: k }, (_, j) => `+(${a1(r.first + j, FINAL.col + BLOCK.result)}=${here})`).join(
      '',
    );
    g.put(row, FINAL.place, { f: `=IF(COUNT(${res})<${n},"",1+COUNTIF(${res},">"&${here})${above})` });
  }
  g.formats.push({ rect: placeRect(r, n), bold: true, align: 'center', background: COLOR.formula });
  g.highlights.push({
    rect: { row: r.first, col: FINAL.col, rows: n, cols: FINAL.width },
    formula: `=AND(ISNUMBER($${a1(r.first, FINAL.place)}),$${a1(r.first, FINAL.place)}<=3)`,
    background: COLOR.qualifier,
  });
}

function placeRect(r: BlockRects, n: number): Rect {
  return { row: r.first, col: FINAL.place, rows: n, cols: 1 };
}

/** Places 1–3 under the block, found by the place column; equal whists: the note says how they are placed. */
function writePodium(g: Grid, lang: Lang, r: BlockRects, n: number): void {
  const placesTop = finalPlacesTop(n);
  const podium = Math.min(3, n);
  const res = rectA1(r.result, true);
  const places = rectA1(placeRect(r, n), true);
  g.put(placesTop, FINAL.label, label('prefPlaces', lang));
  g.formats.push({
    rect: { row: placesTop, col: 0, rows: 1, cols: 3 },
    bold: true,
    background: COLOR.title,
    fontColor: COLOR.titleText,
  });
  g.put(placesTop + 1, 0, label('place', lang));
  g.put(placesTop + 1, 1, label('player', lang));
  g.put(placesTop + 1, 2, label('prefWhists', lang));
  g.formats.push({
    rect: { row: placesTop + 1, col: 0, rows: 1, cols: 3 },
    bold: true,
    background: COLOR.header,
    wrap: true,
    align: 'center',
  });
  const names = rectA1({ row: r.first, col: FINAL.col + BLOCK.player, rows: n, cols: 1 }, true);
  for (let p = 1; p <= podium; p++) {
    const row = placesTop + 1 + p;
    const match = `MATCH(${p},${places},0)`;
    g.put(row, 0, p);
    g.put(row, 1, { f: `=IF(COUNT(${places})<${n},"",INDEX(${names},${match}))` });
    g.put(row, 2, { f: `=IF(COUNT(${places})<${n},"",INDEX(${res},${match}))` });
  }
  g.formats.push({
    rect: { row: placesTop + 2, col: 0, rows: podium, cols: 3 },
    bold: true,
    background: COLOR.qualifier,
  });
  g.put(placesTop + 2 + podium, 1, label('prefTieNote', lang));
  g.formats.push({ rect: cell(placesTop + 2 + podium, 1), italic: true });
}

/** The row after places 1–3 and their note: where the list of players left out starts. */
function leftOutTop(n: number): number {
  return finalPlacesTop(n) + 2 + Math.min(3, n) + 1;
}

export function finalPlan(o: FinalPlanOptions): SheetPlan {
  const { lang } = o;
  const n = o.players.length;
  const leftTop = leftOutTop(n);
  const rows = leftTop + (o.leftOut.length > 0 ? 1 + o.leftOut.length : 0);
  const g = newGrid(rows, FINAL.width);
  writeHeading(g, o);
  const { block, rects } = writeFinalBlock(g, o);
  writePlaceColumn(g, lang, block, rects);
  writePodium(g, lang, rects, n);
  if (o.leftOut.length > 0) {
    g.put(leftTop, FINAL.label, label('prefLeftOut', lang));
    g.formats.push({ rect: cell(leftTop, FINAL.label), italic: true });
    o.leftOut.forEach((p, i) => g.put(leftTop + 1 + i, FINAL.label, p));
  }
  const widths = [50, 190, 56, 70, 52, 52, 52, 52, 70, 70, 80, 56];
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
    anchors: finalAnchors(n),
  };
}

const TOP: AnchorSpec = { at: 0, id: 'top' };
const BLOCK_TITLE: AnchorSpec = { at: FINAL.blockTop, id: 'final' };

function finalColumns(): AnchorSpec[] {
  return [...blockColumnAnchors(FINAL.col), { at: FINAL.place, id: 'c:place' }];
}

/** The rows and columns of the final sheet found again by developer metadata: the top, the table block, the places block; the block's columns and the places column. */
export function finalAnchors(size: number): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  return { rows: [TOP, BLOCK_TITLE, { at: finalPlacesTop(size), id: 'places' }], cols: finalColumns() };
}

// ---- reading what referees typed ------------------------------------------------------------------

export interface FinalRecord {
  sheet: string;
  players: string[];
  table: TableRecord;
  /** places 1…n aligned with `players` once complete (equal whists: seat order) */
  places: number[] | null;
  /** the players the sheet lists as left out for missing the last tour */
  leftOut: string[];
}

export function readFinal(sheet: SheetSource, lang: Lang): FinalRecord {
  const read = readOf(sheet);
  return finalFromValues(read, read.name, lang);
}

/**
 * The final sheet's record from what was read of it, seen in the plan's coordinates wherever its
 * rows and columns are now: the finalists are the seats numbered 1…n under the block's header.
 */
export function finalFromValues(read: SheetRead, name: string, lang: Lang): FinalRecord {
  const anchors = read.anchors ?? NO_ANCHORS;
  const { values } = read;
  const cols = finalColumns();
  const size = { rows: Math.max(values.length, FINAL.blockTop + blockHeight(FINAL_TABLE_SIZE) + 6), cols: FINAL.width };
  // The block under its title row; how many seats it has (3 or 4) decides where the places are.
  const base = realign({ rows: [TOP, BLOCK_TITLE], cols }, anchors, read, size);
  refuseLostOrMoved(name, base, lang);
  const top = { top: FINAL.blockTop, col: FINAL.col };
  const n = shownSeats(base.values, top, FINAL_TABLE_SIZE);
  const players: string[] = [];
  for (let k = 0; k < n; k++) players.push(cellText(base.values[FINAL.blockTop + 2 + k]?.[FINAL.col + BLOCK.player]));
  const block: BlockLayout = { label: '1', players, top: FINAL.blockTop, col: FINAL.col };
  const bad =
    n === 3 || n === 4
      ? seatRowsProblem(base.values, block)
      : { row: FINAL.blockTop + 2 + n, col: FINAL.col + BLOCK.seat };
  if (bad) damagedRows(name, 'final', base.row(bad.row) ?? bad.row, base.col(bad.col) ?? bad.col, lang);
  const blank = players.findIndex((p) => p === '');
  if (blank >= 0)
    damaged(
      name,
      a1(base.row(FINAL.blockTop + 2 + blank) ?? 0, base.col(FINAL.col + BLOCK.player) ?? FINAL.col + BLOCK.player),
    );
  const view = realign(finalAnchors(n), anchors, read, size);
  refuseLostOrMoved(name, view, lang);
  // The final's pool target as the sheet says (200 by default, Art. 16 item 15).
  const target = headingNumber(base.values, FINAL.poolRow, FINAL.value, name, (r, c) =>
    a1(base.row(r) ?? r, base.col(c) ?? c),
  );
  // Kept deal by deal: the title says so, and the first pool cell shows where the pulka is (a
  // finalized sheet holds values only: read as it is, never rewritten).
  // (formulas read only then)
  const keptFormula = isKeptMark(view.values[FINAL.blockTop]?.[FINAL.col + BLOCK.pool])
    ? (view.formulas[FINAL.blockTop + 2]?.[FINAL.col + BLOCK.pool] ?? '')
    : '';
  let kept: KeptRef | null = null;
  if (keptFormula !== '') {
    kept = keptRefOf(keptFormula);
    if (!kept)
      damaged(name, a1(view.row(FINAL.blockTop + 2) ?? 0, view.col(FINAL.col + BLOCK.pool) ?? FINAL.col + BLOCK.pool));
  }
  const table = readBlock(
    view.values,
    name,
    { ...block, penalties: [], awarded: null, kept },
    { target, final: true },
    (row, col) => ({ row: view.row(row) ?? row, col: view.col(col) ?? col }),
  );
  const res = table.result;
  const places = res
    ? res.map((w, i) => 1 + res.filter((x) => x > w).length + res.slice(0, i).filter((x) => x === w).length)
    : null;
  const leftOut: string[] = [];
  for (let r = leftOutTop(n) + 1; r < view.values.length; r++) {
    const who = cellText(view.values[r]?.[FINAL.label]);
    if (who === '') break;
    leftOut.push(who);
  }
  return { sheet: name, players, table, places, leftOut };
}
