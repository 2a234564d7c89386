/**
 * What people do to the shape of a shared spreadsheet, with Google Sheets' semantics: rows and
 * columns inserted or deleted anywhere, sheets renamed, moved, deleted and duplicated, a range
 * sorted. The Apps Script methods of objects.ts (Sheet.insertRowsBefore, Range.sort …) and the
 * committee's helpers of FakeBook (book.insertRows …) both come here.
 *
 * An edit of rows or columns moves everything Sheets moves with them: values and formulas
 * (HyperFormula's addRows / removeRows …), the formula texts of every sheet (refs.ts: references
 * at or after the edit shift, areas grow or shrink, vanished cells become #REF!), formats, data
 * validations and the anchor of their custom formulas, conditional-format ranges and formulas,
 * the unprotected ranges of a protection, column widths, frozen rows and columns above / left of
 * the edit, literal Date flags, array-formula anchors, developer metadata (metadata.ts). Then the
 * formula texts are checked against HyperFormula's own copies and win where they differ
 * (`syncFormulas`), and array formulas are re-entered so their spill areas follow.
 *
 * Coordinates are 0-based.
 */
import { quoteUnicodeSheetNames, shiftFormula, type CellAddress, type RectAddress } from './a1';
import type { FakeBook } from './book';
import { FakeProtection, FakeRange } from './objects';
import type { Stored } from './coerce';
import { withLocale } from './engine';
import { tooManyColumnsError } from './limits';
import { copyMetadata, moveMetadata } from './metadata';
import { followSort } from './switches';
import { adjustForAxisEdit, mapIndex, mapSpan, moveFormula, renameInFormula, type AxisEdit } from './refs';
import {
  FakeConditionalFormatRule,
  FakeDataValidation,
  key,
  unkey,
  type Anchored,
  type CellFormat,
  type SheetState,
} from './state';

type Axis = 'row' | 'col';

// ---- argument checks, with Apps Script's messages ---------------------------------------------

function whole(n: unknown, what: string): number {
  if (typeof n !== 'number' || !Number.isInteger(n)) throw new Error(`Exception: Invalid argument: ${what}.`);
  return n;
}

function outOfBounds(axis: Axis): Error {
  return new Error(`Exception: Those ${axis === 'row' ? 'rows' : 'columns'} are out of bounds.`);
}

const size = (s: SheetState, axis: Axis): number => (axis === 'row' ? s.maxRows : s.maxCols);

// ---- rows and columns --------------------------------------------------------------------------

/**
 * Inserts `count` rows (columns) before the 0-based index `at` (at = the grid size appends). The
 * new rows take the formats and data validations of the row above them (of the row below when
 * inserted at the top), as Sheets' "inherit from before".
 */
export function insertAxis(book: FakeBook, s: SheetState, axis: Axis, at: number, count: number): void {
  whole(at, axis === 'row' ? 'rowIndex' : 'columnIndex');
  whole(count, 'howMany');
  if (count < 1) throw new Error('Exception: Invalid argument: howMany.');
  if (at < 0 || at > size(s, axis)) throw outOfBounds(axis);
  // Sheets' limits (fakes/limits.ts): refused before anything changes.
  if (axis === 'col' && s.maxCols + count > book.limits.columnsPerSheet)
    throw tooManyColumnsError(book.limits.columnsPerSheet, s.maxCols + count);
  book.checkGrowth(count * (axis === 'row' ? s.maxCols : s.maxRows));
  applyAxisEdit(book, s, { sheet: s.name, axis, at, count });
}

