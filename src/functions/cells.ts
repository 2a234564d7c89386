/**
 * Reading the arguments Sheets passes to a custom function.
 *
 * A range arrives as a 2-D array of rows, a single cell as a scalar, an omitted optional
 * argument as `undefined`. Cells are numbers, strings ("" when empty), booleans or Dates.
 * Every cell kind is a zod (mini) schema whose error message is our message code, so a
 * failed parse names the exact cell and what was expected.
 */
import * as z from 'zod/mini';
import { fail, TournamentError } from '../rules/errors';
import type { MessageCode } from '../i18n/messages';

// ---- cell schemas ------------------------------------------------------------------------

const isDate = (v: unknown): v is Date => Object.prototype.toString.call(v) === '[object Date]';

/** A raw cell as Sheets passes it. */
const rawCell = z.union([z.custom<number>((v) => typeof v === 'number'), z.string(), z.boolean(), z.null(), z.undefined(), z.custom<Date>(isDate)]);
/** An argument: a range (rows of cells) or a single cell. */
const rawArg = z.union([z.array(z.array(rawCell)), rawCell]);

/**
 * No score, pool, mountain, whist or rating comes near this; a larger number is a typo, and
 * refusing it keeps every sum finite and exact.
 */
export const MAX_MAGNITUDE = 1e9;

/** Spaces people and locales put around or inside numbers: ordinary, no-break, thin. */
const SPACES = /[\s\u00a0\u2009\u202f]+/g;
const MINUS = /^[\u2212\u2012\u2013\u2014]/;
const NUMERIC = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

const trimmed = z.pipe(z.string(), z.transform((s: string) => s.replace(SPACES, ' ').trim()));
const blank = z.pipe(
  z.union([z.null(), z.undefined(), trimmed.check(z.regex(/^$/))]),
  z.transform(() => null),
);
const finite = z.number().check(z.refine(Number.isFinite));
const numericText = z.pipe(
  z.pipe(trimmed, z.transform((s: string) => s.replace(SPACES, '').replace(MINUS, '-'))).check(z.regex(NUMERIC)),
  z.transform((s: string) => Number(s.replace(',', '.'))),
);

/** A number or null for an empty cell; anything else fails with `code`. */
export function optionalNumberOr(code: MessageCode) {
  return z.union([blank, finite, numericText], { error: code }).check(
    z.refine((v: number | null) => v === null || Math.abs(v) <= MAX_MAGNITUDE, { error: 'tooLarge' }),
  );
}

/** A backgammon party cell: a number (checked to be 0, 1 or 2 by the rules) or empty. */
export const partyCell = optionalNumberOr('bgBadValue');

/** A number, or null for an empty cell. */
export const optionalNumber = optionalNumberOr('notNumber');

const isWholeOrNull = (v: number | null): boolean => v === null || Number.isInteger(v);
const isNonNegativeOrNull = (v: number | null): boolean => v === null || v >= 0;

/** A whole number ≥ 0, or null. */
export const optionalCount = optionalNumber.check(
  z.refine(isWholeOrNull, { error: 'notWholeNumber' }),
  z.refine(isNonNegativeOrNull, { error: 'negativeNumber' }),
);

/** A number ≥ 0, or null. */
export const optionalNonNegative = optionalNumber.check(z.refine(isNonNegativeOrNull, { error: 'negativeNumber' }));

const TRUE_WORDS = new Set(['true', 'истина', 'ақиқат', 'да', 'иә', 'yes', '1', 'x', '✓']);
const FALSE_WORDS = new Set(['false', 'ложь', 'жалған', 'нет', 'жоқ', 'no', '0']);

/** TRUE/FALSE (also 1/0 and the words in the three languages); empty = false. */
export const flag = z.union(
  [
    z.boolean(),
    z.pipe(blank, z.transform(() => false)),
    z.pipe(z.number().check(z.refine((n: number) => n === 0 || n === 1)), z.transform((n: number) => n === 1)),
    z.pipe(
      z.pipe(trimmed, z.transform((s: string) => s.toLowerCase())).check(
        z.refine((s: string) => TRUE_WORDS.has(s) || FALSE_WORDS.has(s)),
      ),
      z.transform((s: string) => TRUE_WORDS.has(s)),
    ),
  ],
  { error: 'notBoolean' },
);

/** A name: text (numbers are names too, e.g. a team "2005"), trimmed; null when empty. */
export const optionalName = z.union(
  [
    blank,
    trimmed,
    z.pipe(finite, z.transform((n: number) => String(n))),
  ],
  { error: 'notText' },
);

/** A score cell: a whole number ≥ 0, "+" or "-" (a forfeit), or null. */
export const scoreCell = z.union(
  [
    z.pipe(
      z.pipe(trimmed, z.transform((s: string) => s.replace(MINUS, '-'))).check(z.regex(/^[+-]$/)),
      z.transform((s: string) => s as '+' | '-'),
    ),
    optionalCount,
  ],
  { error: 'notScore' },
);

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
  const parsed = rawArg.safeParse(value);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? [];
    const [row, col] = path.map(Number);
    fail('internal', { detail: typeof value }, { arg, ...(row !== undefined ? { row } : {}), ...(col !== undefined ? { col } : {}) });
  }
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

function failFromZod(grid: Grid, issues: readonly z.core.$ZodIssue[], rowOf: (i: number) => number, colOf: (i: number, j: number) => number): never {
  const issue = issues[0] as z.core.$ZodIssue;
  const [i, j] = issue.path.map(Number) as [number, number];
  const row = rowOf(i);
  const col = colOf(i, j);
  const found = (grid.cells[row] as unknown[])[col];
  const where = grid.scalar ? { arg: grid.arg } : { arg: grid.arg, row, col };
  throw new TournamentError(issue.message as MessageCode, { found }, where);
}

/** Every cell of a grid through one schema; errors name the cell. */
export function parseGrid<T>(grid: Grid, schema: z.ZodMiniType<T>): T[][] {
  const result = z.array(z.array(schema)).safeParse(grid.cells);
  if (!result.success) failFromZod(grid, result.error.issues, (i) => i, (_, j) => j);
  return result.data;
}

/** Every row of a grid through one row schema (a tuple, one schema per column). */
export function parseRows<T>(grid: Grid, rowSchema: z.ZodMiniType<T>): T[] {
  const result = z.array(rowSchema).safeParse(grid.cells);
  if (!result.success) failFromZod(grid, result.error.issues, (i) => i, (_, j) => j);
  return result.data;
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

/** Every item of a list through one schema; errors name the cell. */
export function parseList<T>(list: List, schema: z.ZodMiniType<T>): T[] {
  const result = z.array(schema).safeParse(list.cells);
  if (!result.success) {
    failFromZod(list.grid, result.error.issues, (k) => list.at(k).row, (k) => list.at(k).col);
  }
  return result.data;
}

/** A single value argument (a cell, or a 1×1 range). */
export function parseScalar<T>(arg: string, value: unknown, schema: z.ZodMiniType<T>): T {
  const grid = required(toGrid(arg, value));
  if (grid.rows !== 1 || grid.cols !== 1) fail('notSingleCell', { rows: grid.rows, cols: grid.cols }, { arg });
  return (parseGrid(grid, schema)[0] as T[])[0] as T;
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
