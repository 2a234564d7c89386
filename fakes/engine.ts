/**
 * The formula engine behind the fake spreadsheet: HyperFormula 3.5 (GPL-3.0, a dev dependency,
 * never imported from src/), configured close to Google Sheets, with
 *
 * - our seven custom functions from src/functions/index.ts, called with arguments shaped as
 *   Sheets passes them (a range = rows of cells, "" for an empty cell; a single cell = a scalar)
 *   and spilling their array results as Sheets does; a thrown Error becomes an #ERROR! cell
 *   carrying the message;
 * - a few Google Sheets built-ins HyperFormula lacks (REGEXMATCH, REGEXEXTRACT, REGEXREPLACE,
 *   TO_TEXT, ISEMAIL, JOIN, CONCAT), so formulas the add-on writes do not turn into #NAME?;
 * - Sheets' semantics where HyperFormula's own functions differ: wildcards (with ~ escapes) in
 *   MATCH(…, 0) and everywhere else HyperFormula matches patterns, the first match of a
 *   wildcard VLOOKUP / HLOOKUP, SUMPRODUCT evaluating its arguments as arrays, the bare
 *   TRUE / FALSE literals, and TODAY() / NOW() on the book's clock in the spreadsheet's time zone.
 */
import {
  ArraySize,
  CellError,
  EmptyValue,
  ErrorType,
  FunctionPlugin,
  HyperFormula,
  SimpleRangeValue,
} from 'hyperformula';
import type { ConfigParams, FunctionMetadata } from 'hyperformula';
import * as custom from '../src/functions/index';
import { dateToSerial } from './coerce';

// ---- the locale custom functions see ---------------------------------------------------------

let currentLocale = 'en_US';

/**
 * Runs `fn` (anything that makes HyperFormula evaluate) with `locale` as the spreadsheet locale
 * our custom functions read for their messages.
 */
export function withLocale<T>(locale: string, fn: () => T): T {
  const prev = currentLocale;
  currentLocale = locale;
  try {
    return fn();
  } finally {
    currentLocale = prev;
  }
}

/** What a custom function may reach of its book while it runs: the Lock service (KASE_PROBE). */
export interface EngineHost {
  lockService(): unknown;
  /** The book's clock and the spreadsheet's time zone: what TODAY() and NOW() read. */
  clock?(): { now: number; timeZone: string };
}

/** Each engine's book, by the engine's dependency graph (the one object its plugins share with it). */
const HOSTS = new WeakMap<object, EngineHost>();

export function registerEngineHost(hf: HyperFormula, host: EngineHost): void {
  HOSTS.set(hf.dependencyGraph, host);
}

/**
 * src/functions/runtime.ts reads the locale through the global `SpreadsheetApp` only when it
 * has a message to write. During a custom function call the fake puts a minimal global there
 * (not the fake's SpreadsheetApp, so the read is not logged as an add-on call), and the book's
 * `LockService` as a custom function's execution sees it, and removes them afterwards.
 */
function withLocaleGlobal<T>(fn: () => T, host?: EngineHost): T {
  const g = globalThis as Record<string, unknown>;
  const saved = ['SpreadsheetApp', 'LockService'].map((k) => ({
    k,
    had: Object.prototype.hasOwnProperty.call(g, k),
    prev: g[k],
  }));
  const locale = currentLocale;
  g.SpreadsheetApp = { getActiveSpreadsheet: () => ({ getSpreadsheetLocale: () => locale }) };
  if (host) g.LockService = host.lockService();
  try {
    return fn();
  } finally {
    for (const { k, had, prev } of saved) {
      if (had) g[k] = prev;
      else delete g[k];
    }
  }
}

// ---- values between HyperFormula and Sheets --------------------------------------------------

/** The parts of HyperFormula's AST the plugins read (its AST types are not exported). */
interface ProcedureAst {
  procedureName: string;
  args: AstNode[];
}
interface AstNode {
  type: string;
  value?: unknown;
}

type HfValue = unknown;

function isRichNumber(v: unknown): v is { val: number } {
  return typeof v === 'object' && v !== null && 'val' in v && typeof (v as { val: unknown }).val === 'number';
}