/** Deletes `count` rows (columns) starting at the 0-based index `at`. */
export function deleteAxis(book: FakeBook, s: SheetState, axis: Axis, at: number, count: number): void {
  whole(at, axis === 'row' ? 'rowPosition' : 'columnPosition');
  whole(count, 'howMany');
  if (count < 1) throw new Error('Exception: Invalid argument: howMany.');
  if (at < 0 || at + count > size(s, axis)) throw outOfBounds(axis);
  const frozen = axis === 'row' ? s.frozenRows : s.frozenCols;
  const frozenGone = Math.max(0, Math.min(frozen, at + count) - at);
  if (size(s, axis) - count - (frozen - frozenGone) < 1) {
    throw new Error(
      `Exception: Sorry, it is not possible to delete all non-frozen ${axis === 'row' ? 'rows' : 'columns'}.`,
    );
  }
  applyAxisEdit(book, s, { sheet: s.name, axis, at, count: -count });
}

function applyAxisEdit(book: FakeBook, s: SheetState, edit: AxisEdit): void {
  const rows = edit.axis === 'row';
  const move = (c: CellAddress): CellAddress | null => {
    const i = mapIndex(rows ? c.row : c.col, edit);
    return i === null ? null : rows ? { row: i, col: c.col } : { row: c.row, col: i };
  };
  const moveRect = (r: RectAddress): RectAddress | null => {
    const span = rows ? mapSpan(r.row, r.row + r.rows - 1, edit) : mapSpan(r.col, r.col + r.cols - 1, edit);
    if (!span) return null;
    return rows
      ? { ...r, row: span[0], rows: span[1] - span[0] + 1 }
      : { ...r, col: span[0], cols: span[1] - span[0] + 1 };
  };
  // Where a surviving cell was before the edit (for re-anchoring a rule whose anchor was deleted).
  const before = (c: CellAddress): CellAddress => {
    const i = rows ? c.row : c.col;
    const j = i < edit.at ? i : i - edit.count;
    return rows ? { row: j, col: c.col } : { row: c.row, col: j };
  };
  const text = (own: string) => (f: string) => adjustForAxisEdit(f, own, edit);

  // HyperFormula first: if it refuses (its size limits), nothing has changed yet.
  const putBack = hfAxisEdit(book, s, edit, move);

  for (const t of book.sheets) {
    const adjust = text(t.name);
    for (const [k, f] of t.formulas) {
      const g = adjust(f);
      if (g !== f) t.formulas.set(k, g);
    }
    const here = t === s;
    moveValidations(t, adjust, here ? move : null);
    moveConditionalRules(book, t, adjust, here ? moveRect : null, before);
  }

  rekey(s.formulas, move);
  rekey(s.formats, move);
  rekeySet(s.dates, move);
  rekeySet(s.arrayAnchors, move);
  if (edit.count > 0) inherit(s, edit);
  if (!rows) moveWidths(s, edit);
  else moveHiddenRows(s, edit);
  moveFrozen(s, edit);
  if (rows) s.maxRows += edit.count;
  else s.maxCols += edit.count;
  const p = s.protection;
  if (p) {
    p.unprotectedRanges = p.unprotectedRanges.flatMap((r) => {
      const moved = moveRect(r.rect);
      return moved ? [new FakeRange(book, s, moved)] : [];
    });
  }
  moveMetadata(book, s, edit);
  putBack?.();
  syncFormulas(book);
}

/** Hidden rows stay hidden as they move (Sheet.hideRows), and go with their rows. */
function moveHiddenRows(s: SheetState, edit: AxisEdit): void {
  const hidden = [...s.hiddenRows].map((r) => mapIndex(r, edit)).filter((r): r is number => r !== null);
  s.hiddenRows.clear();
  for (const r of hidden) s.hiddenRows.add(r);
}

/** Column widths move with their columns; new columns take the width they inherit. */
function moveWidths(s: SheetState, edit: AxisEdit): void {
  const widths = new Map<number, number>();
  for (const [c, w] of s.colWidths) {
    const d = mapIndex(c, edit);
    if (d !== null) widths.set(d, w);
  }
  s.colWidths.clear();
  for (const [c, w] of widths) s.colWidths.set(c, w);
  const hidden = [...s.hiddenCols].map((c) => mapIndex(c, edit)).filter((c): c is number => c !== null);
  s.hiddenCols.clear();
  for (const c of hidden) s.hiddenCols.add(c);
  const w = s.colWidths.get(inheritedFrom(edit));
  if (edit.count > 0 && w !== undefined) for (let c = edit.at; c < edit.at + edit.count; c++) s.colWidths.set(c, w);
}

