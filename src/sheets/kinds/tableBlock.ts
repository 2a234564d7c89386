/**
 * Preference: one table's entry block, the same on a tour sheet and on the final sheet: seat,
 * player, pool, mountain, the whists each player wrote on each other (Code 4) and the result
 * settled by one PREF_TABLE call (PREF_CLOSE_BULLET once the party is over); and the reading of what referees typed into it. Tables are
 * numbered 1, 2, …; the seat order is the list order (the last listed deals first, Art. 16
 * item 5.1). Names are always written as literal text, never inside a formula.
 */
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { settlePulka } from '../../rules/pulka';
import { applyHelp } from '../../rules/help';
import { describeHelp } from '../../i18n/helpText';
import type { Params } from '../../rules/errors';
import { cellText } from '../context';
import { isErrorValue } from '../fingerprint';
import type { CellValue } from '../gas';
import { a1, columnIndex, rectA1, ref, type AnchorSpec, type Grid, type Rect, type Validation } from '../plan';
import { cell, COLOR, damaged, MOUNTAIN_LIMIT, POOL_MAX, WHISTS_MAX } from './preferenceCommon';

/** A text constant inside a formula (never a name: names are literal cells). */
function text(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

/**
 * Offsets of a block's columns from its seat column: the seat, the player, what the referee types
 * (pool, mountain, the whists on seats 1–4), then what the add-on writes from the referee's rulings
 * (./rulingsSheet.ts): the penalties of Art. 18 item 11 in mountain points, and an awarded result
 * (Art. 17 item 7); then the table's result.
 */
export const BLOCK = {
  seat: 0,
  player: 1,
  pool: 2,
  mountain: 3,
  whists: 4,
  penalty: 8,
  awarded: 9,
  result: 10,
  width: 11,
} as const;

/** Whist columns of a block: one per seat of the largest table. */
export const WHIST_COLUMNS = BLOCK.penalty - BLOCK.whists;

export interface BlockLayout {
  /** "1", "2", … (the final: "1") */
  label: string;
  /** seat order: the players who play at the table */
  players: string[];
  /** title row; the header is top + 1, seat k (0-based) is at top + 2 + k */
  top: number;
  /** the seat column */
  col: number;
  /**
   * Players seated here but not admitted once the tour was seated (late past 10 minutes, Art. 16
   * item 4; or disqualified): the table plays three-handed (Art. 16 item 3). They are shown on the
   * rows after the seats, which the block keeps so no other table moves.
   */
  absent?: string[];
  /** penalties in mountain points by seat (add-on written, from the rulings); empty = none */
  penalties?: (number | null)[];
  /** the result awarded by the referee by seat (Art. 17 item 7), or nothing */
  awarded?: number[] | null;
  /** kept deal by deal: where its pulka is (./protocolSheet.ts); the block then has nothing to type */
  kept?: KeptRef | null;
}

/** Where a kept table's pulka is: the protocol sheet and its first cell (seat 1's pool), 0-based. */
export interface KeptRef {
  sheet: string;
  row: number;
  col: number;
}

/** Whether a block's title row says the table is kept deal by deal (in any of the three languages). */
export function isKeptMark(v: CellValue | undefined): boolean {
  const t = cellText(v).toLowerCase();
  return t !== '' && (['en', 'ru', 'kk'] as const).some((lang) => label('prefKeptMark', lang).toLowerCase() === t);
}

/** Columns of a kept table's pulka after its pool: mountain, whists on seats 1–4, …, result (PREF_PROTOCOL's answer). */
const KEPT = { pool: 0, mountain: 1, whists: 2, result: 9 } as const;

function keptCell(k: KeptRef, seat: number, offset: number): string {
  return ref(k.sheet, { row: k.row + seat, col: k.col + offset, rows: 1, cols: 1 });
}

const SHEET_CELL = /(?:'((?:[^']|'')+)'|([^'!(),=]+))!\$?([A-Z]{1,3})\$?(\d+)/g;

/**
 * The pulka a kept block's first pool cell shows, read from its formula
 * (`=IF('…'!$L$6="","",'…'!$C$6)`): Sheets keeps the reference right when the protocol sheet is
 * renamed or its rows move. Null when the formula is not one of ours.
 */