/** An HF scalar as Sheets would hand it to a custom function ("" for empty). */
function sheetsScalar(v: unknown): unknown {
  if (v === EmptyValue || v === null || v === undefined) return '';
  if (isRichNumber(v)) return v.val;
  return v;
}

/**
 * An evaluated argument as Sheets passes it: a range of one cell is a scalar, a larger range is
 * rows of cells. An error anywhere in the argument is returned instead (the function is not
 * called; the error propagates, as for Sheets' own functions).
 */
export function toSheetsArgument(v: HfValue): unknown {
  if (v instanceof CellError) return v;
  if (v instanceof SimpleRangeValue) {
    const data = v.data;
    for (const row of data) for (const cell of row) if (cell instanceof CellError) return cell;
    if (data.length === 1 && data[0]?.length === 1) return sheetsScalar(data[0][0]);
    return data.map((row) => row.map(sheetsScalar));
  }
  return sheetsScalar(v);
}

function toHfCell(v: unknown): unknown {
  if (v === null || v === undefined) return EmptyValue;
  if (typeof v === 'number')
    return Number.isFinite(v) ? v : new CellError(ErrorType.NUM, `Result was not a finite number: ${v}`);
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (v instanceof Date) return dateToSerial(v);
  return new CellError(ErrorType.VALUE, `Unsupported result type: ${typeof v}`);
}

/**
 * A custom function's result as HyperFormula wants it. `reserved` is the spill area the fake
 * predicted (HyperFormula fixes an array formula's size before evaluating it): a smaller result
 * is padded with empty cells, a larger one is an error naming both sizes.
 */
export function toHfResult(fn: string, result: unknown, reserved: ArraySize): unknown {
  if (!Array.isArray(result)) return toHfCell(result);
  let rows: unknown[][];
  const items: unknown[] = result;
  if (items.every((r) => Array.isArray(r))) rows = items as unknown[][];
  else if (items.some((r) => Array.isArray(r)))
    return new CellError(ErrorType.VALUE, `${fn}: result mixes rows and cells`);
  else rows = items.map((x) => [x]); // a flat array: one column
  if (rows.length === 0) return new CellError(ErrorType.NA, `${fn}: result was empty`);
  const width = rows[0]?.length ?? 0;
  if (width === 0 || rows.some((r) => r.length !== width)) {
    return new CellError(ErrorType.VALUE, `${fn}: result rows have different lengths`);
  }
  if (rows.length > reserved.height || width > reserved.width) {
    return new CellError(
      ErrorType.REF,
      `${fn}: result is ${rows.length}×${width} but the fake reserved a spill area of ${reserved.height}×${reserved.width} (see fakes/engine.ts)`,
    );
  }
  const cells = rows.map((r) => r.map(toHfCell));
  if (rows.length === 1 && width === 1) return cells[0]?.[0];
  return SimpleRangeValue.onlyValues(cells as never);
}

// ---- our custom functions --------------------------------------------------------------------

type CustomName = keyof typeof custom;

/** Rows PREF_TABLES reserves when its count is not a literal: enough for 64 players (SPEC §4). */
export const PREF_TABLES_SPILL_ROWS = 17;

const CUSTOM_NAMES: CustomName[] = [
  'PREF_CLOSE_BULLET',
  'PREF_TABLE',
  'PREF_RATING',
  'PREF_TABLES',
  'PREF_STANDINGS',
  'BG_MATCH_POINTS',
  'GROUP_RANK',
  'GROUP_TABLE',
  'PREF_PULKA',
  'PREF_PROTOCOL',
  'KASE_PROBE',
  'KASE_QUEUE',
];

export class CustomFunctionsPlugin extends FunctionPlugin {
  static override implementedFunctions = Object.fromEntries(
    CUSTOM_NAMES.map((name) => [
      name,
      { method: `f_${name}`, sizeOfResultArrayMethod: `s_${name}`, vectorizationForbidden: true },
    ]),
  );

  private sized(ast: AstNode, state: unknown): ArraySize {
    const s = this.arraySizeForAst(ast as never, state as never);
    return new ArraySize(Math.max(1, s.width), Math.max(1, s.height));
  }

