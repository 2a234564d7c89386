/**
 * Preference: one table's entry block written, the same on a tour sheet and on the final sheet:
 * seat, player, pool, mountain, the whists each player wrote on each other (Code 4) and the result
 * settled by one PREF_TABLE call (PREF_CLOSE_BULLET once the party is over). Tables are numbered
 * 1, 2, …; the seat order is the list order (the last listed deals first, Art. 16 item 5.1). Names
 * are always written as literal text, never inside a formula.
 *
 * Where the block's cells sit: ./tableBlockLayout.ts; what referees typed into it, read back:
 * ./tableBlockReader.ts (both re-exported here).
 */
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import type { CellValue } from '../gas';
import { a1, rectA1, ref, type Grid, type Rect, type Validation } from '../plan';
import { cell, COLOR, MOUNTAIN_LIMIT, POOL_MAX, WHISTS_MAX } from './preferenceCommon';
import { BLOCK, blockRects, type BlockLayout, type BlockRects, type KeptRef } from './tableBlockLayout';

export {
  BLOCK,
  blockColumnAnchors,
  blockHeight,
  blockRects,
  reservedSeats,
  WHIST_COLUMNS,
  type BlockLayout,
  type BlockRects,
  type KeptRef,
} from './tableBlockLayout';
export {
  isKeptMark,
  keptRefOf,
  overTargetParams,
  readBlock,
  seatRowsProblem,
  shownSeats,
  type CellPlace,
  type ReadBlockOptions,
  type TableRecord,
} from './tableBlockReader';

