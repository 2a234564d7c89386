/**
 * A sheet as it was before the applier rewrites it: read once (values, formulas, where people may
 * type, the protection's description and stored fingerprint, the anchors), its formats snapshotted
 * just before the first write, and put back exactly as it was if a write fails (the applier is all
 * or nothing).
 */
import type {
  CellValue,
  ConditionalFormatRuleLike,
  DataValidationLike,
  FontStyle,
  FontWeight,
  HorizontalAlignment,
  SheetLike,
  SpreadsheetAppLike,
  SpreadsheetLike,
} from './gas';
import { openInputs, type BlockedSheet } from './blockTyping';
import {
  parseStored,
  planContent,
  sameContent,
  sheetContent,
  spillMask,
  type Fingerprint,
  type Lines,
} from './fingerprint';
import { readAnchors, removeAnchors, widthsMark, writeAnchors, type Anchors, type WidthsMark } from './identity';
import { readArea, type SheetIndex } from './sheetIndex';
import { fail } from '../rules/errors';
import { a1, isFormula, literal, planId, type Rect, type SheetPlan } from './plan';
import { FINAL_DESCRIPTION, GENERATED_DESCRIPTION, lockDown } from './applyProtection';

/** How a sheet looked before a rewrite, to put it back if the rewrite fails. */
export interface Snapshot {
  rect: Rect;
  backgrounds: string[][];
  weights: FontWeight[][];
  styles: FontStyle[][];
  colors: string[][];
  numberFormats: string[][];
  alignments: string[][];
  wraps: boolean[][];
  validations: (DataValidationLike | null)[][];
  rules: ConditionalFormatRuleLike[];
  frozenRows: number;
  frozenCols: number;
}

export interface Existing {
  sheet: SheetLike;
  rows: number;
  cols: number;
  values: CellValue[][];
  formulas: string[][];
  /** Where people may type: the unprotected ranges of a protected sheet (0-based), or null = anywhere. */
  typedAreas: Rect[] | null;
  /** the protection's description, "" when there is none */
  description: string;
  /** the fingerprint stored when we wrote the sheet, or null */
  fingerprint: Fingerprint | null;
  /** its rows' and columns' (fingerprint.ts `Lines`), or null (a sheet written before they were kept) */
  lines: Lines | null;
  anchors: Anchors;
  finalized: boolean;
  /** the widths the add-on last wrote there (identity.ts `widthsMark`), null when not known */
  widths: WidthsMark | null;
  snapshot?: Snapshot;
}

function storedPrints(token: string | undefined): Pick<Existing, 'fingerprint' | 'lines'> {
  const { whole, lines } = parseStored(token);
  return { fingerprint: whole, lines };
}

export function readExisting(app: SpreadsheetAppLike, blocked: BlockedSheet): Existing {
  const { sheet } = blocked;
  // the area as the action read it, if it did (one read per sheet per action: actionScope.ts)
  const { values, formulas } = readArea(sheet);
  const description = blocked.protections.map((p) => p.description).join(' ');
  // Only on a generated sheet of ours do people type just into the unprotected ranges; on any
  // other sheet (unprotected, someone else's protection, a committee sheet) everything counts.
  const generated =
    blocked.protections.length > 0 && blocked.protections.every((p) => GENERATED_DESCRIPTION.test(p.description));
  const typedAreas = generated ? blocked.typedAreas : null;
  const stored = /#([0-9a-z]+)$/.exec(description)?.[1];
  const anchors = readAnchors(sheet, values);
  const finalized = blocked.protections.some((p) => FINAL_DESCRIPTION.test(p.description)) || anchors.state === 'final';
  return {
    sheet,
    rows: values.length,
    cols: values[0]?.length ?? 0,
    values,
    formulas,
    typedAreas,
    description,
    ...storedPrints(stored),
    anchors,
    finalized,
    widths: widthsMark(app, sheet),
  };
}

/** The part of a sheet a rewrite touches: what it holds now, its typed areas and the new plan. */
export function touchedRect(old: Existing, plan: SheetPlan): Rect {
  let rows = Math.max(old.rows, plan.values.length);
  let cols = Math.max(old.cols, plan.values[0]?.length ?? 0);
  for (const a of old.typedAreas ?? []) {
    rows = Math.max(rows, a.row + a.rows);
    cols = Math.max(cols, a.col + a.cols);
  }
  return { row: 0, col: 0, rows: Math.max(1, rows), cols: Math.max(1, cols) };
}

/**
 * Just before the first write to a sheet the action rewrites: its values read once more. A committee
 * member (whom the close does not keep out) who typed there after the action read it would be
 * overwritten by a plan made without what he typed — the action refuses instead, naming the cells,
 * and whatever it wrote so far is put back (with what was typed kept: `rollback`). One read per
 * rewritten sheet.
 */
