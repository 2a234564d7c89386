/**
 * The fingerprint of what the add-on wrote on the protected part of a sheet.
 *
 * Stored with the sheet when it is written, recomputed from what the sheet holds when it is read
 * again: if the two differ, someone with edit rights (the committee) changed a protected cell —
 * overtyped a name, typed another formula over ours, put FALSE or a number somewhere — or moved
 * rows and columns, and a rebuild must not replace that work without a word (SPEC §5).
 *
 * - Every cell counts by what it holds: a formula by its text (in a canonical form, so that
 *   Sheets' own normalisation — case, spaces, quotes around sheet names — is not taken for an
 *   edit), a text, a number, a boolean (FALSE too), a date. Empty cells count nothing.
 * - Input ranges (the cells referees type into) and the cells an array formula of ours spills
 *   into are left out: their values change as scores come in. A spill that is blocked (the
 *   anchor shows an error because something was typed in its area) is not a spill: what was
 *   typed there counts.
 * - The fingerprint is a sum of one hash per cell (two independent 32-bit sums), so a change the
 *   add-on itself makes to a few cells (correcting a name) adjusts it without re-reading the sheet
 *   and without hiding an earlier committee edit.
 */
import { SPREADSHEET_ERROR_TEXTS } from '../rules/names';
import type { CellValue } from './gas';
import { isFormula, type Cell, type Rect } from './plan';
import { spillArea } from './spill';

/** What one cell holds, as far as the fingerprint and the overwrite check care. */
export type Content = null | { f: string } | { s: string } | { n: number } | { b: boolean } | { d: number };

/**
 * A formula in a form Sheets' normalisation does not change: outside string literals,
 * upper case, no spaces, no quotes (around sheet names); string literals kept exactly.
 */
export function canonicalFormula(formula: string): string {
  let out = '';
  let i = 0;
  while (i < formula.length) {
    const ch = formula[i] as string;
    if (ch === '"') {
      let j = i + 1;
      while (j < formula.length) {
        if (formula[j] === '"') {
          if (formula[j + 1] === '"') {
            j += 2;
            continue;
          }
          break;
        }
        j++;
      }
      out += formula.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch !== "'" && !/\s/.test(ch)) out += ch.toUpperCase();
    i++;
  }
  return out;
}

/**
 * A formula with the sheet names of its references left out (`='Tour 1'!$L$6` and `=T1!$L$6` both
 * read `=!$L$6`; string literals kept): Sheets rewrites those names itself when a sheet is renamed,
 * which is no edit of a person's (issue 23 item 5). Canonical as `canonicalFormula` otherwise.
 */
export function withoutSheetNames(formula: string): string {
  let out = '';
  let i = 0;
  while (i < formula.length) {
    const ch = formula[i] as string;
    if (ch === '"' || ch === "'") {
      let j = i + 1;
      while (j < formula.length && !(formula[j] === ch && formula[j + 1] !== ch)) j += formula[j] === ch ? 2 : 1;
      // a string literal stays as it is; a quoted sheet name before "!" is left out
      if (ch === '"') out += formula.slice(i, j + 1);
      else if (formula[j + 1] !== '!') out += formula.slice(i + 1, j).toUpperCase();
      i = j + 1;
      continue;
    }
    // an unquoted sheet name (letters, digits, "_" and "." only) before "!"
    if (ch === '!') out = out.replace(/[\p{L}\p{N}_.]*$/u, '');
    if (!/\s/.test(ch)) out += ch.toUpperCase();
    i++;
  }
  return out;
}

/** A cell as the fingerprint counts it: a formula without the sheet names of its references. */
function counted(c: Content, formula: string): Content {
  return formula !== '' ? { f: withoutSheetNames(formula) } : c;
}

function cleanNumber(n: number): number {
  return Math.round(n * 1e9) / 1e9;
}

/** A plan cell's content. */
export function planContent(cell: Cell): Content {
  if (cell === null) return null;
  if (isFormula(cell)) return { f: canonicalFormula(cell.f) };
  if (typeof cell === 'string') return cell.trim() === '' ? null : { s: cell.trim() };
  if (typeof cell === 'number') return { n: cleanNumber(cell) };
  return { b: cell };
}

