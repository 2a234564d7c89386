/**
 * A stage's "is it decided" check as finalize runs it (../actions/finalize.ts): on the sheets as
 * finalize read them, once, after closing them to typing; each game family's check is in
 * ./groupStageChecks.ts and ./preferenceStageChecks.ts, the rules themselves in
 * ../../rules/stageDecided.ts.
 */
import { cellText, problem, type ActionResult, type Ctx, type ProblemView } from '../context';
import type { CellValue } from '../gas';
import type { Anchors } from '../identity';
import { refuse } from './results';

/** What finalize read of one sheet, once, after closing it to typing. */
export interface SheetRead {
  values: CellValue[][];
  formulas: string[][];
  anchors: Anchors;
}

/**
 * Whether a stage is decided, judged from its sheets as finalize read them (by sheet name): null
 * when it is, else the refusal (`stageIncomplete`) saying in the committee's terms what is
 * missing, with the cells to point at. It may also throw a refusal (rows lost or moved).
 */
export type StageCheck = (read: ReadonlyMap<string, SheetRead>) => ActionResult<never> | null;

/** Problems a stage refusal lists besides its first (the message itself), as for `wouldOverwrite`. */
const MAX_STAGE_PROBLEMS = 12;

/** The refusal of an undecided stage: `detail` says what is missing; `items` point at cells. */
export function undecided(ctx: Ctx, detail: string, items: readonly ProblemView[]): ActionResult<never> {
  const p = problem(ctx, 'error', 'stageIncomplete', { detail });
  return refuse(p.message, [p, ...items.slice(0, MAX_STAGE_PROBLEMS)]);
}

/** A cell's text in values as read ("" outside them). */
export function textAt(values: readonly (readonly CellValue[])[], row: number, col: number): string {
  return cellText(values[row]?.[col]);
}
