/**
 * The one applier: writes sheet plans into the spreadsheet in a few batched calls per sheet.
 *
 * All or nothing: every sheet is checked before anything is written (a sheet that exists may
 * be rewritten only where nobody typed anything the plan does not repeat); if a write fails
 * half-way, the sheets written so far are put back (new ones deleted, rewritten ones restored
 * from the snapshot taken before writing: values, formulas, formats, validations, conditional
 * formats, frozen panes, protection, the id column and column anchors).
 *
 * Sheets are found by their identity (developer metadata, identity.ts), never by tab name: a
 * renamed sheet of ours is rewritten where it is, and a sheet made by hand that happens to carry
 * our name is never taken for ours. Before reading a sheet it will rewrite, the applier closes
 * its input ranges (blockTyping.ts), so a score typed while the action runs is either seen by the
 * check or refused by Sheets — never lost.
 *
 * Calls per sheet (values and formulas): a new sheet 1 (setValues); an existing one 5
 * (getValues, getFormulas, clear, clearDataValidations, setValues). Formats are one grid call
 * per attribute used, one for validations, one for conditional rules, one run of column
 * widths, the protection, one call hiding the id column that holds the rows' ids (written with the
 * values, ./idColumn.ts), and one metadata call per anchored column that is new or moved.
 *
 * Its parts: the overwrite check (applyCheck.ts); the sheet as it was — read, snapshotted, put back
 * if a write fails (applySnapshot.ts); writing one plan (applyWrite.ts); the protections
 * (applyProtection.ts). This module checks them all, then writes them all.
 */
import { fail } from '../rules/errors';
import type { CellValue, SheetLike, SpreadsheetAppLike, SpreadsheetLike } from './gas';
import { onUndo, writing } from './actionScope';
import { blockTyping } from './blockTyping';
import type { Lang } from '../i18n/messages';
import { movedAnchors, stampSheet } from './identity';
import { withIdColumn, withIdRow } from './idColumn';
import { SheetIndex } from './sheetIndex';
import { planId, type SheetPlan } from './plan';
import { lockDown } from './applyProtection';
import { overwritten, refuseOverwrites } from './applyCheck';
import { readExisting, refuseIfTypedSince, rollback, snapshot, type Existing } from './applySnapshot';
import { writeSheet } from './applyWrite';

export { isFinalized, lockDown, protectionDescription, PROTECTION_PREFIX } from './applyProtection';
export { restorable } from './applySnapshot';
export { buildRule, writable } from './applyWrite';
export { planId } from './plan';

/**
 * Sheets' default grid of a new sheet. Plans fit its rows (we never add rows); a plan wider than its
 * columns (a backgammon group with its note and why columns: 27) gets the columns it lacks
 * (`fitColumns`), up to MAX_PLAN_COLS: a day plan or the notices with the QR code of the board's
 * address (kinds/qrBlock.ts: up to 57 narrow columns of modules right of its own) is the widest.
 */
export const MAX_PLAN_ROWS = 1000;
/** A plan with `growRows` (the week cards): the rows it lacks are added (`fitRows`), up to this. */
export const MAX_GROWN_ROWS = 5000;
export const DEFAULT_GRID_COLS = 26;
/** Rows of a new sheet (Sheets' default grid). */
export const DEFAULT_GRID_ROWS = 1000;
export const MAX_PLAN_COLS = 100;

export interface ApplyResult {
  created: string[];
  rewritten: string[];
}

function checkShape(plan: SheetPlan): void {
  const rows = plan.values.length;
  const cols = plan.values[0]?.length ?? 0;
  if (
    rows === 0 ||
    cols === 0 ||
    rows > (plan.growRows ? MAX_GROWN_ROWS : MAX_PLAN_ROWS) ||
    cols > MAX_PLAN_COLS ||
    plan.values.some((r) => r.length !== cols)
  ) {
    fail('internal', {
      detail: `plan ${plan.key}: ${rows}×${cols}, rows must be equal and fit ${plan.growRows ? MAX_GROWN_ROWS : MAX_PLAN_ROWS}×${MAX_PLAN_COLS}`,
    });
  }
}

