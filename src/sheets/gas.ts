/**
 * The part of the Apps Script services the add-on uses, as narrow structural types.
 *
 * The real `SpreadsheetApp` and `LockService` satisfy these interfaces; so does the in-memory
 * fake in `fakes/`. Only `apply.ts`, `read.ts` and `services.ts` call through them.
 * Every value below is a subset of the documented Apps Script signature.
 */

export type CellValue = string | number | boolean | Date;

export interface DataValidationLike {
  /** opaque to us */
  readonly __validation?: unknown;
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

export interface ConditionalFormatRuleLike {
  readonly __rule?: unknown;
}

export interface ConditionalFormatRuleBuilderLike {
  whenFormulaSatisfied(formula: string): ConditionalFormatRuleBuilderLike;
  setBackground(color: string): ConditionalFormatRuleBuilderLike;
  setRanges(ranges: RangeLike[]): ConditionalFormatRuleBuilderLike;
  build(): ConditionalFormatRuleLike;
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
  setFontWeights(weights: (string | null)[][]): RangeLike;
  setFontStyles(styles: (string | null)[][]): RangeLike;
  setFontColors(colors: (string | null)[][]): RangeLike;
  setNumberFormats(formats: string[][]): RangeLike;
  setHorizontalAlignments(alignments: (string | null)[][]): RangeLike;
  setWraps(wraps: boolean[][]): RangeLike;
  setDataValidations(rules: (DataValidationLike | null)[][]): RangeLike;
}

export interface RangeListLike {
  getRanges(): RangeLike[];
  /** One number format for every range of the list (Apps Script RangeList.setNumberFormat). */
  setNumberFormat(format: string): RangeListLike;
}

export interface ProtectionLike {
  setDescription(description: string): ProtectionLike;
  getDescription(): string;
  setUnprotectedRanges(ranges: RangeLike[]): ProtectionLike;
  getUnprotectedRanges(): RangeLike[];
  setWarningOnly(warningOnly: boolean): ProtectionLike;
  /** Users who may edit the protected cells (Apps Script User objects; opaque here). */
  getEditors(): unknown[];
  /** Neither the owner nor the user running the script can be removed (Apps Script). */
  removeEditors(users: unknown[]): ProtectionLike;
  addEditors(emailAddresses: string[]): ProtectionLike;
  canDomainEdit(): boolean;
  setDomainEdit(editable: boolean): ProtectionLike;
  remove(): void;
}

export interface SheetLike {
  getName(): string;
  getRange(row: number, column: number, numRows: number, numColumns: number): RangeLike;
  getDataRange(): RangeLike;
  getLastRow(): number;
  getLastColumn(): number;
  setFrozenRows(rows: number): void;
  setFrozenColumns(columns: number): void;
  setColumnWidths(startColumn: number, numColumns: number, width: number): SheetLike;
  setConditionalFormatRules(rules: ConditionalFormatRuleLike[]): void;
  protect(): ProtectionLike;
  /** `type` is SpreadsheetApp.ProtectionType.SHEET in Apps Script. */
  getProtections(type: unknown): ProtectionLike[];
  getRangeList(a1Notations: string[]): RangeListLike;
}

export interface SpreadsheetLike {
  getSheetByName(name: string): SheetLike | null;
  /** `sheetIndex` 0-based; without it Sheets inserts after the sheet the user is looking at. */
  insertSheet(name: string, sheetIndex?: number): SheetLike;
  deleteSheet(sheet: SheetLike): void;
  getSheets(): SheetLike[];
  getSpreadsheetLocale(): string;
}

export interface SpreadsheetAppLike {
  getActiveSpreadsheet(): SpreadsheetLike;
  newDataValidation(): DataValidationBuilderLike;
  newConditionalFormatRule(): ConditionalFormatRuleBuilderLike;
  flush(): void;
  ProtectionType: { SHEET: unknown; RANGE: unknown };
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
}