export function refuseIfTypedSince(old: Existing, plan: SheetPlan): void {
  const typed = typedSince(old.sheet, old, plan);
  if (typed.length === 0) return;
  const cells = typed.slice(0, 8).map((t) => a1(t.row, t.col));
  fail('typedDuringAction', { sheet: old.sheet.getName(), cells: cells.join(', ') });
}

export function snapshot(old: Existing, plan: SheetPlan): Snapshot {
  const rect = touchedRect(old, plan);
  const range = old.sheet.getRange(1, 1, rect.rows, rect.cols);
  return {
    rect,
    backgrounds: range.getBackgrounds(),
    weights: range.getFontWeights(),
    styles: range.getFontStyles(),
    colors: range.getFontColors(),
    numberFormats: range.getNumberFormats(),
    alignments: range.getHorizontalAlignments(),
    wraps: range.getWraps(),
    validations: range.getDataValidations(),
    rules: old.sheet.getConditionalFormatRules(),
    frozenRows: old.sheet.getFrozenRows(),
    frozenCols: old.sheet.getFrozenColumns(),
  };
}

/**
 * What to write to put a sheet back as it was read: each formula as its text, the cells its array
 * spills into empty (a value there would block the spill), literals as text stays text (`formats`:
 * the cells' number formats as read, when they may still be plain text: no apostrophe there).
 */
export function restorable(
  values: readonly (readonly CellValue[])[],
  formulas: readonly (readonly string[])[],
  formats?: readonly (readonly string[])[],
): (string | number | boolean | Date)[][] {
  const rows = values.length;
  const cols = values[0]?.length ?? 0;
  const spilled = spillMask(values, formulas, rows, cols);
  return values.map((row, r) =>
    row.map((v, c) => {
      const f = formulas[r]?.[c] ?? '';
      if (f !== '') return f;
      if (spilled[r * cols + c]) return '';
      return literal(v, formats?.[r]?.[c]);
    }),
  );
}

/**
 * An alignment read back as one the setter takes. Sheets reports a cell without an alignment of
 * its own as 'general' (or 'general-left', 'general-right'), which setHorizontalAlignments is not
 * documented to take; null gives that default back.
 */
function restorableAlignment(alignment: string): HorizontalAlignment | null {
  return alignment === 'left' || alignment === 'center' || alignment === 'right' || alignment === 'normal'
    ? alignment
    : null;
}

/** Each step on its own: one failing does not stop the others (the original error is reported). */
function attempt(step: () => void): void {
  try {
    step();
  } catch {
    // keep undoing
  }
}

/** A cell typed by a person while an action ran (0-based). */
interface TypedCell {
  row: number;
  col: number;
  value: CellValue;
}

/**
 * The cells of the sheet's old area holding now what neither the sheet held when the action read it
 * nor the plan wrote: typed by a committee member (whom the close does not keep out) while the action
 * ran. A formula, a cell an array formula fills, or an emptied cell is the action's own doing. One
 * read of the values; the formulas too unless `old.formulas` stands for them (before a write: as the
 * action read them, one call less; a formula typed over by hand since then is not seen there).
 */
function typedSince(
  sheet: SheetLike,
  old: Pick<Existing, 'rows' | 'cols' | 'values'> & { formulas?: string[][] },
  plan: SheetPlan,
): TypedCell[] {
  if (old.rows === 0 || old.cols === 0) return [];
  const range = sheet.getRange(1, 1, old.rows, old.cols);
  const values = range.getValues();
  const formulas = old.formulas ?? range.getFormulas();
  const spilled = spillMask(values, formulas, old.rows, old.cols);
  const typed: TypedCell[] = [];
  values.forEach((line, r) =>
    line.forEach((value, c) => {
      if ((formulas[r]?.[c] ?? '') !== '' || spilled[r * old.cols + c]) return;
      const now = sheetContent(value, '');
      if (now === null || sameContent(now, sheetContent(old.values[r]?.[c], ''))) return;
      const planned = plan.values[r]?.[c] ?? null;
      if (!isFormula(planned) && sameContent(now, planContent(planned))) return;
      typed.push({ row: r, col: c, value });
    }),
  );
  return typed;
}

/**
 * A sheet the failed action created goes again — unless a committee member typed into it meanwhile:
 * then it stays, holding only what he typed, no longer the add-on's (no protection, no marks), so
 * nothing typed is lost; the action's next run makes its sheet afresh beside it.
 */
