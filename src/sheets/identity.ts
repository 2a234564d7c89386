/**
 * Identity that survives what people do to a shared spreadsheet (SPEC §5).
 *
 * - **Sheets** are found by developer metadata attached to the sheet (`kase.sheet` = its id,
 *   e.g. "groups.billiards", "pref.tour.3"), never by their tab name: renaming or moving a sheet
 *   changes nothing, and a sheet somebody made by hand with our name is not ours.
 * - **Rows** the add-on reads or writes by position (a match row, a table block, a player's row)
 *   carry their id in a hidden, protected id column (./idColumn.ts: "kase.row|m:A:3@12"), written
 *   in the plan's own `setValues` and read by the reader's own `getValues`: no call of its own.
 *   **Columns** (the score columns, a tour's column) carry theirs in a hidden id row after the
 *   plan's last row (./idColumn.ts: "kase.col|c:scoreA@5"), likewise; a plan with a column or two
 *   anchored keeps column metadata (`kase.col` = an id inside the sheet), written again only where
 *   it moved. All move with their row or column when others are inserted, deleted or dragged, and
 *   disappear with it; readers ask where an id is now, and check the row's content (the names it
 *   was generated with) before trusting it.
 * - **Legacy**: sheets written before the id column carry row metadata (`kase.row`, one entry per
 *   row), before the id row one column-metadata entry per column; a sheet with no id column (id
 *   row) is read by those, and the next rewrite replaces them. A column id the id row does not
 *   hold (a registration column an upgrade added: applyColumns.ts) is still taken from metadata.
 * - **Finalized** sheets carry `kase.state` = "final" (besides their protection), so removing a
 *   protection does not turn the record back into a sheet the add-on may rewrite.
 * - **Column widths** the add-on last wrote on a sheet it rewrites are remembered in `kase.widths`
 *   (./applyWrite.ts `writeWidthsOnce`): a rewrite with the same widths sets none.
 *
 * Every lookup of one action goes through one `SheetIndex` (./sheetIndex.ts: one metadata search for
 * the whole spreadsheet, which also finds every column mark: `anchorsOf`); `readAnchors` searches
 * one sheet on its own. Both take the sheet's values as read, for its id column.
 */
import { remembered, spreadsheetMetadata } from './actionScope';
import type { CellValue, DeveloperMetadataLike, SheetLike, SpreadsheetAppLike } from './gas';
import { findColumnIds, findIds, isIdCell } from './idColumn';
import { columnLetters, type AnchorSpec } from './plan';

export const META = {
  sheet: 'kase.sheet',
  row: 'kase.row',
  col: 'kase.col',
  state: 'kase.state',
  widths: 'kase.widths',
} as const;

/** The id of one sheet of the add-on: its key, and the tour number for a tour sheet. */
export function sheetIdOf(key: string, params: Readonly<Record<string, string | number>> = {}): string {
  return params.n === undefined ? key : `${key}.${params.n}`;
}

/** Marks a sheet as the add-on's sheet `id` (once, when the sheet is created). */
export function stampSheet(sheet: SheetLike, id: string): void {
  sheet.addDeveloperMetadata(META.sheet, id);
}

export interface Anchors {
  rows: ReadonlyMap<string, number>;
  cols: ReadonlyMap<string, number>;
  /** ids found on more than one row or column (cannot be trusted) */
  ambiguous: ReadonlySet<string>;
  /** the metadata entries themselves (columns; rows of a legacy sheet), to remove them when the sheet is rewritten */
  entries: readonly DeveloperMetadataLike[];
  /** "final" once the sheet is finalized, else null */
  state: string | null;
  /** where each anchor was when the add-on wrote it (0-based; anchors written before this was recorded have none) */
  written: { rows: ReadonlyMap<string, number>; cols: ReadonlyMap<string, number> };
  /** where the hidden id column is now (0-based); absent when the sheet has none (legacy row metadata, or no row anchor) */
  idColumn?: number;
  /** where the hidden id row of the columns is now (0-based); absent when the sheet has none (column metadata) */
  idRow?: number;
  /** the column ids found in the id row (the others in `cols` are column metadata) */
  idRowCols?: ReadonlySet<string>;
}