/**
 * HyperFormula moves values and adjusts its own formulas (the texts are checked afterwards).
 * HyperFormula refuses to insert rows or columns through an array formula's spill ("Destination
 * already occupied") and is left broken by the refusal; Sheets does it (the array simply spills
 * again). So a sheet holding array formulas is emptied in the engine first, the edit made there,
 * and the returned function — called once the fake's own maps have moved — puts its literal
 * cells back where they moved to; every formula is then entered again from its text by
 * `syncFormulas`, the arrays included (references from other sheets are moved by the engine).
 */
function hfAxisEdit(
  book: FakeBook,
  s: SheetState,
  edit: AxisEdit,
  move: (c: CellAddress) => CellAddress | null,
): (() => void) | null {
  const hf = book.hf;
  const span: [number, number] = [edit.at, Math.abs(edit.count)];
  const run = () =>
    withLocale(book.locale, () => {
      if (edit.axis === 'row') {
        if (edit.count > 0) hf.addRows(s.id, span);
        else hf.removeRows(s.id, span);
      } else if (edit.count > 0) hf.addColumns(s.id, span);
      else hf.removeColumns(s.id, span);
    });
  if (s.arrayAnchors.size === 0) {
    run();
    return null;
  }
  // The literals (texts behind an apostrophe, numbers, booleans); formulas come back from their texts.
  const literals: { at: CellAddress; content: unknown }[] = [];
  hf.getSheetSerialized(s.id).forEach((line, row) =>
    line.forEach((content, col) => {
      if (content === null || content === undefined || (typeof content === 'string' && content.startsWith('='))) return;
      // a cell an array formula spills into is not a literal: the array fills it again
      if (hf.getCellType({ sheet: s.id, row, col }) === 'ARRAY') return;
      literals.push({ at: { row, col }, content });
    }),
  );
  withLocale(book.locale, () => hf.clearSheet(s.id));
  run();
  return () =>
    withLocale(book.locale, () =>
      hf.batch(() => {
        for (const l of literals) {
          const to = move(l.at);
          if (to) hf.setCellContents({ sheet: s.id, row: to.row, col: to.col }, l.content as never);
        }
      }),
    );
}

function rekey<T>(m: Map<string, T>, move: (c: CellAddress) => CellAddress | null): void {
  const entries = [...m.entries()];
  m.clear();
  for (const [k, v] of entries) {
    const to = move(unkey(k));
    if (to) m.set(key(to.row, to.col), v);
  }
}

function rekeySet(m: Set<string>, move: (c: CellAddress) => CellAddress | null): void {
  const keys = [...m];
  m.clear();
  for (const k of keys) {
    const to = move(unkey(k));
    if (to) m.add(key(to.row, to.col));
  }
}

/** The row (column) whose formats new rows copy, after the edit: the one above, or below at the top. */
function inheritedFrom(edit: AxisEdit): number {
  return edit.at > 0 ? edit.at - 1 : edit.at + edit.count;
}

function inherit(s: SheetState, edit: AxisEdit): void {
  const rows = edit.axis === 'row';
  const from = inheritedFrom(edit);
  const at = (k: string) => {
    const c = unkey(k);
    return rows ? [c.row, c.col] : [c.col, c.row];
  };
  const copy = <T>(m: Map<string, T>, clone: (v: T) => T) => {
    for (const [k, v] of [...m.entries()]) {
      const [i, j] = at(k) as [number, number];
      if (i !== from) continue;
      for (let n = edit.at; n < edit.at + edit.count; n++) m.set(rows ? key(n, j) : key(j, n), clone(v));
    }
  };
  copy(s.formats, (f: CellFormat) => ({ ...f }));
  copy(s.validations, (v: Anchored) => v);
}

