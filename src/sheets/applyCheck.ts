/**
 * The applier's overwrite check: nothing typed is ever lost (SPEC §5). Before anything is written,
 * every sheet to be rewritten is compared with its plan; a value or formula a person typed that the
 * plan would not keep, or a protected cell overtyped by hand, refuses the whole action, naming the
 * cells (and saying first when rows or columns were inserted or deleted since the sheet was
 * written).
 */
import type { Lang } from '../i18n/messages';
import { fail } from '../rules/errors';
import type { CellValue } from './gas';
import { describeAnchors } from './damage';
import { isIdCell } from './idColumn';
import { asWritten, planContent, sameContent, sheetContent, sheetLines, spillMask } from './fingerprint';
import { a1, isFormula, type Cell, type Rect, type SheetPlan } from './plan';
import type { Existing } from './applySnapshot';

function inside(areas: readonly Rect[] | null, r: number, c: number): boolean {
  return areas === null || areas.some((a) => r >= a.row && r < a.row + a.rows && c >= a.col && c < a.col + a.cols);
}

/** Does a typed value say what the plan would write there? (a formula never equals a typed value) */
function sameValue(typed: CellValue, planned: Cell): boolean {
  if (planned === null || isFormula(planned)) return false;
  if (typeof planned === 'string') return String(typed).trim() === planned.trim();
  if (typeof planned === 'number')
    return typeof typed === 'number' ? Math.abs(typed - planned) < 1e-9 : String(typed).trim() === String(planned);
  return typed === planned;
}

/**
 * Cells of an existing sheet holding something a person typed that the plan would not keep:
 * - in the typed areas (the unprotected ranges of a sheet we generated; anywhere on other
 *   sheets), any value or formula the plan does not repeat (an unticked checkbox is nothing);
 * - outside them, if the protected part no longer matches the fingerprint we stored (the
 *   committee overtyped a name, a formula, a number inside a table our formula fills, or moved
 *   rows), what the plan would not write there — texts, numbers, booleans, formulas — in the rows
 *   and columns where it changed (`suspects`), not the add-on's own cells the new plan changes.
 */
export function overwritten(plan: SheetPlan, old: Existing, protectedOnly = false): string[] {
  const edited =
    old.typedAreas !== null &&
    (old.fingerprint === null || !asWritten(old.values, old.formulas, old.typedAreas, old.fingerprint));
  if (!edited) return differing(plan, old, protectedOnly, null).cells;
  // Where the lines say it changed; should they name nothing there (a sum that happens to match),
  // every cell that differs, as before: a changed sheet is never rewritten without a word.
  const near = suspects(old);
  const named = near ? differing(plan, old, protectedOnly, near) : null;
  return named && named.protectedCells > 0 ? named.cells : differing(plan, old, protectedOnly, () => true).cells;
}

/**
 * The cells `overwritten` names: in the typed areas, what the plan does not repeat; outside them,
 * with `edited` (null: the protected part is as written), what the plan would change there.
 */
function differing(
  plan: SheetPlan,
  old: Existing,
  protectedOnly: boolean,
  edited: ((r: number, c: number) => boolean) | null,
): { cells: string[]; protectedCells: number } {
  const cells: string[] = [];
  let protectedCells = 0;
  const spilled = spillMask(old.values, old.formulas, old.rows, old.cols);
  for (let r = 0; r < old.rows; r++) {
    for (let c = 0; c < old.cols; c++) {
      if (spilled[r * old.cols + c]) continue;
      const value = old.values[r]?.[c];
      const formula = old.formulas[r]?.[c] ?? '';
      const content = sheetContent(value, formula);
      if (content === null) continue;
      // The hidden id column is the add-on's own (./idColumn.ts): the rewrite writes it afresh.
      if (formula === '' && isIdCell(value)) continue;
      const planned = plan.values[r]?.[c] ?? null;
      if (inside(old.typedAreas, r, c)) {
        if (protectedOnly) continue;
        // A formula typed by a person into an input (plans put none there) is typed data too.
        if (formula !== '') {
          if (!sameContent(content, planContent(planned))) cells.push(`${plan.name}!${a1(r, c)}`);
          continue;
        }
        if (value === false && (planned === null || planned === false)) continue; // an unticked checkbox
        if (!sameValue(value as CellValue, planned)) cells.push(`${plan.name}!${a1(r, c)}`);
      } else if (edited && edited(r, c) && !sameContent(content, planContent(planned))) {
        cells.push(`${plan.name}!${a1(r, c)}`);
        protectedCells++;
      }
    }
  }
  return { cells, protectedCells };
}

/**
 * Where the committee changed the protected part (its fingerprint no longer matches): a cell in a
 * row and a column whose own fingerprints changed (fingerprint.ts `Lines`), or past the area the
 * add-on wrote; null — a sheet written before the lines were kept, lines that cannot tell — for
 * every cell. The cells the new plan merely changes (a label, a formula of a new layout) are not named:
 * following the advice to clear them would delete the add-on's own work.
 */
function suspects(old: Existing): ((r: number, c: number) => boolean) | null {
  const stored = old.lines;
  if (!stored || old.typedAreas === null) return null;
  const rows = stored.rows.length;
  const cols = stored.cols.length;
  const changed = sheetLines(old.values, old.formulas, old.typedAreas, rows, cols).changed(stored);
  if (!changed || changed.rows.size === 0 || changed.cols.size === 0) return null;
  return (r, c) => r >= rows || c >= cols || (changed.rows.has(r) && changed.cols.has(c));
}

/** At most this many cells are named in a refusal. */
const MAX_NAMED_CELLS = 12;

/**
 * Refuses (`wouldOverwrite`) when any cell would be lost, naming them; first (`wouldOverwriteMoved`)
 * when rows or columns were inserted or deleted on those sheets since they were written: what they
 * hold is still ours, shifted, but a rewrite cannot tell it from what people typed.
 */
export function refuseOverwrites(
  conflicts: readonly string[],
  shifted: readonly { sheet: string; moved: string[] }[],
  lang: Lang | undefined,
): void {
  if (conflicts.length === 0) return;
  const shown = conflicts.slice(0, MAX_NAMED_CELLS).join(', ');
  const cells = {
    cells: conflicts.length > MAX_NAMED_CELLS ? `${shown} …` : shown,
    count: conflicts.length,
    list: conflicts.slice(0, MAX_NAMED_CELLS),
  };
  if (shifted.length > 0) {
    fail('wouldOverwriteMoved', {
      sheets: shifted.map((x) => `«${x.sheet}»`).join(', '),
      what: describeAnchors(
        shifted.flatMap((x) => x.moved),
        lang ?? 'en',
      ),
      ...cells,
    });
  }
  fail('wouldOverwrite', cells);
}