/**
 * Ids whose row or column is no longer where the add-on wrote it: rows or columns were inserted or
 * deleted before them since (an empty list when nothing moved, or nothing recorded where).
 */
export function movedAnchors(anchors: Anchors): string[] {
  const moved = (now: ReadonlyMap<string, number>, then: ReadonlyMap<string, number>) =>
    [...now].filter(([id, at]) => then.has(id) && then.get(id) !== at).map(([id]) => id);
  return [...moved(anchors.rows, anchors.written.rows), ...moved(anchors.cols, anchors.written.cols)];
}

/**
 * Where the rows and columns of a sheet are now: its metadata (one search per action until it
 * writes), and its id column in `values` (the sheet's values as the reader read them, from A1).
 */
export function readAnchors(sheet: SheetLike, values: readonly (readonly CellValue[])[]): Anchors {
  return anchorsOf(metadataOf(sheet), values);
}

/** The metadata of a sheet, its rows and columns: one search per action until it writes (actionScope.ts). */
function metadataOf(sheet: SheetLike): DeveloperMetadataLike[] {
  const all = spreadsheetMetadata();
  if (all) return all.get(sheet.getName()) ?? [];
  return remembered(sheet, 'metadata', () => sheet.createDeveloperMetadataFinder().find());
}

/**
 * Where the rows and columns of one sheet are now: the rows by the id column in `values` (from A1);
 * on a sheet without one (written by an earlier version), by its row metadata; the columns by the
 * column metadata among `found` (that sheet's entries).
 */
export function anchorsOf(found: readonly DeveloperMetadataLike[], values: readonly (readonly CellValue[])[]): Anchors {
  return withIdRowAnchors(withIdColumnAnchors(metadataAnchors(found), values), values);
}

/** The rows by the id column in `values`, when the sheet has one; row metadata left on the sheet (none once rewritten) is ignored. */
function withIdColumnAnchors(fromMetadata: Anchors, values: readonly (readonly CellValue[])[]): Anchors {
  const ids = findIds(values);
  if (ids.column === null) return fromMetadata;
  const rows = new Map<string, number>();
  const ambiguous = new Set([...fromMetadata.ambiguous].filter((k) => !k.startsWith('row:')));
  for (const [id, at] of ids.rows) {
    if (at.length > 1) ambiguous.add(`row:${id}`);
    rows.set(id, at[at.length - 1] as number);
  }
  return {
    ...fromMetadata,
    rows,
    ambiguous,
    written: { ...fromMetadata.written, rows: ids.written },
    idColumn: ids.column,
  };
}

/**
 * The columns by the id row in `values`, when the sheet has one; a column id it does not hold is
 * still taken from column metadata (a registration column added by an upgrade; a legacy entry).
 */
function withIdRowAnchors(anchors: Anchors, values: readonly (readonly CellValue[])[]): Anchors {
  const ids = findColumnIds(values);
  if (ids.row === null) return anchors;
  const cols = new Map([...anchors.cols].filter(([id]) => !ids.cols.has(id)));
  const written = new Map([...anchors.written.cols].filter(([id]) => !ids.cols.has(id)));
  const ambiguous = new Set([...anchors.ambiguous].filter((k) => !(k.startsWith('col:') && ids.cols.has(k.slice(4)))));
  for (const [id, at] of ids.cols) {
    if (at.length > 1) ambiguous.add(`col:${id}`);
    cols.set(id, at[at.length - 1] as number);
  }
  for (const [id, at] of ids.written) written.set(id, at);
  return {
    ...anchors,
    cols,
    ambiguous,
    written: { ...anchors.written, cols: written },
    idRow: ids.row,
    idRowCols: new Set(ids.cols.keys()),
  };
}