function moveFrozen(s: SheetState, edit: AxisEdit): void {
  const frozen = edit.axis === 'row' ? s.frozenRows : s.frozenCols;
  let next = frozen;
  if (edit.count > 0 && edit.at < frozen) next = frozen + edit.count;
  if (edit.count < 0) next = frozen - Math.max(0, Math.min(frozen, edit.at - edit.count) - edit.at);
  if (edit.axis === 'row') s.frozenRows = next;
  else s.frozenCols = next;
}

/**
 * Data validations of sheet `t`: custom formulas rewritten by `text` (they may point at the edited
 * sheet from anywhere); on the edited sheet (`move` given) the cells move, and a rule whose anchor
 * (the cell its formula is written for) is deleted is re-anchored on its first remaining cell.
 */
function moveValidations(
  t: SheetState,
  text: (f: string) => string,
  move: ((c: CellAddress) => CellAddress | null) | null,
): void {
  if (t.validations.size === 0) return;
  const groups = new Map<FakeDataValidation, Map<string, { anchor: CellAddress; cells: CellAddress[] }>>();
  for (const [k, a] of t.validations) {
    const byAnchor = groups.get(a.rule) ?? new Map<string, { anchor: CellAddress; cells: CellAddress[] }>();
    groups.set(a.rule, byAnchor);
    const ak = key(a.anchor.row, a.anchor.col);
    const g = byAnchor.get(ak) ?? { anchor: a.anchor, cells: [] };
    byAnchor.set(ak, g);
    g.cells.push(unkey(k));
  }
  t.validations.clear();
  for (const [rule, byAnchor] of groups) {
    for (const g of byAnchor.values()) {
      const cells = g.cells
        .sort((x, y) => x.row - y.row || x.col - y.col)
        .map((pre) => ({ pre, post: move ? move(pre) : pre }))
        .filter((c): c is { pre: CellAddress; post: CellAddress } => c.post !== null);
      const first = cells[0];
      if (!first) continue;
      let preAnchor = g.anchor;
      let anchor = move ? move(g.anchor) : g.anchor;
      if (!anchor) {
        preAnchor = first.pre;
        anchor = first.post;
      }
      let next = rule;
      if (rule.criteria === 'CUSTOM_FORMULA') {
        const f = String(rule.args[0]);
        const moved = text(shiftFormula(f, preAnchor.row - g.anchor.row, preAnchor.col - g.anchor.col));
        if (moved !== f)
          next = new FakeDataValidation(
            rule.criteria,
            [moved, ...rule.args.slice(1)],
            rule.allowInvalid,
            rule.helpText,
          );
      }
      const anchored: Anchored = { rule: next, anchor };
      for (const c of cells) t.validations.set(key(c.post.row, c.post.col), anchored);
    }
  }
}

/**
 * Conditional-format rules of sheet `t`: formulas rewritten by `text`; on the edited sheet the
 * ranges move, grow and shrink, a range whose cells are all gone is dropped, and so is a rule left
 * without ranges. A rule's formula is written for the top-left cell of its first range.
 */
function moveConditionalRules(
  book: FakeBook,
  t: SheetState,
  text: (f: string) => string,
  moveRect: ((r: RectAddress) => RectAddress | null) | null,
  before: (c: CellAddress) => CellAddress,
): void {
  t.condRules = t.condRules.flatMap((rule) => {
    const ranges = rule.ranges
      .map((r) => (moveRect ? moveRect(r.rect) : r.rect))
      .filter((r): r is RectAddress => r !== null);
    const first = ranges[0];
    const old = rule.ranges[0]?.rect;
    if (!first || !old) return [];
    const pre = moveRect ? before(first) : first;
    const formula = text(shiftFormula(rule.formula, pre.row - old.row, pre.col - old.col));
    const same =
      formula === rule.formula &&
      ranges.length === rule.ranges.length &&
      ranges.every((r, i) => sameRect(r, (rule.ranges[i] as FakeRange).rect));
    return same
      ? [rule]
      : [
          new FakeConditionalFormatRule(
            formula,
            rule.background,
            ranges.map((r) => new FakeRange(book, t, r)),
          ),
        ];
  });
}

