/**
 * Reading a sheet's used area. Google's reference says of `Sheet.getSheetValues` that "a -1 value
 * given as the row or column position is equivalent to getting the very last row or column that
 * has data in the sheet": read as a count, `getSheetValues(1, 1, -1, -1)` is the used area in one
 * call, where `getDataRange()` + `getValues()` takes two. The sentence can be read two ways, so the
 * add-on reads that way only once the self-check found it held ("read.used": docs/real-sheets.md);
 * before, or when it failed, the two calls. Either way a grid that is not a rectangle of at least one
 * cell is never taken, nor an exception (an emptied sheet: the self-check tries one with data): the
 * two calls read it again. The formulas, when asked for, come from `getRange` of exactly the cells
 * the values came from (no call of its own in the cost model: Apps Script makes a range without
 * asking Sheets).
 */
import type { CellValue, RangeLike, SheetLike } from './gas';

/** Set at the start of each server call from the self-check's note (selfCheckState.ts). */
let oneCall = false;

export function setUsedAreaInOneCall(on: boolean): void {
  oneCall = on;
}

/** A sheet's used area: its values, and the range they came from (for its formulas, read only if asked). */
export interface UsedArea {
  values: CellValue[][];
  range: () => RangeLike;
}

export function readUsedArea(sheet: SheetLike): UsedArea {
  if (oneCall) {
    const values = oneCallValues(sheet);
    const cols = values[0]?.length ?? 0;
    if (cols > 0 && values.every((row) => row.length === cols)) {
      let range: RangeLike | null = null;
      return { values, range: () => (range ??= sheet.getRange(1, 1, values.length, cols)) };
    }
  }
  const range = sheet.getDataRange();
  return { values: range.getValues(), range: () => range };
}

/** `getSheetValues(1, 1, -1, -1)`, or no row when Sheets refuses it (then the two calls read the sheet). */
function oneCallValues(sheet: SheetLike): CellValue[][] {
  try {
    return sheet.getSheetValues(1, 1, -1, -1);
  } catch {
    return [];
  }
}
