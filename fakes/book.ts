/**
 * An in-memory Google spreadsheet behind the Apps Script interfaces of src/sheets/gas.ts.
 *
 * Values and formulas live in a HyperFormula engine (see engine.ts), so formulas are really
 * computed, our custom functions included. Formats, validations, conditional rules, column
 * widths, frozen panes and protections are recorded per cell / per sheet. Every call the
 * add-on makes is logged with a category, and the test-side helpers (`FakeBook`) let a test
 * type like a referee, read computed values and inspect everything else.
 *
 * Coordinates are 0-based inside, 1-based where Apps Script uses 1-based numbers.
 */
import { DetailedCellError, type HyperFormula } from 'hyperformula';
import type {
  CellValue,
  ConditionalFormatRuleBuilderLike,
  ConditionalFormatRuleLike,
  DataValidationBuilderLike,
  DataValidationLike,
  DeveloperMetadataFinderLike,
  DeveloperMetadataLike,
  DeveloperMetadataLocationLike,
  LockLike,
  LockServiceLike,
  ProtectionLike,
  RangeLike,
  RangeListLike,
  SheetLike,
  SpreadsheetAppLike,
  SpreadsheetLike,
} from '../src/sheets/gas';
import { cellA1, colIndex, inRect, parseA1, quoteUnicodeSheetNames, rectA1, shiftFormula, type CellAddress, type RectAddress } from './a1';
import { dateToSerial, parseTyped, parseValue, type Stored } from './coerce';
import { createEngine, sheetsErrorMessage, sheetsErrorText, withLocale } from './engine';

// ---- the call log ------------------------------------------------------------------------

export type CallCategory = 'values' | 'formats' | 'navigation' | 'builders' | 'lock';

export interface CallRecord {
  /** The sheet the call concerns; null for spreadsheet-wide calls, builders and the lock. */
  sheet: string | null;
  method: string;
  category: CallCategory;
  /** The call changes the spreadsheet. */
  write: boolean;
  /** The document lock was held when the call was made. */
  locked: boolean;
  /** The call threw (failNextWrite, a shape mismatch, a deleted sheet …). */
  failed?: boolean;
}

const VALUE_METHODS = new Set(['getValues', 'getFormulas', 'setValues', 'clear', 'clearDataValidations']);
const FORMAT_METHODS = new Set([
  'setBackgrounds',
  'setFontWeights',
  'setFontStyles',
  'setFontColors',
  'setNumberFormats',
  'setNumberFormat',
  'setHorizontalAlignments',
  'setWraps',
  'setDataValidations',
  'setColumnWidths',
  'setFrozenRows',
  'setFrozenColumns',
  'setConditionalFormatRules',
  'protect',
  'setUnprotectedRanges',
  'setDescription',
  'setWarningOnly',
  'removeEditors',
  'addEditors',
  'setDomainEdit',
  'remove',
]);
const OTHER_WRITES = new Set(['insertSheet', 'deleteSheet', 'insertRowsAfter', 'insertColumnsAfter', 'addDeveloperMetadata']);

function categoryOf(method: string): CallCategory {
  if (VALUE_METHODS.has(method)) return 'values';
  if (FORMAT_METHODS.has(method)) return 'formats';
  return 'navigation';
}

function isWrite(method: string): boolean {
  return (FORMAT_METHODS.has(method) || OTHER_WRITES.has(method) || VALUE_METHODS.has(method)) && !method.startsWith('get');
}

// ---- what is stored per cell / per sheet -----------------------------------------------------

export interface CellFormat {
  background?: string;
  fontWeight?: string;
  fontStyle?: string;
  fontColor?: string;
  numberFormat?: string;
  horizontalAlignment?: string;
  wrap?: boolean;
}

export type ValidationCriteria = 'VALUE_IN_LIST' | 'NUMBER_BETWEEN' | 'CHECKBOX' | 'TEXT_IS_VALID_EMAIL' | 'CUSTOM_FORMULA';

/** A built data-validation rule (what SpreadsheetApp.newDataValidation()…build() returns). */
export class FakeDataValidation implements DataValidationLike {
  declare readonly __validation?: unknown;
  constructor(
    readonly criteria: ValidationCriteria,
    readonly args: readonly unknown[],
    readonly allowInvalid: boolean,
    readonly helpText: string,
  ) {}
}

/** A validation as the book reports it. */
export interface ValidationInfo {
  criteria: ValidationCriteria;
  args: unknown[];
  allowInvalid: boolean;
  helpText: string;
  /** For CUSTOM_FORMULA: the cell the formula is written for (top-left of its range in the setDataValidations call). */
  anchor: string;
  /** For CUSTOM_FORMULA: the formula as it applies to this cell (relative references moved). */
  formulaHere?: string;
}

/** A built conditional-format rule. */
export class FakeConditionalFormatRule implements ConditionalFormatRuleLike {
  declare readonly __rule?: unknown;
  constructor(
    readonly formula: string,
    readonly background: string | null,
    readonly ranges: readonly FakeRange[],
  ) {}
}

export interface ConditionalRuleInfo {
  formula: string;
  background: string | null;
  ranges: string[];
}

export interface ProtectionInfo {
  protected: boolean;
  warningOnly: boolean;
  description: string;
  unprotectedA1: string[];
}



export interface Warning {
  kind: 'validation' | 'protection';
  sheet: string;
  a1: string;
  value: unknown;
  message: string;
}

export interface ErrorCell {
  sheet: string;
  a1: string;
  /** As Sheets shows it: "#ERROR!", "#REF!", "#NAME?" … */
  error: string;
  message: string;
}

export interface Edit {
  role: Role;
  sheet: string;
  a1: string;
  value: string | number | boolean;
}

export type Role = 'referee' | 'committee';

interface Anchored {
  rule: FakeDataValidation;
  anchor: CellAddress;
}

/** Apps Script's default grid of a new sheet. */
export const NEW_SHEET_ROWS = 1000;
export const NEW_SHEET_COLUMNS = 26;
/** Apps Script's default column width in pixels. */
export const DEFAULT_COLUMN_WIDTH = 100;

const key = (row: number, col: number): string => `${row},${col}`;
const unkey = (k: string): CellAddress => {
  const [r, c] = k.split(',').map(Number) as [number, number];
  return { row: r, col: c };
};

/** Where a developer metadata entry is attached (0-based rows / columns). */
export type MetadataLocation =
  | { type: 'SPREADSHEET' }
  | { type: 'SHEET'; sheet: SheetState }
  | { type: 'ROW'; sheet: SheetState; start: number; count: number }
  | { type: 'COLUMN'; sheet: SheetState; start: number; count: number };

/** @internal One developer metadata entry. */
export interface MetadataEntry {
  id: number;
  key: string;
  value: string | null;
  location: MetadataLocation;
  removed: boolean;
}

export const METADATA_LOCATION_TYPE = Object.freeze({ SPREADSHEET: 'SPREADSHEET', SHEET: 'SHEET', ROW: 'ROW', COLUMN: 'COLUMN' });

