/**
 * The hidden id column: where the rows a reader finds by position (a match row, a table block, a
 * player's row) keep their identity, at no write of their own.
 *
 * The applier (./apply.ts) adds one column after a plan's last column and writes there, on each
 * anchored row, the row's ids and the row they were written on ("kase.row|m:A:3@12"): in the same
 * `setValues` as the rest of the plan, then hides it (one call a sheet). It is part of the sheet's
 * protection (never an input), so only the committee could change it, and it is read back by the
 * `getValues` every reader already makes. A cell's value moves with its row when people insert,
 * delete or drag rows, and goes with it when its row is deleted, as row metadata did.
 *
 * A sort of the visible columns only leaves the ids where they were while the names move (a row
 * found by its id is then checked against what it was generated with, as before); a sort of a
 * range holding the id column too moves the ids with their rows, out of order (refused as rows
 * moved). Sheets written by the previous version carry row metadata (`kase.row` entries) instead:
 * readers still take those when a sheet has no id column (identity.ts, the legacy path).
 *
 * The columns likewise: the hidden **id row** after the plan's last row holds, in each anchored
 * column, that column's ids ("kase.col|c:scoreA@5"; `withIdRow`), where one `kase.col` metadata
 * entry per column was written before (still read on sheets without an id row).
 */
import type { CellValue } from './gas';
import type { SheetPlan } from './plan';

/** What every id cell starts with (the same word the row metadata used as its key). */
export const ID_MARK = 'kase.row';
/** What every cell of the id row starts with (the same word the column metadata used as its key). */
export const COL_ID_MARK = 'kase.col';
const SEP = '|';

/** One id kept on a row, and the 0-based row it was written on. */
export interface RowId {
  id: string;
  written: number;
}

/** An id as written in a cell: "|" and "%" escaped (ids are the add-on's own, e.g. "m:A:3"). */
function escape(id: string): string {
  return id.replace(/[%|]/g, (c) => encodeURIComponent(c));
}

function unescape(text: string): string {
  return text.replace(/%7C|%25/gi, (c) => decodeURIComponent(c));
}

/** The text of the id cell of a row (of a column, in the id row: `mark` COL_ID_MARK) with these ids. */
export function idCellText(ids: readonly RowId[], mark: string = ID_MARK): string {
  return [mark, ...ids.map((r) => `${escape(r.id)}@${r.written}`)].join(SEP);
}

/** Whether a cell is one of our id cells: of the id column or of the id row (never shown, never typed). */
export function isIdCell(v: unknown): v is string {
  return typeof v === 'string' && (v.startsWith(ID_MARK + SEP) || v.startsWith(COL_ID_MARK + SEP));
}

/** The ids an id cell holds (a row's; a column's with `mark` COL_ID_MARK); null when the cell is not one. */
export function parseIdCell(v: unknown, mark: string = ID_MARK): RowId[] | null {
  if (typeof v !== 'string' || !v.startsWith(mark + SEP)) return null;
  const ids: RowId[] = [];
  for (const part of v.slice(mark.length + SEP.length).split(SEP)) {
    const m = /^(.+)@(\d+)$/.exec(part);
    if (m) ids.push({ id: unescape(m[1] as string), written: Number(m[2]) });
  }
  return ids;
}

/**
 * At most this many row anchors stay row metadata (a registration's, a notice sheet's header row):
 * written once, kept in place on a rewrite (identity.ts `rewriteMetadataAnchors`), and no column in
 * the way of what the committee types to the right of them.
 */
export const ROW_METADATA_MAX = 2;

/**
 * The plan with its row anchors written into a hidden id column after its last column (a plan with
 * ROW_METADATA_MAX row anchors or fewer is returned as it is). Its column anchors go to the id row
 * (`withIdRow`).
 */
export function withIdColumn(plan: SheetPlan): SheetPlan {
  const rows = plan.anchors?.rows ?? [];
  if (rows.length <= ROW_METADATA_MAX || plan.idColumn !== undefined) return plan;
  const width = plan.values[0]?.length ?? 0;
  const byRow = new Map<number, RowId[]>();
  for (const a of rows) byRow.set(a.at, [...(byRow.get(a.at) ?? []), { id: a.id, written: a.at }]);
  const values = plan.values.map((line, r) => {
    const ids = byRow.get(r);
    return [...line, ids ? idCellText(ids) : null];
  });
  return { ...plan, values, idColumn: width };
}

