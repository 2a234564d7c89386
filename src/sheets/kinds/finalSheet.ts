/**
 * Preference: the final sheet (Art. 17 items 5–6): the final table's entry block
 * (./tableBlock.ts), places by the whists of the final party, places 1–3, and who was left out
 * for missing the last tour. Its layout, plan and reader.
 */
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { FINAL_TABLE_SIZE } from '../../rules/seating';
import { cellText, readAll } from '../context';
import type { CellValue, SheetLike } from '../gas';
import { a1, rectA1, type Rect, type SheetPlan } from '../plan';
import { cell, COLOR, damaged, newGrid } from './preferenceCommon';
import { BLOCK, blockHeight, blockRules, readBlock, writeBlock, type BlockLayout, type TableRecord } from './tableBlock';

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

// ---- reading what referees typed ------------------------------------------------------------------

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