class SheetState {
  maxRows = NEW_SHEET_ROWS;
  maxCols = NEW_SHEET_COLUMNS;
  readonly formats = new Map<string, CellFormat>();
  readonly validations = new Map<string, Anchored>();
  /** Formula text exactly as written, per formula cell. */
  readonly formulas = new Map<string, string>();
  /** Formula cells whose result HyperFormula spills (array formulas). */
  readonly arrayAnchors = new Set<string>();
  /** Cells holding a literal Date (returned as Date by getValues). */
  readonly dates = new Set<string>();
  condRules: FakeConditionalFormatRule[] = [];
  readonly colWidths = new Map<number, number>();
  frozenRows = 0;
  frozenCols = 0;
  protection: FakeProtection | null = null;
  deleted = false;
  constructor(
    public name: string,
    readonly id: number,
  ) {}
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// ---- the book: state and test-side helpers ---------------------------------------------------

export interface FakeOptions {
  /** getSpreadsheetLocale(); also the language of our functions' messages. Default 'ru_RU'. */
  locale?: string;
  /** What services.now() returns. Default 2025-01-01T00:00:00Z. */
  now?: number;
  /** Sheets of the new spreadsheet. Default one sheet, "Лист1" (ru/kk locales) or "Sheet1". */
  sheets?: string[];
  /** Enforce Apps Script's 1000 × 26 grid of a new sheet in getRange (default true). */
  gridLimits?: boolean;
}

export class FakeBook {
  readonly hf: HyperFormula;
  readonly locale: string;
  now: number;
  readonly gridLimits: boolean;
  /** Every call the add-on made, in order. */
  readonly calls: CallRecord[] = [];
  /** Accepted-but-invalid input (validation with allowInvalid, warning-only protection). */
  readonly warnings: Warning[] = [];
  /** Everything typed through typeAs that was accepted. */
  readonly edits: Edit[] = [];
  /** @internal */ sheets: SheetState[] = [];
  /** @internal */ activeIndex = 0;
  /** @internal */ lockHeld = false;
  private lockContended = false;
  /** @internal */ lockUnavailable = false;
  private failCountdown = 0;
  /** @internal Developer metadata of the whole spreadsheet, in creation order. */
  metadata: MetadataEntry[] = [];
  /** @internal */ nextMetadataId = 1;

  constructor(options: FakeOptions = {}) {
    this.locale = options.locale ?? 'ru_RU';
    this.now = options.now ?? Date.UTC(2025, 0, 1);
    this.gridLimits = options.gridLimits ?? true;
    this.hf = createEngine();
    const initial = options.sheets ?? [/^(ru|kk)/i.test(this.locale) ? 'Лист1' : 'Sheet1'];
    for (const name of initial) this.addSheetState(name, this.sheets.length);
  }

  // -- call log --

  /** @internal Logs a call; for writes, applies failNextWrite. */
  record(sheet: string | null, method: string, category: CallCategory = categoryOf(method)): CallRecord {
    const rec: CallRecord = { sheet, method, category, write: isWrite(method), locked: this.lockHeld };
    this.calls.push(rec);
    if (rec.write && (category === 'values' || category === 'formats') && this.failCountdown > 0) {
      this.failCountdown--;
      if (this.failCountdown === 0) {
        rec.failed = true;
        throw new Error(`Fake Sheets: simulated failure of ${method}${sheet ? ` on "${sheet}"` : ''} (failNextWrite).`);
      }
    }
    return rec;
  }

  /** Forgets the call log (not the warnings or edits). */
  resetCalls(): void {
    this.calls.length = 0;
  }

  /** Number of logged calls matching every given field. */
  countCalls(filter: { sheet?: string | null; category?: CallCategory; method?: string; write?: boolean } = {}): number {
    return this.calls.filter(
      (c) =>
        (filter.sheet === undefined || c.sheet === filter.sheet) &&
        (filter.category === undefined || c.category === filter.category) &&
        (filter.method === undefined || c.method === filter.method) &&
        (filter.write === undefined || c.write === filter.write),
    ).length;
  }

  /** Write calls made while the document lock was not held (should be none). */
  unlockedWrites(): CallRecord[] {
    return this.calls.filter((c) => c.write && !c.locked);
  }

  // -- lock --

  /** While true, tryLock fails as if another execution held the document lock. */
  contendLock(contended: boolean): void {
    this.lockContended = contended;
  }

  /** @internal */
  tryLock(): boolean {
    if (this.lockContended && !this.lockHeld) return false;
    this.lockHeld = true;
    return true;
  }

  /** While true, LockService.getDocumentLock() returns null (allowed by its contract). */
  setLockUnavailable(unavailable: boolean): void {
    this.lockUnavailable = unavailable;
  }

  /** Whether the document lock is held right now. */
  isLocked(): boolean {
    return this.lockHeld;
  }

  // -- failure injection --

  /**
   * Makes the `nth` following write call of category 'values' or 'formats' throw (1 = the very
   * next one), before it changes anything. Calls before it succeed. 0 cancels.
   */
  failNextWrite(nth: number): void {
    if (!Number.isInteger(nth) || nth < 0) throw new Error('failNextWrite: a whole number ≥ 0 (1 = the next write call; 0 cancels)');
    this.failCountdown = nth;
  }

  // -- developer metadata --

  /** @internal */
  addMetadata(key: string, value: string, location: MetadataLocation): MetadataEntry {
    if (typeof key !== 'string' || key === '') throw new Error('Exception: Invalid argument: key.');
    const entry: MetadataEntry = { id: this.nextMetadataId++, key, value: value ?? null, location, removed: false };
    this.metadata.push(entry);
    return entry;
  }

  /** Every developer metadata entry (test-side view: key, value, where). */
  developerMetadata(): { key: string; value: string | null; sheet: string | null; type: string; start?: number; count?: number }[] {
    return this.metadata.map((e) => {
      const l = e.location;
      if (l.type === 'SPREADSHEET') return { key: e.key, value: e.value, sheet: null, type: l.type };
      if (l.type === 'SHEET') return { key: e.key, value: e.value, sheet: l.sheet.name, type: l.type };
      return { key: e.key, value: e.value, sheet: l.sheet.name, type: l.type, start: l.start, count: l.count };
    });
  }

  // -- sheets --

  /** @internal */
  addSheetState(name: string, index: number): SheetState {
    const hfName = this.hf.addSheet(name);
    const state = new SheetState(name, this.hf.getSheetId(hfName) as number);
    this.sheets.splice(index, 0, state);
    return state;
  }

  /** @internal */
  findSheet(name: string): SheetState | undefined {
    const exact = this.sheets.find((s) => s.name === name);
    return exact ?? this.sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
  }

  private sheet(name: string): SheetState {
    const s = this.findSheet(name);
    if (!s) throw new Error(`Fake Sheets: no sheet "${name}" (sheets: ${this.sheetNames().join(', ') || 'none'})`);
    return s;
  }

  /** Names of the sheets, in tab order. */
  sheetNames(): string[] {
    return this.sheets.map((s) => s.name);
  }

  /** Makes `name` the active sheet (the one the person is looking at; insertSheet inserts after it). */
  activate(name: string): void {
    this.activeIndex = this.sheets.indexOf(this.sheet(name));
  }

  activeSheetName(): string {
    return this.sheets[this.activeIndex]?.name ?? '';
  }

  // -- cells: HyperFormula in, Sheets values out --

  /** @internal The stored content of one cell (for restoring it). */
  storedAt(s: SheetState, row: number, col: number): Stored {
    const k = key(row, col);
    const f = s.formulas.get(k);
    if (f !== undefined) return { kind: 'formula', formula: f };
    const addr = { sheet: s.id, row, col };
    const type = this.hf.getCellType(addr);
    if (type === 'EMPTY' || type === 'ARRAY') return { kind: 'empty' };
    const v = this.hf.getCellValue(addr);
    if (typeof v === 'string') return { kind: 'text', text: v };
    if (typeof v === 'boolean') return { kind: 'boolean', value: v };
    if (typeof v === 'number') {
      if (s.dates.has(k)) return { kind: 'date', value: new Date(Date.UTC(1899, 11, 30) + v * 86_400_000) };
      return { kind: 'number', value: v };
    }
    return { kind: 'empty' };
  }

  /** @internal Writes a rectangle of stored contents in one HyperFormula operation. */
  writeCells(s: SheetState, row: number, col: number, cells: Stored[][]): void {
    // Array.from, not map: rows may come from another realm (dist/Code.js in a vm context,
    // workbench/host.ts) and HyperFormula only takes this realm's arrays.
    const content = Array.from(cells, (r, i) =>
      Array.from(r, (c, j) => {
        const k = key(row + i, col + j);
        s.formulas.delete(k);
        s.dates.delete(k);
        s.arrayAnchors.delete(k);
        switch (c.kind) {
          case 'empty':
            return null;
          case 'text':
            return `'${c.text}`;
          case 'number':
          case 'boolean':
            return c.value;
          case 'date':
            s.dates.add(k);
            return dateToSerial(c.value);
          case 'formula':
            s.formulas.set(k, c.formula);
            return quoteUnicodeSheetNames(c.formula);
        }
      }),
    );
    withLocale(this.locale, () => this.hf.setCellContents({ sheet: s.id, row, col }, content));
    cells.forEach((r, i) =>
      r.forEach((c, j) => {
        if (c.kind !== 'formula') return;
        if (this.hf.getCellType({ sheet: s.id, row: row + i, col: col + j }) === 'ARRAYFORMULA') s.arrayAnchors.add(key(row + i, col + j));
      }),
    );
    this.recheckSpills(s);
  }

