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
 *
 * With the `loading` switch (fakes/switches.ts) every cell whose custom function's value changes
 * shows the switch's text by itself, for the switch's time on the book's clock.
 */
import type { HyperFormula, SimpleCellAddress, SimpleCellRange } from 'hyperformula';
import { key, type SheetState } from './state';

interface Seed {
  sheet: SheetState;
  row: number;
  col: number;
  shown: string;
  /** shown until the book's clock reaches it (Infinity: until cleared) */
  until: number;
}

/** The book's clock, and the loading switch when it is on. */
export interface LoadingOptions {
  now(): number;
  auto: { text: string; ms: number } | null;
}

/** A formula calling one of our custom functions (what Sheets runs as an execution of its own). */
const CUSTOM_CALL = /\b(PREF_[A-Z_]+|GROUP_(RANK|TABLE)|BG_MATCH_POINTS|KASE_PROBE|KASE_QUEUE)\s*\(/i;

export class LoadingCells {
  private seeds: Seed[] = [];
  /** by HyperFormula sheet id, "row,col" → what the cell shows; null when to be worked out again */
  private cells: Map<number, Map<string, string>> | null = null;

  constructor(
    private readonly hf: HyperFormula,
    private readonly sheets: () => readonly SheetState[],
    private readonly options: LoadingOptions = { now: () => 0, auto: null },
  ) {
    // What depends on what changes with every edit: worked out again on the next read.
    hf.on('valuesUpdated', (changes: unknown[]) => {
      this.cells = null;
      if (this.options.auto) this.seedChanged(changes, this.options.auto);
    });
  }

  show(sheet: SheetState, row: number, col: number, shown: string): void {
    this.seeds.push({ sheet, row, col, shown, until: Number.POSITIVE_INFINITY });
    this.cells = null;
  }

  /** The loading switch: each changed cell holding a call of our functions computes anew. */
  private seedChanged(changes: unknown[], auto: { text: string; ms: number }): void {
    const until = this.options.now() + auto.ms;
    for (const c of changes) {
      const address = (c as { address?: { sheet: number; row: number; col: number } }).address;
      if (!address || !('row' in address)) continue;
      const sheet = this.sheets().find((s) => s.id === address.sheet);
      const formula = sheet?.formulas.get(key(address.row, address.col));
      if (!sheet || formula === undefined || !CUSTOM_CALL.test(formula)) continue;
      this.seeds = this.seeds.filter((x) => x.sheet !== sheet || x.row !== address.row || x.col !== address.col);
      this.seeds.push({ sheet, row: address.row, col: address.col, shown: auto.text, until });
    }
  }

  /** Forgets the computations that have returned by now. */
  private expire(): void {
    const now = this.options.now();
    const live = this.seeds.filter((x) => x.until > now);
    if (live.length === this.seeds.length) return;
    this.seeds = live;
    this.cells = null;
  }

  clear(): void {
    this.seeds = [];
    this.cells = null;
  }

  /** What a cell shows instead of its value, or undefined. */
  at(sheetId: number, row: number, col: number): string | undefined {
    if (this.seeds.length === 0) return undefined;
    this.expire();
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
