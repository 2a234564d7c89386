/**
 * A sheet *plan*: everything a generator wants on one sheet, as plain data.
 *
 * Generators build plans (pure, no Apps Script); `apply.ts` is the only code that writes a
 * plan into a spreadsheet, in a few batched calls per sheet. Tests inspect plans and evaluate
 * their formulas in a real formula engine.
 *
 * Coordinates are 0-based (row 0 = spreadsheet row 1, col 0 = column A).
 */

/** A formula: the text exactly as typed in Sheets, starting with "=". */
export interface Formula {
  f: string;
}

/** A literal value. Strings are always written as text (a name like "=x" or "+7" stays text). */
export type Literal = string | number | boolean | null;

export type Cell = Literal | Formula;

export function isFormula(cell: unknown): cell is Formula {
  return typeof cell === 'object' && cell !== null && typeof (cell as Formula).f === 'string';
}

/** Sheets' number format of a cell formatted as plain text. */
export const PLAIN_TEXT = '@';

/**
 * A text as written to stay text: behind an apostrophe ("-", "=A1", "+7 …", "12" stay text), except
 * in a cell formatted as plain text, where nothing is parsed and an apostrophe would show.
 */
export function literal<T>(v: T, format?: string): T | string {
  return typeof v === 'string' && v !== '' && format !== PLAIN_TEXT ? `'${v}` : v;
}

export interface Rect {
  row: number;
  col: number;
  rows: number;
  cols: number;
}

export interface Format {
  rect: Rect;
  bold?: boolean;
  italic?: boolean;
  /** "#rrggbb" */
  background?: string;
  fontColor?: string;
  /** Sheets number format, e.g. "0", "@" (plain text), "0.00". */
  numberFormat?: string;
  align?: 'left' | 'center' | 'right';
  wrap?: boolean;
}

/**
 * Lines along the outer edges of a rectangle (thin, solid, black), as Range.setBorder draws them:
 * a side left undefined is left as it is. The bracket trees draw their boxes and connectors with them.
 */
export interface Border {
  rect: Rect;
  top?: boolean;
  left?: boolean;
  bottom?: boolean;
  right?: boolean;
}

/** Data validation of a cell range; `help` is shown to the person typing (tournament language). */
export type Validation =
  /** One of the listed values (numbers typed match their text, as in Sheets), with a dropdown. */
  | { kind: 'list'; values: string[]; help: string }
  | { kind: 'number'; min: number; max: number; help: string }
  | { kind: 'checkbox'; help: string }
  | { kind: 'email'; help: string }
  /** Text matching a regular expression (RE2, as REGEXMATCH); an empty cell passes. */
  | { kind: 'regex'; pattern: string; help: string };

export interface ValidationRange {
  rect: Rect;
  rule: Validation;
}

/** Highlight cells of `rect` whose row satisfies `formula` (written for the top-left cell, relative refs). */
export interface Highlight {
  rect: Rect;
  formula: string;
  background: string;
}

/** A row or column the add-on will find again by its id (a hidden id column or column metadata; see identity.ts). */
export interface AnchorSpec {
  /** 0-based row or column in the plan */
  at: number;
  /** unique inside the sheet, e.g. "m:A:3" (group A, match 3), "col:scoreA" */
  id: string;
}

export interface SheetPlan {
  /** Stable identity of the sheet, independent of language, e.g. "groups.billiards". */
  key: string;
  /** The sheet's identity when one key has several sheets ("pref.tour.3"); default `key`. */
  id?: string;
  /**
   * Rows and columns the add-on finds again after rows move: the rows by the hidden id column the
   * applier adds, the columns by the hidden id row (./idColumn.ts; a plan with a row or two, or a
   * column or two, keeps them as metadata: ./identity.ts).
   */
  anchors?: { rows: AnchorSpec[]; cols: AnchorSpec[] };
  /** Set by the applier only: the plan's hidden id column (0-based), the last one (./idColumn.ts). */
  idColumn?: number;
  /** Set by the applier only: the plan's hidden id row of its columns (0-based), the last one (./idColumn.ts). */
  idRow?: number;
  /** The sheet's name in the tournament language. */
  name: string;
  /** Rectangular grid written from A1; every row has the same length. */
  values: Cell[][];
  /** Cells people type into (scores, registration rows, settings values): left unprotected. */
  inputs: Rect[];
  formats: Format[];
  validations: ValidationRange[];
  highlights: Highlight[];
  /** A new sheet goes first among the sheets (the record's cover page); default: after the last. */
  first?: boolean;
  /** A new sheet goes right after this sheet of ours (its id), when it exists: a tour's pulkas after the tour. */
  after?: string;
  /** Lines drawn on the sheet (a bracket tree's boxes and connectors); none when missing. */
  borders?: Border[];
  /** Width in pixels of each column (index = column); missing = leave as is. */
  columnWidths: number[];
  /** Heights in pixels of runs of rows (0-based), e.g. a QR code's square modules (kinds/qrBlock.ts); others as they are. */
  rowHeights?: { row: number; rows: number; px: number }[];
  frozenRows: number;
  frozenCols: number;
  /** Protect everything but `inputs` (generated sheets); false for sheets anyone may fill. */
  protect: boolean;
  /**
   * Only the committee types here (settings, registration): the whole sheet is protected (its
   * `inputs` are for the committee, not for referees) and every value on it counts as typed.
   */
  committeeOnly?: boolean;
  /**
   * The sheet may grow past Sheets' default 1000 rows, up to MAX_GROWN_ROWS (./apply.ts): the week
   * cards of the largest tournament (a card per person, ~1900 rows). Default: the plan fits 1000.
   */
  growRows?: boolean;
}