  /** The shape of the first argument (a list in, the same list out). */
  private shapeOfFirst(ast: ProcedureAst, state: unknown): ArraySize {
    const first = ast.args[0];
    return first ? this.sized(first, state) : ArraySize.scalar();
  }

  /** One row of `width` cells per item of the first argument. */
  private rowsOfFirst(ast: ProcedureAst, state: unknown, width: number): ArraySize {
    const first = ast.args[0];
    if (!first) return ArraySize.scalar();
    const s = this.sized(first, state);
    return new ArraySize(width, s.width * s.height);
  }

  size(name: CustomName, ast: ProcedureAst, state: unknown): ArraySize {
    switch (name) {
      case 'PREF_CLOSE_BULLET':
      case 'PREF_TABLE':
      case 'PREF_RATING':
      case 'GROUP_RANK':
        return this.shapeOfFirst(ast, state);
      case 'PREF_STANDINGS':
        return this.rowsOfFirst(ast, state, 4);
      case 'GROUP_TABLE': {
        // An 11th column (why each place) when the seventh argument, the language, is given.
        const why = ast.args[6];
        const given = why !== undefined && why.type !== 'EMPTY' && !(why.type === 'STRING' && why.value === '');
        return this.rowsOfFirst(ast, state, given ? 11 : 10);
      }
      case 'BG_MATCH_POINTS':
      case 'KASE_PROBE':
        return new ArraySize(3, 1);
      case 'PREF_PULKA': {
        // n rows (seats) × n + 5 columns, n = the deals' columns − 3
        const first = ast.args[0];
        const n = first ? this.sized(first, state).width - 3 : 0;
        return n === 3 || n === 4 ? new ArraySize(n + 5, n) : ArraySize.scalar();
      }
      case 'PREF_PROTOCOL': {
        // n rows (seats) × 10 columns, n = the deals' columns − 3
        const first = ast.args[0];
        const n = first ? this.sized(first, state).width - 3 : 0;
        return n === 3 || n === 4 ? new ArraySize(10, n) : ArraySize.scalar();
      }
      case 'KASE_QUEUE': {
        // One row (now, next) per table: a row of the first argument.
        const first = ast.args[0];
        return first ? new ArraySize(2, this.sized(first, state).height) : ArraySize.scalar();
      }
      case 'PREF_TABLES': {
        const first = ast.args[0];
        if (first?.type === 'NUMBER' && typeof first.value === 'number') {
          try {
            const out = custom.PREF_TABLES(first.value);
            if (Array.isArray(out)) return new ArraySize(1, Math.max(1, out.length));
          } catch {
            return ArraySize.scalar();
          }
          return ArraySize.scalar();
        }
        return new ArraySize(1, PREF_TABLES_SPILL_ROWS);
      }
    }
  }

  call(name: CustomName, ast: ProcedureAst, state: unknown): HfValue {
    const reserved = this.size(name, ast, state);
    // HyperFormula fills the whole reserved area of a failed array formula with the error;
    // Sheets shows it in the formula's own cell only. At the top of a formula the error is
    // therefore returned as an array with the error in its first cell; nested (IFERROR(…))
    // it stays a plain error so that the enclosing function sees it.
    const topLevel = (state as { formulaVertex?: { formula?: unknown } }).formulaVertex?.formula === ast;
    const failed = (error: CellError): HfValue => {
      if (!topLevel || (reserved.width === 1 && reserved.height === 1)) return error;
      const cells: unknown[][] = Array.from({ length: reserved.height }, () =>
        Array.from({ length: reserved.width }, () => EmptyValue),
      );
      (cells[0] as unknown[])[0] = error;
      return SimpleRangeValue.onlyValues(cells as never);
    };
    const args: unknown[] = [];
    for (const arg of ast.args) {
      const v = toSheetsArgument(this.evaluateAst(arg as never, state as never));
      if (v instanceof CellError) return failed(v);
      args.push(v);
    }
    const fn = custom[name] as (...a: unknown[]) => unknown;
    // The self-check's probe keeps its execution busy for a while; here every execution runs at
    // once (no concurrency to model), so it is not kept busy: its end is put that much later.
    const busy = name === 'KASE_PROBE' && typeof args[1] === 'number' ? args[1] : 0;
    if (busy > 0) args[1] = 0;
    let result: unknown;
    try {
      result = withLocaleGlobal(() => fn(...args), HOSTS.get(this.dependencyGraph));
    } catch (e) {
      return failed(new CellError(ErrorType.ERROR, e instanceof Error ? e.message : String(e)));
    }
    if (busy > 0 && Array.isArray(result) && Array.isArray(result[0]) && typeof result[0][1] === 'number')
      result[0][1] += Math.min(busy, 5000);
    const out = toHfResult(name, result, reserved);
    return out instanceof CellError ? failed(out) : out;
  }
}