  /**
   * HyperFormula does not re-expand an array result once the cell that blocked it is cleared;
   * Sheets does. Re-entering each array formula of the sheet that shows a blocked spill makes
   * HyperFormula check again.
   */
  private recheckSpills(s: SheetState): void {
    for (const k of s.arrayAnchors) {
      const formula = s.formulas.get(k);
      if (formula === undefined) continue;
      const { row, col } = unkey(k);
      const addr = { sheet: s.id, row, col };
      const v = this.hf.getCellValue(addr);
      if (v instanceof DetailedCellError && v.type === 'SPILL') {
        withLocale(this.locale, () => this.hf.setCellContents(addr, quoteUnicodeSheetNames(formula)));
      }
    }
  }

  /** @internal A computed value as Range.getValues returns it. */
  valueAt(s: SheetState, row: number, col: number): CellValue {
    const v = this.hf.getCellValue({ sheet: s.id, row, col });
    if (v === null || v === undefined) return '';
    if (v instanceof DetailedCellError) return sheetsErrorText(v.type, v.value);
    if (typeof v === 'number' && s.dates.has(key(row, col))) return new Date(Date.UTC(1899, 11, 30) + v * 86_400_000);
    return v;
  }

  /** @internal Last row / column (1-based) holding a value or a formula; 0 when the sheet is empty. */
  extent(s: SheetState): { rows: number; cols: number } {
    let rows = 0;
    let cols = 0;
    const values = this.hf.getSheetValues(s.id);
    values.forEach((r, i) => {
      for (let j = r.length - 1; j >= 0; j--) {
        if (r[j] !== null && r[j] !== undefined) {
          rows = Math.max(rows, i + 1);
          cols = Math.max(cols, j + 1);
          break;
        }
      }
    });
    for (const k of s.formulas.keys()) {
      const { row, col } = unkey(k);
      rows = Math.max(rows, row + 1);
      cols = Math.max(cols, col + 1);
    }
    return { rows, cols };
  }

  private cellOf(s: SheetState, a1: string): CellAddress {
    const r = parseA1(a1, s.maxRows, s.maxCols);
    if (r.rows !== 1 || r.cols !== 1) throw new Error(`Fake Sheets: "${a1}" is not a single cell`);
    return r;
  }

  // -- test-side reading --

  /** Computed values: a scalar for one cell ("B2"), rows of values for a range ("B2:K5"). */
  read(sheetName: string, a1: string): CellValue | CellValue[][] {
    const s = this.sheet(sheetName);
    const r = parseA1(a1, s.maxRows, s.maxCols);
    if (r.rows === 1 && r.cols === 1 && !a1.includes(':')) return this.valueAt(s, r.row, r.col);
    return Array.from({ length: r.rows }, (_, i) => Array.from({ length: r.cols }, (_, j) => this.valueAt(s, r.row + i, r.col + j)));
  }

  /** The message of an error cell (our function's message for #ERROR!, else HF's or Sheets' text); null when the cell is no error. */
  errorMessage(sheetName: string, a1: string): string | null {
    const s = this.sheet(sheetName);
    const { row, col } = this.cellOf(s, a1);
    const v = this.hf.getCellValue({ sheet: s.id, row, col });
    return v instanceof DetailedCellError ? sheetsErrorMessage(v.type, v.message, v.value) : null;
  }

  /** The formula of a cell as written ("=…"), or "" when it holds none. */
  formulaAt(sheetName: string, a1: string): string {
    const s = this.sheet(sheetName);
    const { row, col } = this.cellOf(s, a1);
    return s.formulas.get(key(row, col)) ?? '';
  }

