/**
 * A1 notation for the fake spreadsheet: parsing, printing, and moving a formula's relative
 * references (what Sheets does to a data-validation or conditional-format formula when it is
 * applied to a cell other than the top-left one of its range).
 *
 * Coordinates here are 0-based (row 0 = spreadsheet row 1, col 0 = column A).
 */
import { columnLetters } from '../src/sheets/plan';

export interface CellAddress {
  row: number;
  col: number;
}

export interface RectAddress extends CellAddress {
  rows: number;
  cols: number;
}

/** 0 → A, 25 → Z, 26 → AA (the add-on's own column letters). */
export const colLetters = columnLetters;

/** A → 0, Z → 25, AA → 26 (case-insensitive). */
export function colIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

export function cellA1(row: number, col: number): string {
  return `${colLetters(col)}${row + 1}`;
}

/** "B2" for one cell, "B2:C5" otherwise (as Range.getA1Notation). */
export function rectA1(r: RectAddress): string {
  const start = cellA1(r.row, r.col);
  if (r.rows === 1 && r.cols === 1) return start;
  return `${start}:${cellA1(r.row + r.rows - 1, r.col + r.cols - 1)}`;
}

const CELL = /^\$?([A-Za-z]{1,3})\$?(\d+)$/;
const COLUMN = /^\$?([A-Za-z]{1,3})$/;
const ROW = /^\$?(\d+)$/;

/**
 * Parses "B2", "B2:C5", "$B$2", "B:B" (whole columns, up to `maxRows`) or "2:3" (whole rows, up
 * to `maxCols`). A sheet prefix is not accepted here. Throws on anything else.
 */
export function parseA1(a1: string, maxRows = 1000, maxCols = 26): RectAddress {
  const parts = a1.trim().split(':');
  if (parts.length === 1) {
    const m = CELL.exec(parts[0] ?? '');
    if (!m) throw new Error(`Range not found: "${a1}"`);
    return { row: Number(m[2]) - 1, col: colIndex(m[1] as string), rows: 1, cols: 1 };
  }
  if (parts.length !== 2) throw new Error(`Range not found: "${a1}"`);
  const [p, q] = parts as [string, string];
  const c1 = CELL.exec(p);
  const c2 = CELL.exec(q);
  if (c1 && c2) {
    const r1 = Number(c1[2]) - 1;
    const r2 = Number(c2[2]) - 1;
    const k1 = colIndex(c1[1] as string);
    const k2 = colIndex(c2[1] as string);
    const row = Math.min(r1, r2);
    const col = Math.min(k1, k2);
    return { row, col, rows: Math.abs(r2 - r1) + 1, cols: Math.abs(k2 - k1) + 1 };
  }
  const col1 = COLUMN.exec(p);
  const col2 = COLUMN.exec(q);
  if (col1 && col2) {
    const k1 = colIndex(col1[1] as string);
    const k2 = colIndex(col2[1] as string);
    return { row: 0, col: Math.min(k1, k2), rows: maxRows, cols: Math.abs(k2 - k1) + 1 };
  }
  const row1 = ROW.exec(p);
  const row2 = ROW.exec(q);
  if (row1 && row2) {
    const r1 = Number(row1[1]) - 1;
    const r2 = Number(row2[1]) - 1;
    return { row: Math.min(r1, r2), col: 0, rows: Math.abs(r2 - r1) + 1, cols: maxCols };
  }
  throw new Error(`Range not found: "${a1}"`);
}

export function inRect(r: RectAddress, row: number, col: number): boolean {
  return row >= r.row && row < r.row + r.rows && col >= r.col && col < r.col + r.cols;
}

/**
 * Moves every relative reference of `formula` by (dRow, dCol), leaving `$`-anchored parts,
 * string literals and quoted sheet names alone — what Sheets does when a formula written for
 * one cell applies to another. A reference moved off the sheet becomes `#REF!`.
 *
 * Handles cell references (`B2`, `$B2`, `Sheet!B$2`, `'Бильярд группы'!B2`) and the ends of
 * ranges (`B2:C5`). Whole-column and whole-row ranges (`B:B`, `2:2`) are moved too. A name
 * followed by "(" is a function (LOG10, ATAN2) and is not touched.
 */