/**
 * At most this many column anchors stay column metadata (one `kase.col` entry each, written once
 * and kept in place on a rewrite); a plan with more writes them into a hidden id row instead.
 */
export const COL_METADATA_MAX = 2;

/**
 * The plan with its column anchors written into a hidden id row after its last row (and after the
 * id column's rows, so `withIdColumn` first): one cell per anchored column,
 * "kase.col|col:scoreA@5", in the same `setValues` as the rest of the plan, read back by the
 * reader's own `getValues`. A cell's value moves with its column when people insert, delete or
 * drag columns, and goes with it when the column is deleted, as column metadata did (the Sheets
 * API: metadata on a column "is still associated with" it when others are inserted before it) —
 * at no metadata write (issue 22: ≤ 20 a click; one entry per column was 15 a registration sheet).
 * A plan with COL_METADATA_MAX column anchors or fewer is returned as it is.
 *
 * A sort of the rows moves the id row among them, its cells staying in their columns: the ids are
 * found in whichever row holds most of them (`findColumnIds`).
 */
export function withIdRow(plan: SheetPlan): SheetPlan {
  const cols = plan.anchors?.cols ?? [];
  if (cols.length <= COL_METADATA_MAX || plan.idRow !== undefined) return plan;
  const width = plan.values[0]?.length ?? 0;
  const byCol = new Map<number, RowId[]>();
  for (const a of cols) byCol.set(a.at, [...(byCol.get(a.at) ?? []), { id: a.id, written: a.at }]);
  const line = Array.from({ length: width }, (_, c) => {
    const ids = byCol.get(c);
    return ids ? idCellText(ids, COL_ID_MARK) : null;
  });
  return { ...plan, values: [...plan.values, line], idRow: plan.values.length };
}

/** The columns found by the cells of the id row, and the row they are in (the one holding most). */
export interface FoundColumnIds {
  /** id → every 0-based column it is in now (more than one: it cannot be trusted) */
  cols: Map<string, number[]>;
  written: Map<string, number>;
  row: number | null;
}

export function findColumnIds(values: readonly (readonly CellValue[])[]): FoundColumnIds {
  let row: number | null = null;
  let most = 0;
  values.forEach((line, r) => {
    let n = 0;
    for (const v of line) if (typeof v === 'string' && v.startsWith(COL_ID_MARK + SEP)) n++;
    if (n > most) {
      most = n;
      row = r;
    }
  });
  const cols = new Map<string, number[]>();
  const written = new Map<string, number>();
  if (row === null) return { cols, written, row };
  (values[row] ?? []).forEach((v, c) => {
    for (const { id, written: at } of parseIdCell(v, COL_ID_MARK) ?? []) {
      cols.set(id, [...(cols.get(id) ?? []), c]);
      written.set(id, at);
    }
  });
  return { cols, written, row };
}

/** The rows found by the id cells of a sheet's values, and the column they are in (the one holding most). */
export interface FoundIds {
  /** id → every 0-based row it is on now (more than one: it cannot be trusted) */
  rows: Map<string, number[]>;
  written: Map<string, number>;
  column: number | null;
}

export function findIds(values: readonly (readonly CellValue[])[]): FoundIds {
  const rows = new Map<string, number[]>();
  const written = new Map<string, number>();
  const perColumn = new Map<number, number>();
  values.forEach((line, r) =>
    line.forEach((v, c) => {
      const ids = parseIdCell(v);
      if (!ids) return;
      perColumn.set(c, (perColumn.get(c) ?? 0) + 1);
      for (const { id, written: at } of ids) {
        rows.set(id, [...(rows.get(id) ?? []), r]);
        written.set(id, at);
      }
    }),
  );
  let column: number | null = null;
  for (const [c, n] of perColumn) if (column === null || n > (perColumn.get(column) ?? 0)) column = c;
  return { rows, written, column };
}