  /** The whole sheet's computed values, A1 to the last row/column with content ([] when empty). */
  toMatrix(sheetName: string): CellValue[][] {
    const s = this.sheet(sheetName);
    const { rows, cols } = this.extent(s);
    return Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => this.valueAt(s, i, j)));
  }

  /** The sheet as tab-separated text with row numbers, for printing while debugging. */
  dump(sheetName: string): string {
    return this.toMatrix(sheetName)
      .map((r, i) => `${String(i + 1).padStart(3)} | ${r.map((v) => (v instanceof Date ? v.toISOString() : String(v))).join('\t')}`)
      .join('\n');
  }

  /** Every error cell of every sheet (spilled cells included). */
  errorCells(): ErrorCell[] {
    const out: ErrorCell[] = [];
    for (const s of this.sheets) {
      this.hf.getSheetValues(s.id).forEach((r, i) =>
        r.forEach((v, j) => {
          if (v instanceof DetailedCellError) {
            out.push({ sheet: s.name, a1: cellA1(i, j), error: sheetsErrorText(v.type, v.value), message: sheetsErrorMessage(v.type, v.message, v.value) });
          }
        }),
      );
    }
    return out;
  }

  /** The cell's stored formats ({} when none). */
  format(sheetName: string, a1: string): CellFormat {
    const s = this.sheet(sheetName);
    const { row, col } = this.cellOf(s, a1);
    return { ...(s.formats.get(key(row, col)) ?? {}) };
  }

  /** The cell's data validation, or null. */
  validation(sheetName: string, a1: string): ValidationInfo | null {
    const s = this.sheet(sheetName);
    const { row, col } = this.cellOf(s, a1);
    const v = s.validations.get(key(row, col));
    if (!v) return null;
    const info: ValidationInfo = {
      criteria: v.rule.criteria,
      args: [...v.rule.args],
      allowInvalid: v.rule.allowInvalid,
      helpText: v.rule.helpText,
      anchor: cellA1(v.anchor.row, v.anchor.col),
    };
    if (v.rule.criteria === 'CUSTOM_FORMULA') info.formulaHere = shiftFormula(String(v.rule.args[0]), row - v.anchor.row, col - v.anchor.col);
    return info;
  }

  /** The sheet's protection: whether it is protected, and its unprotected ranges in A1. */
  /** Who may edit the sheet's protected cells (sorted e-mails); [] when it is not protected. */
  protectionEditors(sheetName: string): string[] {
    const p = this.sheet(sheetName).protection;
    return p ? [...p.editors].sort() : [];
  }

  protection(sheetName: string): ProtectionInfo {
    const p = this.sheet(sheetName).protection;
    return {
      protected: p !== null,
      warningOnly: p?.warningOnly ?? false,
      description: p?.description ?? '',
      unprotectedA1: p ? p.unprotected.map((r) => rectA1(r)) : [],
    };
  }

  /** The sheet's conditional-format rules, in order. */
  conditionalRules(sheetName: string): ConditionalRuleInfo[] {
    return this.sheet(sheetName).condRules.map((r) => ({ formula: r.formula, background: r.background, ranges: r.ranges.map((x) => x.getA1NotationQuiet()) }));
  }

  /**
   * The background a conditional rule gives the cell now (the first rule whose ranges hold the
   * cell and whose formula, moved from the top-left cell of the rule's first range, is TRUE), or null.
   */
  highlight(sheetName: string, a1: string): string | null {
    const s = this.sheet(sheetName);
    const { row, col } = this.cellOf(s, a1);
    for (const rule of s.condRules) {
      if (!rule.ranges.some((r) => inRect(r.rect, row, col))) continue;
      const anchor = rule.ranges[0]?.rect;
      if (!anchor) continue;
      if (this.formulaTrue(s, shiftFormula(rule.formula, row - anchor.row, col - anchor.col))) return rule.background;
    }
    return null;
  }

  /** Frozen rows and columns. */
  frozen(sheetName: string): { rows: number; cols: number } {
    const s = this.sheet(sheetName);
    return { rows: s.frozenRows, cols: s.frozenCols };
  }

  /** Width in pixels of a column (1-based number or letters); 100 when never set, as in Sheets. */
  columnWidth(sheetName: string, col: number | string): number {
    const s = this.sheet(sheetName);
    const c = typeof col === 'number' ? col - 1 : colIndex(col);
    return s.colWidths.get(c) ?? DEFAULT_COLUMN_WIDTH;
  }

  /** A plain-data picture of the whole book, for "nothing changed" assertions (toEqual). */
  snapshot(): unknown {
    return this.sheets.map((s) => {
      const byA1 = <T>(m: Map<string, T>, f: (v: T, k: string) => unknown) =>
        Object.fromEntries([...m.entries()].sort(([a], [b]) => cmpKey(a, b)).map(([k, v]) => {
          const { row, col } = unkey(k);
          return [cellA1(row, col), f(v, k)];
        }));
      return {
        name: s.name,
        values: this.toMatrix(s.name),
        formulas: byA1(s.formulas, (f) => f),
        formats: byA1(s.formats, (f) => ({ ...f })),
        validations: byA1(s.validations, (v) => ({ criteria: v.rule.criteria, args: v.rule.args, allowInvalid: v.rule.allowInvalid, helpText: v.rule.helpText, anchor: cellA1(v.anchor.row, v.anchor.col) })),
        conditionalRules: this.conditionalRules(s.name),
        protection: this.protection(s.name),
        frozen: this.frozen(s.name),
        columnWidths: Object.fromEntries([...s.colWidths.entries()].sort(([a], [b]) => a - b)),
        grid: { rows: s.maxRows, cols: s.maxCols },
      };
    });
  }

  // -- a person typing --

  /**
   * A person types `value` into one cell, as in the Sheets UI: the text is parsed as typed
   * ("3" → 3, "+" stays text, "TRUE" → TRUE, "=…" a formula, "'…" text), protection applies to a
   * referee (a committee member may type anywhere), and the cell's data validation applies to
   * both: a rejected value throws (naming the rule's help text) and leaves the cell as it was; with
   * allowInvalid the value is kept and a warning recorded. "" clears the cell.
   */
  typeAs(role: Role, sheetName: string, a1: string, value: string | number | boolean): void {
    const s = this.sheet(sheetName);
    const { row, col } = this.cellOf(s, a1);
    if (row >= s.maxRows || col >= s.maxCols) throw new Error(`Fake Sheets: ${a1} is outside the grid of "${s.name}"`);
    const where = `'${s.name}'!${cellA1(row, col)}`;
    if (role === 'referee' && this.isProtected(s, row, col)) {
      const p = s.protection as FakeProtection;
      if (!p.warningOnly) throw new Error(`Fake Sheets: ${where} is protected; a referee cannot edit it.`);
      this.warnings.push({ kind: 'protection', sheet: s.name, a1: cellA1(row, col), value, message: 'edited a warning-only protected cell' });
    }
    const plain = s.formats.get(key(row, col))?.numberFormat === '@';
    const stored = typeof value === 'string' ? parseTyped(value, this.locale, plain) : parseValue(value, this.locale, plain);
    const before = this.storedAt(s, row, col);
    this.writeCells(s, row, col, [[stored]]);
    const anchored = s.validations.get(key(row, col));
    if (anchored && stored.kind !== 'empty' && !this.passes(s, row, col, anchored)) {
      const help = anchored.rule.helpText || defaultHelp(anchored.rule);
      if (!anchored.rule.allowInvalid) {
        this.writeCells(s, row, col, [[before]]);
        throw new Error(`Fake Sheets: input ${JSON.stringify(value)} rejected in ${where}: ${help}`);
      }
      this.warnings.push({ kind: 'validation', sheet: s.name, a1: cellA1(row, col), value, message: help });
    }
    this.edits.push({ role, sheet: s.name, a1: cellA1(row, col), value });
  }

  /** Whether a referee's edit of the cell would meet the sheet's protection. */
  isProtectedCell(sheetName: string, a1: string): boolean {
    const s = this.sheet(sheetName);
    const { row, col } = this.cellOf(s, a1);
    return this.isProtected(s, row, col);
  }

  private isProtected(s: SheetState, row: number, col: number): boolean {
    const p = s.protection;
    return p !== null && !p.editors.has(REFEREE) && !p.unprotected.some((r) => inRect(r, row, col));
  }

  /** Whether the cell's current value satisfies the validation. */
  private passes(s: SheetState, row: number, col: number, a: Anchored): boolean {
    const v = this.valueAt(s, row, col);
    const { rule } = a;
    switch (rule.criteria) {
      case 'VALUE_IN_LIST': {
        const shown = typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : v instanceof Date ? v.toISOString() : String(v);
        return (rule.args[0] as string[]).some((x) => String(x) === shown);
      }
      case 'NUMBER_BETWEEN': {
        const [lo, hi] = rule.args as [number, number];
        return typeof v === 'number' && v >= Math.min(lo, hi) && v <= Math.max(lo, hi);
      }
      case 'CHECKBOX':
        return typeof v === 'boolean';
      case 'TEXT_IS_VALID_EMAIL':
        return typeof v === 'string' && EMAIL.test(v);
      case 'CUSTOM_FORMULA':
        return this.formulaTrue(s, shiftFormula(String(rule.args[0]), row - a.anchor.row, col - a.anchor.col));
    }
  }

  /** Evaluates a formula on a sheet (references resolved from A1, so pass it already moved). TRUE or a non-zero number counts as true. */
  private formulaTrue(s: SheetState, formula: string): boolean {
    let v = withLocale(this.locale, () => this.hf.calculateFormula(quoteUnicodeSheetNames(formula.startsWith('=') ? formula : `=${formula}`), s.id));
    if (Array.isArray(v)) v = v[0]?.[0] ?? null;
    return v === true || (typeof v === 'number' && v !== 0);
  }

  /** Evaluates any formula against a sheet, as if typed in its A1 (for ad-hoc checks in tests). */
  evaluate(sheetName: string, formula: string): CellValue | CellValue[][] {
    const s = this.sheet(sheetName);
    const v = withLocale(this.locale, () => this.hf.calculateFormula(quoteUnicodeSheetNames(formula.startsWith('=') ? formula : `=${formula}`), s.id));
    const conv = (x: unknown): CellValue => (x === null || x === undefined ? '' : x instanceof DetailedCellError ? sheetsErrorText(x.type, x.value) : (x as CellValue));
    return Array.isArray(v) ? v.map((r) => r.map(conv)) : conv(v);
  }
}

function cmpKey(a: string, b: string): number {
  const x = unkey(a);
  const y = unkey(b);
  return x.row - y.row || x.col - y.col;
}

function defaultHelp(rule: FakeDataValidation): string {
  switch (rule.criteria) {
    case 'VALUE_IN_LIST':
      return 'Input must be an item on the specified list';
    case 'NUMBER_BETWEEN':
      return `Input must be a number between ${String(rule.args[0])} and ${String(rule.args[1])}`;
    case 'CHECKBOX':
      return 'Input must be a checkbox value';
    case 'TEXT_IS_VALID_EMAIL':
      return 'Input must be a valid email address';
    case 'CUSTOM_FORMULA':
      return 'Input must satisfy the specified formula';
  }
}

// ---- Apps Script objects ---------------------------------------------------------------------

function checkShape(method: string, range: FakeRange, data: unknown): asserts data is unknown[][] {
  if (!Array.isArray(data) || data.some((r) => !Array.isArray(r))) {
    throw new Error(`Exception: The parameters (${typeof data}) don't match the method signature for SpreadsheetApp.Range.${method}.`);
  }
  if (data.length !== range.rect.rows) {
    throw new Error(`Exception: The number of rows in the data does not match the number of rows in the range. The data has ${data.length} but the range has ${range.rect.rows}.`);
  }
  for (const r of data as unknown[][]) {
    if (r.length !== range.rect.cols) {
      throw new Error(`Exception: The number of columns in the data does not match the number of columns in the range. The data has ${r.length} but the range has ${range.rect.cols}.`);
    }
  }
}