/** A text constant inside a formula (never a name: names are literal cells). */
function text(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

/** Columns of a kept table's pulka after its pool: mountain, whists on seats 1–4, …, result (PREF_PROTOCOL's answer). */
const KEPT = { pool: 0, mountain: 1, whists: 2, result: 9 } as const;

function keptCell(k: KeptRef, seat: number, offset: number): string {
  return ref(k.sheet, { row: k.row + seat, col: k.col + offset, rows: 1, cols: 1 });
}

/** Nothing to settle yet: a pool or a mountain not typed (the final: or a pool short of its target, Art. 16 item 15). */
function blankCondition(r: BlockRects, target: string, final: boolean): string {
  const typed = `COUNTBLANK(${rectA1(r.pools, true)})+COUNTBLANK(${rectA1(r.mountains, true)})>0`;
  return final ? `OR(${typed},COUNTIF(${rectA1(r.pools, true)},"<"&${target})>0)` : typed;
}

export interface BlockRules {
  pool: Validation;
  mountain: Validation;
  whists: Validation;
}

/** A pool above the party's target is refused as it is typed (Art. 18 item 10: the excess goes as help). */
export function blockRules(lang: Lang, pool: number): BlockRules {
  return {
    pool: { kind: 'number', min: 0, max: Math.min(pool, POOL_MAX), help: label('helpPool', lang, { pool }) },
    mountain: { kind: 'number', min: -MOUNTAIN_LIMIT, max: MOUNTAIN_LIMIT, help: label('helpMountain', lang) },
    whists: { kind: 'number', min: 0, max: WHISTS_MAX, help: label('helpWhists', lang) },
  };
}

export interface BlockOptions {
  title: string;
  lang: Lang;
  rules: BlockRules;
  /** the cell holding the party's pool target */
  poolTarget: Rect;
  /** the final: played until every pool reaches the target, never compulsory-closed (Art. 16 item 15) */
  final?: boolean;
}

/**
 * Writes a table's block: title (with the table's state), header, one row per seat, and the rows of
 * the players not admitted. The results are one PREF_TABLE call spilling into the seats: the awarded
 * whists when the referee awarded the table a result (Art. 17 item 7), blanks while the party is not
 * over, else PREF_CLOSE_BULLET over the typed pools, mountains and whists with the penalties added to
 * the mountains and the target checked (a pool above it is an error that explains help, Art. 18 item 10).
 */
export function writeBlock(g: Grid, b: BlockLayout, o: BlockOptions): BlockRects {
  if (b.kept) return writeKeptBlock(g, b, b.kept, o);
  const { lang } = o;
  const r = blockRects(b);
  const n = b.players.length;
  const c = b.col;
  const target = a1(o.poolTarget.row, o.poolTarget.col, true);
  const cond = blankCondition(r, target, o.final === true);
  const pools = rectA1(r.pools, true);
  const mountains = rectA1(r.mountains, true);
  const whists = rectA1(r.whists, true);
  const penalties = rectA1(r.penalties, true);
  const awarded = rectA1(r.awarded, true);
  // The names break a rounding tie by name, never by seat (roundKeepingSum, issue 24 item 14).
  const names = rectA1({ row: r.first, col: c + BLOCK.player, rows: n, cols: 1 }, true);
  const isAwarded = `COUNT(${awarded})=${n}`;
  const waiting = text(label(o.final ? 'prefFinalWaiting' : 'prefTableWaiting', lang));
  const closed = o.final
    ? text(label('prefTableDone', lang))
    : `IF(COUNTIF(${pools},"<"&${target})>0,${text(label('prefCompulsoryClose', lang))},${text(label('prefTableDone', lang))})`;
  g.put(b.top, c + BLOCK.seat, o.title);
  g.put(b.top, c + BLOCK.whists, label('prefWhistsOn', lang));
  g.put(b.top, c + BLOCK.result, {
    f: `=IF(${isAwarded},${text(label('prefTableAwarded', lang))},IF(${cond},${waiting},${closed}))`,
  });
  g.formats.push({
    rect: { row: b.top, col: c, rows: 1, cols: BLOCK.width },
    bold: true,
    background: COLOR.title,
    fontColor: COLOR.titleText,
  });
  writeHeader(g, b, lang);
  // One call per table (one server execution in Google Sheets), spilling into every seat's result.
  g.put(r.first, c + BLOCK.result, {
    f: `=PREF_TABLE(${pools},${mountains},${whists},${penalties},${target},${awarded},${o.final === true ? 'TRUE' : 'FALSE'},${names})`,
  });
  b.players.forEach((p, k) => {
    const row = r.first + k;
    g.put(row, c + BLOCK.seat, k + 1);
    g.put(row, c + BLOCK.player, p);
    const pen = b.penalties?.[k];
    if (pen !== undefined && pen !== null && pen !== 0) g.put(row, c + BLOCK.penalty, pen);
    const award = b.awarded?.[k];
    if (b.awarded && award !== undefined) g.put(row, c + BLOCK.awarded, award);
    g.formats.push({ rect: cell(row, c + BLOCK.whists + k), background: COLOR.diagonal });
  });
  writeAbsent(g, b, r, lang);
  g.formats.push({ rect: { row: r.first, col: c + BLOCK.seat, rows: n, cols: 1 }, align: 'center' });
  for (const rect of r.inputs) g.formats.push({ rect, background: COLOR.input });
  g.formats.push({
    rect: { row: r.first, col: c + BLOCK.penalty, rows: n, cols: 2 },
    background: COLOR.ruling,
    align: 'center',
  });
  g.formats.push({ rect: r.result, background: COLOR.formula, bold: true });
  g.validations.push({ rect: r.pools, rule: o.rules.pool });
  g.validations.push({ rect: r.mountains, rule: o.rules.mountain });
  for (const rect of r.inputs) {
    const whistPart = rect.col <= c + BLOCK.mountain ? { ...rect, col: c + BLOCK.whists, cols: rect.cols - 2 } : rect;
    if (whistPart.cols > 0) g.validations.push({ rect: whistPart, rule: o.rules.whists });
  }
  g.inputs.push(...r.inputs);
  const top = a1(r.first, c + BLOCK.pool);
  // Short of the target: a compulsory close (tours) or a party still going (the final); above it: an error.
  g.highlights.push({ rect: r.pools, formula: `=AND(ISNUMBER(${top}),${top}>${target})`, background: COLOR.wrong });
  g.highlights.push({ rect: r.pools, formula: `=AND(ISNUMBER(${top}),${top}<${target})`, background: COLOR.closed });
  return r;
}

/** The players not admitted, on the rows the block keeps after its seats (no seat number: they do not play). */
function writeAbsent(g: Grid, b: BlockLayout, r: BlockRects, lang: Lang): void {
  (b.absent ?? []).forEach((p, k) => {
    const row = r.first + b.players.length + k;
    g.put(row, b.col + BLOCK.player, p);
    g.put(row, b.col + BLOCK.pool, label('prefNotAdmitted', lang));
    g.formats.push({ rect: { row, col: b.col, rows: 1, cols: BLOCK.width }, background: COLOR.missed, italic: true });
  });
}

/** The header row of a block (its title row is the caller's). */
function writeHeader(g: Grid, b: BlockLayout, lang: Lang): void {
  const c = b.col;
  const n = b.players.length;
  g.put(b.top + 1, c + BLOCK.seat, label('prefSeat', lang));
  g.put(b.top + 1, c + BLOCK.player, label('player', lang));
  g.put(b.top + 1, c + BLOCK.pool, label('prefPool', lang));
  g.put(b.top + 1, c + BLOCK.mountain, label('prefMountain', lang));
  for (let j = 0; j < n; j++) g.put(b.top + 1, c + BLOCK.whists + j, `→ ${j + 1}`);
  g.put(b.top + 1, c + BLOCK.penalty, label('prefPenalty', lang));
  g.put(b.top + 1, c + BLOCK.awarded, label('prefAwarded', lang));
  g.put(b.top + 1, c + BLOCK.result, label('prefResult', lang));
  g.formats.push({
    rect: { row: b.top + 1, col: c, rows: 1, cols: BLOCK.width },
    bold: true,
    background: COLOR.header,
    wrap: true,
    align: 'center',
  });
}

/**
 * A table kept deal by deal in the sheet (SPEC §3 PREF_PULKA; Art. 16 item 11 has the players keep
 * it on paper): its title says so and where; its pools, mountains and whists show the pulka's once
 * the party is over (blank while it is played, so no reader takes a running pulka for a result); its
 * result is the pulka's (PREF_PROTOCOL on the protocol sheet), or the awarded whists. Nothing here is typed: one truth per table. Penalties are rows of the pulka.
 */
function writeKeptBlock(g: Grid, b: BlockLayout, k: KeptRef, o: BlockOptions): BlockRects {
  const { lang } = o;
  const r = blockRects(b);
  const n = b.players.length;
  const c = b.col;
  const awarded = rectA1(r.awarded, true);
  const isAwarded = `COUNT(${awarded})=${n}`;
  const res = (seat: number) => keptCell(k, seat, KEPT.result);
  // a seat who left the party has no result (issue 24 item 16): the title waits on one who played on
  const gone = new Set((b.left ?? []).map((x) => b.players.indexOf(x)));
  const first = b.players.findIndex((_, s) => !gone.has(s));
  const shown = (seat: number, offset: number) => ({ f: `=IF(${res(seat)}="","",${keptCell(k, seat, offset)})` });
  g.put(b.top, c + BLOCK.seat, o.title);
  g.put(b.top, c + BLOCK.pool, label('prefKeptMark', lang));
  g.put(b.top, c + BLOCK.whists, k.sheet);
  const closed = `IF(COUNTIF(${rectA1(r.pools, true)},"<"&${a1(o.poolTarget.row, o.poolTarget.col, true)})>0,${text(label('prefCompulsoryClose', lang))},${text(label('prefTableDone', lang))})`;
  g.put(b.top, c + BLOCK.result, {
    f: `=IF(${isAwarded},${text(label('prefTableAwarded', lang))},IF(${res(first)}="",${text(label('prefKeptWaiting', lang, { sheet: k.sheet }))},${closed}))`,
  });
  g.formats.push({
    rect: { row: b.top, col: c, rows: 1, cols: BLOCK.width },
    bold: true,
    background: COLOR.title,
    fontColor: COLOR.titleText,
  });
  writeHeader(g, b, lang);
  b.players.forEach((p, seat) => {
    const row = r.first + seat;
    g.put(row, c + BLOCK.seat, seat + 1);
    g.put(row, c + BLOCK.player, p);
    g.put(row, c + BLOCK.pool, shown(seat, KEPT.pool));
    g.put(row, c + BLOCK.mountain, shown(seat, KEPT.mountain));
    for (let j = 0; j < n; j++) if (j !== seat) g.put(row, c + BLOCK.whists + j, shown(seat, KEPT.whists + j));
    const award = b.awarded?.[seat];
    if (b.awarded && award !== undefined) g.put(row, c + BLOCK.awarded, award);
    g.put(row, c + BLOCK.result, {
      f: `=IF(${isAwarded},${a1(row, c + BLOCK.awarded)},IF(${res(seat)}="","",${res(seat)}))`,
    });
    g.formats.push({ rect: cell(row, c + BLOCK.whists + seat), background: COLOR.diagonal });
    if (gone.has(seat)) g.formats.push({ rect: cell(row, c + BLOCK.player), background: COLOR.missed, italic: true });
  });
  writeAbsent(g, b, r, lang);
  g.formats.push({ rect: { row: r.first, col: c + BLOCK.seat, rows: n, cols: 1 }, align: 'center' });
  g.formats.push({
    rect: { row: r.first, col: c + BLOCK.pool, rows: n, cols: BLOCK.penalty - BLOCK.pool },
    background: COLOR.formula,
  });
  g.formats.push({
    rect: { row: r.first, col: c + BLOCK.penalty, rows: n, cols: 2 },
    background: COLOR.ruling,
    align: 'center',
  });
  g.formats.push({ rect: r.result, background: COLOR.formula, bold: true });
  // nothing to type, nothing to keep
  return { ...r, inputs: [] };
}

/** Writes again what was typed in `rect` (entry cells only; what the plan puts elsewhere stays the plan's). */
export function keepTyped(g: Grid, keep: readonly (readonly CellValue[])[], rect: Rect): void {
  for (let r = rect.row; r < rect.row + rect.rows; r++) {
    for (let c = rect.col; c < rect.col + rect.cols; c++) {
      const v = keep[r]?.[c];
      if (v !== undefined && v !== null && v !== '') g.put(r, c, v instanceof Date ? String(v) : v);
    }
  }
}