function sameRect(a: RectAddress, b: RectAddress): boolean {
  return a.row === b.row && a.col === b.col && a.rows === b.rows && a.cols === b.cols;
}

// ---- the formula texts against HyperFormula ----------------------------------------------------

/**
 * After a structural edit HyperFormula has adjusted its own formulas; the fake's texts were
 * adjusted the Sheets way. Where the two differ (HyperFormula's unparsed form compared with the
 * text parsed and unparsed the same way) the text is entered again, so the values computed are
 * those of the formula getFormulas shows. Array formulas are all re-entered: HyperFormula fixes an
 * array's size when the formula is entered, and the spill area may have to grow or shrink.
 */
export function syncFormulas(book: FakeBook): void {
  const hf = book.hf;
  withLocale(book.locale, () =>
    hf.batch(() => {
      for (const t of book.sheets) {
        for (const [k, text] of t.formulas) {
          const { row, col } = unkey(k);
          const addr = { sheet: t.id, row, col };
          const want = quoteUnicodeSheetNames(text);
          const have = hf.getCellFormula(addr);
          if (!t.arrayAnchors.has(k) && have !== undefined && (have === want || have === normalized(book, want)))
            continue;
          hf.setCellContents(addr, want);
        }
      }
    }),
  );
  for (const t of book.sheets) {
    for (const k of [...t.arrayAnchors]) {
      const { row, col } = unkey(k);
      if (hf.getCellType({ sheet: t.id, row, col }) !== 'ARRAYFORMULA') t.arrayAnchors.delete(k);
    }
    for (const k of t.formulas.keys()) {
      const { row, col } = unkey(k);
      if (hf.getCellType({ sheet: t.id, row, col }) === 'ARRAYFORMULA') t.arrayAnchors.add(k);
    }
    book.recheckSpills(t);
  }
}

function normalized(book: FakeBook, formula: string): string | undefined {
  try {
    return book.hf.normalizeFormula(formula);
  } catch {
    return undefined;
  }
}

// ---- sheets ------------------------------------------------------------------------------------

/** Sheets' rules for a sheet name: not empty, at most 100 characters, not taken in any letter case. */
export function checkSheetName(book: FakeBook, name: string, self: SheetState | null): void {
  if (typeof name !== 'string' || name.trim() === '') throw new Error('Exception: Sheet name must not be empty.');
  if (name.length > 100) throw new Error('Exception: Sheet name is too long (at most 100 characters).');
  if (book.sheets.some((s) => s !== self && s.name.toLowerCase() === name.toLowerCase())) {
    throw new Error(`Exception: A sheet with the name "${name}" already exists. Please enter another name.`);
  }
}

/** Renames a sheet: references to it in every formula, validation and conditional rule follow. */
export function renameSheet(book: FakeBook, s: SheetState, to: string): void {
  checkSheetName(book, to, s);
  const from = s.name;
  if (from === to) return;
  const text = (f: string) => renameInFormula(f, from, to);
  withLocale(book.locale, () => book.hf.renameSheet(s.id, to));
  for (const t of book.sheets) {
    for (const [k, f] of t.formulas) {
      const g = text(f);
      if (g !== f) t.formulas.set(k, g);
    }
    moveValidations(t, text, null);
    moveConditionalRules(book, t, text, null, (c) => c);
  }
  s.name = to;
  syncFormulas(book);
}

/** Moves a sheet to the 0-based tab position `index`; only the tab order changes. */
export function moveSheet(book: FakeBook, s: SheetState, index: number): void {
  whole(index, 'index');
  if (index < 0 || index >= book.sheets.length) throw new Error('Exception: Invalid argument: index.');
  const active = book.sheets[book.activeIndex];
  book.sheets.splice(book.sheets.indexOf(s), 1);
  book.sheets.splice(index, 0, s);
  book.activeIndex = Math.max(0, book.sheets.indexOf(active as SheetState));
}

