/**
 * Preference: one table's entry block, the same on a tour sheet and on the final sheet: seat,
 * player, pool, mountain, the whists each player wrote on each other (Code 4) and the result
 * settled by PREF_CLOSE_BULLET; and the reading of what referees typed into it. Tables are
 * numbered 1, 2, …; the seat order is the list order (the last listed deals first, Art. 16
 * item 5.1). Names are always written as literal text, never inside a formula.
 */
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { settlePulka } from '../../rules/pulka';
import { cellText } from '../context';
import type { CellValue } from '../gas';
import { a1, rectA1, type AnchorSpec, type Rect, type Validation } from '../plan';
import { cell, COLOR, damaged, MOUNTAIN_LIMIT, POOL_MAX, WHISTS_MAX, type Grid } from './preferenceCommon';

/** A text constant inside a formula (never a name: names are literal cells). */
function text(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

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

/**
 * The columns of the blocks whose seat column is `col`, as anchors: the seat, the player, the pool,
 * the mountain, the four whists columns and the result ("c:seat", "c:name", "c:pool",
 * "c:mountain", "c:w1"…"c:w4", "c:result").
 */
export function blockColumnAnchors(col: number): AnchorSpec[] {
  const list: AnchorSpec[] = [
    { at: col + BLOCK.seat, id: 'c:seat' },
    { at: col + BLOCK.player, id: 'c:name' },
    { at: col + BLOCK.pool, id: 'c:pool' },
    { at: col + BLOCK.mountain, id: 'c:mountain' },
  ];
  for (let j = 0; j < BLOCK.result - BLOCK.whists; j++) list.push({ at: col + BLOCK.whists + j, id: `c:w${j + 1}` });
  list.push({ at: col + BLOCK.result, id: 'c:result' });
  return list;
}

/** The seat numbers a block shows, from its first seat row down, while they count 1, 2, … (at most `max`). */
export function shownSeats(values: readonly (readonly CellValue[])[], b: Pick<BlockLayout, 'top' | 'col'>, max: number): number {
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
export function seatRowsProblem(values: readonly (readonly CellValue[])[], b: BlockLayout): { row: number; col: number } | null {
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

/** "" until every pool and mountain of the table is typed. */
function blankCondition(r: BlockRects): string {
  return `COUNTBLANK(${rectA1(r.pools, true)})+COUNTBLANK(${rectA1(r.mountains, true)})>0`;
}

export interface BlockRules {
  pool: Validation;
  mountain: Validation;
  whists: Validation;
}

export function blockRules(lang: Lang, pool: number): BlockRules {
  return {
    pool: { kind: 'number', min: 0, max: POOL_MAX, help: label('helpPool', lang, { pool }) },
    mountain: { kind: 'number', min: -MOUNTAIN_LIMIT, max: MOUNTAIN_LIMIT, help: label('helpMountain', lang) },
    whists: { kind: 'number', min: 0, max: WHISTS_MAX, help: label('helpWhists', lang) },
  };
}

export function writeBlock(g: Grid, b: BlockLayout, title: string, lang: Lang, rules: BlockRules, poolTarget: Rect): BlockRects {
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

// ---- reading what referees typed ------------------------------------------------------------------

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
    const t = v.trim().replace(/\u2212/g, '-').replace(',', '.');
    if (t === '') return null;
    if (/^[-+]?\d+(\.\d+)?$/.test(t)) return Number(t);
  }
  return fail('prefBadNumber', { sheet, cell: cell(), found: v });
}

/**
 * A block's typed pools, mountains and whists. `values` are in the plan's coordinates (a realigned
 * view); `place` says where a planned cell is now on the sheet, for the cells a refusal or a
 * finalize problem names.
 */
export function readBlock(values: readonly (readonly CellValue[])[], sheet: string, b: BlockLayout, place: CellPlace = AS_PLANNED): TableRecord {
  const r = blockRects(b);
  const n = b.players.length;
  const at = (row: number, col: number): CellValue | undefined => values[row]?.[col];
  const pools: (number | null)[] = [];
  const mountains: (number | null)[] = [];
  const whists: number[][] = [];
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
  }
  const complete = pools.every((p) => p !== null) && mountains.every((m) => m !== null);
  const result = complete ? settlePulka(pools as number[], mountains as number[], whists).whists : null;
  return { label: b.label, players: b.players, block: b, pools, mountains, whists, complete, typed, result, poolCells, mountainCells };
}
