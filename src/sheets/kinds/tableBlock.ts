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
import { a1, rectA1, type Rect, type Validation } from '../plan';
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

export function readBlock(values: CellValue[][], sheet: string, b: BlockLayout): TableRecord {
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