/** Logs a call on a sheet or one of its ranges; a deleted sheet refuses it, as in Apps Script. */
function callOnSheet(book: FakeBook, state: SheetState, method: string): void {
  if (state.deleted) {
    book.calls.push({ sheet: state.name, method, category: categoryOf(method), write: isWrite(method), locked: book.lockHeld, failed: true });
    throw new Error('Exception: The sheet has been deleted.');
  }
  book.record(state.name, method);
}

const FONT_WEIGHTS = new Set(['bold', 'normal']);
const FONT_STYLES = new Set(['italic', 'normal']);
const ALIGNMENTS = new Set(['left', 'center', 'right', 'normal', 'general', 'general-left', 'general-right']);

export class FakeRange implements RangeLike {
  constructor(
    private readonly book: FakeBook,
    /** @internal */ readonly state: SheetState,
    /** @internal 0-based */ readonly rect: RectAddress,
  ) {}

  private call(method: string): void {
    callOnSheet(this.book, this.state, method);
  }

  /** @internal A1 without logging a call. */
  getA1NotationQuiet(): string {
    return rectA1(this.rect);
  }

  getA1Notation(): string {
    this.call('getA1Notation');
    return rectA1(this.rect);
  }
  getRow(): number {
    this.call('getRow');
    return this.rect.row + 1;
  }
  getColumn(): number {
    this.call('getColumn');
    return this.rect.col + 1;
  }
  getNumRows(): number {
    this.call('getNumRows');
    return this.rect.rows;
  }
  getNumColumns(): number {
    this.call('getNumColumns');
    return this.rect.cols;
  }
  /** Not in gas.ts: the sheet of the range, as Apps Script's Range.getSheet(). */
  getSheet(): FakeSheet {
    this.call('getSheet');
    return new FakeSheet(this.book, this.state);
  }

  private cells<T>(f: (row: number, col: number) => T): T[][] {
    const { row, col, rows, cols } = this.rect;
    return Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => f(row + i, col + j)));
  }

  getValues(): CellValue[][] {
    this.call('getValues');
    return this.cells((r, c) => this.book.valueAt(this.state, r, c));
  }

  getFormulas(): string[][] {
    this.call('getFormulas');
    return this.cells((r, c) => this.state.formulas.get(key(r, c)) ?? '');
  }

  setValues(values: unknown[][]): RangeLike {
    this.call('setValues');
    checkShape('setValues', this, values);
    const stored = values.map((r, i) =>
      r.map((v, j) => {
        const plain = this.state.formats.get(key(this.rect.row + i, this.rect.col + j))?.numberFormat === '@';
        return parseValue(v, this.book.locale, plain);
      }),
    );
    this.book.writeCells(this.state, this.rect.row, this.rect.col, stored);
    return this;
  }

  clear(): RangeLike {
    this.call('clear');
    this.book.writeCells(this.state, this.rect.row, this.rect.col, this.cells((): Stored => ({ kind: 'empty' })));
    this.cells((r, c) => {
      this.state.formats.delete(key(r, c));
      this.state.validations.delete(key(r, c));
    });
    return this;
  }

  clearDataValidations(): RangeLike {
    this.call('clearDataValidations');
    this.cells((r, c) => this.state.validations.delete(key(r, c)));
    return this;
  }

  private setFormat<T>(method: string, data: T[][], apply: (f: CellFormat, v: T) => void, check?: (v: T) => boolean): RangeLike {
    this.call(method);
    checkShape(method, this, data);
    if (check) {
      for (const r of data) for (const v of r) if (!check(v)) throw new Error(`Exception: Invalid argument ${JSON.stringify(v)} for Range.${method}.`);
    }
    data.forEach((r, i) =>
      r.forEach((v, j) => {
        const k = key(this.rect.row + i, this.rect.col + j);
        const f = { ...(this.state.formats.get(k) ?? {}) };
        apply(f, v);
        if (Object.keys(f).length === 0) this.state.formats.delete(k);
        else this.state.formats.set(k, f);
      }),
    );
    return this;
  }

  setBackgrounds(colors: (string | null)[][]): RangeLike {
    return this.setFormat('setBackgrounds', colors, (f, v) => {
      if (v === null || v === '') delete f.background;
      else f.background = v;
    });
  }
  setFontWeights(weights: (string | null)[][]): RangeLike {
    return this.setFormat(
      'setFontWeights',
      weights,
      (f, v) => {
        if (v === null || v === 'normal') delete f.fontWeight;
        else f.fontWeight = v;
      },
      (v) => v === null || FONT_WEIGHTS.has(v),
    );
  }
  setFontStyles(styles: (string | null)[][]): RangeLike {
    return this.setFormat(
      'setFontStyles',
      styles,
      (f, v) => {
        if (v === null || v === 'normal') delete f.fontStyle;
        else f.fontStyle = v;
      },
      (v) => v === null || FONT_STYLES.has(v),
    );
  }
  setFontColors(colors: (string | null)[][]): RangeLike {
    return this.setFormat('setFontColors', colors, (f, v) => {
      if (v === null || v === '') delete f.fontColor;
      else f.fontColor = v;
    });
  }
  setNumberFormats(formats: string[][]): RangeLike {
    return this.setFormat(
      'setNumberFormats',
      formats,
      (f, v) => {
        if (v === '' || v === 'General') delete f.numberFormat;
        else f.numberFormat = v;
      },
      (v) => typeof v === 'string',
    );
  }
  setHorizontalAlignments(alignments: (string | null)[][]): RangeLike {
    return this.setFormat(
      'setHorizontalAlignments',
      alignments,
      (f, v) => {
        if (v === null || v === 'normal' || v === 'general') delete f.horizontalAlignment;
        else f.horizontalAlignment = v;
      },
      (v) => v === null || ALIGNMENTS.has(v),
    );
  }
  setWraps(wraps: boolean[][]): RangeLike {
    return this.setFormat(
      'setWraps',
      wraps,
      (f, v) => {
        f.wrap = v;
      },
      (v) => typeof v === 'boolean',
    );
  }

  private formatGrid<T>(method: string, pick: (f: CellFormat) => T | undefined, fallback: T): T[][] {
    this.call(method);
    return this.cells((r, c) => pick(this.state.formats.get(key(r, c)) ?? {}) ?? fallback);
  }
  getBackgrounds(): string[][] {
    return this.formatGrid('getBackgrounds', (f) => f.background, '#ffffff');
  }
  getFontWeights(): string[][] {
    return this.formatGrid('getFontWeights', (f) => f.fontWeight, 'normal');
  }
  getFontStyles(): string[][] {
    return this.formatGrid('getFontStyles', (f) => f.fontStyle, 'normal');
  }
  getFontColors(): string[][] {
    return this.formatGrid('getFontColors', (f) => f.fontColor, '#000000');
  }
  getNumberFormats(): string[][] {
    return this.formatGrid('getNumberFormats', (f) => f.numberFormat, 'General');
  }
  getHorizontalAlignments(): string[][] {
    return this.formatGrid('getHorizontalAlignments', (f) => f.horizontalAlignment, 'general');
  }
  getWraps(): boolean[][] {
    return this.formatGrid('getWraps', (f) => f.wrap, false);
  }
  getDataValidations(): (DataValidationLike | null)[][] {
    this.call('getDataValidations');
    return this.cells((r, c) => this.state.validations.get(key(r, c))?.rule ?? null);
  }

  /** Apps Script: only whole rows ("5:5") or whole columns ("C:C") take metadata. */
  addDeveloperMetadata(key: string, value: string): RangeLike {
    this.call('addDeveloperMetadata');
    const { row, col, rows, cols } = this.rect;
    const s = this.state;
    let location: MetadataLocation;
    if (col === 0 && cols === s.maxCols) location = { type: 'ROW', sheet: s, start: row, count: rows };
    else if (row === 0 && rows === s.maxRows) location = { type: 'COLUMN', sheet: s, start: col, count: cols };
    else {
      throw new Error(
        'Exception: Adding developer metadata to arbitrary ranges is not currently supported. Developer metadata may only be added to the top-level spreadsheet, an individual sheet, or an entire row or column.',
      );
    }
    this.book.addMetadata(key, value, location);
    return this;
  }

  setDataValidations(rules: (DataValidationLike | null)[][]): RangeLike {
    this.call('setDataValidations');
    checkShape('setDataValidations', this, rules);
    for (const r of rules) {
      for (const v of r) if (v !== null && !(v instanceof FakeDataValidation)) throw new Error('Exception: setDataValidations takes built DataValidation rules or null.');
    }
    // A custom formula is written for the top-left cell where its rule first appears in this call.
    const anchors = new Map<FakeDataValidation, CellAddress>();
    rules.forEach((r, i) =>
      r.forEach((v, j) => {
        const k = key(this.rect.row + i, this.rect.col + j);
        if (v === null) {
          this.state.validations.delete(k);
          return;
        }
        const rule = v as FakeDataValidation;
        let anchor = anchors.get(rule);
        if (!anchor) {
          anchor = { row: this.rect.row + i, col: this.rect.col + j };
          anchors.set(rule, anchor);
        }
        this.state.validations.set(k, { rule, anchor });
      }),
    );
    return this;
  }
}