export function keptRefOf(formula: string): KeptRef | null {
  if (!/^=IF\(/i.test(formula.trim())) return null;
  const refs: RegExpExecArray[] = [];
  SHEET_CELL.lastIndex = 0;
  for (let m = SHEET_CELL.exec(formula); m; m = SHEET_CELL.exec(formula)) refs.push(m);
  const last = refs[refs.length - 1];
  if (refs.length !== 2 || !last) return null;
  const sheet = last[1] !== undefined ? last[1].replace(/''/g, "'") : (last[2] as string).trim();
  return { sheet, row: Number(last[4]) - 1, col: columnIndex(last[3] as string) };
}

/** Seat rows a block keeps: its players and those not admitted after seating. */
export function reservedSeats(b: Pick<BlockLayout, 'players' | 'absent'>): number {
  return b.players.length + (b.absent?.length ?? 0);
}

export interface BlockRects {
  first: number;
  pools: Rect;
  mountains: Rect;
  whists: Rect;
  penalties: Rect;
  awarded: Rect;
  result: Rect;
  /** cells referees type into: pools, mountains and the whists off the diagonal */
  inputs: Rect[];
}

export function blockRects(b: Pick<BlockLayout, 'players' | 'top' | 'col'> & Partial<BlockLayout>): BlockRects {
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
    penalties: { row: first, col: b.col + BLOCK.penalty, rows: n, cols: 1 },
    awarded: { row: first, col: b.col + BLOCK.awarded, rows: n, cols: 1 },
    result: { row: first, col: b.col + BLOCK.result, rows: n, cols: 1 },
    inputs,
  };
}

/**
 * The columns of the blocks whose seat column is `col`, as anchors: the seat, the player, the pool,
 * the mountain, the four whists columns, the penalties, the awarded result and the result ("c:seat",
 * "c:name", "c:pool", "c:mountain", "c:w1"…"c:w4", "c:penalty", "c:awarded", "c:result").
 */
export function blockColumnAnchors(col: number): AnchorSpec[] {
  const list: AnchorSpec[] = [
    { at: col + BLOCK.seat, id: 'c:seat' },
    { at: col + BLOCK.player, id: 'c:name' },
    { at: col + BLOCK.pool, id: 'c:pool' },
    { at: col + BLOCK.mountain, id: 'c:mountain' },
  ];
  for (let j = 0; j < WHIST_COLUMNS; j++) list.push({ at: col + BLOCK.whists + j, id: `c:w${j + 1}` });
  list.push(
    { at: col + BLOCK.penalty, id: 'c:penalty' },
    { at: col + BLOCK.awarded, id: 'c:awarded' },
    { at: col + BLOCK.result, id: 'c:result' },
  );
  return list;
}

/** The seat numbers a block shows, from its first seat row down, while they count 1, 2, … (at most `max`). */
export function shownSeats(
  values: readonly (readonly CellValue[])[],
  b: Pick<BlockLayout, 'top' | 'col'>,
  max: number,
): number {
  let k = 0;
  while (k < max && seatNumber(values[b.top + 2 + k]?.[b.col + BLOCK.seat]) === k + 1) k++;
  return k;
}

function seatNumber(v: CellValue | undefined): number | null {
  const t = cellText(v);
  return t === '' ? null : Number(t);
}

/**
 * Where a block's rows stopped being the add-on's, in the plan's coordinates: the first seat row
 * whose seat number is not k + 1, or the row after the last seat when it is not empty there (a
 * seat row deleted pulls the next block up). Null when the seats are 1…n and nothing follows.
 */
export function seatRowsProblem(
  values: readonly (readonly CellValue[])[],
  b: BlockLayout,
): { row: number; col: number } | null {
  const n = b.players.length;
  const k = shownSeats(values, b, n);
  const col = b.col + BLOCK.seat;
  if (k < n) return { row: b.top + 2 + k, col };
  if (cellText(values[b.top + 2 + n]?.[col]) !== '') return { row: b.top + 2 + n, col };
  return null;
}