/** Index of the quote closing the string literal or quoted sheet name opened at `i` (doubled quotes inside). */
export function closingQuote(formula: string, i: number): number {
  const q = formula[i];
  let j = i + 1;
  while (j < formula.length) {
    if (formula[j] === q) {
      if (formula[j + 1] !== q) return j;
      j += 2;
      continue;
    }
    j++;
  }
  return j;
}

export function shiftFormula(formula: string, dRow: number, dCol: number): string {
  if (dRow === 0 && dCol === 0) return formula;
  let out = '';
  let i = 0;
  const n = formula.length;
  const isIdent = (ch: string | undefined): boolean => ch !== undefined && /[A-Za-z0-9_.\u0080-\uffff]/.test(ch);
  while (i < n) {
    const ch = formula[i] as string;
    if (ch === '"' || ch === "'") {
      // a string literal or a quoted sheet name: copy through, doubled quotes included
      const j = closingQuote(formula, i);
      out += formula.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (isIdent(formula[i - 1]) && i > 0) {
      out += ch;
      i++;
      continue;
    }
    const rest = formula.slice(i);
    const cell = /^(\$?)([A-Za-z]{1,3})(\$?)(\d+)(?![A-Za-z0-9_(.])/.exec(rest);
    if (cell) {
      const [whole, colAbs, letters, rowAbs, digits] = cell as unknown as [string, string, string, string, string];
      let col = colIndex(letters);
      let row = Number(digits) - 1;
      if (!colAbs) col += dCol;
      if (!rowAbs) row += dRow;
      out += col < 0 || row < 0 ? '#REF!' : `${colAbs}${colLetters(col)}${rowAbs}${row + 1}`;
      i += whole.length;
      continue;
    }
    const column = /^(\$?)([A-Za-z]{1,3}):(\$?)([A-Za-z]{1,3})(?![A-Za-z0-9_(.])/.exec(rest);
    if (column) {
      const [whole, abs1, l1, abs2, l2] = column as unknown as [string, string, string, string, string];
      const c1 = colIndex(l1) + (abs1 ? 0 : dCol);
      const c2 = colIndex(l2) + (abs2 ? 0 : dCol);
      out += c1 < 0 || c2 < 0 ? '#REF!' : `${abs1}${colLetters(c1)}:${abs2}${colLetters(c2)}`;
      i += whole.length;
      continue;
    }
    const rowRange = /^(\$?)(\d+):(\$?)(\d+)(?![A-Za-z0-9_(.])/.exec(rest);
    if (rowRange && !/[0-9.]/.test(formula[i - 1] ?? '')) {
      const [whole, abs1, d1, abs2, d2] = rowRange as unknown as [string, string, string, string, string];
      const r1 = Number(d1) - 1 + (abs1 ? 0 : dRow);
      const r2 = Number(d2) - 1 + (abs2 ? 0 : dRow);
      out += r1 < 0 || r2 < 0 ? '#REF!' : `${abs1}${r1 + 1}:${abs2}${r2 + 1}`;
      i += whole.length;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

/**
 * Sheets accepts an unquoted sheet name made of Unicode letters (=Лист1!A1); HyperFormula only
 * ASCII ones. This quotes such names before a formula goes to HyperFormula (the text the fake
 * reports with getFormulas stays as written).
 */
export function quoteUnicodeSheetNames(formula: string): string {
  let out = '';
  let i = 0;
  const n = formula.length;
  while (i < n) {
    const ch = formula[i] as string;
    if (ch === '"' || ch === "'") {
      const j = closingQuote(formula, i);
      out += formula.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    const m = /^[\p{L}\p{N}_.]+(?=!)/u.exec(formula.slice(i));
    if (m && !/[\p{L}\p{N}_.]/u.test(formula[i - 1] ?? '')) {
      const name = m[0];
      out += /[^\x00-\x7f]/.test(name) ? `'${name}'` : name;
      i += name.length;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}
