/**
 * Reading the arguments Sheets passes to a custom function.
 *
 * A range arrives as a 2-D array of rows, a single cell as a scalar, an omitted optional
 * argument as `undefined`. Cells are numbers, strings ("" when empty), booleans or Dates.
 * Every cell kind is a plain reading function that refuses a cell with our message code, so a
 * failed read names the exact cell and what was expected.
 *
 * Nothing here is built when the script loads, and no schema library is on this path, although the
 * server arguments and the settings sheet are read with zod (src/sheets/common/args.ts,
 * ./settings.ts): in Google Sheets every custom-function cell is its own execution that compiles
 * Code.js from scratch, and the budget of `npm run bench` is that load and the first call cost at
 * most 15 times a 1 KB script (CPU time). Measured on this path (GROUP_TABLE's two ranges read by a
 * zod/mini schema of their cells first, 16 KB more to compile): 11–12 times without it, 18–20 with it
 * — zod's constructors and its per-cell parsing cost more than the rules themselves, and the
 * compiled-once reading goes from 3.0 to 5.3 times (docs/performance.md, "A light load"). The kinds
 * below are small closures.
 */
import { fail, TournamentError } from './errors';
import { readContract } from './notation';
import type { MessageCode } from '../i18n/messages';

// ---- cell kinds ----------------------------------------------------------------------------

const isDate = (v: unknown): v is Date => Object.prototype.toString.call(v) === '[object Date]';

/** A cell that does not read as its kind: the message code that says what was expected. */
export interface Refusal {
  readonly refused: MessageCode;
}
const refuse = (code: MessageCode): Refusal => ({ refused: code });
const isRefusal = (v: unknown): v is Refusal => typeof v === 'object' && v !== null && 'refused' in v;

export type Parsed<T> = { success: true; data: T } | { success: false; code: MessageCode };

/** One kind of cell: how a raw cell reads. */
export class CellKind<T> {
  constructor(private readonly read: (v: unknown) => T | Refusal) {}

  /** The cell read as this kind, or the code of what was expected (the settings and registration readers use it too). */
  safeParse(v: unknown): Parsed<T> {
    const r = this.read(v);
    return isRefusal(r) ? { success: false, code: r.refused } : { success: true, data: r };
  }

  /** A kind that reads as this one, then refuses what `ok` does not accept with `code`. */
  check(ok: (v: T) => boolean, code: MessageCode): CellKind<T> {
    return new CellKind<T>((v) => {
      const r = this.read(v);
      return isRefusal(r) || ok(r) ? r : refuse(code);
    });
  }
}

/** A row: one cell kind per column. */
export class RowKind<T extends unknown[]> {
  constructor(readonly kinds: { [K in keyof T]: CellKind<T[K]> }) {}
}

/** A raw cell as Sheets passes it. */
const isRawCell = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  typeof v === 'number' ||
  typeof v === 'string' ||
  typeof v === 'boolean' ||
  isDate(v);

/**
 * No score, pool, mountain, whist or rating comes near this; a larger number is a typo, and
 * refusing it keeps every sum finite and exact.
 */
export const MAX_MAGNITUDE = 1e9;

/** Spaces people and locales put around or inside numbers: ordinary, no-break, thin. */
const SPACES = /[\s\u00a0\u2009\u202f]+/g;
const MINUS = /^[\u2212\u2012\u2013\u2014]/;
const NUMERIC = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

const trimmed = (s: string): string => s.replace(SPACES, ' ').trim();
const isBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && trimmed(v) === '');
const isFinite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A number typed as text: "1 234,5", "−8", "+3". */
function numericText(v: string): number | null {
  const s = trimmed(v).replace(SPACES, '').replace(MINUS, '-');
  return NUMERIC.test(s) ? Number(s.replace(',', '.')) : null;
}

/** A number or null for an empty cell; anything else fails with `code`. */
export function optionalNumberOr(code: MessageCode): CellKind<number | null> {
  return new CellKind<number | null>((v) => {
    const n = isBlank(v) ? null : isFinite(v) ? v : typeof v === 'string' ? numericText(v) : null;
    if (n === null && !isBlank(v)) return refuse(code);
    return n !== null && Math.abs(n) > MAX_MAGNITUDE ? refuse('tooLarge') : n;
  });
}

