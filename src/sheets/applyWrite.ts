/**
 * Writing one plan into its sheet, in a few batched calls: the values (one call), each format
 * attribute as one grid (one call per attribute used, number formats one call per format),
 * validations (one grid call; a formula rule on its block), frozen panes, column widths (one call per
 * run of equal widths), borders (one call per combination of sides), conditional formats (one
 * call), the anchors, and last the protection with its input ranges open.
 */
import type {
  ConditionalFormatRuleLike,
  DataValidationLike,
  FontStyle,
  FontWeight,
  HorizontalAlignment,
  RangeLike,
  SheetLike,
  SpreadsheetAppLike,
} from './gas';
import { planPrints } from './fingerprint';
import { META, movedAnchors, rewriteMetadataAnchors } from './identity';
import {
  a1,
  isFormula,
  literal,
  rectA1,
  widthsForWords,
  type Border,
  type Cell,
  type Format,
  type SheetPlan,
  type Validation,
} from './plan';
import { lockDown, protectionDescription } from './applyProtection';
import { openInputs } from './blockTyping';
import { currentScope } from './actionScope';
import { touchedRect, type Existing } from './applySnapshot';

/**
 * What a plan cell is written as: text behind an apostrophe, so it stays text (the applier writes
 * values before formats, into cleared cells: never into a plain-text cell, where it would show).
 */
export function writable(cell: Cell): string | number | boolean {
  if (cell === null) return '';
  if (isFormula(cell)) return cell.f;
  return typeof cell === 'string' ? literal(cell) : cell;
}

/**
 * Where the plan's rows and columns are found again: the id column and the id row (written with
 * the values, ./idColumn.ts) hidden — and the old ones shown again when the plan moved them (a
 * larger plan writes its own content there) —, the metadata anchors (a plan's row or two, column
 * or two) rewritten where they changed only.
 */
function writeIdentity(sheet: SheetLike, plan: SheetPlan, old: Existing | undefined): void {
  const was = old?.anchors.idColumn;
  if (was !== undefined && was !== plan.idColumn) sheet.showColumns(was + 1);
  if (plan.idColumn !== undefined) sheet.hideColumns(plan.idColumn + 1);
  const wasRow = old?.anchors.idRow;
  if (wasRow !== undefined && wasRow !== plan.idRow) sheet.showRows(wasRow + 1);
  if (plan.idRow !== undefined) sheet.hideRows(plan.idRow + 1);
  // Rows go to the id column (withIdColumn), columns to the id row (withIdRow); a plan with a row or
  // two (a column or two) keeps them as metadata.
  const rows = plan.idColumn === undefined ? (plan.anchors?.rows ?? []) : [];
  const cols = plan.idRow === undefined ? (plan.anchors?.cols ?? []) : [];
  if (old || plan.anchors) rewriteMetadataAnchors(sheet, old?.anchors, { rows, cols });
}

