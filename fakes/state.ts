/**
 * What the fake spreadsheet stores per cell and per sheet beside HyperFormula's values, and the
 * built rules (data validation, conditional format) that the add-on hands back and forth.
 *
 * Coordinates are 0-based; a cell is keyed "row,col".
 */
import type { ConditionalFormatRuleLike, DataValidationLike, FontStyle, FontWeight } from '../src/sheets/gas';
import type { CellAddress } from './a1';
import type { FakeProtection, FakeRange } from './objects';

export const key = (row: number, col: number): string => `${row},${col}`;

export const unkey = (k: string): CellAddress => {
  const [r, c] = k.split(',').map(Number) as [number, number];
  return { row: r, col: c };
};

export function cmpKey(a: string, b: string): number {
  const x = unkey(a);
  const y = unkey(b);
  return x.row - y.row || x.col - y.col;
}

export interface CellFormat {
  background?: string;
  fontWeight?: FontWeight;
  fontStyle?: FontStyle;
  fontColor?: string;
  numberFormat?: string;
  horizontalAlignment?: string;
  wrap?: boolean;
  /** lines on the cell's edges (Range.setBorder), thin and solid */
  border?: { top?: boolean; left?: boolean; bottom?: boolean; right?: boolean };
}

export type ValidationCriteria =
  'VALUE_IN_LIST' | 'NUMBER_BETWEEN' | 'CHECKBOX' | 'TEXT_IS_VALID_EMAIL' | 'CUSTOM_FORMULA';

/** A built data-validation rule (what SpreadsheetApp.newDataValidation()…build() returns). */
export class FakeDataValidation implements DataValidationLike {
  constructor(
    readonly criteria: ValidationCriteria,
    readonly args: readonly unknown[],
    readonly allowInvalid: boolean,
    readonly helpText: string,
  ) {}
  getAllowInvalid(): boolean {
    return this.allowInvalid;
  }
  getHelpText(): string {
    return this.helpText;
  }
}

/** A built conditional-format rule. */
export class FakeConditionalFormatRule implements ConditionalFormatRuleLike {
  constructor(
    readonly formula: string,
    readonly background: string | null,
    readonly ranges: readonly FakeRange[],
  ) {}
  getRanges(): FakeRange[] {
    return [...this.ranges];
  }
}

/** A cell's validation: the rule and the cell its custom formula is written for. */
export interface Anchored {
  rule: FakeDataValidation;
  anchor: CellAddress;
}

/** Apps Script's default grid of a new sheet. */
export const NEW_SHEET_ROWS = 1000;
export const NEW_SHEET_COLUMNS = 26;
/** Apps Script's default column width in pixels. */
export const DEFAULT_COLUMN_WIDTH = 100;

export class SheetState {
  maxRows = NEW_SHEET_ROWS;
  maxCols = NEW_SHEET_COLUMNS;
  readonly formats = new Map<string, CellFormat>();
  readonly validations = new Map<string, Anchored>();
  /** Formula text exactly as written (moved as Sheets moves it by structural edits), per formula cell. */
  readonly formulas = new Map<string, string>();
  /** Formula cells whose result HyperFormula spills (array formulas). */
  readonly arrayAnchors = new Set<string>();
  /** Cells holding a literal Date (returned as Date by getValues). */
  readonly dates = new Set<string>();
  condRules: FakeConditionalFormatRule[] = [];
  readonly colWidths = new Map<number, number>();
  /** Rows given a height (0-based): the others are Sheets' default 21 px. */
  readonly rowHeights = new Map<number, number>();
  /** 0-based columns hidden (Sheet.hideColumns); they move with their columns. */
  readonly hiddenCols = new Set<number>();
  /** 0-based rows hidden (Sheet.hideRows); they move with their rows. */
  readonly hiddenRows = new Set<number>();
  frozenRows = 0;
  frozenCols = 0;
  protection: FakeProtection | null = null;
  deleted = false;
  constructor(
    public name: string,
    /** HyperFormula's sheet id. */
    readonly id: number,
  ) {}
}