/** A backgammon party cell: a number (checked to be 0, 1 or 2 by the rules) or empty. */
export const partyCell = optionalNumberOr('bgBadValue');

/** A number, or null for an empty cell. */
export const optionalNumber = optionalNumberOr('notNumber');

const isWholeOrNull = (v: number | null): boolean => v === null || Number.isInteger(v);
const isNonNegativeOrNull = (v: number | null): boolean => v === null || v >= 0;

/** A whole number ≥ 0, or null. */
export const optionalCount = optionalNumber
  .check(isWholeOrNull, 'notWholeNumber')
  .check(isNonNegativeOrNull, 'negativeNumber');

/** A number ≥ 0, or null. */
export const optionalNonNegative = optionalNumber.check(isNonNegativeOrNull, 'negativeNumber');

const TRUE_WORDS = ['true', 'истина', 'ақиқат', 'да', 'иә', 'yes', '1', 'x', '✓'];
const FALSE_WORDS = ['false', 'ложь', 'жалған', 'нет', 'жоқ', 'no', '0'];

/** TRUE/FALSE (also 1/0 and the words in the three languages); empty = false. */
export const flag = new CellKind<boolean>((v) => {
  if (typeof v === 'boolean') return v;
  if (isBlank(v)) return false;
  if (v === 0 || v === 1) return v === 1;
  const word = typeof v === 'string' ? trimmed(v).toLowerCase() : null;
  if (word !== null && TRUE_WORDS.includes(word)) return true;
  if (word !== null && FALSE_WORDS.includes(word)) return false;
  return refuse('notBoolean');
});

/**
 * A tour's "missed" cell: TRUE/FALSE as `flag`, or the word of a player who left the party under
 * way (`выбыл`, `шықты`, `left`…: issue 24 item 16), who missed the tour too (Art. 16 item 12).
 */
export const missedFlag = new CellKind<boolean>((v) => {
  const read = flag.safeParse(v);
  if (read.success) return read.data;
  return readContract(v)?.kind === 'leave' ? true : refuse('notBoolean');
});

/** A name: text (numbers are names too, e.g. a team "2005"), trimmed; null when empty. */
export const optionalName = new CellKind<string | null>((v) => {
  if (isBlank(v)) return null;
  if (typeof v === 'string') return trimmed(v);
  return isFinite(v) ? String(v) : refuse('notText');
});

/** A score cell: a whole number ≥ 0, "+" or "-" (a forfeit), or null. */
export const scoreCell = new CellKind<number | '+' | '-' | null>((v) => {
  if (typeof v === 'string') {
    const mark = trimmed(v).replace(MINUS, '-');
    if (mark === '+' || mark === '-') return mark;
  }
  const n = optionalCount.safeParse(v);
  return n.success ? n.data : refuse(n.code === 'notNumber' ? 'notScore' : n.code);
});

// ---- grids and lists ---------------------------------------------------------------------

export interface Grid {
  /** Argument name as in the function signature. */
  arg: string;
  cells: unknown[][];
  rows: number;
  cols: number;
  /** True when a single cell (not a range) was passed. */
  scalar: boolean;
  /** True when the argument was left out. */
  omitted: boolean;
}

/**
 * An optional argument skipped inside a formula (`=F(a,,c)`) may arrive as an empty value
 * rather than as undefined; both mean "left out".
 */