/** The identity a plan writes (its `id`, else its key). */
export function planId(plan: Pick<SheetPlan, 'id' | 'key'>): string {
  return plan.id ?? plan.key;
}

/** The colours every generated sheet shares. */
export const SHEET_COLORS = {
  title: '#1f4e79',
  titleText: '#ffffff',
  header: '#d9e1f2',
  /** cells people type into */
  input: '#fff9e6',
  /** qualifiers, places, winners */
  good: '#d9ead3',
  /** something to look at: a result typed too early, an unfinished score */
  wrong: '#f4cccc',
  /** the text of a flag (dark red, readable on white and on the wrong-background) */
  wrongText: '#990000',
  /** secondary text: schemes, keys */
  muted: '#666666',
} as const;

/** A one-cell rectangle. */
export function cellRect(row: number, col: number): Rect {
  return { row, col, rows: 1, cols: 1 };
}

export function emptyGrid(rows: number, cols: number): Cell[][] {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, (): Cell => null));
}

/** A plan being drawn: its grid of values and its lists, and `put` to write one cell. */
export interface Grid {
  values: Cell[][];
  formats: Format[];
  validations: ValidationRange[];
  highlights: Highlight[];
  inputs: Rect[];
  /** writes one cell; a cell outside the grid is left alone */
  put(row: number, col: number, v: Cell): void;
}

export function newGrid(rows: number, cols: number): Grid {
  const values = emptyGrid(rows, cols);
  return {
    values,
    formats: [],
    validations: [],
    highlights: [],
    inputs: [],
    put(row, col, v) {
      const line = values[row];
      if (line && col < line.length) line[col] = v;
    },
  };
}

/** The 0-based column index of column letters: A → 0, Z → 25, AA → 26 (upper case). */
export function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Column letters of a 0-based column index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(col: number): string {
  let s = '';
  let n = col + 1;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** A1 notation of a 0-based cell; `abs` adds $ signs. */
export function a1(row: number, col: number, abs = false): string {
  const d = abs ? '$' : '';
  return `${d}${columnLetters(col)}${d}${row + 1}`;
}

/** A1 notation of the cell `dRow`, `dCol` inside a rectangle (its top-left cell by default). */
export function cellOf(r: Rect, dRow = 0, dCol = 0): string {
  return a1(r.row + dRow, r.col + dCol);
}

/** A1 notation of a rectangle ("B2:C5"; a single cell stays "B2"). */
export function rectA1(r: Rect, abs = false): string {
  const start = a1(r.row, r.col, abs);
  if (r.rows === 1 && r.cols === 1) return start;
  return `${start}:${a1(r.row + r.rows - 1, r.col + r.cols - 1, abs)}`;
}

/** A sheet name quoted for a formula reference: 'Billiards groups'!A1 (quotes doubled). */
export function quoteSheet(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}

/** A reference to a cell or rectangle of another sheet, absolute. */
export function ref(sheet: string, r: Rect): string {
  return `${quoteSheet(sheet)}!${rectA1(r, true)}`;
}

/** Pixels a character takes at Sheets' default font (Arial 10), a little generous so the workbench's font fits too: 7.5, bold 9; plus the padding. */
const CHAR_PX = 7.5;
const BOLD_CHAR_PX = 9;
const PADDING_PX = 12;

/** Pixels a text takes on one line (a column it must not be cut in): `textWidth("Абдрахманов Бауыржан", true)`. */
export function textWidth(text: string, bold = false): number {
  return Math.ceil([...text].length * (bold ? BOLD_CHAR_PX : CHAR_PX) + PADDING_PX);
}

/**
 * The plan's column widths, widened where a wrapped text would otherwise break inside a word
 * ("Парти/и А": the printed record must read correctly, SPEC §1, §5): every word of a wrapped cell
 * fits its column. Widths only grow; columns the plan leaves as they are (no width) are measured from
 * Sheets' default 100 px.
 */
export function widthsForWords(plan: Pick<SheetPlan, 'values' | 'formats' | 'columnWidths'>): number[] {
  const widths = [...plan.columnWidths];
  const need = new Map<number, number>();
  for (const f of plan.formats) {
    if (!f.wrap) continue;
    for (let r = f.rect.row; r < f.rect.row + f.rect.rows; r++) {
      for (let c = f.rect.col; c < f.rect.col + f.rect.cols; c++) {
        const v = plan.values[r]?.[c];
        if (typeof v !== 'string' || v === '') continue;
        const longest = Math.max(...v.split(/\s+/).map((w) => [...w].length));
        const bold =
          f.bold ??
          plan.formats.some(
            (g) =>
              g.bold &&
              r >= g.rect.row &&
              r < g.rect.row + g.rect.rows &&
              c >= g.rect.col &&
              c < g.rect.col + g.rect.cols,
          );
        need.set(c, Math.max(need.get(c) ?? 0, longest * (bold ? BOLD_CHAR_PX : CHAR_PX) + PADDING_PX));
      }
    }
  }
  for (const [c, px] of need) {
    const now = widths[c] ?? 0;
    const shown = now > 0 ? now : 100;
    if (px > shown) widths[c] = px;
  }
  return widths;
}

/**
 * A formula that shows what one cell shows, and nothing when it shows nothing. A plain `=A1` of
 * an empty cell (or of a custom function's empty result, written as no value in the downloaded
 * XLSX) shows nothing in Google Sheets but 0 in Excel and LibreOffice;
 * `=IF(A1="","",A1)` shows nothing in all three (test/workbench/two-engines.test.ts).
 */
export function mirror(cell: string): string {
  return `=IF(${cell}="","",${cell})`;
}