function metadataAnchors(found: readonly DeveloperMetadataLike[]): Anchors {
  const rows = new Map<string, number>();
  const cols = new Map<string, number>();
  const writtenRows = new Map<string, number>();
  const writtenCols = new Map<string, number>();
  const ambiguous = new Set<string>();
  const entries: DeveloperMetadataLike[] = [];
  let state: string | null = null;
  const put = (map: Map<string, number>, kind: string, id: string, at: number) => {
    const k = `${kind}:${id}`;
    if (map.has(id)) ambiguous.add(k);
    map.set(id, at);
  };
  for (const md of found) {
    let key: string;
    let value: string | null;
    let loc: ReturnType<DeveloperMetadataLike['getLocation']>;
    try {
      key = md.getKey();
      value = md.getValue();
      loc = md.getLocation();
    } catch {
      continue; // its row or column was deleted since the search: it marks nothing now
    }
    if (key === META.state) state = value;
    if (key !== META.row && key !== META.col) continue;
    entries.push(md);
    if (!value) continue;
    // "m:A:3@12": the id, and the row (column) it was written on
    const m = /^(.*)@(\d+)$/.exec(value);
    const id = m ? (m[1] as string) : value;
    if (key === META.row) {
      const r = loc.getRow();
      if (r) put(rows, 'row', id, r.getRow() - 1);
      if (m) writtenRows.set(id, Number(m[2]));
    } else {
      const c = loc.getColumn();
      if (c) put(cols, 'col', id, c.getColumn() - 1);
      if (m) writtenCols.set(id, Number(m[2]));
    }
  }
  return { rows, cols, ambiguous, entries, state, written: { rows: writtenRows, cols: writtenCols } };
}

/**
 * Writes anchors as metadata: one entry per column (and, putting a legacy sheet back after a failed
 * rewrite, per row), its value the id and where it is written ("c:scoreA@5"), so a later reader can
 * tell that columns moved. `written` keeps an older position. Plans' rows go to the id column, the
 * columns of a plan with more than COL_METADATA_MAX to the id row (./idColumn.ts).
 */
export function writeAnchors(
  sheet: SheetLike,
  rows: readonly (AnchorSpec & { written?: number })[],
  cols: readonly (AnchorSpec & { written?: number })[],
): void {
  for (const a of rows)
    sheet.getRange(`${a.at + 1}:${a.at + 1}`).addDeveloperMetadata(META.row, `${a.id}@${a.written ?? a.at}`);
  for (const a of cols) {
    const l = columnLetters(a.at);
    sheet.getRange(`${l}:${l}`).addDeveloperMetadata(META.col, `${a.id}@${a.written ?? a.at}`);
  }
}

/**
 * The metadata anchors of a (re)written sheet: an entry already where the plan wants it, with the
 * same id and position, is kept; every other entry of ours (a row or column moved or gone, a legacy
 * sheet's row entries once its rows went to the id column) is removed, and the missing ones added.
 * A rewrite in place writes no metadata at all.
 */
export function rewriteMetadataAnchors(
  sheet: SheetLike,
  old: Pick<Anchors, 'entries'> | undefined,
  planned: { rows: readonly AnchorSpec[]; cols: readonly AnchorSpec[] },
): void {
  const kept = new Set<string>();
  for (const md of old?.entries ?? []) {
    let key: string;
    let value: string | null;
    let at: number;
    try {
      key = md.getKey();
      value = md.getValue();
      const loc = md.getLocation();
      at = (key === META.row ? (loc.getRow()?.getRow() ?? 0) : (loc.getColumn()?.getColumn() ?? 0)) - 1;
    } catch {
      continue; // gone with its row or column
    }
    const list = key === META.row ? planned.rows : planned.cols;
    const want = list.find((a) => `${a.id}@${a.at}` === value && a.at === at);
    const k = `${key}:${want?.id ?? ''}`;
    if (want && !kept.has(k)) kept.add(k);
    else md.remove();
  }
  writeAnchors(
    sheet,
    planned.rows.filter((a) => !kept.has(`${META.row}:${a.id}`)),
    planned.cols.filter((a) => !kept.has(`${META.col}:${a.id}`)),
  );
}

