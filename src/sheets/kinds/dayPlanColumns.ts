/**
 * The day plan sheet's columns: the slot (day, start, end, court or table, stage, match), the two
 * sides each followed by its "did not appear" cell, the no-show status and the language-free key;
 * what people type into those cells (a tick, in preference a name) and how a tick reads; and the
 * anchors the columns are found again by. Shared by the plan (./dayPlanSheet.ts) and the reader
 * (./dayPlanReader.ts).
 */
import { cellText, isTrue } from '../context';
import type { CellValue } from '../gas';
import type { AnchorSpec } from '../plan';

/**
 * The columns: the slot, the two sides each followed by its "did not appear" cell (the only cells
 * anyone types here: a referee's tick, or in preference the absent player's name), the no-show
 * status the committee's action writes, and the language-free key.
 */
export const PLAN_COLS = {
  day: 0,
  start: 1,
  end: 2,
  table: 3,
  stage: 4,
  match: 5,
  a: 6,
  absentA: 7,
  b: 8,
  absentB: 9,
  status: 10,
  key: 11,
  referee: 12,
  width: 13,
} as const;

/** What was typed (and applied) on a row, carried by its key when the plan is made again. */
export interface RowMarks {
  absentA: CellValue;
  absentB: CellValue;
  status: CellValue;
  /** the referee(s) the committee typed ('' none) */
  referee: CellValue;
  /** the two sides as the row showed them when it was read (a tick is for that player) */
  a: string;
  b: string;
}

/**
 * A "did not appear" tick: a checkbox as every sheet reads it (`isTrue`), and the few more marks a
 * referee may paste into it — the Kazakh TRUE, a Cyrillic х, ✓, yes (and a number 1).
 */
export function isTick(v: CellValue | undefined): boolean {
  return isTrue(v) || /^(ақиқат|х|✓|yes|1)$/i.test(cellText(v));
}

/** The columns found again after columns are inserted (`readDayPlan`). */
export function dayPlanAnchors(pageRows: readonly AnchorSpec[] = []): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  return {
    rows: [{ at: 0, id: 'top' }, ...pageRows],
    cols: (Object.entries(PLAN_COLS) as [string, number][])
      .filter(([k]) => k !== 'width')
      .map(([k, at]) => ({ at, id: `c:${k}` })),
  };
}