/** A sheet cell's content, from getValues and getFormulas. */
export function sheetContent(value: CellValue | undefined, formula: string | undefined): Content {
  if (formula !== undefined && formula !== '') return { f: canonicalFormula(formula) };
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : { s: value.trim() };
  if (typeof value === 'number') return { n: cleanNumber(value) };
  if (typeof value === 'boolean') return { b: value };
  if (value instanceof Date) return { d: value.getTime() };
  return { s: String(value) };
}

export function sameContent(x: Content, y: Content): boolean {
  return describe(x) === describe(y);
}

/** A content as text for hashing ("" for empty). */
function describe(c: Content): string {
  if (c === null) return '';
  if ('f' in c) return `f${c.f}`;
  if ('s' in c) return `s${c.s}`;
  if ('n' in c) return `n${c.n}`;
  if ('b' in c) return `b${c.b ? 1 : 0}`;
  return `d${c.d}`;
}

function hash(text: string, basis: number, prime: number): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), prime) >>> 0;
  // a final mix, so sums of nearby hashes do not cancel out
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d) >>> 0;
  h ^= h >>> 12;
  return h >>> 0;
}

/** The two 32-bit hashes of one cell; [0, 0] for an empty one. */
function cellHash(row: number, col: number, c: Content): [number, number] {
  const d = describe(c);
  if (d === '') return [0, 0];
  const text = `${row},${col}:${d}`;
  return [hash(text, 0x811c9dc5, 0x01000193), hash(text, 0x050c5d1f, 0x01000197)];
}

/** A running fingerprint: add cells, read `text`. */
export class Fingerprint {
  private a = 0;
  private b = 0;
  add(row: number, col: number, c: Content): this {
    const [x, y] = cellHash(row, col, c);
    this.a = (this.a + x) >>> 0;
    this.b = (this.b + y) >>> 0;
    return this;
  }
  remove(row: number, col: number, c: Content): this {
    const [x, y] = cellHash(row, col, c);
    this.a = (this.a - x) >>> 0;
    this.b = (this.b - y) >>> 0;
    return this;
  }
  get text(): string {
    return this.a.toString(36).padStart(7, '0') + this.b.toString(36).padStart(7, '0');
  }
  static parse(text: string): Fingerprint | null {
    if (!/^[0-9a-z]{14}$/.test(text)) return null;
    const f = new Fingerprint();
    f.a = parseInt(text.slice(0, 7), 36) >>> 0;
    f.b = parseInt(text.slice(7), 36) >>> 0;
    return f;
  }
}

/** What one line's sum can hold: three base-36 characters. */
const LINE = 36 ** 3;

/** The most characters the lines may add to a protection's description (docs/real-sheets.md). */
export const LINES_CHARS = 2_000;

/**
 * The fingerprint of each row and each column (the same cells, summed by line, three characters
 * each): where a whole fingerprint says only that the committee changed something, these say where —
 * a cell in a changed row and a changed column. Written after the whole fingerprint in the same
 * token of the protection's description: the row count (3 characters), the column count (2), the
 * rows', then the columns' sums (applyWrite.ts). A sheet written before has none (`parse`: null).
 */