export function writeSheet(
  app: SpreadsheetAppLike,
  sheet: SheetLike,
  plan: SheetPlan,
  old: Existing | undefined,
  /**
   * editors: who besides the owner and the user running it may edit the protected cells; undo: where
   * to leave how to put back what the write changes beyond the snapshot (the widths remembered)
   */
  { editors, undo = {} }: { editors: readonly string[]; undo?: { widths?: () => void } },
): void {
  const { rows, cols } = sizeOf(plan);
  if (old) {
    // The sheet stays protected whole (blockTyping closed its inputs) until the very end: a referee
    // typing now is refused by Sheets, never written over.
    const rect = old.snapshot?.rect ?? touchedRect(old, plan);
    const range = sheet.getRange(1, 1, rect.rows, rect.cols);
    range.clear();
    range.clearDataValidations();
    sheet.setConditionalFormatRules([]);
  }
  const range = sheet.getRange(1, 1, rows, cols);
  range.setValues(plan.values.map((row) => row.map(writable)));
  writeFormats(sheet, range, plan);
  writeValidations(app, sheet, range, plan);
  if (plan.frozenRows > 0) sheet.setFrozenRows(plan.frozenRows);
  if (plan.frozenCols > 0) sheet.setFrozenColumns(plan.frozenCols);
  writeWidthsOnce(sheet, widthsForWords(plan), old, undo); // no header breaks inside a word
  for (const h of plan.rowHeights ?? []) sheet.setRowHeights(h.row + 1, h.rows, h.px);
  writeBorders(sheet, plan.borders ?? []);
  if (plan.highlights.length > 0) {
    const rules: ConditionalFormatRuleLike[] = plan.highlights.map((h) =>
      app
        .newConditionalFormatRule()
        .whenFormulaSatisfied(h.formula)
        .setBackground(h.background)
        .setRanges([sheet.getRange(h.rect.row + 1, h.rect.col + 1, h.rect.rows, h.rect.cols)])
        .build(),
    );
    sheet.setConditionalFormatRules(rules);
  }
  writeIdentity(sheet, plan, old);
  // Last: the protection (Sheets gives back the sheet's existing one — still closed — so the new
  // input ranges open only now, when everything else is written).
  if (plan.protect) {
    const protection = sheet.protect();
    const base = protectionDescription(plan.key, plan.committeeOnly ? 'committee' : 'generated');
    // the whole fingerprint, then each row's and column's (fingerprint.ts `Lines`): one token
    const prints = plan.committeeOnly ? null : planPrints(plan.values, plan.inputs);
    const description = prints ? `${base} #${prints.whole.text}${prints.lines.text}` : base;
    protection.setDescription(description);
    lockDown(protection, editors);
    const open =
      plan.inputs.length > 0 && !plan.committeeOnly
        ? sheet.getRangeList(plan.inputs.map((r) => rectA1(r))).getRanges()
        : [];
    // Inside an action they open when it ends (blockTyping.ts): the sheet stays closed until then.
    openInputs(sheet, { protection, description, open });
  } else {
    for (const p of sheet.getProtections(app.ProtectionType.SHEET)) p.remove();
    openInputs(sheet, null);
  }
}

type Attribute = 'background' | 'bold' | 'italic' | 'fontColor' | 'numberFormat' | 'align' | 'wrap';

function grid<T>(rows: number, cols: number, fill: T): T[][] {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => fill));
}

function paint<T>(target: T[][], formats: readonly Format[], pick: (f: Format) => T | undefined): boolean {
  let used = false;
  for (const f of formats) {
    const v = pick(f);
    if (v === undefined) continue;
    used = true;
    for (let r = f.rect.row; r < f.rect.row + f.rect.rows; r++) {
      const line = target[r];
      if (!line) continue;
      for (let c = f.rect.col; c < f.rect.col + f.rect.cols && c < line.length; c++) line[c] = v;
    }
  }
  return used;
}

/** The plan's size: its rows and the length of its first row (checked equal). */
function sizeOf(plan: SheetPlan): { rows: number; cols: number } {
  return { rows: plan.values.length, cols: plan.values[0]?.length ?? 0 };
}

