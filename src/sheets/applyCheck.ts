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
import { asWritten, planContent, sameContent, sheetContent, spillMask } from './fingerprint';
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
 *   rows), everything the plan would not write there: texts, numbers, booleans, formulas.
 */
export function overwritten(plan: SheetPlan, old: Existing, protectedOnly = false): string[] {
  const cells: string[] = [];
  const spilled = spillMask(old.values, old.formulas, old.rows, old.cols);
  const edited =
    old.typedAreas !== null &&
    (old.fingerprint === null || !asWritten(old.values, old.formulas, old.typedAreas, old.fingerprint));
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
      } else if (edited && !sameContent(content, planContent(planned))) {
        cells.push(`${plan.name}!${a1(r, c)}`);
      }
    }
  }
  return cells;
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