export interface ApplyOptions {
  /** committee e-mails who may edit protected cells besides the owner and the user running this */
  editors?: readonly string[];
  /** the action's index of the add-on's sheets (one metadata search per action); a new one otherwise */
  index?: SheetIndex;
  /** the tournament language (a refusal that describes moved rows says where, in words) */
  lang?: Lang;
}

/**
 * A plan made from the sheet's current values, read once by the applier (no second read): for a
 * sheet whose typed values the new plan carries over itself (e.g. attendance ticks kept by name
 * while the rows move), so the position-by-position overwrite check does not apply to it.
 */
export interface PlanFromExisting {
  /** the sheet's identity (as SheetPlan.id ?? key) */
  id: string;
  name: string;
  build(values: readonly (readonly CellValue[])[] | null): SheetPlan;
  /**
   * The builder carries the typed cells itself, but a protected cell typed over by hand (the sheet's
   * fingerprint changed) still refuses, naming it, as for a plain plan.
   */
  checkProtected?: boolean;
}

export type PlanSource = SheetPlan | PlanFromExisting;

function isBuilder(source: PlanSource): source is PlanFromExisting {
  return typeof (source as PlanFromExisting).build === 'function';
}

function sourceId(source: PlanSource): string {
  return isBuilder(source) ? source.id : planId(source);
}

/** A source and the sheet of ours it is written to (null: a new sheet). */
interface Target {
  source: PlanSource;
  sheet: SheetLike | null;
}

/** A sheet written (or created) so far, to put back if a later write fails. */
interface Done {
  plan: SheetPlan;
  sheet: SheetLike;
  old: Existing | undefined;
  /** how to put back the widths it remembered (applyWrite.ts `writeWidthsOnce`) */
  undo: { widths?: () => void };
}

/**
 * Checks every plan, then writes them all; refuses (before writing anything) when a sheet to be
 * rewritten is finalized or holds typed values the plan would lose (naming the cells), or when a
 * sheet to be created would take the name of a sheet that is not the add-on's.
 */
export function applyPlans(
  app: SpreadsheetAppLike,
  sources: readonly PlanSource[],
  options: ApplyOptions = {},
): ApplyResult {
  const book = app.getActiveSpreadsheet();
  const index = options.index ?? new SheetIndex(book);
  const editors = options.editors ?? [];
  const targets: Target[] = sources.map((source) => {
    const sheet = index.get(sourceId(source));
    if (!sheet && book.getSheetByName(source.name)) fail('sheetNameTaken', { sheet: source.name });
    return { source, sheet };
  });
  const existingSheets = targets.map((t) => t.sheet).filter((s): s is SheetLike => s !== null);
  const block = blockTyping(app, existingSheets, (p) => lockDown(p, editors));
  const done: Done[] = [];
  try {
    const existing = new Map<SheetLike, Existing>();
    block.sheets.forEach((b) => existing.set(b.sheet, readExisting(app, b)));
    const plans = checkAll(targets, existing, options.lang);
    // Each sheet to rewrite as it is now, to put it back if a write fails.
    targets.forEach((t, i) => {
      const old = t.sheet ? existing.get(t.sheet) : undefined;
      if (old) old.snapshot = snapshot(old, plans[i] as SheetPlan);
    });
    // Reads between its writes (and in putting them back) are made anew: nothing remembered (actionScope.ts).
    const written = targets.flatMap((t) => [t.source.name, ...(t.sheet ? [t.sheet.getName()] : [])]);
    writing(() => writeAll({ app, book, index, editors, done }, targets, plans, existing), written);
    // A later failure of the same action puts these sheets back too (actionScope.ts).
    onUndo(() => rollback(app, book, index, done, editors), written);
  } catch (error) {
    writing(() => rollback(app, book, index, done, editors));
    // Sheets not rewritten (and those put back) get their input ranges open again.
    block.release(done.filter((d) => d.old).map((d) => d.sheet));
    throw error;
  }
  return {
    created: done.filter((d) => !d.old).map((d) => d.plan.name),
    rewritten: done.filter((d) => d.old).map((d) => d.plan.name),
  };
}

/**
 * Every target's plan (a builder's made from the sheet as read), checked: its shape, its sheet not
 * finalized, nothing typed there that it would lose (else the refusal names the cells).
 */