function writeFormats(sheet: SheetLike, range: RangeLike, plan: SheetPlan): void {
  const { rows, cols } = sizeOf(plan);
  const set: Record<Attribute, () => void> = {
    background: () => {
      const g = grid<string | null>(rows, cols, null);
      if (paint(g, plan.formats, (f) => f.background)) range.setBackgrounds(g);
    },
    bold: () => {
      const g = grid<FontWeight | null>(rows, cols, 'normal');
      if (paint(g, plan.formats, (f) => (f.bold === undefined ? undefined : f.bold ? 'bold' : 'normal')))
        range.setFontWeights(g);
    },
    italic: () => {
      const g = grid<FontStyle | null>(rows, cols, 'normal');
      if (paint(g, plan.formats, (f) => (f.italic === undefined ? undefined : f.italic ? 'italic' : 'normal')))
        range.setFontStyles(g);
    },
    fontColor: () => {
      const g = grid<string | null>(rows, cols, '#000000');
      if (paint(g, plan.formats, (f) => f.fontColor)) range.setFontColors(g);
    },
    numberFormat: () => {
      // Only where a plan asks for one, one call per format (no "General" default to write:
      // a new or cleared cell already has the automatic format).
      const byFormat = new Map<string, string[]>();
      for (const f of plan.formats)
        if (f.numberFormat !== undefined)
          byFormat.set(f.numberFormat, [...(byFormat.get(f.numberFormat) ?? []), rectA1(f.rect)]);
      for (const [format, a1s] of byFormat) sheet.getRangeList(a1s).setNumberFormat(format);
    },
    align: () => {
      const g = grid<HorizontalAlignment | null>(rows, cols, null);
      if (paint(g, plan.formats, (f) => f.align)) range.setHorizontalAlignments(g);
    },
    wrap: () => {
      const g = grid<boolean>(rows, cols, false);
      if (paint(g, plan.formats, (f) => f.wrap)) range.setWraps(g);
    },
  };
  for (const write of Object.values(set)) write();
}

/**
 * A built rule. A formula rule is written for the top-left cell of `rect` (relative references),
 * as Sheets reads a custom-formula rule set on a range.
 */
export function buildRule(app: SpreadsheetAppLike, rule: Validation, topLeft: string): DataValidationLike {
  const b = app.newDataValidation();
  switch (rule.kind) {
    case 'list':
      b.requireValueInList(rule.values, true);
      break;
    case 'number':
      b.requireNumberBetween(rule.min, rule.max);
      break;
    case 'checkbox':
      b.requireCheckbox();
      break;
    case 'email':
      b.requireTextIsEmail();
      break;
    case 'regex':
      b.requireFormulaSatisfied(
        `=OR(${topLeft}="",REGEXMATCH(TO_TEXT(${topLeft}),"${rule.pattern.replace(/"/g, '""')}"))`,
      );
      break;
  }
  // Scores and choices are strict; e-mail and phone only warn (a person may know better).
  b.setAllowInvalid(rule.kind === 'email' || rule.kind === 'regex');
  b.setHelpText(rule.help);
  return b.build();
}

/** Rules without formulas go in one grid call; each formula rule on its own block, as one rule. */
function writeValidations(app: SpreadsheetAppLike, sheet: SheetLike, range: RangeLike, plan: SheetPlan): void {
  const { rows, cols } = sizeOf(plan);
  const plain = plan.validations.filter((v) => v.rule.kind !== 'regex');
  if (plain.length > 0) {
    const built = new Map<Validation, DataValidationLike>();
    const g = grid<DataValidationLike | null>(rows, cols, null);
    for (const v of plain) {
      let rule = built.get(v.rule);
      if (!rule) {
        rule = buildRule(app, v.rule, a1(v.rect.row, v.rect.col));
        built.set(v.rule, rule);
      }
      for (let r = v.rect.row; r < v.rect.row + v.rect.rows; r++) {
        const line = g[r];
        if (!line) continue;
        for (let c = v.rect.col; c < v.rect.col + v.rect.cols && c < line.length; c++) line[c] = rule;
      }
    }
    range.setDataValidations(g);
  }
  // A formula rule goes on its block as one rule (setDataValidation, as the Sheets UI sets it): its
  // relative references are read from the block's top-left cell, so each cell tests itself. Given
  // per cell (setDataValidations), each cell would test the top-left cell.
  for (const v of plan.validations.filter((x) => x.rule.kind === 'regex')) {
    sheet
      .getRange(v.rect.row + 1, v.rect.col + 1, v.rect.rows, v.rect.cols)
      .setDataValidation(buildRule(app, v.rule, a1(v.rect.row, v.rect.col)));
  }
}