// One evaluation method and one size method per function, as HyperFormula looks them up by name.
for (const name of CUSTOM_NAMES) {
  const proto = CustomFunctionsPlugin.prototype as unknown as Record<string, unknown>;
  proto[`f_${name}`] = function (this: CustomFunctionsPlugin, ast: ProcedureAst, state: unknown) {
    return this.call(name, ast, state);
  };
  proto[`s_${name}`] = function (this: CustomFunctionsPlugin, ast: ProcedureAst, state: unknown) {
    return this.size(name, ast, state);
  };
}

// ---- Google Sheets built-ins HyperFormula lacks ---------------------------------------------

function sheetsText(fn: string, k: number, v: unknown, strict: boolean): string | CellError {
  if (v instanceof CellError) return v;
  if (v instanceof SimpleRangeValue) {
    const d = v.data;
    if (d.length !== 1 || d[0]?.length !== 1) {
      return new CellError(ErrorType.VALUE, `${fn}: parameter ${k} is a range; use ARRAYFORMULA in Sheets`);
    }
    return sheetsText(fn, k, d[0][0], strict);
  }
  if (v === EmptyValue || v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  const shown = isRichNumber(v) ? String(v.val) : typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : String(v);
  if (strict) {
    // As Sheets: "Function REGEXMATCH parameter 1 expects text values. But '12' is a number and cannot be coerced to a text."
    const kind = typeof v === 'boolean' ? 'a boolean' : 'a number';
    return new CellError(
      ErrorType.VALUE,
      `Function ${fn} parameter ${k} expects text values. But '${shown}' is ${kind} and cannot be coerced to a text.`,
    );
  }
  return shown;
}

/** RE2 (Sheets) to JavaScript: a leading (?i) / (?s) / (?m) becomes a flag. */
function sheetsRegex(fn: string, pattern: string, global = false): RegExp | CellError {
  let flags = global ? 'gu' : 'u';
  let p = pattern;
  const m = /^\(\?([ism]+)\)/.exec(p);
  if (m) {
    flags += (m[1] as string).replace(/[^ism]/g, '');
    p = p.slice(m[0].length);
  }
  try {
    return new RegExp(p, flags);
  } catch {
    return new CellError(
      ErrorType.REF,
      `Function ${fn} parameter 2 value "${pattern}" is not a valid regular expression.`,
    );
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class SheetsBuiltinsPlugin extends FunctionPlugin {
  static override implementedFunctions = {
    REGEXMATCH: { method: 'regexmatch' },
    REGEXEXTRACT: { method: 'regexextract' },
    REGEXREPLACE: { method: 'regexreplace' },
    TO_TEXT: { method: 'toText' },
    ISEMAIL: { method: 'isEmail' },
    JOIN: { method: 'join' },
    CONCAT: { method: 'concat' },
  };

  private args(ast: ProcedureAst, state: unknown): HfValue[] {
    return ast.args.map((a) => this.evaluateAst(a as never, state as never));
  }

  private texts(
    fn: string,
    ast: ProcedureAst,
    state: unknown,
    count: number,
    strictFirst: boolean,
  ): string[] | CellError {
    if (ast.args.length !== count)
      return new CellError(
        ErrorType.NA,
        `Wrong number of arguments to ${fn}. Expected ${count} arguments, but got ${ast.args.length} arguments.`,
      );
    const out: string[] = [];
    const values = this.args(ast, state);
    for (let k = 0; k < values.length; k++) {
      const t = sheetsText(fn, k + 1, values[k], strictFirst && k === 0);
      if (t instanceof CellError) return t;
      out.push(t);
    }
    return out;
  }

  regexmatch(ast: ProcedureAst, state: unknown): HfValue {
    const t = this.texts('REGEXMATCH', ast, state, 2, true);
    if (t instanceof CellError) return t;
    const re = sheetsRegex('REGEXMATCH', t[1] as string);
    return re instanceof CellError ? re : re.test(t[0] as string);
  }

  regexextract(ast: ProcedureAst, state: unknown): HfValue {
    const t = this.texts('REGEXEXTRACT', ast, state, 2, true);
    if (t instanceof CellError) return t;
    const re = sheetsRegex('REGEXEXTRACT', t[1] as string);
    if (re instanceof CellError) return re;
    const m = re.exec(t[0] as string);
    if (!m)
      return new CellError(
        ErrorType.NA,
        `Function REGEXEXTRACT parameter 2 value "${t[1]}" does not match text of Function REGEXEXTRACT parameter 1 value "${t[0]}".`,
      );
    return m.length > 1 ? (m[1] ?? '') : m[0];
  }

  regexreplace(ast: ProcedureAst, state: unknown): HfValue {
    const t = this.texts('REGEXREPLACE', ast, state, 3, true);
    if (t instanceof CellError) return t;
    const re = sheetsRegex('REGEXREPLACE', t[1] as string, true);
    return re instanceof CellError ? re : (t[0] as string).replace(re, t[2] as string);
  }

  toText(ast: ProcedureAst, state: unknown): HfValue {
    const t = this.texts('TO_TEXT', ast, state, 1, false);
    return t instanceof CellError ? t : t[0];
  }

  isEmail(ast: ProcedureAst, state: unknown): HfValue {
    const values = this.args(ast, state);
    if (values.length !== 1) return new CellError(ErrorType.NA, 'Wrong number of arguments to ISEMAIL.');
    const v = values[0];
    if (v instanceof CellError) return false;
    return typeof v === 'string' && EMAIL.test(v);
  }

  join(ast: ProcedureAst, state: unknown): HfValue {
    const values = this.args(ast, state);
    if (values.length < 2) return new CellError(ErrorType.NA, 'Wrong number of arguments to JOIN.');
    const delim = sheetsText('JOIN', 1, values[0], false);
    if (delim instanceof CellError) return delim;
    const parts: string[] = [];
    for (const v of values.slice(1)) {
      const cells = v instanceof SimpleRangeValue ? v.data.flat() : [v];
      for (const c of cells) {
        const t = sheetsText('JOIN', 2, c, false);
        if (t instanceof CellError) return t;
        parts.push(t);
      }
    }
    return parts.join(delim);
  }

  concat(ast: ProcedureAst, state: unknown): HfValue {
    const t = this.texts('CONCAT', ast, state, 2, false);
    return t instanceof CellError ? t : (t[0] as string) + (t[1] as string);
  }
}

// ---- Google Sheets' semantics where HyperFormula's built-ins differ --------------------------

const REGEX_SYNTAX = /[\^$\\.*+?()[\]{}|]/;

/**
 * A Sheets wildcard pattern as a RegExp source: `*` any run of characters, `?` one character,
 * `~` before `*`, `?` or `~` makes it literal (a `~` before anything else is itself); everything
 * else is literal. HyperFormula's own conversion lets `|` through as alternation and ignores `~`
 * escapes in a pattern without `*` or `?`.
 */
export function wildcardSource(pattern: string): string {
  const chars = Array.from(pattern);
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    const next = chars[i + 1];
    const literal = (x: string) => (REGEX_SYNTAX.test(x) ? `\\${x}` : x);
    if (c === '~' && next !== undefined && '*?~'.includes(next)) {
      out += literal(next);
      i++;
    } else if (c === '*') out += '[\\s\\S]*';
    else if (c === '?') out += '[\\s\\S]';
    else out += literal(c);
  }
  return out;
}

/** The part of HyperFormula's (internal) ArithmeticHelper that every pattern match goes through. */
interface PatternHelper {
  normalizeString(text: string): string;
  requiresRegex(pattern: string): boolean;
  buildRegex(pattern: string, matchWholeCell?: boolean): RegExp;
}

/**
 * Makes one engine match text patterns as Sheets does: COUNTIF, COUNTIFS, SUMIF, SUMIFS,
 * AVERAGEIF…, VLOOKUP / HLOOKUP / MATCH with exact matching, XLOOKUP in wildcard mode. They all
 * ask the engine's ArithmeticHelper (whether a pattern needs a regular expression, and which),
 * so its two methods are replaced on this engine's instance. Letter case is ignored as the
 * configuration says (the helper lower-cases both sides).
 */
function useSheetsWildcards(hf: HyperFormula): void {
  const helper = (hf as unknown as { evaluator: { interpreter: { arithmeticHelper: PatternHelper } } }).evaluator
    .interpreter.arithmeticHelper;
  helper.requiresRegex = (pattern) => /[*?~]/.test(pattern);
  helper.buildRegex = (pattern, matchWholeCell = true) => {
    const source = wildcardSource(helper.normalizeString(pattern));
    return new RegExp(matchWholeCell ? `^(?:${source})$` : source, 'u');
  };
}

type PluginClass = typeof FunctionPlugin & { implementedFunctions: Record<string, FunctionMetadata> };

/** HyperFormula's own plugin class of a built-in (under our override, if this module was loaded before). */
function builtIn(name: string): PluginClass {
  let plugin = HyperFormula.getFunctionPlugin(name) as PluginClass | undefined;
  while (plugin && Object.prototype.hasOwnProperty.call(plugin, 'sheetsOverride'))
    plugin = Object.getPrototypeOf(plugin) as PluginClass;
  if (!plugin) throw new Error(`HyperFormula has no ${name}`);
  return plugin;
}

/** What the lookup overrides call of HyperFormula's LookupPlugin (not in its typings). */
interface LookupInternals {
  runFunction(args: unknown[], state: unknown, metadata: FunctionMetadata, fn: (...a: never[]) => unknown): unknown;
  metadata(name: string): FunctionMetadata;
  arithmeticHelper: PatternHelper & { eqMatcherFunction(pattern: string): (v: unknown) => boolean };
  columnSearch: SearchStrategy;
  rowSearch: SearchStrategy;
  doMatch(key: unknown, range: SimpleRangeValue, type: number): unknown;
  vlookup(ast: unknown, state: unknown): unknown;
  hlookup(ast: unknown, state: unknown): unknown;
}
interface SearchStrategy {
  advancedFind(
    matcher: (v: unknown) => boolean,
    range: SimpleRangeValue,
    options: { returnOccurrence: 'first' | 'last' },
  ): number;
}

const Lookup = builtIn('MATCH');

/**
 * MATCH, VLOOKUP and HLOOKUP as in Sheets. MATCH(text, range, 0) honours wildcards (HyperFormula
 * compares the text literally: =MATCH("Jusan*",…,0) is #N/A there, the row of "Jusan Invest" in
 * Sheets); a wildcard VLOOKUP / HLOOKUP returns the first match (HyperFormula returns the last).
 */
export class SheetsLookupPlugin extends (Lookup as typeof FunctionPlugin) {
  static sheetsOverride = true;
  static override implementedFunctions = {
    MATCH: { ...Lookup.implementedFunctions.MATCH, method: 'sheetsMatch' },
    VLOOKUP: { ...Lookup.implementedFunctions.VLOOKUP, method: 'sheetsVlookup' },
    HLOOKUP: { ...Lookup.implementedFunctions.HLOOKUP, method: 'sheetsHlookup' },
  };

  private get internals(): LookupInternals {
    return this as unknown as LookupInternals;
  }

  sheetsMatch(ast: ProcedureAst, state: unknown): HfValue {
    const self = this.internals;
    return self.runFunction(
      ast.args,
      state,
      self.metadata('MATCH'),
      (key: unknown, range: SimpleRangeValue, type: number) => {
        if (type !== 0 || typeof key !== 'string' || !self.arithmeticHelper.requiresRegex(key))
          return self.doMatch(key === EmptyValue ? 0 : key, range, type);
        if (range.width() > 1 && range.height() > 1) return new CellError(ErrorType.NA);
        const search = range.width() === 1 ? self.columnSearch : self.rowSearch;
        const index = search.advancedFind(self.arithmeticHelper.eqMatcherFunction(key), range, {
          returnOccurrence: 'first',
        });
        return index === -1 ? new CellError(ErrorType.NA, 'Value not found.') : index + 1;
      },
    );
  }

  sheetsVlookup(ast: ProcedureAst, state: unknown): HfValue {
    return this.internals.vlookup(ast, state);
  }

  sheetsHlookup(ast: ProcedureAst, state: unknown): HfValue {
    return this.internals.hlookup(ast, state);
  }

  /** HyperFormula's wildcard search runs from the end unless told which occurrence; Sheets takes the first. */
  searchInRange(
    key: unknown,
    range: unknown,
    wildcards: boolean,
    options: { returnOccurrence?: string },
    strategy: unknown,
  ): unknown {
    const own = (Lookup.prototype as unknown as { searchInRange: (...a: unknown[]) => unknown }).searchInRange;
    return own.call(
      this,
      key,
      range,
      wildcards,
      { ...options, returnOccurrence: options.returnOccurrence ?? 'first' },
      strategy,
    );
  }
}

const Sumproduct = builtIn('SUMPRODUCT');

/**
 * SUMPRODUCT evaluates its arguments as arrays, as in Sheets, Excel and LibreOffice:
 * =SUMPRODUCT(--EXACT("abc",A1:A5)) counts the exact matches (HyperFormula evaluates the
 * arguments as scalars outside ARRAYFORMULA, and gives 0).
 */
export class SheetsSumproductPlugin extends (Sumproduct as typeof FunctionPlugin) {
  static sheetsOverride = true;
  static override implementedFunctions = {
    SUMPRODUCT: {
      ...Sumproduct.implementedFunctions.SUMPRODUCT,
      method: 'sheetsSumproduct',
      enableArrayArithmeticForArguments: true,
    },
  };

  sheetsSumproduct(ast: ProcedureAst, state: unknown): HfValue {
    return (Sumproduct.prototype as unknown as { sumproduct: (a: unknown, s: unknown) => unknown }).sumproduct.call(
      this,
      ast,
      state,
    );
  }
}

const DateTime = builtIn('TODAY');

/** What the clock overrides call of HyperFormula's DateTimePlugin (not in its typings). */
interface ClockInternals {
  runFunction(args: unknown[], state: unknown, metadata: FunctionMetadata, fn: () => unknown): unknown;
  metadata(name: string): FunctionMetadata;
  dependencyGraph: object;
}

/**
 * The wall clock of a zone as a Sheets serial (days since 1899-12-30, the time as its fraction):
 * what the spreadsheet's TODAY() and NOW() show there at `now`.
 */
export function zonedSerial(now: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(now));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return dateToSerial(new Date(Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))));
}

