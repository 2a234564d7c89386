/**
 * Google Sheets' size limits, enforced by the fake where real Sheets enforces them, so a test meets
 * a limit where the real day would:
 *
 * - **50,000 characters in one cell.** Sheets refuses a longer value or formula, typed or written by
 *   a script (the Sheets API says "Your input contains more than the maximum of 50000 characters in
 *   a single cell."; Apps Script throws the same text as an exception).
 * - **10 million cells in a spreadsheet** (every sheet's grid, empty cells included) and **18,278
 *   columns in a sheet** (column ZZZ): Google Drive Help, "Files you can store in Google Drive"
 *   (support.google.com/drive/answer/37603): "Up to 10 million cells or 18,278 columns (column ZZZ)
 *   for spreadsheets that are created in or converted to Google Sheets". A new sheet, rows or
 *   columns inserted, or a sheet duplicated past them is refused and changes nothing.
 *
 * The texts of the last two refusals are ours (Google does not document the exception's words).
 * `createFakeServices({ limits })` lowers a limit for a test that wants to meet it cheaply.
 */

export interface SheetsLimits {
  /** characters in one cell (a text, or a formula's text) */
  charsPerCell: number;
  /** cells of every sheet's grid together */
  cellsPerSpreadsheet: number;
  /** columns of one sheet */
  columnsPerSheet: number;
}

export const SHEETS_LIMITS: SheetsLimits = {
  charsPerCell: 50_000,
  cellsPerSpreadsheet: 10_000_000,
  columnsPerSheet: 18_278,
};

/** Sheets' refusal of a value past the characters of one cell. */
export function tooLongError(limit: number): Error {
  return new Error(`Exception: Your input contains more than the maximum of ${limit} characters in a single cell.`);
}

/** The refusal of a grid that would pass the cells of a spreadsheet. */
export function tooManyCellsError(limit: number, after: number): Error {
  return new Error(
    `Exception: This action would increase the number of cells in the workbook above the limit of ${limit} cells (${after}).`,
  );
}

/** The refusal of a sheet that would pass the columns of a sheet. */
export function tooManyColumnsError(limit: number, after: number): Error {
  return new Error(`Exception: A sheet can have at most ${limit} columns (this would make ${after}).`);
}
