/**
 * Cells that show a status instead of their value, as in real Sheets while a custom function runs:
 * each call is one execution on Google's servers, and until it returns its cell shows "Loading..."
 * ("Загрузка..." in a Russian interface), and `Range.getValues()` reads that text; a call that fails
 * (e.g. beyond the 30-second limit of a custom function) shows "#ERROR!". HyperFormula runs our
 * functions at once and in-process, so the book is told which cells are still computing
 * (`book.showLoading`).
 *
 * What such a cell shows is shown too by every formula that depends on it, directly or not
 * (HyperFormula's dependency graph): a formula cannot be computed before its arguments. The other
 * cells of a computing array formula's area read empty (its result is not there yet). Both are our
 * reading of Sheets, not documented by Google.
 */
import type { HyperFormula, SimpleCellAddress, SimpleCellRange } from 'hyperformula';
import { key, type SheetState } from './state';

interface Seed {
  sheet: SheetState;
  row: number;
  col: number;
  shown: string;
}

export class LoadingCells {
  private seeds: Seed[] = [];
  /** by HyperFormula sheet id, "row,col" → what the cell shows; null when to be worked out again */
  private cells: Map<number, Map<string, string>> | null = null;

  constructor(
    private readonly hf: HyperFormula,
    private readonly sheets: () => readonly SheetState[],
  ) {
    // What depends on what changes with every edit: worked out again on the next read.
    hf.on('valuesUpdated', () => (this.cells = null));
  }

  show(sheet: SheetState, row: number, col: number, shown: string): void {
    this.seeds.push({ sheet, row, col, shown });
    this.cells = null;
  }

  clear(): void {
    this.seeds = [];
    this.cells = null;
  }

  /** What a cell shows instead of its value, or undefined. */
  at(sheetId: number, row: number, col: number): string | undefined {
    if (this.seeds.length === 0) return undefined;
    return this.spread().get(sheetId)?.get(key(row, col));
  }

  private spread(): Map<number, Map<string, string>> {
    if (this.cells) return this.cells;
    const out = new Map<number, Map<string, string>>();
    const queue: { node: SimpleCellAddress | SimpleCellRange; shown: string }[] = [];
    const ranges = new Set<string>();
    const mark = (sheet: number, row: number, col: number, shown: string): boolean => {
      const m = out.get(sheet) ?? new Map<string, string>();
      out.set(sheet, m);
      if (m.has(key(row, col))) return false;
      m.set(key(row, col), shown);
      return true;
    };
    const visit = (sheet: number, row: number, col: number, shown: string): void => {
      if (!mark(sheet, row, col, shown)) return;
      queue.push({ node: { sheet, row, col }, shown });
      // The rest of an array formula's area is empty until the result comes; what reads it waits too.
      for (const cell of this.area(sheet, row, col)) {
        mark(sheet, cell.row, cell.col, '');
        queue.push({ node: cell, shown });
      }
    };
    for (const s of this.seeds) visit(s.sheet.id, s.row, s.col, s.shown);
    while (queue.length > 0) {
      const { node, shown } = queue.shift() as (typeof queue)[number];
      for (const d of this.hf.getCellDependents(node)) {
        if ('start' in d) {
          const k = JSON.stringify(d);
          if (!ranges.has(k)) {
            ranges.add(k);
            queue.push({ node: d, shown });
          }
        } else if (d.sheet >= 0) visit(d.sheet, d.row, d.col, shown);
      }
    }
    this.cells = out;
    return out;
  }

  /** The cells an array formula anchored at (row, col) fills besides its anchor ([] for any other cell). */
  private area(sheetId: number, row: number, col: number): SimpleCellAddress[] {
    const s = this.sheets().find((x) => x.id === sheetId);
    if (!s || !s.arrayAnchors.has(key(row, col))) return [];
    const inArea = (r: number, c: number) =>
      !s.formulas.has(key(r, c)) && this.hf.isCellPartOfArray({ sheet: sheetId, row: r, col: c });
    let cols = 1;
    while (inArea(row, col + cols)) cols++;
    let rows = 1;
    while (inArea(row + rows, col)) rows++;
    const cells: SimpleCellAddress[] = [];
    for (let r = row; r < row + rows; r++)
      for (let c = col; c < col + cols; c++) if (r !== row || c !== col) cells.push({ sheet: sheetId, row: r, col: c });
    return cells;
  }
}