export class Lines {
  private constructor(
    readonly rows: number[],
    readonly cols: number[],
  ) {}
  static empty(rows: number, cols: number): Lines {
    return new Lines(new Array<number>(rows).fill(0), new Array<number>(cols).fill(0));
  }
  add(row: number, col: number, c: Content): this {
    const x = cellHash(row, col, c)[0] % LINE;
    if (row < this.rows.length) this.rows[row] = ((this.rows[row] ?? 0) + x) % LINE;
    if (col < this.cols.length) this.cols[col] = ((this.cols[col] ?? 0) + x) % LINE;
    return this;
  }
  remove(row: number, col: number, c: Content): this {
    const x = cellHash(row, col, c)[0] % LINE;
    if (row < this.rows.length) this.rows[row] = ((this.rows[row] ?? 0) - x + LINE) % LINE;
    if (col < this.cols.length) this.cols[col] = ((this.cols[col] ?? 0) - x + LINE) % LINE;
    return this;
  }
  get text(): string {
    const n = (v: number, w: number) => v.toString(36).padStart(w, '0');
    // Past this the description would be long for the protections panel (no limit is documented):
    // the sheet keeps its whole fingerprint only, and a refusal names every differing cell.
    if ((this.rows.length + this.cols.length) * 3 + 5 > LINES_CHARS) return '';
    return n(this.rows.length, 3) + n(this.cols.length, 2) + [...this.rows, ...this.cols].map((v) => n(v, 3)).join('');
  }
  static parse(text: string): Lines | null {
    if (!/^[0-9a-z]{5,}$/.test(text)) return null;
    const rows = parseInt(text.slice(0, 3), 36);
    const cols = parseInt(text.slice(3, 5), 36);
    const body = text.slice(5);
    if (body.length !== (rows + cols) * 3) return null;
    const sums = Array.from({ length: rows + cols }, (_, i) => parseInt(body.slice(i * 3, i * 3 + 3), 36));
    return new Lines(sums.slice(0, rows), sums.slice(rows));
  }
  /** The rows and columns whose sums differ from `other`'s (null: not of the same size). */
  changed(other: Lines): { rows: Set<number>; cols: Set<number> } | null {
    if (other.rows.length !== this.rows.length || other.cols.length !== this.cols.length) return null;
    const differ = (a: number[], b: number[]) => new Set(a.flatMap((v, i) => (v === b[i] ? [] : [i])));
    return { rows: differ(this.rows, other.rows), cols: differ(this.cols, other.cols) };
  }
}

/** The whole fingerprint and the lines' of a stored token ("#…" at the end of a protection's description). */
export function parseStored(token: string | undefined): { whole: Fingerprint | null; lines: Lines | null } {
  if (token === undefined) return { whole: null, lines: null };
  return {
    whole: Fingerprint.parse(token.slice(0, 14)),
    lines: token.length > 14 ? Lines.parse(token.slice(14)) : null,
  };
}

/** 1 where a cell is inside one of `areas`, in a rows × cols mask. */
export function areaMask(rows: number, cols: number, areas: readonly Rect[]): Uint8Array {
  const m = new Uint8Array(rows * cols);
  for (const a of areas) {
    for (let r = Math.max(0, a.row); r < Math.min(rows, a.row + a.rows); r++) {
      for (let c = Math.max(0, a.col); c < Math.min(cols, a.col + a.cols); c++) m[r * cols + c] = 1;
    }
  }
  return m;
}

/** Sheets' error texts as getValues returns them (an error value, never a name: the check refuses such names). */
const ERROR_TEXTS = new Set(SPREADSHEET_ERROR_TEXTS);

/**
 * The value an error or a not-yet-computed custom function shows: the whole text (spaces around
 * ignored) is one of the spreadsheet error values or statuses of `SPREADSHEET_ERROR_TEXTS` — Google
 * Sheets' "#CYCLE!" or "Loading…" (in English or Russian) as well as "#REF!" — or LibreOffice's
 * "Err:502". A text that merely contains one ("Team #REF!") is not.
 */
export function isErrorValue(v: CellValue | undefined): boolean {
  if (typeof v !== 'string') return false;
  const t = v.trim();
  return ERROR_TEXTS.has(t) || /^Err:\d{3}$/.test(t) || learned.has(t);
}

/**
 * What a custom function still computing showed in this spreadsheet, as the self-check saw it
 * (e.g. in a Kazakh interface): not ready either. Set for each server call from the self-check's
 * note (src/sheets/selfCheckState.ts); empty when it has not run.
 */
let learned: ReadonlySet<string> = new Set();

export function setLearnedNotReady(texts: readonly string[]): void {
  learned = new Set(texts.map((t) => t.trim()).filter((t) => t !== ''));
}