function undoCreated(app: SpreadsheetAppLike, book: SpreadsheetLike, sheet: SheetLike, plan: SheetPlan): void {
  let typed: TypedCell[] = [];
  const rows = plan.values.length;
  const cols = plan.values[0]?.length ?? 0;
  attempt(() => (typed = typedSince(sheet, { rows, cols, values: [] }, plan)));
  if (typed.length === 0) {
    attempt(() => book.deleteSheet(sheet));
    return;
  }
  attempt(() => {
    const all = sheet.getDataRange();
    all.clear();
    all.clearDataValidations();
  });
  for (const t of typed) attempt(() => sheet.getRange(t.row + 1, t.col + 1, 1, 1).setValues([[literal(t.value)]]));
  attempt(() => {
    for (const p of sheet.getProtections(app.ProtectionType.SHEET)) p.remove();
    openInputs(sheet, null);
  });
  attempt(() => {
    for (const md of sheet.createDeveloperMetadataFinder().find()) md.remove();
  });
}

export function rollback(
  app: SpreadsheetAppLike,
  book: SpreadsheetLike,
  index: SheetIndex,
  done: { plan: SheetPlan; sheet: SheetLike; old: Existing | undefined; undo?: { widths?: () => void } }[],
  editors: readonly string[],
): void {
  for (const { plan, sheet, old, undo } of [...done].reverse()) {
    if (!old) {
      undoCreated(app, book, sheet, plan);
      index.forget(planId(plan));
      continue;
    }
    // the widths remembered (kase.widths) as they were, and the widths they say
    if (undo?.widths) attempt(undo.widths);
    const snap = old.snapshot;
    const rect = snap?.rect ?? { row: 0, col: 0, rows: Math.max(1, old.rows), cols: Math.max(1, old.cols) };
    const range = sheet.getRange(1, 1, rect.rows, rect.cols);
    // Read before undoing: what a committee member typed here while the action ran (after its read).
    let since: TypedCell[] = [];
    attempt(() => (since = typedSince(sheet, { rows: old.rows, cols: old.cols, values: old.values }, plan)));
    attempt(() => {
      range.clear();
      range.clearDataValidations();
    });
    if (old.rows > 0 && old.cols > 0) {
      const values = restorable(old.values, old.formulas);
      for (const t of since) (values[t.row] as unknown[])[t.col] = literal(t.value);
      attempt(() => sheet.getRange(1, 1, old.rows, old.cols).setValues(values));
    }
    if (snap) {
      // Sheets reports "no fill" as white; null gives the default back rather than a white fill.
      attempt(() => range.setBackgrounds(snap.backgrounds.map((r) => r.map((c) => (c === '#ffffff' ? null : c)))));
      attempt(() => range.setFontWeights(snap.weights));
      attempt(() => range.setFontStyles(snap.styles));
      attempt(() => range.setFontColors(snap.colors));
      attempt(() => range.setNumberFormats(snap.numberFormats));
      attempt(() => range.setHorizontalAlignments(snap.alignments.map((r) => r.map(restorableAlignment))));
      attempt(() => range.setWraps(snap.wraps));
      attempt(() => range.setDataValidations(snap.validations));
      attempt(() => sheet.setConditionalFormatRules(snap.rules));
      attempt(() => sheet.setFrozenRows(snap.frozenRows));
      attempt(() => sheet.setFrozenColumns(snap.frozenCols));
    }
    // Protected again as it was, with the same input ranges open (inside an action: when it ends).
    attempt(() => {
      for (const p of sheet.getProtections(app.ProtectionType.SHEET)) p.remove();
      if (old.description !== '') {
        const p = sheet.protect().setDescription(old.description);
        lockDown(p, editors);
        const open = (old.typedAreas ?? []).map((a) => sheet.getRange(a.row + 1, a.col + 1, a.rows, a.cols));
        openInputs(sheet, { protection: p, description: old.description, open });
      } else openInputs(sheet, null);
    });
    // The row and column anchors as they were: the id column and the id row are back with the
    // values (hidden again where they were); a legacy sheet's row metadata and the column metadata
    // (the columns the id row does not hold) written again.
    attempt(() => {
      const was = old.anchors.idColumn;
      if (plan.idColumn !== undefined && plan.idColumn !== was) sheet.showColumns(plan.idColumn + 1);
      if (was !== undefined) sheet.hideColumns(was + 1);
    });
    attempt(() => {
      const was = old.anchors.idRow;
      if (plan.idRow !== undefined && plan.idRow !== was) sheet.showRows(plan.idRow + 1);
      if (was !== undefined) sheet.hideRows(was + 1);
    });
    attempt(() => {
      removeAnchors(readAnchors(sheet, []));
      const legacyRows = old.anchors.idColumn === undefined ? [...old.anchors.rows] : [];
      const inRow = old.anchors.idRowCols ?? new Set<string>();
      writeAnchors(
        sheet,
        legacyRows.map(([id, at]) => ({ id, at, written: old.anchors.written.rows.get(id) ?? at })),
        [...old.anchors.cols]
          .filter(([id]) => !inRow.has(id))
          .map(([id, at]) => ({ id, at, written: old.anchors.written.cols.get(id) ?? at })),
      );
    });
  }
}