/** Rows a block takes, the blank row after it included. */
export function blockHeight(size: number): number {
  return size + 3;
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
    f: `=PREF_TABLE(${pools},${mountains},${whists},${penalties},${target},${awarded},${o.final === true ? 'TRUE' : 'FALSE'})`,
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
 * A table kept deal by deal (issue 14 item 2): its title says so and where; its pools, mountains and
 * whists show the pulka's once the party is over (blank while it is played, so no reader takes a
 * running pulka for a result); its result is the pulka's (PREF_PROTOCOL on the protocol sheet), or the
 * awarded whists. Nothing here is typed: one truth per table. Penalties are rows of the pulka.
 */
function writeKeptBlock(g: Grid, b: BlockLayout, k: KeptRef, o: BlockOptions): BlockRects {
  const { lang } = o;
  const r = blockRects(b);
  const n = b.players.length;
  const c = b.col;
  const awarded = rectA1(r.awarded, true);
  const isAwarded = `COUNT(${awarded})=${n}`;
  const res = (seat: number) => keptCell(k, seat, KEPT.result);
  const shown = (seat: number, offset: number) => ({ f: `=IF(${res(seat)}="","",${keptCell(k, seat, offset)})` });
  g.put(b.top, c + BLOCK.seat, o.title);
  g.put(b.top, c + BLOCK.pool, label('prefKeptMark', lang));
  g.put(b.top, c + BLOCK.whists, k.sheet);
  const closed = `IF(COUNTIF(${rectA1(r.pools, true)},"<"&${a1(o.poolTarget.row, o.poolTarget.col, true)})>0,${text(label('prefCompulsoryClose', lang))},${text(label('prefTableDone', lang))})`;
  g.put(b.top, c + BLOCK.result, {
    f: `=IF(${isAwarded},${text(label('prefTableAwarded', lang))},IF(${res(0)}="",${text(label('prefKeptWaiting', lang, { sheet: k.sheet }))},${closed}))`,
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

// ---- reading what referees typed ------------------------------------------------------------------

export interface TableRecord {
  label: string;
  players: string[];
  block: BlockLayout;
  pools: (number | null)[];
  mountains: (number | null)[];
  /** empty = 0 */
  whists: number[][];
  /** penalties in mountain points (Art. 18 item 11), written from the rulings; empty = 0 */
  penalties: number[];
  /** the result the referee awarded (Art. 17 item 7), or null */
  awarded: number[] | null;
  /** the party's pool target, as the sheet says */
  target: number;
  /** seats whose pool is above the target (not legal: the excess goes as help, Art. 18 item 10) */
  overTarget: number[];
  /** settled with some pool short of the target: a compulsory close (Art. 18 item 13); never in the final */
  compulsory: boolean;
  /** the table has a result: awarded, or every pool and mountain typed, none above the target (the final: every pool at it) */
  complete: boolean;
  /** some input typed */
  typed: boolean;
  /** final whists: the awarded ones, or PREF_CLOSE_BULLET's over the mountains with the penalties, once complete */
  result: number[] | null;
  /** each seat's pool and mountain cell where it is now on the sheet ("J7") */
  poolCells: string[];
  mountainCells: string[];
}

/** Where a planned cell (0-based row, column) is now on the sheet; by default where the plan put it. */
export type CellPlace = (row: number, col: number) => { row: number; col: number };

const AS_PLANNED: CellPlace = (row, col) => ({ row, col });

function placeA1(place: CellPlace, row: number, col: number): string {
  const at = place(row, col);
  return a1(at.row, at.col);
}

/** A typed number: a number, or numeric text ("12", "-8", "12,5", a Unicode minus); "" = null. `cell` names it where it is now. */
function typedNumber(v: CellValue | undefined, sheet: string, cell: () => string): number | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string') {
    // "Loading…" or an error value is not a number yet, nor a wrong one.
    if (isErrorValue(v)) fail('notReady', { sheet, cell: cell(), found: v });
    const t = v
      .trim()
      .replace(/\u2212/g, '-')
      .replace(',', '.');
    if (t === '') return null;
    if (/^[-+]?\d+(\.\d+)?$/.test(t)) return Number(t);
  }
  return fail('prefBadNumber', { sheet, cell: cell(), found: v });
}

export interface ReadBlockOptions {
  /** the party's pool target */
  target: number;
  /** the final: complete only when every pool reached the target (Art. 16 item 15) */
  final?: boolean;
}

/**
 * A block's typed pools, mountains and whists, and what the add-on wrote there from the rulings
 * (penalties, an awarded result). `values` are in the plan's coordinates (a realigned view);
 * `place` says where a planned cell is now on the sheet, for the cells a refusal or a finalize
 * problem names.
 */
export function readBlock(
  values: readonly (readonly CellValue[])[],
  sheet: string,
  b: BlockLayout,
  o: ReadBlockOptions,
  place: CellPlace = AS_PLANNED,
): TableRecord {
  const r = blockRects(b);
  const n = b.players.length;
  const at = (row: number, col: number): CellValue | undefined => values[row]?.[col];
  const pools: (number | null)[] = [];
  const mountains: (number | null)[] = [];
  const whists: number[][] = [];
  const penalties: number[] = [];
  const awardedCells: (number | null)[] = [];
  const poolCells: string[] = [];
  const mountainCells: string[] = [];
  let typed = false;
  for (let i = 0; i < n; i++) {
    const row = r.first + i;
    const named = cellText(at(row, b.col + BLOCK.player));
    if (nameKey(named) !== nameKey(b.players[i] as string)) damaged(sheet, placeA1(place, row, b.col + BLOCK.player));
    const pool = typedNumber(at(row, r.pools.col), sheet, () => placeA1(place, row, r.pools.col));
    const mountain = typedNumber(at(row, r.mountains.col), sheet, () => placeA1(place, row, r.mountains.col));
    pools.push(pool);
    mountains.push(mountain);
    poolCells.push(placeA1(place, row, r.pools.col));
    mountainCells.push(placeA1(place, row, r.mountains.col));
    if (pool !== null || mountain !== null) typed = true;
    const line: number[] = [];
    for (let j = 0; j < n; j++) {
      const col = r.whists.col + j;
      const w = j === i ? null : typedNumber(at(row, col), sheet, () => placeA1(place, row, col));
      if (w !== null) typed = true;
      line.push(w ?? 0);
    }
    whists.push(line);
    penalties.push(typedNumber(at(row, r.penalties.col), sheet, () => placeA1(place, row, r.penalties.col)) ?? 0);
    awardedCells.push(typedNumber(at(row, r.awarded.col), sheet, () => placeA1(place, row, r.awarded.col)));
  }
  const awarded = n > 0 && awardedCells.every((w) => w !== null) ? (awardedCells as number[]) : null;
  const overTarget = pools.flatMap((p, i) => (p !== null && p > o.target ? [i] : []));
  const typedAll = pools.every((p) => p !== null) && mountains.every((m) => m !== null);
  const short = pools.some((p) => p !== null && p < o.target);
  const settles = typedAll && overTarget.length === 0 && !(o.final && short);
  let result: number[] | null = null;
  if (awarded) result = awarded;
  else if (settles) {
    const withPenalties = (mountains as number[]).map((m, i) => m + (penalties[i] as number));
    result = settlePulka(pools as number[], withPenalties, whists).whists;
  }
  return {
    label: b.label,
    players: b.players,
    block: { ...b, penalties, awarded },
    pools,
    mountains,
    whists,
    penalties,
    awarded,
    target: o.target,
    overTarget,
    compulsory: !awarded && settles && short,
    complete: result !== null,
    typed,
    result,
    poolCells,
    mountainCells,
  };
}

/**
 * The parameters of `prefPoolOverTarget` for a table with a pool above the target: the first such
 * seat, its cell, and where the excess goes as help (Art. 18 item 10), in the players' names.
 * Null when every pool is within the target.
 */
export function overTargetParams(t: TableRecord, sheet: string, lang: Lang): Params | null {
  const first = t.overTarget[0];
  if (first === undefined) return null;
  const pools = t.pools.map((p) => p ?? 0);
  const mountains = t.mountains.map((m, i) => (m ?? 0) + (t.penalties[i] ?? 0));
  const help = describeHelp(applyHelp(pools, mountains, t.whists, t.target), (seat) => t.players[seat] as string, lang);
  return {
    sheet,
    table: t.label,
    name: t.players[first],
    cell: t.poolCells[first],
    pool: pools[first],
    target: t.target,
    help,
  };
}
