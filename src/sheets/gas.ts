/**
 * The part of the Apps Script services the add-on uses, as narrow structural types.
 *
 * The real `SpreadsheetApp` and `LockService` satisfy these interfaces; so does the in-memory
 * fake in `fakes/`. Only `apply.ts`, `read.ts` and `services.ts` call through them.
 * Every value below is a subset of the documented Apps Script signature.
 *
 * The compiler holds that: src/services.ts assigns the real globals (typed by
 * @types/google-apps-script) to `Services` without a cast, so a method removed from the real
 * types, or one whose signature no longer fits, fails `npm run typecheck` (docs/testing.md,
 * "The Apps Script boundary").
 */

export type CellValue = string | number | boolean | Date;

/** What `Range.setFontWeights` takes and `getFontWeights` reports (Apps Script's `FontWeight`). */
export type FontWeight = 'normal' | 'bold';
/** What `Range.setFontStyles` takes and `getFontStyles` reports (Apps Script's `FontStyle`). */
export type FontStyle = 'normal' | 'italic';
/**
 * What `Range.setHorizontalAlignments` takes (null resets a cell). `getHorizontalAlignments`
 * reports more ('general', 'general-left', …), which the setter is not documented to take.
 */
export type HorizontalAlignment = 'left' | 'center' | 'normal' | 'right';

/** An editor of a protection (Apps Script `User`), handed back to `removeEditors`. */
export interface UserLike {
  getEmail(): string;
}

/**
 * A built data-validation rule: the add-on only hands it back to `setDataValidations`. Two of the
 * real `DataValidation` getters make it a real type (an empty `{ __brand?: unknown }` shares no
 * member with `DataValidation`, so the real one was not assignable to it).
 */
export interface DataValidationLike {
  getAllowInvalid(): boolean;
  getHelpText(): string;
}

export interface DataValidationBuilderLike {
  requireValueInList(values: string[], showDropdown?: boolean): DataValidationBuilderLike;
  requireNumberBetween(start: number, end: number): DataValidationBuilderLike;
  requireCheckbox(): DataValidationBuilderLike;
  requireTextIsEmail(): DataValidationBuilderLike;
  requireFormulaSatisfied(formula: string): DataValidationBuilderLike;
  setAllowInvalid(allow: boolean): DataValidationBuilderLike;
  setHelpText(text: string): DataValidationBuilderLike;
  build(): DataValidationLike;
}

/** A built conditional-format rule, handed back to `setConditionalFormatRules` (see DataValidationLike). */
export interface ConditionalFormatRuleLike {
  getRanges(): RangeLike[];
}

export interface ConditionalFormatRuleBuilderLike {
  whenFormulaSatisfied(formula: string): ConditionalFormatRuleBuilderLike;
  setBackground(color: string): ConditionalFormatRuleBuilderLike;
  setRanges(ranges: RangeLike[]): ConditionalFormatRuleBuilderLike;
  build(): ConditionalFormatRuleLike;
}

/**
 * Developer metadata (Apps Script `DeveloperMetadata`): a key and a value attached to the
 * spreadsheet, a sheet, or whole rows / columns. Row and column metadata moves with its row or
 * column when others are inserted or deleted and disappears with it; sheet metadata survives
 * renaming and moving the sheet. Scope `spreadsheets.currentonly` is enough.
 */
export interface DeveloperMetadataLike {
  getKey(): string;
  /** null when the metadata has no value */
  getValue(): string | null;
  getLocation(): DeveloperMetadataLocationLike;
  setValue(value: string): DeveloperMetadataLike;
  remove(): void;
}

export interface DeveloperMetadataLocationLike {
  /** SpreadsheetApp.DeveloperMetadataLocationType.SPREADSHEET | SHEET | ROW | COLUMN */
  getLocationType(): unknown;
  /** the sheet (SHEET, ROW and COLUMN locations), else null */
  getSheet(): SheetLike | null;
  /** the rows (ROW location: whole rows, 1-based getRow()), else null */
  getRow(): RangeLike | null;
  /** the columns (COLUMN location), else null */
  getColumn(): RangeLike | null;
}

/** Apps Script `DeveloperMetadataFinder`: conditions are cumulative; `find()` runs the search. */
export interface DeveloperMetadataFinderLike {
  withKey(key: string): DeveloperMetadataFinderLike;
  withValue(value: string): DeveloperMetadataFinderLike;
  /** `SpreadsheetApp.DeveloperMetadataLocationType.…` */
  withLocationType(locationType: unknown): DeveloperMetadataFinderLike;
  find(): DeveloperMetadataLike[];
}

