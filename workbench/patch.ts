/**
 * A sheet's view against the one the page already has: the cells that changed (issue 24 item 8).
 * Typing one score changes a few dozen cells of an 8 000-cell group sheet; the page then updates
 * those cells instead of building the grid again, and the answer is a few hundred bytes instead
 * of 300 KB.
 */
import type { CellView, SheetPatch, SheetView } from './page/types';

const KEYS = ['t', 'k', 'f', 'r', 'bg', 'fc', 'b', 'i', 'al', 'w', 'bd', 'ro', 'e', 'v'] as const;

function sameCell(a: CellView | undefined, b: CellView | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return KEYS.every((k) => a[k] === b[k]);
}

/** Everything but the cells: when any of it differs, the page needs the whole view. */
function frame(v: SheetView): string {
  return JSON.stringify([v.name, v.role, v.rows, v.cols, v.frozen, v.colWidths, v.hidden, v.protection, v.validations]);
}

/** The cells of `after` that differ from `before`, or null when the two views differ in more than cells. */
export function viewPatch(before: SheetView, after: SheetView, started = performance.now()): SheetPatch | null {
  if (frame(before) !== frame(after)) return null;
  const cells: SheetPatch['cells'] = [];
  for (let i = 0; i < after.rows; i++) {
    const was = before.cells[i] ?? [];
    const now = after.cells[i] ?? [];
    for (let j = 0; j < after.cols; j++) {
      const cell = now[j] ?? { t: '' };
      if (!sameCell(was[j], cell)) cells.push([i, j, cell]);
    }
  }
  return {
    name: after.name,
    version: after.version,
    role: after.role,
    base: before.version,
    cells,
    buildMs: Math.round((performance.now() - started) * 10) / 10,
  };
}
