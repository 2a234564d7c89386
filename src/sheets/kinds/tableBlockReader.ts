/**
 * Preference: what referees typed into a table's entry block (./tableBlockLayout.ts) read back —
 * pools, mountains, whists, and what the add-on wrote there from the rulings — with the table's
 * result settled by the rules (PREF_CLOSE_BULLET's `settlePulka`), where a kept table's pulka is, and
 * whether the block's seat rows are still the add-on's.
 */
import type { Lang } from '../../i18n/messages';
import { describeHelp } from '../../i18n/helpText';
import { label } from '../../i18n/labels';
import { fail, type Params } from '../../rules/errors';
import { applyHelp } from '../../rules/help';
import { nameKey } from '../../rules/names';
import { settlePulka, settleWithout } from '../../rules/pulka';
import { cellText } from '../context';
import { isErrorValue } from '../fingerprint';
import type { CellValue } from '../gas';
import { a1, columnIndex } from '../plan';
import { damaged } from './preferenceCommon';
import { BLOCK, blockRects, type BlockLayout, type KeptRef } from './tableBlockLayout';

/** Whether a block's title row says the table is kept deal by deal (in any of the three languages). */
export function isKeptMark(v: CellValue | undefined): boolean {
  const t = cellText(v).toLowerCase();
  return t !== '' && (['en', 'ru', 'kk'] as const).some((lang) => label('prefKeptMark', lang).toLowerCase() === t);
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
  // A seat who left the party under way (issue 24 item 16) shows nothing: the three who played on settle.
  const gone =
    n === 4 && b.left?.length === 1 ? b.players.findIndex((p) => nameKey(p) === nameKey(b.left?.[0] ?? '')) : -1;
  const playing = (_: unknown, i: number): boolean => i !== gone;
  const typedAll = pools.filter(playing).every((p) => p !== null) && mountains.filter(playing).every((m) => m !== null);
  const short = pools.some((p) => p !== null && p < o.target);
  const settles = typedAll && overTarget.length === 0 && !(o.final && short);
  let result: number[] | null = null;
  if (awarded) result = awarded;
  else if (settles) {
    const withPenalties = mountains.map((m, i) => (m ?? 0) + (penalties[i] as number));
    const state = { pools: pools.map((p) => p ?? 0), mountains: withPenalties, whists };
    // the leaver has no whists at the table (his tour counts missed, −8: the roster says so)
    result =
      gone >= 0
        ? settleWithout(state, gone, b.players).map((w) => w ?? 0)
        : settlePulka(state.pools, withPenalties, whists, b.players).whists;
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