/** Removes the row and column anchors found by `readAnchors` (before the sheet is rewritten). */
export function removeAnchors(anchors: Anchors): void {
  for (const md of anchors.entries) md.remove();
}

/** Marks a sheet finalized in its metadata (besides its protection). */
export function markFinal(sheet: SheetLike): void {
  sheet.addDeveloperMetadata(META.state, 'final');
}

/** The widths the add-on last wrote on a sheet, as `kase.widths` remembers them. */
export interface WidthsMark {
  /** the sheet's `kase.widths` entries (one, normally) */
  entries: DeveloperMetadataLike[];
  /** the widths it holds ("75,66,57"), when exactly one entry holds them (two are trusted to say nothing) */
  value: string | null;
}

/**
 * The widths the add-on last wrote on a sheet (`kase.widths` on the sheet) and its entries, from the
 * action's one spreadsheet-wide metadata search — null outside an action (no search of its own: the
 * widths are then written as always).
 */
export function widthsMark(app: SpreadsheetAppLike, sheet: SheetLike): WidthsMark | null {
  const all = spreadsheetMetadata();
  if (!all) return null;
  const entries = onSheet(app, all.get(sheet.getName()) ?? [], META.widths);
  return { entries, value: entries.length === 1 ? (entries[0]?.getValue() ?? null) : null };
}

/** Whether a sheet carries the finalized mark. */
export function hasFinalMark(app: SpreadsheetAppLike, sheet: SheetLike): boolean {
  return onSheet(app, metadataOf(sheet), META.state).some((md) => md.getValue() === 'final');
}

/** The entries among `found` with this key on the sheet itself (not on a row or a column). */
function onSheet(
  app: SpreadsheetAppLike,
  found: readonly DeveloperMetadataLike[],
  key: string,
): DeveloperMetadataLike[] {
  const where = app.DeveloperMetadataLocationType.SHEET;
  return found.filter((md) => md.getKey() === key && md.getLocation().getLocationType() === where);
}

/** The anchors as found, in the plan's terms: where is row `id` now (undefined when lost or ambiguous). */
export function anchoredRow(anchors: Anchors, id: string): number | undefined {
  return anchors.ambiguous.has(`row:${id}`) ? undefined : anchors.rows.get(id);
}

export function anchoredCol(anchors: Anchors, id: string): number | undefined {
  return anchors.ambiguous.has(`col:${id}`) ? undefined : anchors.cols.get(id);
}

/**
 * A sheet read back in its plan's coordinates. Each planned row is found from the nearest anchored
 * row at or above it (the rows between two anchors keep their offsets), each planned column
 * likewise; rows and columns the committee inserted are simply not in the view. A planned row
 * whose anchor is gone (deleted) or ambiguous maps to nothing, and is listed in `lost`.
 */
export interface Realigned {
  /** values and formulas at the plan's coordinates ("" where nothing maps) */
  values: CellValue[][];
  formulas: string[][];
  /** the sheet's 0-based row / column of a planned one; undefined when it is lost */
  row(planned: number): number | undefined;
  col: (planned: number) => number | undefined;
  /** anchor ids whose row or column is gone, in plan order */
  lost: string[];
  /** anchor ids found out of order (rows or columns moved past each other, e.g. by a sort) */
  disordered: string[];
}

/**
 * Where each planned row (or column) of `kind` is now, from the anchors found; anchors lost or out
 * of order are added to `out`. Columns whose ids in the id row were written over (a paste longer
 * than the sheet's rows goes into its hidden id row too) are found again: `overwritten`.
 */