/**
 * TODAY() and NOW() as in Sheets: on the book's clock (the fake's `now`, which tests set) in the
 * spreadsheet's time zone (getSpreadsheetTimeZone), not on the machine's clock and zone as
 * HyperFormula computes them. Volatile as there: worked out again at each change.
 */
export class SheetsClockPlugin extends (DateTime as typeof FunctionPlugin) {
  static sheetsOverride = true;
  static override implementedFunctions = {
    TODAY: { ...DateTime.implementedFunctions.TODAY, method: 'sheetsToday' },
    NOW: { ...DateTime.implementedFunctions.NOW, method: 'sheetsNow' },
  };

  private serial(): number {
    const self = this as unknown as ClockInternals;
    const clock = HOSTS.get(self.dependencyGraph)?.clock?.() ?? { now: Date.now(), timeZone: 'UTC' };
    return zonedSerial(clock.now, clock.timeZone);
  }

  sheetsToday(ast: ProcedureAst, state: unknown): HfValue {
    const self = this as unknown as ClockInternals;
    return self.runFunction(ast.args, state, self.metadata('TODAY'), () => Math.floor(this.serial()));
  }

  sheetsNow(ast: ProcedureAst, state: unknown): HfValue {
    const self = this as unknown as ClockInternals;
    return self.runFunction(ast.args, state, self.metadata('NOW'), () => this.serial());
  }
}