export class FakeRangeList implements RangeListLike {
  constructor(
    private readonly book: FakeBook,
    private readonly state: SheetState,
    private readonly ranges: FakeRange[],
  ) {}
  getRanges(): RangeLike[] {
    this.book.record(this.state.name, 'getRanges');
    return [...this.ranges];
  }
  setNumberFormat(format: string): RangeListLike {
    this.book.record(this.state.name, 'setNumberFormat');
    for (const r of this.ranges) r.setNumberFormats(Array.from({ length: r.getNumRows() }, () => Array.from({ length: r.getNumColumns() }, () => format)));
    return this;
  }
}

/**
 * The spreadsheet's editors in the fake: the owner, the committee member running the add-on
 * (never removable from a protection, as in Apps Script) and a referee. A new protection starts
 * with every editor of the spreadsheet, as in Sheets: it binds nobody until editors are removed.
 */
export const OWNER = 'owner@kase.kz';
export const RUNNER = 'committee@kase.kz';
export const REFEREE = 'referee@kase.kz';

export class FakeProtection implements ProtectionLike {
  /** @internal */ editors = new Set<string>([OWNER, RUNNER, REFEREE]);
  /** @internal */ domainEdit = true;
  /** @internal */ description = '';
  /** @internal */ unprotectedRanges: FakeRange[] = [];
  /** @internal */ warningOnly = false;
  /** @internal */ removed = false;
  constructor(
    private readonly book: FakeBook,
    private readonly state: SheetState,
  ) {}
  private call(method: string): void {
    this.book.record(this.state.name, method);
    if (this.removed && !method.startsWith('get')) throw new Error('Exception: The protection has been removed.');
  }
  setDescription(description: string): ProtectionLike {
    this.call('setDescription');
    this.description = description;
    return this;
  }
  getDescription(): string {
    this.call('getDescription');
    return this.description;
  }
  setUnprotectedRanges(ranges: RangeLike[]): ProtectionLike {
    this.call('setUnprotectedRanges');
    const kept: FakeRange[] = [];
    for (const r of ranges) {
      if (!(r instanceof FakeRange)) throw new Error('Exception: setUnprotectedRanges takes ranges of this spreadsheet.');
      if (r.state !== this.state) throw new Error(`Exception: an unprotected range must be on the protected sheet "${this.state.name}".`);
      kept.push(r);
    }
    this.unprotectedRanges = kept;
    return this;
  }
  getUnprotectedRanges(): RangeLike[] {
    this.call('getUnprotectedRanges');
    return [...this.unprotectedRanges];
  }
  /** @internal */
  get unprotected(): RectAddress[] {
    return this.unprotectedRanges.map((r) => r.rect);
  }
  getEditors(): unknown[] {
    this.call('getEditors');
    return [...this.editors].map((email) => ({ getEmail: () => email }));
  }
  removeEditors(users: unknown[]): ProtectionLike {
    this.call('removeEditors');
    for (const u of users) {
      const email = typeof u === 'string' ? u : (u as { getEmail(): string }).getEmail();
      if (email !== OWNER && email !== RUNNER) this.editors.delete(email);
    }
    return this;
  }
  addEditors(emailAddresses: string[]): ProtectionLike {
    this.call('addEditors');
    for (const e of emailAddresses) this.editors.add(e);
    return this;
  }
  canDomainEdit(): boolean {
    this.call('canDomainEdit');
    return this.domainEdit;
  }
  setDomainEdit(editable: boolean): ProtectionLike {
    this.call('setDomainEdit');
    this.domainEdit = editable;
    return this;
  }
  setWarningOnly(warningOnly: boolean): ProtectionLike {
    this.call('setWarningOnly');
    this.warningOnly = warningOnly;
    return this;
  }
  remove(): void {
    this.call('remove');
    this.removed = true;
    if (this.state.protection === this) this.state.protection = null;
  }
}

export const PROTECTION_TYPE = Object.freeze({ SHEET: 'SHEET', RANGE: 'RANGE' });

export class FakeSheet implements SheetLike {
  constructor(
    private readonly book: FakeBook,
    /** @internal */ readonly state: SheetState,
  ) {}

  private call(method: string): void {
    callOnSheet(this.book, this.state, method);
  }

  getName(): string {
    this.call('getName');
    return this.state.name;
  }

  /** @internal */
  rangeAt(row: number, col: number, rows: number, cols: number): FakeRange {
    const s = this.state;
    if (!Number.isInteger(row) || !Number.isInteger(col) || row < 1 || col < 1) {
      throw new Error(`Exception: The starting ${row < 1 || !Number.isInteger(row) ? 'row' : 'column'} of the range is too small.`);
    }
    if (!Number.isInteger(rows) || rows < 1) throw new Error('Exception: The number of rows in the range must be at least 1.');
    if (!Number.isInteger(cols) || cols < 1) throw new Error('Exception: The number of columns in the range must be at least 1.');
    if (this.book.gridLimits && (row - 1 + rows > s.maxRows || col - 1 + cols > s.maxCols)) {
      throw new Error(
        `Exception: The coordinates of the range are outside the dimensions of the sheet. ("${s.name}" has ${s.maxRows} rows × ${s.maxCols} columns; ` +
          `asked for rows ${row}–${row + rows - 1}, columns ${col}–${col + cols - 1}.)`,
      );
    }
    return new FakeRange(this.book, s, { row: row - 1, col: col - 1, rows, cols });
  }

  /** getRange(row, column, numRows, numColumns) as in gas.ts; also getRange("B2:C5") for tests. */
  getRange(row: number | string, column?: number, numRows = 1, numColumns = 1): RangeLike {
    this.call('getRange');
    if (typeof row === 'string') {
      const r = parseA1(row, this.state.maxRows, this.state.maxCols);
      return this.rangeAt(r.row + 1, r.col + 1, r.rows, r.cols);
    }
    return this.rangeAt(row, column ?? 1, numRows, numColumns);
  }

  getDataRange(): RangeLike {
    this.call('getDataRange');
    const { rows, cols } = this.book.extent(this.state);
    return new FakeRange(this.book, this.state, { row: 0, col: 0, rows: Math.max(1, rows), cols: Math.max(1, cols) });
  }

  getLastRow(): number {
    this.call('getLastRow');
    return this.book.extent(this.state).rows;
  }

  getLastColumn(): number {
    this.call('getLastColumn');
    return this.book.extent(this.state).cols;
  }

  /** Not in gas.ts (Apps Script has it): rows of the grid. */
  getMaxRows(): number {
    this.call('getMaxRows');
    return this.state.maxRows;
  }

  /** Not in gas.ts (Apps Script has it): columns of the grid. */
  getMaxColumns(): number {
    this.call('getMaxColumns');
    return this.state.maxCols;
  }