/** Lines, one RangeList.setBorder call per combination of sides (a tree's boxes: 2 or 3 calls in all). */
function writeBorders(sheet: SheetLike, borders: readonly Border[]): void {
  const bySides = new Map<string, string[]>();
  for (const b of borders) {
    const sides = [b.top, b.left, b.bottom, b.right].map((x) => (x === undefined ? '-' : x ? '1' : '0')).join('');
    bySides.set(sides, [...(bySides.get(sides) ?? []), rectA1(b.rect)]);
  }
  for (const [sides, a1s] of bySides) {
    const [top, left, bottom, right] = [...sides].map((x) => (x === '-' ? null : x === '1'));
    sheet.getRangeList(a1s).setBorder(top ?? null, left ?? null, bottom ?? null, right ?? null, null, null);
  }
}

/** What `kase.widths` remembers of a sheet's column widths: the widths, in pixels, comma-separated. */
export function widthsText(widths: readonly number[]): string {
  return widths.join(',');
}

/** The widths `kase.widths` holds, or null when it holds something else. */
function parseWidths(text: string | null): number[] | null {
  if (text === null || !/^\d+(,\d+)*$/.test(text)) return null;
  return text.split(',').map(Number);
}

/**
 * The plan's column widths, unless the sheet has them already: a rewrite whose widths are those the
 * add-on last wrote there (`kase.widths`, found by the action's one metadata search: identity.ts
 * `widthsMark`) and whose rows and columns have not moved sets none — a dozen calls or more on a day
 * plan, a rating, a tour (issue 22) — and a width a committee member set by hand in the meantime
 * stays. Otherwise they are written, then remembered for the next rewrite: a new sheet made in an
 * action gets its entry with its identity (one metadata write more; a rewrite that fails half-way
 * through the widths then knows the widths to put back — without one it could only read them, a
 * call per column), a sheet without one (made outside an action, or before entries existed) its
 * first rewrite in an action, later rewrites change it only when the widths change. Leaves in
 * `undo` how to put the entry back (and the widths it remembered) if the action fails from the
 * first width on (applySnapshot.ts `rollback`).
 */
function writeWidthsOnce(
  sheet: SheetLike,
  widths: readonly number[],
  old: Existing | undefined,
  undo: { widths?: () => void },
): void {
  const text = widthsText(widths);
  const mark = old?.widths ?? null;
  const moved = old !== undefined && movedAnchors(old.anchors).length > 0;
  if (mark?.value === text && !moved) return;
  if (!old) {
    writeWidths(sheet, widths);
    // remembered inside an action (a failure deletes the new sheet, its entry with it)
    if (currentScope()?.closer) sheet.addDeveloperMetadata(META.widths, text);
    return;
  }
  // nothing to remember (outside an action), or remembered already (its rows or columns moved)
  if (!mark || mark.value === text) {
    writeWidths(sheet, widths);
    return;
  }
  const [only, ...more] = mark.entries;
  const single = only !== undefined && more.length === 0 ? only : null;
  const before = parseWidths(mark.value);
  const removed = mark.entries.map((md) => md.getValue() ?? '');
  // set before the first call: a failure half-way puts back the widths the entry lists, and the entry
  undo.widths = () => {
    if (before) writeWidths(sheet, before);
    if (single) single.setValue(mark.value ?? '');
    else {
      // (only when the action fails: a search of this sheet finds the entry added)
      for (const md of sheet.createDeveloperMetadataFinder().withKey(META.widths).find()) md.remove();
      for (const value of removed) sheet.addDeveloperMetadata(META.widths, value);
    }
  };
  writeWidths(sheet, widths);
  if (single) single.setValue(text);
  else {
    for (const md of mark.entries) md.remove();
    sheet.addDeveloperMetadata(META.widths, text);
  }
}

/** Column widths in runs of equal width: one call per run, not per column. */
function writeWidths(sheet: SheetLike, widths: readonly number[]): void {
  let start = 0;
  while (start < widths.length) {
    const w = widths[start];
    let end = start + 1;
    while (end < widths.length && widths[end] === w) end++;
    if (w !== undefined && w > 0) sheet.setColumnWidths(start + 1, end - start, w);
    start = end;
  }
}