export function optionalArg(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

export function toGrid(arg: string, value: unknown): Grid {
  // Sheets passes a cell or rows of cells; anything else is a caller's mistake, named where it is.
  if (Array.isArray(value)) {
    value.forEach((r: unknown, row) => {
      if (!Array.isArray(r)) fail('internal', { detail: typeof r }, { arg, row });
      r.forEach((v: unknown, col) => {
        if (!isRawCell(v)) fail('internal', { detail: typeof v }, { arg, row, col });
      });
    });
  } else if (!isRawCell(value)) fail('internal', { detail: typeof value }, { arg });
  if (value === undefined) return { arg, cells: [], rows: 0, cols: 0, scalar: false, omitted: true };
  if (!Array.isArray(value)) return { arg, cells: [[value]], rows: 1, cols: 1, scalar: true, omitted: false };
  const rows = value as unknown[][];
  const cols = rows.reduce((m, r) => Math.max(m, r.length), 0);
  // Sheets always passes rectangles; pad anything ragged with empty cells.
  const cells = rows.map((r) => (r.length === cols ? r : [...r, ...Array<unknown>(cols - r.length).fill('')]));
  return { arg, cells, rows: rows.length, cols, scalar: false, omitted: false };
}

/** A required argument must be given. */
export function required(grid: Grid): Grid {
  if (grid.omitted) fail('missingArgument', {}, { arg: grid.arg });
  return grid;
}

/** Every cell of a grid read as one kind; errors name the cell. */
export function parseGrid<T>(grid: Grid, kind: CellKind<T>): T[][] {
  return grid.cells.map((r, i) => r.map((v, j) => readCell(grid, kind, v, i, j)));
}

function readCell<T>(grid: Grid, kind: CellKind<T>, v: unknown, row: number, col: number): T {
  const r = kind.safeParse(v);
  if (r.success) return r.data;
  throw new TournamentError(r.code, { found: v }, grid.scalar ? { arg: grid.arg } : { arg: grid.arg, row, col });
}

/** Every row of a grid read as a row kind (one kind per column). */
export function parseRows<T extends unknown[]>(grid: Grid, row: RowKind<T>): T[] {
  return grid.cells.map((r, i) => row.kinds.map((k, j) => readCell(grid, k, r[j], i, j)) as T);
}

export type Orientation = 'column' | 'row' | 'scalar';

/** A list argument: a single column, a single row, or a single cell. */
export interface List {
  grid: Grid;
  orientation: Orientation;
  cells: unknown[];
  /** Row and column of the k-th item inside the argument. */
  at(k: number): { row: number; col: number };
}

export function toList(arg: string, value: unknown): List {
  const grid = toGrid(arg, value);
  if (grid.rows > 1 && grid.cols > 1) fail('notList', { rows: grid.rows, cols: grid.cols }, { arg });
  const orientation: Orientation = grid.scalar ? 'scalar' : grid.rows === 1 && grid.cols > 1 ? 'row' : 'column';
  const cells = orientation === 'row' ? (grid.cells[0] as unknown[]) : grid.cells.map((r) => r[0]);
  const at = orientation === 'row' ? (k: number) => ({ row: 0, col: k }) : (k: number) => ({ row: k, col: 0 });
  return { grid, orientation, cells, at };
}

/** Every item of a list read as one kind; errors name the cell. */
export function parseList<T>(list: List, kind: CellKind<T>): T[] {
  return list.cells.map((v, k) => {
    const { row, col } = list.at(k);
    return readCell(list.grid, kind, v, row, col);
  });
}

/** A single value argument (a cell, or a 1×1 range). */
export function parseScalar<T>(arg: string, value: unknown, kind: CellKind<T>): T {
  const grid = required(toGrid(arg, value));
  if (grid.rows !== 1 || grid.cols !== 1) fail('notSingleCell', { rows: grid.rows, cols: grid.cols }, { arg });
  return (parseGrid(grid, kind)[0] as T[])[0] as T;
}

/** Items of a result shaped like the list it follows: column in, column out, etc. */
export function shapeLike<T>(list: List, values: readonly T[]): T | T[][] {
  if (list.orientation === 'row') return [values.slice()];
  if (list.orientation === 'scalar' && values.length === 1) return values[0] as T;
  return values.map((v) => [v]);
}

/**
 * Rules code reports list items by their index as `row`; turn that into the real row and
 * column of the cell for lists that came as a row.
 */
export function relocate(error: TournamentError, lists: readonly List[]): TournamentError {
  const where = error.where;
  if (!where || where.row === undefined || where.col !== undefined) return error;
  const list = lists.find((l) => l.grid.arg === where.arg);
  if (!list) return error;
  const at = list.grid.scalar ? {} : list.at(where.row);
  return new TournamentError(error.code, error.params, { arg: where.arg, ...at });
}