export interface RangeLike {
  getA1Notation(): string;
  getRow(): number;
  getColumn(): number;
  getNumRows(): number;
  getNumColumns(): number;
  getValues(): CellValue[][];
  getFormulas(): string[][];
  setValues(values: unknown[][]): RangeLike;
  clear(): RangeLike;
  clearDataValidations(): RangeLike;
  setBackgrounds(colors: (string | null)[][]): RangeLike;
  setFontWeights(weights: (FontWeight | null)[][]): RangeLike;
  setFontStyles(styles: (FontStyle | null)[][]): RangeLike;
  setFontColors(colors: (string | null)[][]): RangeLike;
  setNumberFormats(formats: string[][]): RangeLike;
  setHorizontalAlignments(alignments: (HorizontalAlignment | null)[][]): RangeLike;
  setWraps(wraps: boolean[][]): RangeLike;
  setDataValidations(rules: (DataValidationLike | null)[][]): RangeLike;
  /** One rule for the whole range (a custom formula written for its top-left cell, as the Sheets UI sets it). */
  setDataValidation(rule: DataValidationLike | null): RangeLike;
  /** What a failed rewrite puts back (Apps Script returns one entry per cell). */
  getBackgrounds(): string[][];
  getFontWeights(): FontWeight[][];
  getFontStyles(): FontStyle[][];
  getFontColors(): string[][];
  getNumberFormats(): string[][];
  /** Wider than what the setter takes: see HorizontalAlignment. */
  getHorizontalAlignments(): string[][];
  getWraps(): boolean[][];
  getDataValidations(): (DataValidationLike | null)[][];
  /** Only on a range of whole rows or whole columns ("5:5", "C:C"), as in Apps Script. */
  addDeveloperMetadata(key: string, value: string): RangeLike;
  getSheet(): SheetLike;
}

export interface RangeListLike {
  getRanges(): RangeLike[];
  /** One value into every cell of every range of the list, in one call (Apps Script RangeList.setValue). */
  setValue(value: CellValue): RangeListLike;
  /** One number format for every range of the list (Apps Script RangeList.setNumberFormat). */
  setNumberFormat(format: string): RangeListLike;
  /** The same lines on the outer edges of every range of the list (null: that side as it is). */
  setBorder(
    top: boolean | null,
    left: boolean | null,
    bottom: boolean | null,
    right: boolean | null,
    vertical: boolean | null,
    horizontal: boolean | null,
  ): RangeListLike;
}

export interface ProtectionLike {
  setDescription(description: string): ProtectionLike;
  getDescription(): string;
  setUnprotectedRanges(ranges: RangeLike[]): ProtectionLike;
  getUnprotectedRanges(): RangeLike[];
  setWarningOnly(warningOnly: boolean): ProtectionLike;
  /** Users who may edit the protected cells. */
  getEditors(): UserLike[];
  /** Neither the owner nor the user running the script can be removed (Apps Script). */
  removeEditors(users: UserLike[]): ProtectionLike;
  addEditors(emailAddresses: string[]): ProtectionLike;
  canDomainEdit(): boolean;
  setDomainEdit(editable: boolean): ProtectionLike;
  remove(): void;
}

export interface SheetLike {
  getName(): string;
  /** Renames the sheet (a name another sheet has is refused). */
  setName(name: string): SheetLike;
  /** 1-based position among the tabs */
  getIndex(): number;
  getRange(row: number, column: number, numRows: number, numColumns: number): RangeLike;
  /** A1 notation, e.g. "5:5" (a whole row: the only kind of range row metadata may be added to). */
  getRange(a1Notation: string): RangeLike;
  getDataRange(): RangeLike;
  /** -1 as a count: through the last row (column) with data, as the self-check's "read.used" finds out. */
  getSheetValues(startRow: number, startColumn: number, numRows: number, numColumns: number): CellValue[][];
  getLastRow(): number;
  getLastColumn(): number;
  setFrozenRows(rows: number): void;
  setFrozenColumns(columns: number): void;
  setColumnWidths(startColumn: number, numColumns: number, width: number): SheetLike;
  setRowHeights(startRow: number, numRows: number, height: number): SheetLike;
  setConditionalFormatRules(rules: ConditionalFormatRuleLike[]): void;
  protect(): ProtectionLike;
  /** `type` is SpreadsheetApp.ProtectionType.SHEET in Apps Script. */
  getProtections(type: unknown): ProtectionLike[];
  getRangeList(a1Notations: string[]): RangeListLike;
  getMaxRows(): number;
  getMaxColumns(): number;
  insertColumnsAfter(afterPosition: number, howMany: number): unknown;
  insertRowsAfter(afterPosition: number, howMany: number): unknown;
  /** 1-based column (the hidden id column, ./idColumn.ts); hiding a hidden column changes nothing. */
  hideColumns(columnIndex: number, numColumns?: number): void;
  showColumns(columnIndex: number, numColumns?: number): void;
  isColumnHiddenByUser(columnPosition: number): boolean;
  /** 1-based row (the hidden id row of the columns, ./idColumn.ts); hiding a hidden row changes nothing. */
  hideRows(rowIndex: number, numRows?: number): void;
  showRows(rowIndex: number, numRows?: number): void;
  getFrozenRows(): number;
  getFrozenColumns(): number;
  /** 1-based column; pixels */
  getColumnWidth(columnPosition: number): number;
  getConditionalFormatRules(): ConditionalFormatRuleLike[];
  /** Metadata attached to the sheet itself (not to its rows or columns). */
  addDeveloperMetadata(key: string, value: string): SheetLike;
  /** Searches the metadata of the sheet and of its rows and columns. */
  createDeveloperMetadataFinder(): DeveloperMetadataFinderLike;
}