function mapper(
  planned: readonly AnchorSpec[],
  kind: 'row' | 'col',
  anchors: Anchors,
  out: Pick<Realigned, 'lost' | 'disordered'>,
  grid?: Grid,
): (p: number) => number | undefined {
  const { lost, disordered } = out;
  const found = kind === 'row' ? anchors.rows : anchors.cols;
  const sorted = [...planned].sort((x, y) => x.at - y.at);
  // No anchor of ours at all: a sheet written before anchors existed, read where the plan put things.
  if (sorted.length === 0 || sorted.every((a) => !found.has(a.id))) return (p) => p;
  const shifts: Shift[] = sorted.map((a) => ({
    planned: a.at,
    actual: anchors.ambiguous.has(`${kind}:${a.id}`) ? undefined : found.get(a.id),
    id: a.id,
  }));
  const idRow = kind === 'col' && anchors.idRow !== undefined ? grid?.values[anchors.idRow] : undefined;
  if (idRow) overwritten(shifts, idRow, anchors);
  for (const s of shifts) if (s.actual === undefined) lost.push(s.id);
  let last = -1;
  for (const s of shifts) {
    if (s.actual === undefined) continue;
    if (s.actual <= last) disordered.push(s.id);
    last = s.actual;
  }
  return (p) => {
    let base = shifts[0];
    for (const s of shifts) {
      if (s.planned > p) break;
      base = s;
    }
    if (!base || base.actual === undefined) return undefined;
    // Above the first anchor: the rows before it moved with it.
    return base.actual + (p - base.planned);
  };
}

interface Shift {
  planned: number;
  actual: number | undefined;
  id: string;
}

/**
 * The columns whose id cell in the id row holds something else now: written over, not deleted. A
 * lost column is found where its neighbours put it when no column was inserted or deleted between
 * the found ones around it (their distance is the planned one), or, at either end, when its id
 * cell holds a value that is no id (what was pasted there). A deleted column shrinks the distance
 * (or leaves another column's id, or nothing, where it was): it stays lost.
 */
function overwritten(shifts: Shift[], idRow: readonly CellValue[], anchors: Anchors): void {
  shifts.forEach((s, i) => {
    if (s.actual !== undefined || anchors.ambiguous.has(`col:${s.id}`)) return;
    const prev = shifts
      .slice(0, i)
      .reverse()
      .find((x) => x.actual !== undefined);
    const next = shifts.slice(i + 1).find((x) => x.actual !== undefined);
    const at =
      prev?.actual !== undefined
        ? prev.actual + (s.planned - prev.planned)
        : next?.actual !== undefined
          ? next.actual - (next.planned - s.planned)
          : undefined;
    if (at === undefined || at < 0 || isIdCell(idRow[at])) return;
    const between =
      prev?.actual !== undefined &&
      next?.actual !== undefined &&
      next.actual - prev.actual === next.planned - prev.planned;
    const pasted = String(idRow[at] ?? '') !== '';
    if (between || pasted) s.actual = at;
  });
}

/** Values and formulas as a reader has them (`formulas` may be read from Sheets only when first asked for). */
export interface Grid {
  values: readonly (readonly CellValue[])[];
  readonly formulas?: readonly (readonly string[])[];
}

export function realign(
  planned: { rows: readonly AnchorSpec[]; cols: readonly AnchorSpec[] },
  anchors: Anchors,
  grid: Grid,
  size: { rows: number; cols: number },
): Realigned {
  const lost: string[] = [];
  const disordered: string[] = [];
  const row = mapper(planned.rows, 'row', anchors, { lost, disordered });
  const col = mapper(planned.cols, 'col', anchors, { lost, disordered }, grid);
  const rowsAt = Array.from({ length: size.rows }, (_, r) => row(r));
  const colsAt = Array.from({ length: size.cols }, (_, c) => col(c));
  // The id column is ours and hidden: a view never shows it (a reader scanning a row sees nothing there).
  const hidden = (r: number, c: number) => isIdCell(grid.values[r]?.[c]);
  const pick = <T>(g: readonly (readonly T[])[], empty: T): T[][] =>
    rowsAt.map((r) =>
      colsAt.map((c) => (r === undefined || c === undefined || hidden(r, c) ? empty : (g[r]?.[c] ?? empty))),
    );
  let formulas: string[][] | null = null;
  return {
    values: pick<CellValue>(grid.values, ''),
    // Formulas only when a reader looks at them (most read values only: one call less).
    get formulas(): string[][] {
      formulas ??= pick(grid.formulas ?? [], '');
      return formulas;
    },
    row,
    col,
    lost,
    disordered,
  };
}