/**
 * Deletes a sheet: its metadata goes with it; formulas elsewhere keep their text and show #REF!
 * (Sheets: "Unresolved sheet name") until a sheet of that name exists again.
 */
export function removeSheet(book: FakeBook, s: SheetState): void {
  if (book.sheets.length === 1) throw new Error("Exception: You can't remove all the sheets in a document.");
  const index = book.sheets.indexOf(s);
  const active = book.sheets[book.activeIndex];
  withLocale(book.locale, () => book.hf.removeSheet(s.id));
  s.deleted = true;
  for (const e of book.metadata) if (e.location.type !== 'SPREADSHEET' && e.location.sheet === s) e.removed = true;
  book.metadata = book.metadata.filter((e) => !e.removed);
  book.sheets.splice(index, 1);
  book.activeIndex = active === s ? Math.max(0, index - 1) : book.sheets.indexOf(active as SheetState);
  syncFormulas(book);
}

export interface DuplicateOptions {
  /** Copy the sheet's developer metadata (sheet, rows, columns) to the copy. Default true. */
  metadata?: boolean;
  /** Copy the sheet's protection (editors, description, unprotected ranges). Default true. */
  protection?: boolean;
}

/**
 * Sheets' "Duplicate": a copy right after the original, made active, with the values, formulas
 * (a reference without a sheet name now points into the copy; a named one keeps its sheet),
 * formats, validations, conditional rules, column widths, frozen panes, the grid size and, by
 * default, the protection and the developer metadata (see docs/testing.md for why).
 */
export function duplicateSheet(
  book: FakeBook,
  s: SheetState,
  newName: string,
  options: DuplicateOptions = {},
): SheetState {
  checkSheetName(book, newName, null);
  const index = book.sheets.indexOf(s) + 1;
  const t = book.addSheetState(newName, index, { rows: s.maxRows, cols: s.maxCols });
  t.frozenRows = s.frozenRows;
  t.frozenCols = s.frozenCols;
  for (const [c, w] of s.colWidths) t.colWidths.set(c, w);
  for (const [k, f] of s.formats) t.formats.set(k, { ...f });
  for (const [k, v] of s.validations) t.validations.set(k, v);
  const { rows, cols } = book.extent(s);
  if (rows > 0 && cols > 0) {
    const cells = Array.from({ length: rows }, (_, r) =>
      Array.from({ length: cols }, (_, c) => book.storedAt(s, r, c)),
    );
    book.writeCells(t, 0, 0, cells);
  }
  t.condRules = s.condRules.map(
    (r) =>
      new FakeConditionalFormatRule(
        r.formula,
        r.background,
        r.ranges.map((x) => new FakeRange(book, t, x.rect)),
      ),
  );
  const p = s.protection;
  if (p && options.protection !== false) {
    const q = new FakeProtection(book, t);
    q.editors = new Set(p.editors);
    q.domainEdit = p.domainEdit;
    q.description = p.description;
    q.warningOnly = p.warningOnly;
    q.unprotectedRanges = p.unprotectedRanges.map((r) => new FakeRange(book, t, r.rect));
    t.protection = q;
  }
  if (options.metadata ?? !book.switches.metadataNotCopied) copyMetadata(book, s, t);
  book.activeIndex = index;
  return t;
}

// ---- sorting -----------------------------------------------------------------------------------

export interface SortSpec {
  /** 0-based column of the sheet (inside the range) */
  col: number;
  ascending: boolean;
}

/**
 * Apps Script's sort specification: a column number (1-based, of the sheet), `{column, ascending}`,
 * or an array of those (later ones break ties of earlier ones).
 */
