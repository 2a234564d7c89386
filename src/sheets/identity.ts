/**
 * Identity that survives what people do to a shared spreadsheet (SPEC §5).
 *
 * - **Sheets** are found by developer metadata attached to the sheet (`kase.sheet` = its id,
 *   e.g. "groups.billiards", "pref.tour.3"), never by their tab name: renaming or moving a sheet
 *   changes nothing, and a sheet somebody made by hand with our name is not ours.
 * - **Rows and columns** the add-on reads or writes by position (a match row, a table block, the
 *   score columns) carry row / column metadata (`kase.row`, `kase.col` = an id inside the sheet).
 *   In Sheets such metadata moves with its row or column when others are inserted or deleted
 *   above or before it, and disappears with it; readers ask where an id is now, and check the
 *   row's content (the names it was generated with) before trusting it.
 * - **Finalized** sheets carry `kase.state` = "final" (besides their protection), so removing a
 *   protection does not turn the record back into a sheet the add-on may rewrite.
 *
 * Every lookup of one action goes through one `SheetIndex` (./sheetIndex.ts: one metadata search for
 * the whole spreadsheet, which also finds every row and column mark: `anchorsOf`); `readAnchors`
 * searches one sheet on its own.
 */
import type { CellValue, DeveloperMetadataLike, SheetLike, SpreadsheetAppLike } from './gas';
import { columnLetters, type AnchorSpec } from './plan';

export const META = {
  sheet: 'kase.sheet',
  row: 'kase.row',
  col: 'kase.col',
  state: 'kase.state',
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
  /** the metadata entries themselves, to remove them when the sheet is rewritten */
  entries: readonly DeveloperMetadataLike[];
  /** "final" once the sheet is finalized, else null */
  state: string | null;
  /** where each anchor was when the add-on wrote it (0-based; anchors written before this was recorded have none) */
  written: { rows: ReadonlyMap<string, number>; cols: ReadonlyMap<string, number> };
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

/** Where the rows and columns of a sheet are now (one metadata search of that sheet). */
export function readAnchors(sheet: SheetLike): Anchors {
  return anchorsOf(sheet.createDeveloperMetadataFinder().find());
}

/** Where the rows and columns marked by these metadata entries (of one sheet) are now. */
export function anchorsOf(found: readonly DeveloperMetadataLike[]): Anchors {
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
 * Writes the anchors of a plan: one metadata entry per anchored row and column, its value the id
 * and where it is written ("m:A:3@12"), so a later reader can tell that rows moved. `written`
 * keeps an older position (putting anchors back after a failed rewrite).
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

/** Removes the row and column anchors found by `readAnchors` (before the sheet is rewritten). */
export function removeAnchors(anchors: Anchors): void {
  for (const md of anchors.entries) md.remove();
}

/** Marks a sheet finalized in its metadata (besides its protection). */
export function markFinal(sheet: SheetLike): void {
  sheet.addDeveloperMetadata(META.state, 'final');
}

/** Whether a sheet carries the finalized mark. */
export function hasFinalMark(app: SpreadsheetAppLike, sheet: SheetLike): boolean {
  return sheet
    .createDeveloperMetadataFinder()
    .withKey(META.state)
    .withLocationType(app.DeveloperMetadataLocationType.SHEET)
    .find()
    .some((md) => md.getValue() === 'final');
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
 * of order are added to `out`.
 */
function mapper(
  planned: readonly AnchorSpec[],
  kind: 'row' | 'col',
  anchors: Anchors,
  out: Pick<Realigned, 'lost' | 'disordered'>,
): (p: number) => number | undefined {
  const { lost, disordered } = out;
  const found = kind === 'row' ? anchors.rows : anchors.cols;
  const sorted = [...planned].sort((x, y) => x.at - y.at);
  // No anchor of ours at all: a sheet written before anchors existed, read where the plan put things.
  if (sorted.length === 0 || sorted.every((a) => !found.has(a.id))) return (p) => p;
  const shifts = sorted.map((a) => {
    const at = anchors.ambiguous.has(`${kind}:${a.id}`) ? undefined : found.get(a.id);
    if (at === undefined) lost.push(a.id);
    return { planned: a.at, actual: at, id: a.id };
  });
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
  const col = mapper(planned.cols, 'col', anchors, { lost, disordered });
  const rowsAt = Array.from({ length: size.rows }, (_, r) => row(r));
  const colsAt = Array.from({ length: size.cols }, (_, c) => col(c));
  const pick = <T>(g: readonly (readonly T[])[], empty: T): T[][] =>
    rowsAt.map((r) => colsAt.map((c) => (r === undefined || c === undefined ? empty : (g[r]?.[c] ?? empty))));
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
