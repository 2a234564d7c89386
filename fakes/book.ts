/**
 * An in-memory Google spreadsheet behind the Apps Script interfaces of src/sheets/gas.ts.
 *
 * Values and formulas live in a HyperFormula engine (see engine.ts), so formulas are really
 * computed, our custom functions included. Formats, validations, conditional rules, column
 * widths, frozen panes and protections are recorded per cell / per sheet (state.ts), developer
 * metadata per location (metadata.ts). Every call the add-on makes is logged with a category,
 * and the test-side helpers (`FakeBook`) let a test type like a referee, edit the spreadsheet's
 * shape like a committee member (structure.ts), act between two calls of the add-on (onCall),
 * run an onEdit trigger, read computed values and inspect everything else.
 *
 * Coordinates are 0-based inside, 1-based where Apps Script uses 1-based numbers.
 */
import { DetailedCellError, type HyperFormula } from 'hyperformula';
import type { CellValue } from '../src/sheets/gas';
import {
  cellA1,
  colIndex,
  inRect,
  parseA1,
  quoteUnicodeSheetNames,
  rectA1,
  shiftFormula,
  type CellAddress,
  type RectAddress,
} from './a1';
import { dateToSerial, parseTyped, parseValue, type Stored } from './coerce';
import { createEngine, registerEngineHost, sheetsErrorMessage, sheetsErrorText, withLocale } from './engine';
import { LoadingCells } from './loading';
import { SHEETS_LIMITS, tooLongError, tooManyCellsError, type SheetsLimits } from './limits';
import { metadataInfo, type MetadataEntry, type MetadataInfo, type MetadataLocation } from './metadata';
import { FakeRange, FakeSpreadsheet, REFEREE, RUNNER, SECOND_MEMBER, type FakeProtection } from './objects';
import {
  deleteAxis,
  duplicateSheet,
  insertAxis,
  moveSheet,
  parseSortSpecs,
  removeSheet,
  renameSheet,
  sortRows,
  type DuplicateOptions,
} from './structure';
import { admitEdit, callCost, checkboxWord, customFunctionLocks, otherMemberHolds, type Switches } from './switches';
import {
  DEFAULT_COLUMN_WIDTH,
  NEW_SHEET_COLUMNS,
  NEW_SHEET_ROWS,
  type FakeDataValidation,
  SheetState,
  key,
  unkey,
  type Anchored,
  type CellFormat,
} from './state';

export {
  FakeLockService,
  FakeProtection,
  FakeRange,
  FakeRangeList,
  FakeSheet,
  FakeSpreadsheet,
  FakeSpreadsheetApp,
  OWNER,
  PROTECTION_TYPE,
  REFEREE,
  RUNNER,
  SECOND_MEMBER,
} from './objects';
export {
  DEFAULT_COLUMN_WIDTH,
  NEW_SHEET_COLUMNS,
  NEW_SHEET_ROWS,
  FakeConditionalFormatRule,
  FakeDataValidation,
} from './state';
export type { CellFormat, ValidationCriteria } from './state';
export {
  FakeDeveloperMetadata,
  FakeDeveloperMetadataFinder,
  FakeDeveloperMetadataLocation,
  METADATA_LOCATION_TYPE,
} from './metadata';
export type { MetadataEntry, MetadataInfo, MetadataLocation } from './metadata';
export type { DuplicateOptions } from './structure';

// ---- the call log ------------------------------------------------------------------------

export type CallCategory = 'values' | 'formats' | 'navigation' | 'builders' | 'lock' | 'metadata';

export interface CallRecord {
  /** The sheet the call concerns; null for spreadsheet-wide calls, builders and the lock. */
  sheet: string | null;
  method: string;
  category: CallCategory;
  /** The call changes the spreadsheet. */
  write: boolean;
  /** The document lock was held (by the execution making the call) when the call was made. */
  locked: boolean;
  /** The call threw (failNextWrite, a shape mismatch, a deleted sheet, a protected cell …). */
  failed?: boolean;
  /** Set when the call was made by an onEdit trigger running as this person (book.actingAs). */
  actingAs?: Role;
  /** For a call on a sheet: whether a referee could type into that sheet at that moment. */
  open?: boolean;
}

