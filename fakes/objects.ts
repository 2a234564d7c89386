/**
 * The Apps Script objects of the fake spreadsheet (src/sheets/gas.ts): Range, RangeList,
 * Protection, Sheet, Spreadsheet, SpreadsheetApp, Lock and LockService. Each call logs itself in
 * the book (book.ts) and works on the book's state; structural edits go to structure.ts,
 * developer metadata to metadata.ts.
 *
 * Coordinates are 0-based inside, 1-based where Apps Script uses 1-based numbers.
 */
import type {
  ConditionalFormatRuleBuilderLike,
  ConditionalFormatRuleLike,
  DataValidationBuilderLike,
  DataValidationLike,
  DeveloperMetadataFinderLike,
  DeveloperMetadataLike,
  FontStyle,
  FontWeight,
  LockLike,
  LockServiceLike,
  ProtectionLike,
  RangeLike,
  RangeListLike,
  SheetLike,
  SpreadsheetAppLike,
  SpreadsheetLike,
  CellValue,
  UserLike,
} from '../src/sheets/gas';
import { parseA1, rectA1, shiftFormula, type RectAddress } from './a1';
import { categoryOf, isWrite, type CallRecord, type FakeBook } from './book';
import { FakeConditionalFormatRuleBuilder, FakeDataValidationBuilder } from './builders';
import { parseValue, type Stored } from './coerce';
import { reportCalls } from './hooks';
import { moveRows } from './moveRows';
import {
  FakeDeveloperMetadata,
  FakeDeveloperMetadataFinder,
  METADATA_LOCATION_TYPE,
  withinRange,
  type MetadataLocation,
} from './metadata';
import {
  checkSheetName,
  deleteAxis,
  duplicateSheet,
  insertAxis,
  moveSheet,
  parseSortSpecs,
  removeSheet,
  renameSheet,
  sortRows,
} from './structure';
import {
  DEFAULT_COLUMN_WIDTH,
  FakeConditionalFormatRule,
  FakeDataValidation,
  key,
  type CellFormat,
  type SheetState,
} from './state';

function checkShape(method: string, range: FakeRange, data: unknown): asserts data is unknown[][] {
  if (!Array.isArray(data) || data.some((r) => !Array.isArray(r))) {
    throw new Error(
      `Exception: The parameters (${typeof data}) don't match the method signature for SpreadsheetApp.Range.${method}.`,
    );
  }
  if (data.length !== range.rect.rows) {
    throw new Error(
      `Exception: The number of rows in the data does not match the number of rows in the range. The data has ${data.length} but the range has ${range.rect.rows}.`,
    );
  }
  for (const r of data as unknown[][]) {
    if (r.length !== range.rect.cols) {
      throw new Error(
        `Exception: The number of columns in the data does not match the number of columns in the range. The data has ${r.length} but the range has ${range.rect.cols}.`,
      );
    }
  }
}