// ---- the engine ------------------------------------------------------------------------------

let registered = false;

function register(): void {
  if (registered) return;
  const names = (plugin: { implementedFunctions: Record<string, unknown> }) =>
    Object.fromEntries(Object.keys(plugin.implementedFunctions).map((n) => [n, n]));
  const known = new Set(HyperFormula.getRegisteredFunctionNames('enGB'));
  if (!known.has('GROUP_TABLE'))
    HyperFormula.registerFunctionPlugin(CustomFunctionsPlugin, { enGB: names(CustomFunctionsPlugin) });
  if (!known.has('REGEXMATCH'))
    HyperFormula.registerFunctionPlugin(SheetsBuiltinsPlugin, { enGB: names(SheetsBuiltinsPlugin) });
  // Built-ins with Sheets' semantics replace HyperFormula's for every engine built from now on.
  for (const plugin of [SheetsLookupPlugin, SheetsSumproductPlugin, SheetsClockPlugin]) {
    for (const name of Object.keys(plugin.implementedFunctions)) {
      if (HyperFormula.getFunctionPlugin(name) !== plugin) HyperFormula.registerFunction(name, plugin);
    }
  }
  registered = true;
}

/** HyperFormula set up as close to Google Sheets (formulas as Apps Script writes them) as it goes. */
export const SHEETS_LIKE_CONFIG: Partial<ConfigParams> = {
  licenseKey: 'gpl-v3',
  language: 'enGB',
  // Apps Script formulas are always in the en_US syntax, whatever the spreadsheet locale.
  functionArgSeparator: ',',
  decimalSeparator: '.',
  thousandSeparator: '',
  arrayColumnSeparator: ',',
  arrayRowSeparator: ';',
  // "a" = "A" is TRUE in Sheets; "é" = "e" is FALSE.
  caseSensitive: false,
  accentSensitive: true,
  // =A1 of an empty A1 shows an empty cell in Sheets; arithmetic still treats it as 0.
  evaluateNullToZero: false,
  // Sheets dates: serial 0 = 1899-12-30, no 1900 leap-year bug.
  nullDate: { year: 1899, month: 12, day: 30 },
  leapYear1900: false,
  // COUNTIF & co. match whole cells and understand wildcards, as in Sheets.
  matchWholeCell: true,
  useWildcards: true,
  useRegularExpressions: false,
  // Only ARRAYFORMULA (and array functions) spill; "=A1:A3*2" is not an array formula.
  useArrayArithmetic: false,
  smartRounding: true,
  useColumnIndex: true,
  undoLimit: 0,
  // Google Sheets' limits, not HyperFormula's (40,000 rows): fakes/limits.ts refuses past them.
  maxRows: 10_000_000,
  maxColumns: 18_278,
};

export function createEngine(): HyperFormula {
  register();
  const hf = HyperFormula.buildEmpty(SHEETS_LIKE_CONFIG);
  useSheetsWildcards(hf);
  // Sheets reads a bare TRUE / FALSE as the boolean (=A1=TRUE, VLOOKUP(…,FALSE)); HyperFormula
  // only knows the functions TRUE() / FALSE() and gives #NAME? for the bare words.
  hf.addNamedExpression('TRUE', '=TRUE()');
  hf.addNamedExpression('FALSE', '=FALSE()');
  return hf;
}

/** Sheets' text for an HF error type. A cycle and a blocked spill are both #REF! in Sheets. */
export function sheetsErrorText(type: string, hfText: string): string {
  switch (type) {
    case 'CYCLE':
    case 'SPILL':
      return '#REF!';
    default:
      return hfText;
  }
}

/** Sheets' explanation where HF has none (Sheets shows it on hover). */
export function sheetsErrorMessage(type: string, hfMessage: string, hfText: string): string {
  if (type === 'CYCLE') return 'Circular dependency detected.';
  if (type === 'SPILL') return 'Array result was not expanded because it would overwrite data.';
  return hfMessage || hfText;
}