  /** Not in gas.ts. Only appending after the last row is supported by the fake. */
  insertRowsAfter(afterPosition: number, howMany: number): SheetLike {
    this.call('insertRowsAfter');
    if (afterPosition !== this.state.maxRows) throw new Error('Fake Sheets: insertRowsAfter is supported only after the last row of the grid.');
    this.state.maxRows += howMany;
    return this;
  }

  /** Not in gas.ts. Only appending after the last column is supported by the fake. */
  insertColumnsAfter(afterPosition: number, howMany: number): SheetLike {
    this.call('insertColumnsAfter');
    if (afterPosition !== this.state.maxCols) throw new Error('Fake Sheets: insertColumnsAfter is supported only after the last column of the grid.');
    this.state.maxCols += howMany;
    return this;
  }

  setFrozenRows(rows: number): void {
    this.call('setFrozenRows');
    if (!Number.isInteger(rows) || rows < 0 || rows > this.state.maxRows) throw new Error(`Exception: Invalid argument: rows (${rows}).`);
    this.state.frozenRows = rows;
  }

  setFrozenColumns(columns: number): void {
    this.call('setFrozenColumns');
    if (!Number.isInteger(columns) || columns < 0 || columns > this.state.maxCols) throw new Error(`Exception: Invalid argument: columns (${columns}).`);
    this.state.frozenCols = columns;
  }

  setColumnWidths(startColumn: number, numColumns: number, width: number): SheetLike {
    this.call('setColumnWidths');
    if (!Number.isInteger(startColumn) || startColumn < 1 || !Number.isInteger(numColumns) || numColumns < 1 || startColumn - 1 + numColumns > this.state.maxCols) {
      throw new Error('Exception: Those columns are out of bounds.');
    }
    if (!(width >= 0)) throw new Error(`Exception: Invalid argument: width (${width}).`);
    for (let c = startColumn - 1; c < startColumn - 1 + numColumns; c++) this.state.colWidths.set(c, width);
    return this;
  }

  setConditionalFormatRules(rules: ConditionalFormatRuleLike[]): void {
    this.call('setConditionalFormatRules');
    for (const r of rules) {
      if (!(r instanceof FakeConditionalFormatRule)) throw new Error('Exception: setConditionalFormatRules takes built rules.');
      for (const range of r.ranges) {
        if (range.state !== this.state) throw new Error(`Exception: a conditional format rule's range must be on "${this.state.name}".`);
      }
    }
    this.state.condRules = [...(rules as FakeConditionalFormatRule[])];
  }

  protect(): ProtectionLike {
    this.call('protect');
    if (!this.state.protection) this.state.protection = new FakeProtection(this.book, this.state);
    return this.state.protection;
  }

  getProtections(type: unknown): ProtectionLike[] {
    this.call('getProtections');
    if (type === PROTECTION_TYPE.SHEET) return this.state.protection ? [this.state.protection] : [];
    if (type === PROTECTION_TYPE.RANGE) return [];
    throw new Error(`Exception: Invalid argument: type (${String(type)}).`);
  }

  getFrozenRows(): number {
    this.call('getFrozenRows');
    return this.state.frozenRows;
  }

  getFrozenColumns(): number {
    this.call('getFrozenColumns');
    return this.state.frozenCols;
  }

  getColumnWidth(columnPosition: number): number {
    this.call('getColumnWidth');
    if (!Number.isInteger(columnPosition) || columnPosition < 1 || columnPosition > this.state.maxCols) throw new Error('Exception: Those columns are out of bounds.');
    return this.state.colWidths.get(columnPosition - 1) ?? DEFAULT_COLUMN_WIDTH;
  }

  getConditionalFormatRules(): ConditionalFormatRuleLike[] {
    this.call('getConditionalFormatRules');
    return [...this.state.condRules];
  }

  addDeveloperMetadata(key: string, value: string): SheetLike {
    this.call('addDeveloperMetadata');
    this.book.addMetadata(key, value, { type: 'SHEET', sheet: this.state });
    return this;
  }

  createDeveloperMetadataFinder(): DeveloperMetadataFinderLike {
    this.call('createDeveloperMetadataFinder');
    return new FakeDeveloperMetadataFinder(this.book, (e) => e.location.type !== 'SPREADSHEET' && e.location.sheet === this.state);
  }

  getRangeList(a1Notations: string[]): RangeListLike {
    this.call('getRangeList');
    const ranges = a1Notations.map((a1) => {
      const r = parseA1(a1, this.state.maxRows, this.state.maxCols);
      return this.rangeAt(r.row + 1, r.col + 1, r.rows, r.cols);
    });
    return new FakeRangeList(this.book, this.state, ranges);
  }
}

export class FakeSpreadsheet implements SpreadsheetLike {
  constructor(private readonly book: FakeBook) {}

  getSheetByName(name: string): SheetLike | null {
    this.book.record(null, 'getSheetByName');
    const s = this.book.findSheet(name);
    return s ? new FakeSheet(this.book, s) : null;
  }

  insertSheet(name: string, sheetIndex?: number): SheetLike {
    this.book.record(name, 'insertSheet');
    if (typeof name !== 'string' || name.trim() === '') throw new Error('Exception: Sheet name must not be empty.');
    if (name.length > 100) throw new Error('Exception: Sheet name is too long (at most 100 characters).');
    if (this.book.sheets.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
      throw new Error(`Exception: A sheet with the name "${name}" already exists. Please enter another name.`);
    }
    if (sheetIndex !== undefined && !(Number.isInteger(sheetIndex) && sheetIndex >= 0)) throw new Error('Exception: Invalid argument: sheetIndex.');
    // Sheets: at sheetIndex when given, else right after the active sheet; the new one becomes active.
    const index = Math.min(sheetIndex ?? this.book.activeIndex + 1, this.book.sheets.length);
    const state = this.book.addSheetState(name, index);
    this.book.activeIndex = index;
    return new FakeSheet(this.book, state);
  }

  deleteSheet(sheet: SheetLike): void {
    const s = sheet instanceof FakeSheet ? sheet.state : undefined;
    this.book.record(s?.name ?? null, 'deleteSheet');
    if (!s || s.deleted) throw new Error('Exception: The sheet is not in this spreadsheet (or was deleted).');
    if (this.book.sheets.length === 1) throw new Error("Exception: You can't remove all the sheets in a document.");
    const index = this.book.sheets.indexOf(s);
    withLocale(this.book.locale, () => this.book.hf.removeSheet(s.id));
    s.deleted = true;
    for (const e of this.book.metadata) if (e.location.type !== 'SPREADSHEET' && e.location.sheet === s) e.removed = true;
    this.book.metadata = this.book.metadata.filter((e) => !e.removed);
    this.book.sheets.splice(index, 1);
    if (this.book.activeIndex >= index) this.book.activeIndex = Math.max(0, this.book.activeIndex - 1);
  }

  getSheets(): SheetLike[] {
    this.book.record(null, 'getSheets');
    return this.book.sheets.map((s) => new FakeSheet(this.book, s));
  }

  getSpreadsheetLocale(): string {
    this.book.record(null, 'getSpreadsheetLocale');
    return this.book.locale;
  }

  createDeveloperMetadataFinder(): DeveloperMetadataFinderLike {
    this.book.record(null, 'createDeveloperMetadataFinder');
    return new FakeDeveloperMetadataFinder(this.book, () => true);
  }
}

/** Apps Script's DeveloperMetadata over one entry of the book's store. */
export class FakeDeveloperMetadata implements DeveloperMetadataLike {
  constructor(
    private readonly book: FakeBook,
    /** @internal */ readonly entry: MetadataEntry,
  ) {}
  private call(method: string): void {
    this.book.record(null, method, method.startsWith('get') ? 'navigation' : 'formats');
    if (this.entry.removed) throw new Error('Exception: The developer metadata has been removed (or its location was deleted).');
  }
  getKey(): string {
    this.call('getKey');
    return this.entry.key;
  }
  getValue(): string | null {
    this.call('getValue');
    return this.entry.value;
  }
  getLocation(): DeveloperMetadataLocationLike {
    this.call('getLocation');
    return new FakeDeveloperMetadataLocation(this.book, this.entry.location);
  }
  setValue(value: string): DeveloperMetadataLike {
    this.call('setValue');
    this.entry.value = value;
    return this;
  }
  remove(): void {
    this.call('remove');
    this.entry.removed = true;
    this.book.metadata = this.book.metadata.filter((e) => e !== this.entry);
  }
}