/** Logs a call on a sheet or one of its ranges; a deleted sheet refuses it, as in Apps Script. */
function callOnSheet(book: FakeBook, state: SheetState, method: string): CallRecord {
  if (state.deleted) {
    book.logCall({
      sheet: state.name,
      method,
      category: categoryOf(method),
      write: isWrite(method),
      locked: book.lockHeld,
      failed: true,
    });
    throw new Error('Exception: The sheet has been deleted.');
  }
  return book.record(state.name, method);
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

  private call(method: string): CallRecord {
    return callOnSheet(this.book, this.state, method);
  }

  /** Logs a write and refuses it when its user may not edit every cell of the range. */
  private write(method: string): void {
    this.book.guardCells(this.call(method), this.state, this.rect);
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
    return this.valuesUnlogged();
  }

  /** @internal What getValues returns, without a call of its own (Sheet.getSheetValues logs one). */
  valuesUnlogged(): CellValue[][] {
    return this.cells((r, c) => this.book.valueAt(this.state, r, c));
  }

  getFormulas(): string[][] {
    this.call('getFormulas');
    return this.cells((r, c) => this.state.formulas.get(key(r, c)) ?? '');
  }

  setValues(values: unknown[][]): RangeLike {
    this.write('setValues');
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

  /** @internal One value into every cell of the range, parsed as setValues parses it, without logging a call (RangeList.setValue). */
  storeEverywhere(value: unknown): void {
    const stored = Array.from({ length: this.rect.rows }, (_, i) =>
      Array.from({ length: this.rect.cols }, (_, j) =>
        parseValue(
          value,
          this.book.locale,
          this.state.formats.get(key(this.rect.row + i, this.rect.col + j))?.numberFormat === '@',
        ),
      ),
    );
    this.book.writeCells(this.state, this.rect.row, this.rect.col, stored);
  }

  clear(): RangeLike {
    this.write('clear');
    this.book.writeCells(
      this.state,
      this.rect.row,
      this.rect.col,
      this.cells((): Stored => ({ kind: 'empty' })),
    );
    this.cells((r, c) => {
      this.state.formats.delete(key(r, c));
      this.state.validations.delete(key(r, c));
    });
    return this;
  }

  clearDataValidations(): RangeLike {
    this.write('clearDataValidations');
    this.cells((r, c) => this.state.validations.delete(key(r, c)));
    return this;
  }

  private setFormat<T>(
    method: string,
    data: T[][],
    apply: (f: CellFormat, v: T) => void,
    check?: (v: T) => boolean,
  ): RangeLike {
    this.write(method);
    checkShape(method, this, data);
    if (check) {
      for (const r of data)
        for (const v of r)
          if (!check(v)) throw new Error(`Exception: Invalid argument ${JSON.stringify(v)} for Range.${method}.`);
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

  /** @internal One number format on every cell of the range, without logging a call (RangeList.setNumberFormat). */
  formatEverywhere(format: string): void {
    for (let i = 0; i < this.rect.rows; i++)
      for (let j = 0; j < this.rect.cols; j++) {
        const k = key(this.rect.row + i, this.rect.col + j);
        const f = { ...(this.state.formats.get(k) ?? {}) };
        if (format === '' || format === 'General') delete f.numberFormat;
        else f.numberFormat = format;
        if (Object.keys(f).length === 0) this.state.formats.delete(k);
        else this.state.formats.set(k, f);
      }
  }

  /** @internal Range.setBorder's effect on this range's cells (the call is recorded by the caller). */
  drawBorder(
    top: boolean | null,
    left: boolean | null,
    bottom: boolean | null,
    right: boolean | null,
    vertical: boolean | null,
    horizontal: boolean | null,
  ): void {
    const { row, col, rows, cols } = this.rect;
    this.cells((r, c) => {
      const k = key(r, c);
      const f = { ...(this.state.formats.get(k) ?? {}) };
      const b = { ...(f.border ?? {}) };
      const side = (
        name: 'top' | 'left' | 'bottom' | 'right',
        outer: boolean,
        outerValue: boolean | null,
        innerValue: boolean | null,
      ) => {
        const v = outer ? outerValue : innerValue;
        if (v === null) return;
        if (v) b[name] = true;
        else delete b[name];
      };
      side('top', r === row, top, horizontal);
      side('bottom', r === row + rows - 1, bottom, horizontal);
      side('left', c === col, left, vertical);
      side('right', c === col + cols - 1, right, vertical);
      if (Object.keys(b).length > 0) f.border = b;
      else delete f.border;
      if (Object.keys(f).length === 0) this.state.formats.delete(k);
      else this.state.formats.set(k, f);
    });
  }

  setBackgrounds(colors: (string | null)[][]): RangeLike {
    return this.setFormat('setBackgrounds', colors, (f, v) => {
      if (v === null || v === '') delete f.background;
      else f.background = v;
    });
  }
  setFontWeights(weights: (FontWeight | null)[][]): RangeLike {
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
  setFontStyles(styles: (FontStyle | null)[][]): RangeLike {
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
  /** Also takes what getHorizontalAlignments reports ('general', …), which Apps Script is not documented to take. */
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
  getFontWeights(): FontWeight[][] {
    return this.formatGrid('getFontWeights', (f) => f.fontWeight, 'normal');
  }
  getFontStyles(): FontStyle[][] {
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
  /**
   * Each cell's rule as it applies to that cell: a custom formula of a rule set on a block comes
   * back written for the cell itself, so `setDataValidations(getDataValidations())` puts back what
   * each cell tested (the round trip of Apps Script's own DataValidation example).
   */
  getDataValidations(): (DataValidationLike | null)[][] {
    this.call('getDataValidations');
    return this.cells((r, c) => {
      const v = this.state.validations.get(key(r, c));
      if (!v) return null;
      const { rule, anchor } = v;
      if (rule.criteria !== 'CUSTOM_FORMULA' || (anchor.row === r && anchor.col === c)) return rule;
      return new FakeDataValidation(
        rule.criteria,
        [shiftFormula(String(rule.args[0]), r - anchor.row, c - anchor.col)],
        rule.allowInvalid,
        rule.helpText,
      );
    });
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

  /** Not in gas.ts: metadata whose rows or columns lie wholly inside this range (Apps Script's scope rule). */
  createDeveloperMetadataFinder(): DeveloperMetadataFinderLike {
    this.call('createDeveloperMetadataFinder');
    return new FakeDeveloperMetadataFinder(this.book, (e) => withinRange(e.location, this.state, this.rect));
  }

  /** Not in gas.ts: the metadata of exactly these rows or columns. */
  getDeveloperMetadata(): DeveloperMetadataLike[] {
    this.call('getDeveloperMetadata');
    return this.book.metadata
      .filter((e) => {
        const l = e.location;
        if (l.type !== 'ROW' && l.type !== 'COLUMN') return false;
        const span =
          l.type === 'ROW'
            ? { row: l.start, col: 0, rows: l.count, cols: l.sheet.maxCols }
            : { row: 0, col: l.start, rows: l.sheet.maxRows, cols: l.count };
        return (
          l.sheet === this.state &&
          span.row === this.rect.row &&
          span.col === this.rect.col &&
          span.rows === this.rect.rows &&
          span.cols === this.rect.cols
        );
      })
      .map((e) => new FakeDeveloperMetadata(this.book, e));
  }

  /**
   * Not in gas.ts: Apps Script's Range.sort(sortSpecObj) — a column number of the sheet, a
   * `{column, ascending}` object, or an array of them. Rows move with their cells; see structure.ts.
   */
  sort(sortSpecObj: unknown): RangeLike {
    this.write('sort');
    sortRows(this.book, this.state, this.rect, parseSortSpecs(sortSpecObj, this.rect));
    return this;
  }

  /**
   * One rule per cell: each cell's rule applies to that cell alone, so a custom formula's relative
   * references are read from the cell itself (the formula as written is what the cell tests). The
   * same rule object given to every cell of a block therefore does not test each cell as a rule
   * set on the block does (`setDataValidation`): every cell tests what the formula names.
   */
  setDataValidations(rules: (DataValidationLike | null)[][]): RangeLike {
    this.write('setDataValidations');
    checkShape('setDataValidations', this, rules);
    for (const r of rules) {
      for (const v of r)
        if (v !== null && !(v instanceof FakeDataValidation))
          throw new Error('Exception: setDataValidations takes built DataValidation rules or null.');
    }
    rules.forEach((r, i) =>
      r.forEach((v, j) => {
        const at = { row: this.rect.row + i, col: this.rect.col + j };
        if (v === null) this.state.validations.delete(key(at.row, at.col));
        else this.state.validations.set(key(at.row, at.col), { rule: v as FakeDataValidation, anchor: at });
      }),
    );
    return this;
  }

  /**
   * One rule for the whole range, as the Sheets UI sets it: a custom formula is written for the
   * range's top-left cell and its relative references move with each cell. null removes the rules.
   */
  setDataValidation(rule: DataValidationLike | null): RangeLike {
    this.write('setDataValidation');
    if (rule !== null && !(rule instanceof FakeDataValidation))
      throw new Error('Exception: setDataValidation takes a built DataValidation rule or null.');
    const anchor = { row: this.rect.row, col: this.rect.col };
    this.cells((r, c) =>
      rule === null
        ? this.state.validations.delete(key(r, c))
        : this.state.validations.set(key(r, c), { rule, anchor }),
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
  /** One value into every cell of every range: one call, all or nothing (each range is checked first). */
  setValue(value: CellValue): RangeListLike {
    const rec = this.book.record(this.state.name, 'RangeList.setValue');
    for (const r of this.ranges) this.book.guardCells(rec, this.state, r.rect);
    for (const r of this.ranges) r.storeEverywhere(value);
    return this;
  }
  /** Lines on the outer edges of every range (the inner ones with vertical / horizontal), null = as it is. */
  setBorder(
    top: boolean | null,
    left: boolean | null,
    bottom: boolean | null,
    right: boolean | null,
    vertical: boolean | null,
    horizontal: boolean | null,
  ): RangeListLike {
    this.book.record(this.state.name, 'setBorder', 'formats');
    for (const r of this.ranges) r.drawBorder(top, left, bottom, right, vertical, horizontal);
    return this;
  }
  /** One format on every cell of every range: one call (each range checked first, as `setValue`). */
  setNumberFormat(format: string): RangeListLike {
    const rec = this.book.record(this.state.name, 'setNumberFormat');
    for (const r of this.ranges) this.book.guardCells(rec, this.state, r.rect);
    for (const r of this.ranges) r.formatEverywhere(format);
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
/** Another committee member, an editor of the spreadsheet (switches.secondMember). */
export const SECOND_MEMBER = 'member2@kase.kz';

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
  ) {
    if (book.switches.secondMember) this.editors.add(SECOND_MEMBER);
  }
  private call(method: string): void {
    const rec = this.book.record(this.state.name, method);
    const reads = method.startsWith('get') || method === 'canDomainEdit';
    if (this.removed && !reads) throw new Error('Exception: The protection has been removed.');
    if (!reads) this.book.guardSheet(rec, this.state);
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
      if (!(r instanceof FakeRange))
        throw new Error('Exception: setUnprotectedRanges takes ranges of this spreadsheet.');
      if (r.state !== this.state)
        throw new Error(`Exception: an unprotected range must be on the protected sheet "${this.state.name}".`);
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
  getEditors(): UserLike[] {
    this.call('getEditors');
    return [...this.editors].map((email) => ({ getEmail: () => email }));
  }
  /** Users or their e-mail addresses, as Apps Script's two overloads take. */
  removeEditors(users: readonly (UserLike | string)[]): ProtectionLike {
    this.call('removeEditors');
    // The runner edits through a Google Group: removing the group (every editor) would lock him out,
    // and Apps Script throws (the Protection reference's own example adds the runner first).
    if (this.book.runnerViaGroup && users.length > 0)
      throw new Error(
        'Exception: You cannot remove yourself as an editor of this protected range (your access comes from a group).',
      );
    for (const u of users) {
      const email = typeof u === 'string' ? u : u.getEmail();
      // switches.protectionLax: the referee stays an editor, so the protection binds nobody.
      if (this.book.switches.protectionLax && email === REFEREE) continue;
      // Neither the owner nor the user running the script can be removed (Apps Script).
      if (email !== OWNER && email !== this.book.runnerEmail) this.editors.delete(email);
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

  private call(method: string): CallRecord {
    return callOnSheet(this.book, this.state, method);
  }

  /** Logs a change of the sheet itself, refused to a referee's trigger on a protected sheet. */
  private change(method: string): void {
    this.book.guardSheet(this.call(method), this.state);
  }

  getName(): string {
    this.call('getName');
    return this.state.name;
  }

  /** @internal */
  rangeAt(row: number, col: number, rows: number, cols: number): FakeRange {
    const s = this.state;
    if (!Number.isInteger(row) || !Number.isInteger(col) || row < 1 || col < 1) {
      throw new Error(
        `Exception: The starting ${row < 1 || !Number.isInteger(row) ? 'row' : 'column'} of the range is too small.`,
      );
    }
    if (!Number.isInteger(rows) || rows < 1)
      throw new Error('Exception: The number of rows in the range must be at least 1.');
    if (!Number.isInteger(cols) || cols < 1)
      throw new Error('Exception: The number of columns in the range must be at least 1.');
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

  /**
   * Sheet.getSheetValues(startRow, startColumn, numRows, numColumns), one call. Google's reference:
   * "a -1 value given as the row or column position is equivalent to getting the very last row or
   * column that has data in the sheet"; the fake reads a -1 count as "through the last row (column)
   * with data", as public code relies on it (an empty sheet gives no row). The switch
   * `wholeReadShort` makes it the other reading: a -1 count is one row (column).
   */
  getSheetValues(startRow: number, startColumn: number, numRows: number, numColumns: number): CellValue[][] {
    this.call('getSheetValues');
    const { rows, cols } = this.book.extent(this.state);
    const short = this.book.switches.wholeReadShort === true;
    const n = numRows === -1 ? (short ? 1 : rows - startRow + 1) : numRows;
    const m = numColumns === -1 ? (short ? 1 : cols - startColumn + 1) : numColumns;
    if (n < 1 || m < 1) return [];
    const range = this.rangeAt(startRow, startColumn, n, m);
    return range.valuesUnlogged();
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

  hideColumns(columnIndex: number, numColumns = 1): void {
    this.change('hideColumns');
    this.columnSpan(columnIndex, numColumns).forEach((c) => this.state.hiddenCols.add(c));
  }

  showColumns(columnIndex: number, numColumns = 1): void {
    this.change('showColumns');
    this.columnSpan(columnIndex, numColumns).forEach((c) => this.state.hiddenCols.delete(c));
  }

  isColumnHiddenByUser(columnPosition: number): boolean {
    this.call('isColumnHiddenByUser');
    return this.columnSpan(columnPosition, 1).some((c) => this.state.hiddenCols.has(c));
  }

  hideRows(rowIndex: number, numRows = 1): void {
    this.change('hideRows');
    this.rowSpan(rowIndex, numRows).forEach((r) => this.state.hiddenRows.add(r));
  }

  showRows(rowIndex: number, numRows = 1): void {
    this.change('showRows');
    this.rowSpan(rowIndex, numRows).forEach((r) => this.state.hiddenRows.delete(r));
  }

  /** Not in gas.ts (Apps Script has it). */
  isRowHiddenByUser(rowPosition: number): boolean {
    this.call('isRowHiddenByUser');
    return this.rowSpan(rowPosition, 1).some((r) => this.state.hiddenRows.has(r));
  }

  /** 0-based rows of a 1-based span, refused past the grid as Sheets refuses it. */
  private rowSpan(rowIndex: number, numRows: number): number[] {
    if (
      !Number.isInteger(rowIndex) ||
      rowIndex < 1 ||
      !Number.isInteger(numRows) ||
      numRows < 1 ||
      rowIndex - 1 + numRows > this.state.maxRows
    )
      throw new Error('Exception: Those rows are out of bounds.');
    return Array.from({ length: numRows }, (_, i) => rowIndex - 1 + i);
  }

  /** 0-based columns of a 1-based span, refused past the grid as Sheets refuses it. */
  private columnSpan(columnIndex: number, numColumns: number): number[] {
    if (
      !Number.isInteger(columnIndex) ||
      columnIndex < 1 ||
      !Number.isInteger(numColumns) ||
      numColumns < 1 ||
      columnIndex - 1 + numColumns > this.state.maxCols
    )
      throw new Error('Exception: Those columns are out of bounds.');
    return Array.from({ length: numColumns }, (_, i) => columnIndex - 1 + i);
  }

  // Structural edits (not in gas.ts; Apps Script's names and 1-based positions). See structure.ts.

  /**
   * Inserts rows / columns before or after, or deletes them from, the 1-based position `at`
   * (which must be on the grid); the Apps Script methods below only name it.
   */
  private reshape(
    method: string,
    axis: 'row' | 'col',
    at: number,
    count: number,
    how: 'before' | 'after' | 'delete',
  ): void {
    this.change(method);
    const size = axis === 'row' ? this.state.maxRows : this.state.maxCols;
    if (!Number.isInteger(at) || at < 1 || at > size)
      throw new Error(`Exception: Those ${axis === 'row' ? 'rows' : 'columns'} are out of bounds.`);
    if (how === 'delete') deleteAxis(this.book, this.state, axis, at - 1, count);
    else insertAxis(this.book, this.state, axis, how === 'after' ? at : at - 1, count);
  }

  insertRowBefore(beforePosition: number): SheetLike {
    this.reshape('insertRowBefore', 'row', beforePosition, 1, 'before');
    return this;
  }
  insertRowsBefore(beforePosition: number, howMany: number): SheetLike {
    this.reshape('insertRowsBefore', 'row', beforePosition, howMany, 'before');
    return this;
  }
  insertRowAfter(afterPosition: number): SheetLike {
    this.reshape('insertRowAfter', 'row', afterPosition, 1, 'after');
    return this;
  }
  insertRowsAfter(afterPosition: number, howMany: number): SheetLike {
    this.reshape('insertRowsAfter', 'row', afterPosition, howMany, 'after');
    return this;
  }
  /** Inserts blank rows at `rowIndex` (1-based): the same as insertRowsBefore. */
  insertRows(rowIndex: number, numRows = 1): void {
    this.reshape('insertRows', 'row', rowIndex, numRows, 'before');
  }
  deleteRow(rowPosition: number): SheetLike {
    this.reshape('deleteRow', 'row', rowPosition, 1, 'delete');
    return this;
  }
  deleteRows(rowPosition: number, howMany: number): SheetLike {
    this.reshape('deleteRows', 'row', rowPosition, howMany, 'delete');
    return this;
  }
  insertColumnBefore(beforePosition: number): SheetLike {
    this.reshape('insertColumnBefore', 'col', beforePosition, 1, 'before');
    return this;
  }
  insertColumnsBefore(beforePosition: number, howMany: number): SheetLike {
    this.reshape('insertColumnsBefore', 'col', beforePosition, howMany, 'before');
    return this;
  }
  insertColumnAfter(afterPosition: number): SheetLike {
    this.reshape('insertColumnAfter', 'col', afterPosition, 1, 'after');
    return this;
  }
  insertColumnsAfter(afterPosition: number, howMany: number): SheetLike {
    this.reshape('insertColumnsAfter', 'col', afterPosition, howMany, 'after');
    return this;
  }
  insertColumns(columnIndex: number, numColumns = 1): void {
    this.reshape('insertColumns', 'col', columnIndex, numColumns, 'before');
  }
  deleteColumn(columnPosition: number): SheetLike {
    this.reshape('deleteColumn', 'col', columnPosition, 1, 'delete');
    return this;
  }
  deleteColumns(columnPosition: number, howMany: number): SheetLike {
    this.reshape('deleteColumns', 'col', columnPosition, howMany, 'delete');
    return this;
  }

  /** Not in gas.ts: renames the sheet; references to it in formulas follow. */
  setName(name: string): SheetLike {
    this.change('setName');
    renameSheet(this.book, this.state, name);
    return this;
  }

  /** Not in gas.ts: makes this the active sheet. */
  activate(): SheetLike {
    this.call('activate');
    this.book.activeIndex = this.book.sheets.indexOf(this.state);
    return this;
  }

  /** Not in gas.ts: 1-based position among the tabs. */
  getIndex(): number {
    this.call('getIndex');
    return this.book.sheets.indexOf(this.state) + 1;
  }

  /**
   * Moves the rows `rowSpec` spans to before row `destinationIndex` (1-based, in the numbering
   * before the move), as Apps Script's Sheet.moveRows: the self-check's experiment (fakes/moveRows.ts).
   */
  moveRows(rowSpec: RangeLike, destinationIndex: number): void {
    this.change('moveRows');
    if (!(rowSpec instanceof FakeRange) || rowSpec.state !== this.state)
      throw new Error('Exception: moveRows takes a range of this sheet.');
    moveRows(this.book, this.state, rowSpec.rect.row, rowSpec.rect.rows, destinationIndex - 1);
  }

  /** Not in gas.ts: sorts the rows below the frozen ones by a column (1-based). */
  sort(columnPosition: number, ascending = true): SheetLike {
    this.change('sort');
    const { rows, cols } = this.book.extent(this.state);
    const first = this.state.frozenRows;
    if (rows > first && cols > 0) {
      const rect = { row: first, col: 0, rows: rows - first, cols: Math.max(cols, columnPosition) };
      sortRows(this.book, this.state, rect, parseSortSpecs({ column: columnPosition, ascending }, rect));
    }
    return this;
  }

  /** Not in gas.ts: the metadata of the sheet itself. */
  getDeveloperMetadata(): DeveloperMetadataLike[] {
    this.call('getDeveloperMetadata');
    return this.book.metadata
      .filter((e) => e.location.type === 'SHEET' && e.location.sheet === this.state)
      .map((e) => new FakeDeveloperMetadata(this.book, e));
  }

  setFrozenRows(rows: number): void {
    this.change('setFrozenRows');
    if (!Number.isInteger(rows) || rows < 0 || rows > this.state.maxRows)
      throw new Error(`Exception: Invalid argument: rows (${rows}).`);
    this.state.frozenRows = rows;
  }

  setFrozenColumns(columns: number): void {
    this.change('setFrozenColumns');
    if (!Number.isInteger(columns) || columns < 0 || columns > this.state.maxCols)
      throw new Error(`Exception: Invalid argument: columns (${columns}).`);
    this.state.frozenCols = columns;
  }

  setColumnWidths(startColumn: number, numColumns: number, width: number): SheetLike {
    this.change('setColumnWidths');
    if (
      !Number.isInteger(startColumn) ||
      startColumn < 1 ||
      !Number.isInteger(numColumns) ||
      numColumns < 1 ||
      startColumn - 1 + numColumns > this.state.maxCols
    ) {
      throw new Error('Exception: Those columns are out of bounds.');
    }
    if (!(width >= 0)) throw new Error(`Exception: Invalid argument: width (${width}).`);
    for (let c = startColumn - 1; c < startColumn - 1 + numColumns; c++) this.state.colWidths.set(c, width);
    return this;
  }

  setRowHeights(startRow: number, numRows: number, height: number): SheetLike {
    this.change('setRowHeights');
    if (
      !Number.isInteger(startRow) ||
      startRow < 1 ||
      !Number.isInteger(numRows) ||
      numRows < 1 ||
      startRow - 1 + numRows > this.state.maxRows
    ) {
      throw new Error('Exception: Those rows are out of bounds.');
    }
    if (!(height >= 0)) throw new Error(`Exception: Invalid argument: height (${height}).`);
    for (let r = startRow - 1; r < startRow - 1 + numRows; r++) this.state.rowHeights.set(r, height);
    return this;
  }

  setConditionalFormatRules(rules: ConditionalFormatRuleLike[]): void {
    this.change('setConditionalFormatRules');
    for (const r of rules) {
      if (!(r instanceof FakeConditionalFormatRule))
        throw new Error('Exception: setConditionalFormatRules takes built rules.');
      for (const range of r.ranges) {
        if (range.state !== this.state)
          throw new Error(`Exception: a conditional format rule's range must be on "${this.state.name}".`);
      }
    }
    this.state.condRules = [...(rules as FakeConditionalFormatRule[])];
  }

  protect(): ProtectionLike {
    this.change('protect');
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
    if (!Number.isInteger(columnPosition) || columnPosition < 1 || columnPosition > this.state.maxCols)
      throw new Error('Exception: Those columns are out of bounds.');
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
    return new FakeDeveloperMetadataFinder(
      this.book,
      (e) => e.location.type !== 'SPREADSHEET' && e.location.sheet === this.state,
    );
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
    checkSheetName(this.book, name, null);
    if (sheetIndex !== undefined && !(Number.isInteger(sheetIndex) && sheetIndex >= 0))
      throw new Error('Exception: Invalid argument: sheetIndex.');
    // Sheets: at sheetIndex when given, else right after the active sheet; the new one becomes active.
    const index = Math.min(sheetIndex ?? this.book.activeIndex + 1, this.book.sheets.length);
    const state = this.book.addSheetState(name, index);
    this.book.activeIndex = index;
    return new FakeSheet(this.book, state);
  }

  deleteSheet(sheet: SheetLike): void {
    const s = sheet instanceof FakeSheet ? sheet.state : undefined;
    const rec = this.book.record(s?.name ?? null, 'deleteSheet');
    if (!s || s.deleted) throw new Error('Exception: The sheet is not in this spreadsheet (or was deleted).');
    this.book.guardSheet(rec, s);
    removeSheet(this.book, s);
  }

  /** Not in gas.ts. */
  getActiveSheet(): SheetLike {
    this.book.record(null, 'getActiveSheet');
    return new FakeSheet(this.book, this.book.sheets[this.book.activeIndex] as SheetState);
  }

  /** Not in gas.ts. */
  setActiveSheet(sheet: SheetLike): SheetLike {
    this.book.record(null, 'setActiveSheet');
    if (!(sheet instanceof FakeSheet) || sheet.state.deleted)
      throw new Error('Exception: The sheet is not in this spreadsheet (or was deleted).');
    this.book.activeIndex = this.book.sheets.indexOf(sheet.state);
    return sheet;
  }

  /** Not in gas.ts: moves the active sheet to tab position `pos` (1-based); only the order changes. */
  moveActiveSheet(pos: number): void {
    this.book.record(null, 'moveActiveSheet');
    if (!Number.isInteger(pos) || pos < 1 || pos > this.book.sheets.length)
      throw new Error('Exception: Invalid argument: pos.');
    moveSheet(this.book, this.book.sheets[this.book.activeIndex] as SheetState, pos - 1);
  }

  /** Not in gas.ts: duplicates the active sheet ("Copy of …", right after it) and makes the copy active. */
  duplicateActiveSheet(): SheetLike {
    const from = this.book.sheets[this.book.activeIndex] as SheetState;
    this.book.record(from.name, 'duplicateActiveSheet');
    let name = `Copy of ${from.name}`;
    for (let n = 2; this.book.findSheet(name); n++) name = `Copy ${n} of ${from.name}`;
    return new FakeSheet(this.book, duplicateSheet(this.book, from, name));
  }

  /** Not in gas.ts: metadata of the spreadsheet itself. */
  addDeveloperMetadata(key: string, value: string): SpreadsheetLike {
    this.book.record(null, 'addDeveloperMetadata');
    this.book.addMetadata(key, value, { type: 'SPREADSHEET' });
    return this;
  }

  /** Not in gas.ts: the metadata of the spreadsheet itself. */
  getDeveloperMetadata(): DeveloperMetadataLike[] {
    this.book.record(null, 'getDeveloperMetadata');
    return this.book.metadata
      .filter((e) => e.location.type === 'SPREADSHEET')
      .map((e) => new FakeDeveloperMetadata(this.book, e));
  }

  getSheets(): SheetLike[] {
    this.book.record(null, 'getSheets');
    return this.book.sheets.map((s) => new FakeSheet(this.book, s));
  }

  getSpreadsheetLocale(): string {
    this.book.record(null, 'getSpreadsheetLocale');
    return this.book.locale;
  }

  getSpreadsheetTimeZone(): string {
    this.book.record(null, 'getSpreadsheetTimeZone');
    return this.book.timeZone;
  }

  createDeveloperMetadataFinder(): DeveloperMetadataFinderLike {
    this.book.record(null, 'createDeveloperMetadataFinder');
    return new FakeDeveloperMetadataFinder(this.book, () => true);
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
    this.book.releaseLock();
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

// Every method of the Apps Script objects tells the book when the add-on's call ends (book.onCall).
for (const cls of [
  FakeRange,
  FakeRangeList,
  FakeProtection,
  FakeSheet,
  FakeSpreadsheet,
  FakeSpreadsheetApp,
  FakeLock,
  FakeLockService,
])
  reportCalls(cls);