export function parseSortSpecs(spec: unknown, rect: RectAddress): SortSpec[] {
  const list = Array.isArray(spec) ? spec : [spec];
  if (list.length === 0) throw new Error('Exception: Invalid argument: sortSpecObj.');
  return list.map((x) => {
    const column =
      typeof x === 'number' ? x : typeof x === 'object' && x !== null ? (x as { column?: unknown }).column : undefined;
    const ascending =
      typeof x === 'object' && x !== null && (x as { ascending?: unknown }).ascending === false ? false : true;
    if (typeof column !== 'number' || !Number.isInteger(column))
      throw new Error('Exception: Invalid argument: sortSpecObj.');
    const col = column - 1;
    if (col < rect.col || col >= rect.col + rect.cols)
      throw new Error(`Exception: The sort column ${column} is outside the range.`);
    return { col, ascending };
  });
}

/** Sheets' order of a sort key: numbers (dates), then text, then booleans, then errors; empty cells last either way. */
function sortClass(v: unknown): number {
  if (v === null || v === undefined || v === '') return 4;
  if (typeof v === 'number') return 0;
  if (typeof v === 'string') return 1;
  if (typeof v === 'boolean') return 2;
  return 3;
}

/**
 * Sorts the rows of `rect`: each row's cells move together (values, formulas, formats,
 * validations, Date flags). A formula moved by n rows reads as if copied there: its relative
 * references move n rows, its `$` ones stay (what Sheets does when a sort moves formulas).
 * References from elsewhere into the range are not adjusted (they name positions), and row
 * metadata stays with its row position: a sort moves cell contents, not rows. The sort is stable.
 */
export function sortRows(book: FakeBook, s: SheetState, rect: RectAddress, specs: SortSpec[]): void {
  const collator = new Intl.Collator(book.locale.replace('_', '-'), { sensitivity: 'accent', numeric: false });
  // HyperFormula's value: null when empty, a DetailedCellError for an error (class 3 below)
  const raw = (row: number, col: number): unknown => book.hf.getCellValue({ sheet: s.id, row, col });
  const compare = (a: number, b: number): number => {
    for (const { col, ascending } of specs) {
      const x = raw(rect.row + a, col);
      const y = raw(rect.row + b, col);
      const cx = sortClass(x);
      const cy = sortClass(y);
      if (cx === 4 || cy === 4) {
        if (cx !== cy) return cx === 4 ? 1 : -1;
        continue;
      }
      let d = cx - cy;
      if (d === 0 && cx === 0) d = (x as number) - (y as number);
      if (d === 0 && cx === 1) d = collator.compare(x as string, y as string);
      if (d === 0 && cx === 2) d = Number(x) - Number(y);
      if (d !== 0) return ascending ? d : -d;
    }
    return 0;
  };
  const order = Array.from({ length: rect.rows }, (_, i) => i).sort((a, b) => compare(a, b) || a - b);
  if (order.every((src, i) => src === i)) return;
  const at = (i: number, j: number) => key(rect.row + i, rect.col + j);
  const stored: Stored[][] = order.map((src) =>
    Array.from({ length: rect.cols }, (_, j) => book.storedAt(s, rect.row + src, rect.col + j)),
  );
  const formats = order.map((src) => Array.from({ length: rect.cols }, (_, j) => s.formats.get(at(src, j))));
  const validations = order.map((src) => Array.from({ length: rect.cols }, (_, j) => s.validations.get(at(src, j))));
  const cells = stored.map((line, i) =>
    line.map((c): Stored =>
      c.kind === 'formula' ? { kind: 'formula', formula: moveFormula(c.formula, i - (order[i] as number), 0) } : c,
    ),
  );
  book.writeCells(s, rect.row, rect.col, cells);
  followSort(book, s, rect, order);
  for (let i = 0; i < rect.rows; i++) {
    for (let j = 0; j < rect.cols; j++) {
      const f = formats[i]?.[j];
      const v = validations[i]?.[j];
      if (f) s.formats.set(at(i, j), f);
      else s.formats.delete(at(i, j));
      if (v) s.validations.set(at(i, j), v);
      else s.validations.delete(at(i, j));
    }
  }
}