export interface SpreadsheetLike {
  getSheetByName(name: string): SheetLike | null;
  /** `sheetIndex` 0-based; without it Sheets inserts after the sheet the user is looking at. */
  insertSheet(name: string, sheetIndex?: number): SheetLike;
  deleteSheet(sheet: SheetLike): void;
  getSheets(): SheetLike[];
  getSpreadsheetLocale(): string;
  /** The spreadsheet's time zone, an IANA name ("Asia/Almaty"): the clock of the announced times. */
  getSpreadsheetTimeZone(): string;
  /** Searches every metadata of the spreadsheet: its own, its sheets', their rows' and columns'. */
  createDeveloperMetadataFinder(): DeveloperMetadataFinderLike;
}

export interface SpreadsheetAppLike {
  getActiveSpreadsheet(): SpreadsheetLike;
  newDataValidation(): DataValidationBuilderLike;
  newConditionalFormatRule(): ConditionalFormatRuleBuilderLike;
  flush(): void;
  /**
   * Apps Script's enums, opaque here (`unknown`): the add-on only hands their values back to the
   * service. Not typed as GoogleAppsScript.Spreadsheet.ProtectionType and the like: this file is
   * also compiled with the sidebar, which has no Apps Script types.
   */
  ProtectionType: { SHEET: unknown; RANGE: unknown };
  DeveloperMetadataLocationType: { SPREADSHEET: unknown; SHEET: unknown; ROW: unknown; COLUMN: unknown };
}

export interface LockLike {
  tryLock(timeoutInMillis: number): boolean;
  releaseLock(): void;
  hasLock(): boolean;
}

export interface LockServiceLike {
  getDocumentLock(): LockLike | null;
}

/** What the server actions need from the outside world. */
export interface Services {
  app: SpreadsheetAppLike;
  lock: LockServiceLike;
  /** Milliseconds since the epoch (the draw log records it; tests fix it). */
  now(): number;
  /** Waits (Utilities.sleep): the self-check polls cells still computing, finalize lets them settle. */
  sleep?(ms: number): void;
  /** The script's time zone (Session.getScriptTimeZone: appsscript.json's, Asia/Almaty). */
  scriptTimeZone?(): string;
  /** The language of the interface of the person running (Session.getActiveUserLocale). */
  userLocale?(): string;
  /**
   * The e-mail of the person running (Session.getActiveUser), "" when Apps Script does not give it:
   * the manifest asks for no userinfo.email scope (SPEC §5), so it is usually empty and a decision
   * records the name the committee member typed instead.
   */
  userEmail?(): string;
}

/**
 * What the self-check does to its own scratch sheet and nothing else does (issue 22 item 3): it
 * finds these methods on the sheets it is given (Apps Script's Sheet, Range, Spreadsheet), so the
 * actions' interfaces above stay as narrow as they are. test/types/gas-boundary.ts checks the real
 * classes against them.
 */
export interface SheetEditsLike {
  insertRowsBefore(beforePosition: number, howMany: number): unknown;
  deleteRows(rowPosition: number, howMany: number): unknown;
  /** The rows the range spans go before row `destinationIndex` (1-based, numbered before the move). */
  moveRows(rowSpec: RangeLike, destinationIndex: number): unknown;
}

export interface RangeSortLike {
  /** A column number, `{ column, ascending }`, or a list of those (Apps Script Range.sort). */
  sort(sortSpecObj: unknown): unknown;
}

export interface BookEditsLike {
  setActiveSheet(sheet: SheetLike): unknown;
  /** Sheets' "Duplicate" of the active sheet. */
  duplicateActiveSheet(): SheetLike;
}