/** "Loading…" of a custom function still computing (an error value, but not an error). */
export function isComputing(v: CellValue | undefined): boolean {
  return isErrorValue(v) && !/^\s*(#|Err:)/.test(String(v));
}

/**
 * The cells our array formulas fill, as a mask (the anchors themselves not included). A spill whose
 * anchor shows an error is blocked — something typed is in its way — so its area is not marked:
 * what is there was typed.
 */
export function spillMask(
  values: readonly (readonly CellValue[])[] | null,
  formulas: readonly (readonly string[])[],
  rows: number,
  cols: number,
): Uint8Array {
  const m = new Uint8Array(rows * cols);
  formulas.forEach((line, r) =>
    line.forEach((f, c) => {
      if (!f) return;
      const area = spillArea(f, r, c);
      if (!area) return;
      if (values && isErrorValue(values[r]?.[c])) return;
      for (let i = area.row; i < Math.min(rows, area.row + area.rows); i++) {
        for (let j = area.col; j < Math.min(cols, area.col + area.cols); j++)
          if (i !== r || j !== c) m[i * cols + j] = 1;
      }
    }),
  );
  return m;
}

/** The fingerprint of a plan's protected part: every cell outside its inputs. */
export function planFingerprint(values: readonly (readonly Cell[])[], inputs: readonly Rect[]): Fingerprint {
  return planPrints(values, inputs).whole;
}

/** The whole fingerprint of a plan's protected part and its lines' (`Lines`). */
export function planPrints(
  values: readonly (readonly Cell[])[],
  inputs: readonly Rect[],
): { whole: Fingerprint; lines: Lines } {
  const rows = values.length;
  const cols = values[0]?.length ?? 0;
  const skip = areaMask(rows, cols, inputs);
  const whole = new Fingerprint();
  const lines = Lines.empty(rows, cols);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      if (!skip[r * cols + c]) {
        const cell = values[r]?.[c] ?? null;
        const content = counted(planContent(cell), isFormula(cell) ? cell.f : '');
        whole.add(r, c, content);
        lines.add(r, c, content);
      }
  return { whole, lines };
}

/** The lines' fingerprints (`Lines`) of a sheet as read, as `sheetFingerprint` counts its cells. */
export function sheetLines(
  values: readonly (readonly CellValue[])[],
  formulas: readonly (readonly string[])[],
  typedAreas: readonly Rect[],
  rows: number,
  cols: number,
): Lines {
  const skip = areaMask(rows, cols, typedAreas);
  const spilled = spillMask(values, formulas, rows, cols);
  const lines = Lines.empty(rows, cols);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const k = r * cols + c;
      if (skip[k] || spilled[k]) continue;
      lines.add(r, c, counted(sheetContent(values[r]?.[c], formulas[r]?.[c]), formulas[r]?.[c] ?? ''));
    }
  return lines;
}

/** The fingerprint of a sheet as read: every cell outside its typed areas and our (unblocked) spills. */
export function sheetFingerprint(
  values: readonly (readonly CellValue[])[],
  formulas: readonly (readonly string[])[],
  typedAreas: readonly Rect[],
  names: 'without' | 'with' = 'without',
): Fingerprint {
  const rows = values.length;
  const cols = values[0]?.length ?? 0;
  const skip = areaMask(rows, cols, typedAreas);
  const spilled = spillMask(values, formulas, rows, cols);
  const fp = new Fingerprint();
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const k = r * cols + c;
      if (skip[k] || spilled[k]) continue;
      const content = sheetContent(values[r]?.[c], formulas[r]?.[c]);
      fp.add(r, c, names === 'without' ? counted(content, formulas[r]?.[c] ?? '') : content);
    }
  }
  return fp;
}

/**
 * Whether a sheet's protected part is as the add-on wrote it: its fingerprint as stored now, or as
 * stored before sheet names were left out of formulas (a sheet written by an earlier version).
 */
export function asWritten(
  values: readonly (readonly CellValue[])[],
  formulas: readonly (readonly string[])[],
  typedAreas: readonly Rect[],
  stored: Fingerprint,
): boolean {
  return [sheetFingerprint(values, formulas, typedAreas), sheetFingerprint(values, formulas, typedAreas, 'with')].some(
    (fp) => fp.text === stored.text,
  );
}