function checkAll(targets: readonly Target[], existing: ReadonlyMap<SheetLike, Existing>, lang?: Lang): SheetPlan[] {
  const plans: SheetPlan[] = [];
  const conflicts: string[] = [];
  /** sheets whose typed-looking cells come from rows or columns inserted or deleted since we wrote them */
  const shifted: { sheet: string; moved: string[] }[] = [];
  for (const t of targets) {
    const old = t.sheet ? existing.get(t.sheet) : undefined;
    if (old?.finalized) fail('sheetFinalized', { sheet: t.sheet?.getName() ?? t.source.name });
    const built = isBuilder(t.source) ? t.source.build(old ? old.values : null) : t.source;
    checkShape(built);
    // Its rows' ids in a hidden column after its last, its columns' in a hidden row after its last
    // (./idColumn.ts), written with its values.
    const plan = withIdRow(withIdColumn(built));
    plans.push(plan);
    if (old && (!isBuilder(t.source) || t.source.checkProtected === true)) {
      const found = overwritten(plan, old, isBuilder(t.source));
      conflicts.push(...found);
      const moved = movedAnchors(old.anchors);
      if (found.length > 0 && moved.length > 0) shifted.push({ sheet: plan.name, moved });
    }
  }
  refuseOverwrites(conflicts, shifted, lang);
  return plans;
}

/** What the writes of one action share: where, who may edit, and the sheets written so far. */
interface Writing {
  app: SpreadsheetAppLike;
  book: SpreadsheetLike;
  index: SheetIndex;
  editors: readonly string[];
  done: Done[];
}

/**
 * A plan wider (longer: its id row after MAX_PLAN_ROWS) than Sheets' default grid gets the columns
 * (rows) it lacks before anything is written (a range past the last column is refused by Sheets).
 * A new sheet has the default grid: no read.
 */
function fitColumns(sheet: SheetLike, plan: SheetPlan, isNew: boolean): void {
  const cols = plan.values[0]?.length ?? 0;
  if (cols > DEFAULT_GRID_COLS) {
    const have = isNew ? DEFAULT_GRID_COLS : sheet.getMaxColumns();
    if (cols > have) sheet.insertColumnsAfter(have, cols - have);
  }
  const rows = plan.values.length;
  if (rows > DEFAULT_GRID_ROWS) {
    const have = isNew ? DEFAULT_GRID_ROWS : sheet.getMaxRows();
    if (rows > have) sheet.insertRowsAfter(have, rows - have);
  }
}

/** A plan with `growRows` taller than the sheet gets the rows it lacks, as `fitColumns` the columns. */
function fitRows(sheet: SheetLike, plan: SheetPlan, isNew: boolean): void {
  const rows = plan.values.length;
  if (!plan.growRows || rows <= MAX_PLAN_ROWS) return;
  const have = isNew ? MAX_PLAN_ROWS : sheet.getMaxRows();
  if (rows > have) sheet.insertRowsAfter(have, rows - have);
}

/**
 * Writes every plan: a new sheet goes after the last one, in the plans' order (the tab order is the
 * order things happened, whichever sheet the committee member happens to be looking at), or first,
 * or right after the sheet of ours it belongs to.
 */
function writeAll(
  w: Writing,
  targets: readonly Target[],
  plans: readonly SheetPlan[],
  existing: ReadonlyMap<SheetLike, Existing>,
): void {
  let end = targets.every((t) => t.sheet) ? 0 : w.book.getSheets().length;
  targets.forEach((t, i) => {
    const plan = plans[i] as SheetPlan;
    const old = t.sheet ? existing.get(t.sheet) : undefined;
    let sheet = t.sheet;
    const undo: Done['undo'] = {};
    if (!sheet) {
      const after = plan.after === undefined ? null : w.index.get(plan.after);
      sheet = w.book.insertSheet(plan.name, plan.first ? 0 : after ? after.getIndex() : end);
      end++;
      w.done.push({ plan, sheet, old: undefined, undo });
      stampSheet(sheet, planId(plan));
      w.index.remember(planId(plan), sheet);
    } else {
      if (old) refuseIfTypedSince(old, plan);
      w.done.push({ plan, sheet, old, undo });
    }
    fitColumns(sheet, plan, !t.sheet);
    fitRows(sheet, plan, !t.sheet);
    writeSheet(w.app, sheet, plan, old, { editors: w.editors, undo });
  });
}