export class FakeDeveloperMetadataLocation implements DeveloperMetadataLocationLike {
  constructor(
    private readonly book: FakeBook,
    private readonly location: MetadataLocation,
  ) {}
  getLocationType(): unknown {
    return METADATA_LOCATION_TYPE[this.location.type];
  }
  getSheet(): SheetLike | null {
    return this.location.type === 'SPREADSHEET' ? null : new FakeSheet(this.book, this.location.sheet);
  }
  getRow(): RangeLike | null {
    const l = this.location;
    return l.type === 'ROW' ? new FakeRange(this.book, l.sheet, { row: l.start, col: 0, rows: l.count, cols: l.sheet.maxCols }) : null;
  }
  getColumn(): RangeLike | null {
    const l = this.location;
    return l.type === 'COLUMN' ? new FakeRange(this.book, l.sheet, { row: 0, col: l.start, rows: l.sheet.maxRows, cols: l.count }) : null;
  }
}

export class FakeDeveloperMetadataFinder implements DeveloperMetadataFinderLike {
  private readonly conditions: ((e: MetadataEntry) => boolean)[] = [];
  constructor(
    private readonly book: FakeBook,
    scope: (e: MetadataEntry) => boolean,
  ) {
    this.conditions.push(scope);
  }
  withKey(key: string): DeveloperMetadataFinderLike {
    this.conditions.push((e) => e.key === key);
    return this;
  }
  withValue(value: string): DeveloperMetadataFinderLike {
    this.conditions.push((e) => e.value === value);
    return this;
  }
  withLocationType(locationType: unknown): DeveloperMetadataFinderLike {
    this.conditions.push((e) => METADATA_LOCATION_TYPE[e.location.type] === locationType);
    return this;
  }
  find(): DeveloperMetadataLike[] {
    this.book.record(null, 'find');
    return this.book.metadata.filter((e) => !e.removed && this.conditions.every((c) => c(e))).map((e) => new FakeDeveloperMetadata(this.book, e));
  }
}

class FakeDataValidationBuilder implements DataValidationBuilderLike {
  private criteria: ValidationCriteria | null = null;
  private args: unknown[] = [];
  private allowInvalid = true;
  private helpText = '';
  constructor(private readonly book: FakeBook) {}
  private call(method: string): void {
    this.book.record(null, method, 'builders');
  }
  requireValueInList(values: string[], showDropdown = true): DataValidationBuilderLike {
    this.call('requireValueInList');
    if (!Array.isArray(values) || values.length === 0) throw new Error('Exception: requireValueInList needs a non-empty list.');
    this.criteria = 'VALUE_IN_LIST';
    this.args = [[...values], showDropdown];
    return this;
  }
  requireNumberBetween(start: number, end: number): DataValidationBuilderLike {
    this.call('requireNumberBetween');
    if (typeof start !== 'number' || typeof end !== 'number') throw new Error('Exception: requireNumberBetween takes two numbers.');
    this.criteria = 'NUMBER_BETWEEN';
    this.args = [start, end];
    return this;
  }
  requireCheckbox(): DataValidationBuilderLike {
    this.call('requireCheckbox');
    this.criteria = 'CHECKBOX';
    this.args = [];
    return this;
  }
  requireTextIsEmail(): DataValidationBuilderLike {
    this.call('requireTextIsEmail');
    this.criteria = 'TEXT_IS_VALID_EMAIL';
    this.args = [];
    return this;
  }
  requireFormulaSatisfied(formula: string): DataValidationBuilderLike {
    this.call('requireFormulaSatisfied');
    if (typeof formula !== 'string' || !formula.startsWith('=')) throw new Error('Exception: requireFormulaSatisfied takes a formula starting with "=".');
    this.criteria = 'CUSTOM_FORMULA';
    this.args = [formula];
    return this;
  }
  setAllowInvalid(allow: boolean): DataValidationBuilderLike {
    this.call('setAllowInvalid');
    this.allowInvalid = allow;
    return this;
  }
  setHelpText(text: string): DataValidationBuilderLike {
    this.call('setHelpText');
    this.helpText = text;
    return this;
  }
  build(): DataValidationLike {
    this.call('build');
    if (!this.criteria) throw new Error('Exception: a data validation rule needs criteria.');
    return new FakeDataValidation(this.criteria, [...this.args], this.allowInvalid, this.helpText);
  }
}

class FakeConditionalFormatRuleBuilder implements ConditionalFormatRuleBuilderLike {
  private formula: string | null = null;
  private background: string | null = null;
  private ranges: FakeRange[] = [];
  constructor(private readonly book: FakeBook) {}
  private call(method: string): void {
    this.book.record(null, method, 'builders');
  }
  whenFormulaSatisfied(formula: string): ConditionalFormatRuleBuilderLike {
    this.call('whenFormulaSatisfied');
    if (typeof formula !== 'string' || !formula.startsWith('=')) throw new Error('Exception: whenFormulaSatisfied takes a formula starting with "=".');
    this.formula = formula;
    return this;
  }
  setBackground(color: string): ConditionalFormatRuleBuilderLike {
    this.call('setBackground');
    this.background = color;
    return this;
  }
  setRanges(ranges: RangeLike[]): ConditionalFormatRuleBuilderLike {
    this.call('setRanges');
    for (const r of ranges) if (!(r instanceof FakeRange)) throw new Error('Exception: setRanges takes ranges of this spreadsheet.');
    this.ranges = [...(ranges as FakeRange[])];
    return this;
  }
  build(): ConditionalFormatRuleLike {
    this.call('build');
    if (this.formula === null) throw new Error('Exception: a conditional format rule needs a condition.');
    if (this.ranges.length === 0) throw new Error('Exception: a conditional format rule needs ranges.');
    return new FakeConditionalFormatRule(this.formula, this.background, [...this.ranges]);
  }
}

export class FakeSpreadsheetApp implements SpreadsheetAppLike {
  readonly ProtectionType = PROTECTION_TYPE;
  readonly DeveloperMetadataLocationType = METADATA_LOCATION_TYPE;
  private readonly spreadsheet: FakeSpreadsheet;
  constructor(private readonly book: FakeBook) {
    this.spreadsheet = new FakeSpreadsheet(book);
  }
  getActiveSpreadsheet(): SpreadsheetLike {
    this.book.record(null, 'getActiveSpreadsheet');
    return this.spreadsheet;
  }
  newDataValidation(): DataValidationBuilderLike {
    this.book.record(null, 'newDataValidation', 'builders');
    return new FakeDataValidationBuilder(this.book);
  }
  newConditionalFormatRule(): ConditionalFormatRuleBuilderLike {
    this.book.record(null, 'newConditionalFormatRule', 'builders');
    return new FakeConditionalFormatRuleBuilder(this.book);
  }
  flush(): void {
    this.book.record(null, 'flush');
  }
}

class FakeLock implements LockLike {
  constructor(private readonly book: FakeBook) {}
  tryLock(timeoutInMillis: number): boolean {
    this.book.record(null, 'tryLock', 'lock');
    if (!(timeoutInMillis >= 0)) throw new Error('Exception: Invalid argument: timeoutInMillis.');
    return this.book.tryLock();
  }
  releaseLock(): void {
    this.book.record(null, 'releaseLock', 'lock');
    this.book.lockHeld = false;
  }
  hasLock(): boolean {
    this.book.record(null, 'hasLock', 'lock');
    return this.book.lockHeld;
  }
}

export class FakeLockService implements LockServiceLike {
  constructor(private readonly book: FakeBook) {}
  getDocumentLock(): LockLike | null {
    this.book.record(null, 'getDocumentLock', 'lock');
    return this.book.lockUnavailable ? null : new FakeLock(this.book);
  }
}