const VALUE_METHODS = new Set([
  'getValues',
  'getSheetValues',
  'getFormulas',
  'setValues',
  'RangeList.setValue',
  'clear',
  'clearDataValidations',
  'sort',
]);
const FORMAT_METHODS = new Set([
  'setBackgrounds',
  'setFontWeights',
  'setFontStyles',
  'setFontColors',
  'setNumberFormats',
  'setNumberFormat',
  'setBorder',
  'setHorizontalAlignments',
  'setWraps',
  'setDataValidations',
  'setDataValidation',
  'setColumnWidths',
  'setRowHeights',
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
/** Structural edits and other writes, logged as 'navigation' calls that write. */
const OTHER_WRITES = new Set([
  'insertSheet',
  'deleteSheet',
  'insertRowBefore',
  'insertRowsBefore',
  'insertRowAfter',
  'insertRowsAfter',
  'insertRows',
  'deleteRow',
  'deleteRows',
  'insertColumnBefore',
  'insertColumnsBefore',
  'insertColumnAfter',
  'insertColumnsAfter',
  'insertColumns',
  'deleteColumn',
  'deleteColumns',
  'setName',
  'moveActiveSheet',
  'duplicateActiveSheet',
  'moveRows',
  'hideColumns',
  'showColumns',
  'hideRows',
  'showRows',
  'addDeveloperMetadata',
  'setValue',
  'setKey',
]);

/** Developer metadata: counted apart (one call per anchored row or column, never per cell). */
const METADATA_METHODS = new Set([
  'addDeveloperMetadata',
  'createDeveloperMetadataFinder',
  'find',
  'getDeveloperMetadata',
]);

/** @internal */
export function categoryOf(method: string): CallCategory {
  if (METADATA_METHODS.has(method)) return 'metadata';
  if (VALUE_METHODS.has(method)) return 'values';
  if (FORMAT_METHODS.has(method)) return 'formats';
  return 'navigation';
}

/** @internal */
export function isWrite(method: string): boolean {
  return (
    (FORMAT_METHODS.has(method) || OTHER_WRITES.has(method) || VALUE_METHODS.has(method)) && !method.startsWith('get')
  );
}

// ---- what the book reports -------------------------------------------------------------------

/** A validation as the book reports it. */
export interface ValidationInfo {
  criteria: FakeDataValidation['criteria'];
  args: unknown[];
  allowInvalid: boolean;
  helpText: string;
  /** For CUSTOM_FORMULA: the cell the formula is written for (the top-left cell of the range given to setDataValidation; the cell itself for setDataValidations). */
  anchor: string;
  /** For CUSTOM_FORMULA: the formula as it applies to this cell (relative references moved). */
  formulaHere?: string;
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

/** A change of the spreadsheet's shape made through a FakeBook helper (a committee member in the UI). */
export type StructuralEdit =
  | { kind: 'insertRows' | 'deleteRows'; sheet: string; row: number; count: number }
  | { kind: 'insertColumns' | 'deleteColumns'; sheet: string; column: number; count: number }
  | { kind: 'renameSheet'; sheet: string; to: string }
  | { kind: 'moveSheet'; sheet: string; position: number }
  | { kind: 'deleteSheet'; sheet: string }
  | { kind: 'duplicateSheet'; sheet: string; to: string }
  | { kind: 'sortRange'; sheet: string; a1: string; column: number; ascending: boolean };

/**
 * Apps Script's edit event (simple trigger onEdit(e)): the edited cell, its new and old value as
 * text (undefined when empty; a ticked checkbox is "TRUE"), the spreadsheet, LIMITED auth.
 */
export interface EditEvent {
  range: FakeRange;
  value?: string;
  oldValue?: string;
  source: FakeSpreadsheet;
  authMode: 'LIMITED';
  user: { getEmail(): string };
}

export interface TriggerError {
  role: Role;
  sheet: string;
  a1: string;
  error: unknown;
}

/** What Sheets answers a script that writes into cells its user may not edit. */
export const PROTECTED_MESSAGE =
  'Exception: You are trying to edit a protected cell or object. Please contact the spreadsheet owner to remove protection if you need to edit.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// ---- the book: state and test-side helpers ---------------------------------------------------

export interface FakeOptions {
  /** getSpreadsheetLocale(); also the language of our functions' messages. Default 'ru_RU'. */
  locale?: string;
  /** getSpreadsheetTimeZone(), an IANA zone. Default 'Asia/Almaty' (the Exchange's). */
  timeZone?: string;
  /** What services.now() returns. Default 2025-01-01T00:00:00Z. */
  now?: number;
  /** Sheets of the new spreadsheet. Default one sheet, "Лист1" (ru/kk locales) or "Sheet1". */
  sheets?: string[];
  /** Enforce Apps Script's 1000 × 26 grid of a new sheet in getRange (default true). */
  gridLimits?: boolean;
  /** Behave the other way for an assumption of the add-on (fakes/switches.ts). */
  switches?: Switches;
  /** Google Sheets' size limits (fakes/limits.ts); a test may lower one to meet it cheaply. */
  limits?: Partial<SheetsLimits>;
}

export class FakeBook {
  /**
   * The user running the script edits the spreadsheet through a Google Group, not as himself:
   * `Protection.removeEditors(getEditors())` then throws, as in real Sheets.
   */
  runnerViaGroup = false;
  /** What the fake does the other way (fakes/switches.ts); {} = as Google documents. */
  readonly switches: Switches;
  /** @internal The edit trigger's queue (switches.dropEditsPastTwo). */
  editQueue = { busyUntil: Number.NEGATIVE_INFINITY, queued: 0 };
  /** When each edit event the trigger never received was dropped (switches.dropEditsPastTwo). */
  readonly droppedEdits: number[] = [];
  /** @internal switches.secondMember: whose turn it is to hold the lock. */
  otherMemberTurn = false;
  /**
   * The committee member whose account the add-on's server calls run as (he can never be removed
   * from a protection he edits). With switches.secondMember another member takes over once the
   * first has run a writing action (the setup).
   */
  runnerEmail: string = RUNNER;
  readonly hf: HyperFormula;
  private readonly loading: LoadingCells;
  readonly locale: string;
  readonly timeZone: string;
  now: number;
  readonly gridLimits: boolean;
  /** Google Sheets' size limits the fake enforces (fakes/limits.ts). */
  readonly limits: SheetsLimits;
  /** Every call the add-on made, in order. */
  readonly calls: CallRecord[] = [];
  /** Accepted-but-invalid input (validation with allowInvalid, warning-only protection). */
  readonly warnings: Warning[] = [];
  /** Everything typed through typeAs that was accepted. */
  readonly edits: Edit[] = [];
  /** The committee's changes of the spreadsheet's shape made through the helpers (not add-on calls). */
  readonly structuralEdits: StructuralEdit[] = [];
  /** Exceptions thrown by the onEdit trigger (swallowed, as a failing simple trigger does not undo the edit). */
  readonly triggerErrors: TriggerError[] = [];
  /**
   * Who the add-on's code is running as: null for its own server call (run by the committee
   * member who opened the sidebar: may write anywhere), a role while an onEdit trigger runs for
   * that person's edit (a referee's trigger cannot write into cells protected from referees).
   */
  actingAs: Role | null = null;
  /** @internal */ sheets: SheetState[] = [];
  /** @internal */ activeIndex = 0;
  /** @internal Which execution holds the document lock: 0 = the add-on's server call, n = the n-th trigger run; null = free. */
  lockHolder: number | null = null;
  /** @internal The execution making calls now (see lockHolder). */
  execution = 0;
  private executions = 0;
  private lockContended = false;
  /** @internal */ lockUnavailable = false;
  private failCountdown = 0;
  /** @internal Developer metadata of the whole spreadsheet, in creation order. */
  metadata: MetadataEntry[] = [];
  /** @internal */ nextMetadataId = 1;
  private readonly hooks: ((call: CallRecord) => void)[] = [];
  private callDepth = 0;
  private hooking = false;
  private pending: CallRecord[] = [];
  private editTrigger: ((e: EditEvent) => void) | null = null;

  constructor(options: FakeOptions = {}) {
    this.switches = options.switches ?? {};
    this.locale = options.locale ?? 'ru_RU';
    this.timeZone = this.switches.timeZone ?? options.timeZone ?? 'Asia/Almaty';
    this.now = options.now ?? Date.UTC(2025, 0, 1);
    this.gridLimits = options.gridLimits ?? true;
    this.limits = { ...SHEETS_LIMITS, ...options.limits };
    this.runnerViaGroup = this.switches.groupAccess === true;
    this.hf = createEngine();
    registerEngineHost(this.hf, {
      lockService: () => customFunctionLocks(this),
      clock: () => ({ now: this.now, timeZone: this.timeZone }),
    });
    this.loading = new LoadingCells(this.hf, () => this.sheets, {
      now: () => this.now,
      auto: this.switches.loading ?? null,
    });
    const initial = options.sheets ?? [/^(ru|kk)/i.test(this.locale) ? 'Лист1' : 'Sheet1'];
    for (const name of initial) this.addSheetState(name, this.sheets.length);
  }

  // -- call log --

  /** @internal Whether the execution making calls now holds the document lock. */
  get lockHeld(): boolean {
    return this.lockHolder !== null && this.lockHolder === this.execution;
  }

  /** @internal Logs a call; for writes, applies failNextWrite. */
  record(sheet: string | null, method: string, category: CallCategory = categoryOf(method)): CallRecord {
    const rec = this.logCall({ sheet, method, category, write: isWrite(method), locked: this.lockHeld });
    const state = sheet === null ? undefined : this.findSheet(sheet);
    if (state) rec.open = this.openToReferees(state);
    this.now += callCost(this, method, category, rec.write);
    if (
      rec.write &&
      (category === 'values' || category === 'formats' || category === 'metadata') &&
      this.failCountdown > 0
    ) {
      this.failCountdown--;
      if (this.failCountdown === 0) {
        rec.failed = true;
        throw new Error(`Fake Sheets: simulated failure of ${method}${sheet ? ` on "${sheet}"` : ''} (failNextWrite).`);
      }
    }
    return rec;
  }

  /** @internal Appends a call to the log (and to the calls the hooks will see). */
  logCall(rec: CallRecord): CallRecord {
    if (this.actingAs !== null) rec.actingAs = this.actingAs;
    this.calls.push(rec);
    if (this.hooks.length > 0 && !this.hooking) this.pending.push(rec);
    return rec;
  }

  /** Forgets the call log (not the warnings or edits). */
  resetCalls(): void {
    this.calls.length = 0;
  }

  /** Number of logged calls matching every given field. */
  countCalls(
    filter: { sheet?: string | null; category?: CallCategory; method?: string; write?: boolean } = {},
  ): number {
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

  /**
   * "Close before you read" (docs/server-api.md): the sheets whose values the add-on wrote after
   * reading them while a referee could still type there, in the calls since `from` (one action's):
   * "Sheet: getValues (call 3) while open, then setValues (call 9)". Empty when every sheet written
   * was closed to typing before it was first read.
   */
  readsWhileOpen(from = 0): string[] {
    const calls = this.calls.slice(from);
    const mine = (c: CallRecord) => c.actingAs === undefined;
    const out: string[] = [];
    const written = new Set<string>();
    calls.forEach((c, i) => {
      if (!mine(c) || c.sheet === null || c.category !== 'values' || !c.write || c.failed || written.has(c.sheet))
        return;
      const read = calls.findIndex(
        (r, j) => j < i && mine(r) && r.sheet === c.sheet && r.category === 'values' && !r.write && r.open === true,
      );
      if (read < 0) return;
      written.add(c.sheet);
      out.push(
        `${c.sheet}: ${calls[read]?.method} (call ${from + read + 1}) while open, then ${c.method} (call ${from + i + 1})`,
      );
    });
    return out;
  }

  /** Whether a referee could type into some cell of the sheet now (no protection, a warning only, or inputs open). */
  private openToReferees(s: SheetState): boolean {
    const p = s.protection;
    return p === null || p.warningOnly || p.editors.has(REFEREE) || p.unprotected.length > 0;
  }

  // -- people acting while the add-on runs --

  /**
   * Calls `hook` after each call of the add-on has returned (or thrown), with its record, so a
   * test can act between two calls of an action (`book.typeAs(...)` right after the first
   * getValues). Calls made while a hook runs (an onEdit trigger set off by its typing) do not
   * call hooks again. An exception thrown by a hook comes out of the add-on's call: catch it in
   * the hook when the person's action is expected to fail. Returns the function that removes it.
   */
  onCall(hook: (call: CallRecord) => void): () => void {
    this.hooks.push(hook);
    return () => {
      const i = this.hooks.indexOf(hook);
      if (i >= 0) this.hooks.splice(i, 1);
      if (this.hooks.length === 0) this.pending = [];
    };
  }

  /** @internal A method of an Apps Script object begins (hooks.ts). */
  enterCall(): void {
    this.callDepth++;
  }

  /** @internal A method of an Apps Script object ended: the outermost one runs the hooks on the calls it logged. */
  leaveCall(): void {
    this.callDepth--;
    if (this.callDepth > 0 || this.hooking || this.pending.length === 0) return;
    const done = this.pending;
    this.pending = [];
    this.hooking = true;
    try {
      for (const rec of done) for (const hook of [...this.hooks]) hook(rec);
    } finally {
      this.hooking = false;
    }
  }

  /**
   * Runs `handler` after every accepted typeAs, as Google runs a simple onEdit(e) trigger after
   * a person's edit (never after a script's writes), as the person who typed: `actingAs` is set
   * to the role for its duration, and the handler's writes into cells protected from that person
   * throw as in Sheets. Its exceptions are recorded in `triggerErrors`, not thrown: the edit
   * stands. The trigger is a separate execution: it does not hold the document lock of a server
   * call in progress (its tryLock fails while that call holds it). null removes the trigger.
   */
  setEditTrigger(handler: ((e: EditEvent) => void) | null): void {
    this.editTrigger = handler;
  }

  /** `before`: what the one edited cell held; null for a block (no value, no old value). */
  private runEditTrigger(role: Role, s: SheetState, rect: RectAddress, before: Stored | null): void {
    const handler = this.editTrigger;
    if (!handler || !admitEdit(this)) return;
    const { row, col } = rect;
    const e: EditEvent = {
      range: new FakeRange(this, s, rect),
      source: new FakeSpreadsheet(this),
      authMode: 'LIMITED',
      user: { getEmail: () => (role === 'referee' ? REFEREE : RUNNER) },
    };
    if (before !== null) {
      const value = eventText(this.storedAt(s, row, col));
      const oldValue = eventText(before);
      if (value !== undefined) e.value = value;
      if (oldValue !== undefined) e.oldValue = oldValue;
    }
    const outer = { actingAs: this.actingAs, execution: this.execution };
    this.actingAs = role;
    this.execution = ++this.executions;
    try {
      handler(e);
    } catch (error) {
      this.triggerErrors.push({ role, sheet: s.name, a1: cellA1(row, col), error });
    } finally {
      // An execution's lock is released when it ends.
      if (this.lockHolder === this.execution) this.lockHolder = null;
      this.actingAs = outer.actingAs;
      this.execution = outer.execution;
    }
  }

  /**
   * Who the code running now runs as, when protections bind him: the referee in his onEdit trigger,
   * or the second committee member's server calls (switches.secondMember); null for the committee
   * member running the add-on (a protection never binds him: he made it, or is among its editors).
   */
  private bound(): string | null {
    if (this.actingAs === 'referee') return REFEREE;
    if (this.actingAs === null && this.runnerEmail !== RUNNER) return this.runnerEmail;
    return null;
  }

  /** @internal Refuses a write of cells its user may not edit (a referee's onEdit trigger writing into protected cells). */
  guardCells(rec: CallRecord, s: SheetState, rect: RectAddress): void {
    const who = this.bound();
    if (who === null || !s.protection || s.protection.warningOnly) return;
    for (let r = rect.row; r < rect.row + rect.rows; r++) {
      for (let c = rect.col; c < rect.col + rect.cols; c++) {
        if (this.isProtected(s, r, c, who)) {
          rec.failed = true;
          throw new Error(PROTECTED_MESSAGE);
        }
      }
    }
  }

  /** @internal Refuses a change of a protected sheet itself (its shape, name, panes, rules, protection) to a referee's trigger. */
  guardSheet(rec: CallRecord, s: SheetState): void {
    const p = s.protection;
    const who = this.bound();
    if (who === null || !p || p.warningOnly || p.editors.has(who)) return;
    rec.failed = true;
    throw new Error(PROTECTED_MESSAGE);
  }

  // -- lock --

  /** While true, tryLock fails as if another execution held the document lock. */
  contendLock(contended: boolean): void {
    this.lockContended = contended;
  }

  /** @internal */
  tryLock(): boolean {
    if (this.lockHeld) return true;
    if (this.lockContended || this.lockHolder !== null || otherMemberHolds(this)) return false;
    this.lockHolder = this.execution;
    return true;
  }

  /** @internal */
  releaseLock(): void {
    if (this.lockHeld) this.lockHolder = null;
    if (this.switches.secondMember && this.execution === 0) this.runnerEmail = SECOND_MEMBER;
  }

  /** While true, LockService.getDocumentLock() returns null (allowed by its contract). */
  setLockUnavailable(unavailable: boolean): void {
    this.lockUnavailable = unavailable;
  }

  /** Whether the document lock is held right now (by any execution). */
  isLocked(): boolean {
    return this.lockHolder !== null;
  }

  // -- failure injection --

  /**
   * Makes the `nth` following write call of category 'values' or 'formats' throw (1 = the very
   * next one), before it changes anything. Calls before it succeed. 0 cancels.
   */
  failNextWrite(nth: number): void {
    if (!Number.isInteger(nth) || nth < 0)
      throw new Error('failNextWrite: a whole number ≥ 0 (1 = the next write call; 0 cancels)');
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

  /** Every developer metadata entry, where it is now (ROW / COLUMN: 1-based `start` and `count`). */
  developerMetadata(): MetadataInfo[] {
    return this.metadata.map(metadataInfo);
  }

  // -- sheets --

  /** @internal */
  addSheetState(name: string, index: number, grid = { rows: NEW_SHEET_ROWS, cols: NEW_SHEET_COLUMNS }): SheetState {
    this.checkGrowth(grid.rows * grid.cols);
    const hfName = this.hf.addSheet(name);
    const state = new SheetState(name, this.hf.getSheetId(hfName) as number);
    state.maxRows = grid.rows;
    state.maxCols = grid.cols;
    this.sheets.splice(index, 0, state);
    return state;
  }

  /** Cells of every sheet's grid together. */
  cellCount(): number {
    return this.sheets.reduce((n, s) => n + s.maxRows * s.maxCols, 0);
  }

  /** @internal Refuses `more` cells past the spreadsheet's limit (nothing changed yet). */
  checkGrowth(more: number): void {
    const after = this.cellCount() + more;
    if (more > 0 && after > this.limits.cellsPerSpreadsheet)
      throw tooManyCellsError(this.limits.cellsPerSpreadsheet, after);
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

  // -- a committee member changes the spreadsheet's shape (logged in structuralEdits, not in calls) --

  /** Inserts `howMany` rows above row `beforeRow` (1-based), as "Insert rows above" in Sheets. */
  insertRows(sheetName: string, beforeRow: number, howMany = 1): void {
    const s = this.sheet(sheetName);
    insertAxis(this, s, 'row', beforeRow - 1, howMany);
    this.structuralEdits.push({ kind: 'insertRows', sheet: s.name, row: beforeRow, count: howMany });
  }

  /** Deletes `howMany` rows from row `firstRow` (1-based) on. */
  deleteRows(sheetName: string, firstRow: number, howMany = 1): void {
    const s = this.sheet(sheetName);
    deleteAxis(this, s, 'row', firstRow - 1, howMany);
    this.structuralEdits.push({ kind: 'deleteRows', sheet: s.name, row: firstRow, count: howMany });
  }

  /** Inserts `howMany` columns left of column `beforeColumn` (1-based number or letters). */
  insertColumns(sheetName: string, beforeColumn: number | string, howMany = 1): void {
    const s = this.sheet(sheetName);
    const col = typeof beforeColumn === 'number' ? beforeColumn : colIndex(beforeColumn) + 1;
    insertAxis(this, s, 'col', col - 1, howMany);
    this.structuralEdits.push({ kind: 'insertColumns', sheet: s.name, column: col, count: howMany });
  }

  /** Deletes `howMany` columns from column `firstColumn` (1-based number or letters) on. */
  deleteColumns(sheetName: string, firstColumn: number | string, howMany = 1): void {
    const s = this.sheet(sheetName);
    const col = typeof firstColumn === 'number' ? firstColumn : colIndex(firstColumn) + 1;
    deleteAxis(this, s, 'col', col - 1, howMany);
    this.structuralEdits.push({ kind: 'deleteColumns', sheet: s.name, column: col, count: howMany });
  }

  /** Renames a sheet; formulas referring to it follow the new name. */
  renameSheet(oldName: string, newName: string): void {
    const s = this.sheet(oldName);
    const from = s.name;
    renameSheet(this, s, newName);
    this.structuralEdits.push({ kind: 'renameSheet', sheet: from, to: newName });
  }

  /** Drags a sheet's tab to `position` (1-based, as Spreadsheet.moveActiveSheet). */
  moveSheet(sheetName: string, position: number): void {
    const s = this.sheet(sheetName);
    moveSheet(this, s, position - 1);
    this.structuralEdits.push({ kind: 'moveSheet', sheet: s.name, position });
  }

  /** Deletes a sheet (its references elsewhere become #REF!). */
  deleteSheetByName(sheetName: string): void {
    const s = this.sheet(sheetName);
    removeSheet(this, s);
    this.structuralEdits.push({ kind: 'deleteSheet', sheet: s.name });
  }

  /**
   * "Duplicate" on a sheet's tab: the copy comes right after it and becomes active. Developer
   * metadata and the protection are copied unless `options` says otherwise (docs/testing.md).
   */
  duplicateSheet(sheetName: string, newName: string, options: DuplicateOptions = {}): void {
    const s = this.sheet(sheetName);
    duplicateSheet(this, s, newName, options);
    this.structuralEdits.push({ kind: 'duplicateSheet', sheet: s.name, to: newName });
  }

  /** "Sort range" by one column (1-based number of the sheet, or letters), A→Z unless `ascending` is false. */
  sortRange(sheetName: string, a1: string, column: number | string, ascending = true): void {
    const s = this.sheet(sheetName);
    const rect = parseA1(a1, s.maxRows, s.maxCols);
    const col = typeof column === 'number' ? column : colIndex(column) + 1;
    sortRows(this, s, rect, parseSortSpecs({ column: col, ascending }, rect));
    this.structuralEdits.push({ kind: 'sortRange', sheet: s.name, a1, column: col, ascending });
  }

  /** The sheet's grid size: { rows, cols }. */
  gridSize(sheetName: string): { rows: number; cols: number } {
    const s = this.sheet(sheetName);
    return { rows: s.maxRows, cols: s.maxCols };
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
    // Past the characters of one cell Sheets refuses the whole write: nothing changes.
    const max = this.limits.charsPerCell;
    for (const r of cells)
      for (const c of r)
        if ((c.kind === 'text' && c.text.length > max) || (c.kind === 'formula' && c.formula.length > max))
          throw tooLongError(max);
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
        if (this.hf.getCellType({ sheet: s.id, row: row + i, col: col + j }) === 'ARRAYFORMULA')
          s.arrayAnchors.add(key(row + i, col + j));
      }),
    );
    this.recheckSpills(s);
  }

  /**
   * HyperFormula does not re-expand an array result once the cell that blocked it is cleared;
   * Sheets does. Re-entering each array formula of the sheet that shows a blocked spill makes
   * HyperFormula check again.
   */
  /** @internal */
  recheckSpills(s: SheetState): void {
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

  /** @internal A computed value as Range.getValues returns it (`raw`: a tick as the boolean it is, whatever the switches). */
  valueAt(s: SheetState, row: number, col: number, raw = false): CellValue {
    const shown = this.seeThrough ? undefined : this.loading.at(s.id, row, col);
    if (shown !== undefined) return shown;
    return this.shownValue(s, row, col, this.hf.getCellValue({ sheet: s.id, row, col }), raw);
  }

  /** What a cell whose engine value is `v` shows (valueAt without the "still computing" text). */
  private shownValue(
    s: SheetState,
    row: number,
    col: number,
    v: ReturnType<HyperFormula['getCellValue']>,
    raw = false,
  ): CellValue {
    if (v === null || v === undefined) return '';
    if (v instanceof DetailedCellError) return sheetsErrorText(v.type, v.value);
    if (typeof v === 'number' && s.dates.has(key(row, col))) return new Date(Date.UTC(1899, 11, 30) + v * 86_400_000);
    if (
      !raw &&
      typeof v === 'boolean' &&
      this.switches.checkboxAsText &&
      s.validations.get(key(row, col))?.rule.criteria === 'CHECKBOX'
    )
      return checkboxWord(this, v);
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

  // -- custom functions still computing (./loading.ts) --

  /**
   * The cell shows `shown` instead of its value — "Loading..." while a custom function runs
   * ("Загрузка..." in a Russian interface), "#ERROR!" when its execution failed — and so does every
   * formula depending on it; the rest of an array formula's area reads empty. getValues and `read`
   * see it, until `doneLoading()`.
   */
  showLoading(sheetName: string, a1: string, shown = 'Loading...'): void {
    const s = this.sheet(sheetName);
    const { row, col } = this.cellOf(s, a1);
    this.loading.show(s, row, col, shown);
  }

  /** Every computation has returned: cells show their values again. */
  doneLoading(): void {
    this.loading.clear();
  }

  // -- test-side reading --

  private seeThrough = false;

  /**
   * What the cells compute to, as `read`, through any "Loading..." (a referee knows the results from
   * the paper; the add-on sees what Sheets shows).
   */
  computed(sheetName: string, a1: string): CellValue | CellValue[][] {
    this.seeThrough = true;
    try {
      return FakeBook.prototype.read.call(this, sheetName, a1);
    } finally {
      this.seeThrough = false;
    }
  }

  /** Computed values: a scalar for one cell ("B2"), rows of values for a range ("B2:K5"). */
  read(sheetName: string, a1: string): CellValue | CellValue[][] {
    const s = this.sheet(sheetName);
    const r = parseA1(a1, s.maxRows, s.maxCols);
    if (r.rows === 1 && r.cols === 1 && !a1.includes(':')) return this.valueAt(s, r.row, r.col);
    return Array.from({ length: r.rows }, (_, i) =>
      Array.from({ length: r.cols }, (_, j) => this.valueAt(s, r.row + i, r.col + j)),
    );
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
    // The engine's values read once for the sheet (a getCellValue per cell is most of a snapshot's time).
    const values = this.hf.getSheetValues(s.id);
    return Array.from({ length: rows }, (_, i) =>
      Array.from({ length: cols }, (_, j) => {
        const shown = this.seeThrough ? undefined : this.loading.at(s.id, i, j);
        return shown !== undefined ? shown : this.shownValue(s, i, j, values[i]?.[j] ?? null);
      }),
    );
  }

  /** The sheet as tab-separated text with row numbers, for printing while debugging. */
  dump(sheetName: string): string {
    return this.toMatrix(sheetName)
      .map(
        (r, i) =>
          `${String(i + 1).padStart(3)} | ${r.map((v) => (v instanceof Date ? v.toISOString() : String(v))).join('\t')}`,
      )
      .join('\n');
  }

  /** Every error cell of every sheet (spilled cells included). */
  errorCells(): ErrorCell[] {
    const out: ErrorCell[] = [];
    for (const s of this.sheets) {
      this.hf.getSheetValues(s.id).forEach((r, i) =>
        r.forEach((v, j) => {
          if (v instanceof DetailedCellError) {
            out.push({
              sheet: s.name,
              a1: cellA1(i, j),
              error: sheetsErrorText(v.type, v.value),
              message: sheetsErrorMessage(v.type, v.message, v.value),
            });
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
    if (v.rule.criteria === 'CUSTOM_FORMULA')
      info.formulaHere = shiftFormula(String(v.rule.args[0]), row - v.anchor.row, col - v.anchor.col);
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
    return this.sheet(sheetName).condRules.map((r) => ({
      formula: r.formula,
      background: r.background,
      ranges: r.ranges.map((x) => x.getA1NotationQuiet()),
    }));
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

  /** Rows and columns hidden (0-based, in order): the id column and id row of src/sheets/idColumn.ts. */
  hidden(sheetName: string): { rows: number[]; cols: number[] } {
    const s = this.sheet(sheetName);
    const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);
    return { rows: sorted(s.hiddenRows), cols: sorted(s.hiddenCols) };
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
        Object.fromEntries(
          [...m.entries()]
            .map(([k, v]) => ({ k, v, at: unkey(k) }))
            .sort((x, y) => x.at.row - y.at.row || x.at.col - y.at.col)
            .map(({ k, v, at }) => [cellA1(at.row, at.col), f(v, k)]),
        );
      return {
        name: s.name,
        values: this.toMatrix(s.name),
        formulas: byA1(s.formulas, (f) => f),
        formats: byA1(s.formats, (f) => ({ ...f })),
        // What each cell tests (a custom formula as it applies to the cell), however the rule was set.
        validations: byA1(s.validations, (v, k) => {
          const { row, col } = unkey(k);
          const args =
            v.rule.criteria === 'CUSTOM_FORMULA'
              ? [shiftFormula(String(v.rule.args[0]), row - v.anchor.row, col - v.anchor.col)]
              : v.rule.args;
          return { criteria: v.rule.criteria, args, allowInvalid: v.rule.allowInvalid, helpText: v.rule.helpText };
        }),
        conditionalRules: this.conditionalRules(s.name),
        protection: this.protection(s.name),
        frozen: this.frozen(s.name),
        columnWidths: Object.fromEntries([...s.colWidths.entries()].sort(([a], [b]) => a - b)),
        rowHeights: Object.fromEntries([...s.rowHeights.entries()].sort(([a], [b]) => a - b)),
        grid: { rows: s.maxRows, cols: s.maxCols },
        hiddenColumns: [...s.hiddenCols].sort((a, b) => a - b),
        hiddenRows: [...s.hiddenRows].sort((a, b) => a - b),
        metadata: this.metadata
          .filter((e) => e.location.type !== 'SPREADSHEET' && e.location.sheet === s)
          .map((e) => {
            const { id: _id, ...info } = metadataInfo(e);
            return info;
          }),
      };
    });
  }

  // -- a person typing --

  /**
   * A person types `value` into one cell, as in the Sheets UI: the text is parsed as typed
   * ("3" → 3, "+" stays text, "TRUE" → TRUE, "=…" a formula, "'…" text), protection applies to a
   * referee (a committee member may type anywhere), and the cell's data validation applies to
   * both: a rejected value throws (naming the rule's help text) and leaves the cell as it was; with
   * allowInvalid the value is kept and a warning recorded. "" clears the cell. An accepted edit
   * then runs the onEdit trigger, if one is set (setEditTrigger).
   */
  typeAs(role: Role, sheetName: string, a1: string, value: string | number | boolean): void {
    const s = this.sheet(sheetName);
    const { row, col } = this.cellOf(s, a1);
    const before = this.enter(role, s, row, col, value);
    this.runEditTrigger(role, s, { row, col, rows: 1, cols: 1 }, before);
  }

  /**
   * A person pastes a block of values with its top-left cell at `a1` (Ctrl+V in the Sheets UI):
   * each cell is entered as typeAs enters it (protection and validation apply; a refused cell
   * throws and the block is left as it was), then the onEdit trigger gets one event per cell, or
   * one for the whole block with `switches.pasteAsOneEvent` (Google's edit event has the edited
   * range, and its value "only if the edited range is a single cell").
   */
  paste(role: Role, sheetName: string, a1: string, values: readonly (readonly (string | number | boolean)[])[]): void {
    const s = this.sheet(sheetName);
    const { row, col } = this.cellOf(s, a1);
    const entered: { r: number; c: number; before: Stored }[] = [];
    const edits = this.edits.length;
    try {
      values.forEach((line, i) =>
        line.forEach((v, j) =>
          entered.push({ r: row + i, c: col + j, before: this.enter(role, s, row + i, col + j, v) }),
        ),
      );
    } catch (error) {
      for (const e of entered.reverse()) this.writeCells(s, e.r, e.c, [[e.before]]);
      this.edits.length = edits;
      throw error;
    }
    const cols = Math.max(0, ...values.map((l) => l.length));
    if (this.switches.pasteAsOneEvent && entered.length > 1)
      this.runEditTrigger(role, s, { row, col, rows: values.length, cols }, null);
    else for (const e of entered) this.runEditTrigger(role, s, { row: e.r, col: e.c, rows: 1, cols: 1 }, e.before);
  }

  /** One cell entered by a person (typeAs, paste): what it held before. */
  private enter(role: Role, s: SheetState, row: number, col: number, value: string | number | boolean): Stored {
    const a1 = cellA1(row, col);
    if (row >= s.maxRows || col >= s.maxCols) throw new Error(`Fake Sheets: ${a1} is outside the grid of "${s.name}"`);
    const where = `'${s.name}'!${cellA1(row, col)}`;
    if (role === 'referee' && this.isProtected(s, row, col)) {
      const p = s.protection as FakeProtection;
      if (!p.warningOnly) throw new Error(`Fake Sheets: ${where} is protected; a referee cannot edit it.`);
      this.warnings.push({
        kind: 'protection',
        sheet: s.name,
        a1: cellA1(row, col),
        value,
        message: 'edited a warning-only protected cell',
      });
    }
    const plain = s.formats.get(key(row, col))?.numberFormat === '@';
    const stored =
      typeof value === 'string' ? parseTyped(value, this.locale, plain) : parseValue(value, this.locale, plain);
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
    return before;
  }

  /** Whether a referee's edit of the cell would meet the sheet's protection. */
  isProtectedCell(sheetName: string, a1: string): boolean {
    const s = this.sheet(sheetName);
    const { row, col } = this.cellOf(s, a1);
    return this.isProtected(s, row, col);
  }

  private isProtected(s: SheetState, row: number, col: number, who: string = REFEREE): boolean {
    const p = s.protection;
    return p !== null && !p.editors.has(who) && !p.unprotected.some((r) => inRect(r, row, col));
  }

  /** Whether the cell's current value satisfies the validation. */
  private passes(s: SheetState, row: number, col: number, a: Anchored): boolean {
    const v = this.valueAt(s, row, col, true);
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
    let v = withLocale(this.locale, () =>
      this.hf.calculateFormula(quoteUnicodeSheetNames(formula.startsWith('=') ? formula : `=${formula}`), s.id),
    );
    if (Array.isArray(v)) v = v[0]?.[0] ?? null;
    return v === true || (typeof v === 'number' && v !== 0);
  }

  /** Evaluates any formula against a sheet, as if typed in its A1 (for ad-hoc checks in tests). */
  evaluate(sheetName: string, formula: string): CellValue | CellValue[][] {
    const s = this.sheet(sheetName);
    const v = withLocale(this.locale, () =>
      this.hf.calculateFormula(quoteUnicodeSheetNames(formula.startsWith('=') ? formula : `=${formula}`), s.id),
    );
    const conv = (x: unknown): CellValue =>
      x === null || x === undefined
        ? ''
        : x instanceof DetailedCellError
          ? sheetsErrorText(x.type, x.value)
          : (x as CellValue);
    return Array.isArray(v) ? v.map((r) => r.map(conv)) : conv(v);
  }
}

/** A cell's content as an edit event carries it: text, undefined when empty (or a formula, whose text is not the value). */
function eventText(c: Stored): string | undefined {
  switch (c.kind) {
    case 'empty':
    case 'formula':
      return undefined;
    case 'text':
      return c.text;
    case 'number':
      return String(c.value);
    case 'boolean':
      return c.value ? 'TRUE' : 'FALSE';
    case 'date':
      return c.value.toISOString();
  }
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
