/**
 * The one applier: writes sheet plans into the spreadsheet in a few batched calls per sheet.
 *
 * All or nothing: every sheet is checked before anything is written (a sheet that exists may
 * be rewritten only where nobody typed anything the plan does not repeat); if a write fails
 * half-way, the sheets written so far are put back (new ones deleted, rewritten ones restored
 * from the snapshot taken before writing: values, formulas, formats, validations, conditional
 * formats, frozen panes, protection and row / column anchors).
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
 * widths, the protection, and one metadata call per anchored row or column.
 */
import { fail } from '../rules/errors';
import type {
  CellValue,
  ConditionalFormatRuleLike,
  DataValidationLike,
  FontStyle,
  FontWeight,
  HorizontalAlignment,
  ProtectionLike,
  RangeLike,
  SheetLike,
  SpreadsheetAppLike,
  SpreadsheetLike,
} from './gas';
import { blockTyping, type BlockedSheet } from './blockTyping';
import {
  Fingerprint,
  planContent,
  planFingerprint,
  sameContent,
  sheetContent,
  sheetFingerprint,
  spillMask,
} from './fingerprint';
import type { Lang } from '../i18n/messages';
import { describeAnchors } from './damage';
import {
  hasFinalMark,
  movedAnchors,
  readAnchors,
  removeAnchors,
  SheetIndex,
  stampSheet,
  writeAnchors,
  type Anchors,
} from './identity';
import {
  a1,
  isFormula,
  literal,
  widthsForWords,
  rectA1,
  type Border,
  type Cell,
  type Format,
  type Rect,
  type SheetPlan,
  type Validation,
} from './plan';

/** Sheets' default grid of a new sheet; plans must fit it (we never add rows or columns). */
export const MAX_PLAN_ROWS = 1000;
export const MAX_PLAN_COLS = 26;
/** At most this many cells are named in a refusal. */
const MAX_NAMED_CELLS = 12;

/**
 * What a protection's description says about a sheet (language-free, so it survives a change of
 * the tournament language): `tournament:<key>` a generated sheet (people type only into its
 * unprotected ranges), `…:committee` a sheet only the committee types into (everything on it
 * counts as typed), `…:final` a finalized stage (never rewritten).
 */
export const PROTECTION_PREFIX = 'tournament:';

export function protectionDescription(key: string, kind: 'generated' | 'committee' | 'final'): string {
  return `${PROTECTION_PREFIX}${key}${kind === 'generated' ? '' : `:${kind}`}`;
}

const FINAL_DESCRIPTION = /^tournament:[^:\s]+:final$/;
const GENERATED_DESCRIPTION = /^tournament:[^:\s]+( #[0-9a-z]+)?$/;

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

/** A sheet finalized by the add-on (its protection or its metadata marked final): never rewritten. */
export function isFinalized(app: SpreadsheetAppLike, sheet: SheetLike): boolean {
  return (
    sheet.getProtections(app.ProtectionType.SHEET).some((p) => FINAL_DESCRIPTION.test(p.getDescription())) ||
    hasFinalMark(app, sheet)
  );
}

export interface ApplyResult {
  created: string[];
  rewritten: string[];
}

/**
 * What a plan cell is written as: text behind an apostrophe, so it stays text (the applier writes
 * values before formats, into cleared cells: never into a plain-text cell, where it would show).
 */
export function writable(cell: Cell): string | number | boolean {
  if (cell === null) return '';
  if (isFormula(cell)) return cell.f;
  return typeof cell === 'string' ? literal(cell) : cell;
}

/** Does a typed value say what the plan would write there? (a formula never equals a typed value) */
function sameValue(typed: CellValue, planned: Cell): boolean {
  if (planned === null || isFormula(planned)) return false;
  if (typeof planned === 'string') return String(typed).trim() === planned.trim();
  if (typeof planned === 'number')
    return typeof typed === 'number' ? Math.abs(typed - planned) < 1e-9 : String(typed).trim() === String(planned);
  return typed === planned;
}

/** How a sheet looked before a rewrite, to put it back if the rewrite fails. */
interface Snapshot {
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

interface Existing {
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
  anchors: Anchors;
  finalized: boolean;
  snapshot?: Snapshot;
}

function inside(areas: readonly Rect[] | null, r: number, c: number): boolean {
  return areas === null || areas.some((a) => r >= a.row && r < a.row + a.rows && c >= a.col && c < a.col + a.cols);
}

/**
 * Cells of an existing sheet holding something a person typed that the plan would not keep:
 * - in the typed areas (the unprotected ranges of a sheet we generated; anywhere on other
 *   sheets), any value or formula the plan does not repeat (an unticked checkbox is nothing);
 * - outside them, if the protected part no longer matches the fingerprint we stored (the
 *   committee overtyped a name, a formula, a number inside a table our formula fills, or moved
 *   rows), everything the plan would not write there: texts, numbers, booleans, formulas.
 */
function overwritten(plan: SheetPlan, old: Existing, protectedOnly = false): string[] {
  const cells: string[] = [];
  const spilled = spillMask(old.values, old.formulas, old.rows, old.cols);
  const edited =
    old.typedAreas !== null &&
    (old.fingerprint === null ||
      sheetFingerprint(old.values, old.formulas, old.typedAreas).text !== old.fingerprint.text);
  for (let r = 0; r < old.rows; r++) {
    for (let c = 0; c < old.cols; c++) {
      if (spilled[r * old.cols + c]) continue;
      const value = old.values[r]?.[c];
      const formula = old.formulas[r]?.[c] ?? '';
      const content = sheetContent(value, formula);
      if (content === null) continue;
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

function read(blocked: BlockedSheet): Existing {
  const { sheet } = blocked;
  const range = sheet.getDataRange();
  const values = range.getValues();
  const formulas = range.getFormulas();
  const description = blocked.protections.map((p) => p.description).join(' ');
  // Only on a generated sheet of ours do people type just into the unprotected ranges; on any
  // other sheet (unprotected, someone else's protection, a committee sheet) everything counts.
  const generated =
    blocked.protections.length > 0 && blocked.protections.every((p) => GENERATED_DESCRIPTION.test(p.description));
  const typedAreas = generated ? blocked.typedAreas : null;
  const stored = /#([0-9a-z]+)$/.exec(description)?.[1];
  const anchors = readAnchors(sheet);
  const finalized = blocked.protections.some((p) => FINAL_DESCRIPTION.test(p.description)) || anchors.state === 'final';
  return {
    sheet,
    rows: values.length,
    cols: values[0]?.length ?? 0,
    values,
    formulas,
    typedAreas,
    description,
    fingerprint: stored === undefined ? null : Fingerprint.parse(stored),
    anchors,
    finalized,
  };
}

function checkShape(plan: SheetPlan): void {
  const rows = plan.values.length;
  const cols = plan.values[0]?.length ?? 0;
  if (
    rows === 0 ||
    cols === 0 ||
    rows > MAX_PLAN_ROWS ||
    cols > MAX_PLAN_COLS ||
    plan.values.some((r) => r.length !== cols)
  ) {
    fail('internal', {
      detail: `plan ${plan.key}: ${rows}×${cols}, rows must be equal and fit ${MAX_PLAN_ROWS}×${MAX_PLAN_COLS}`,
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

/** The identity a plan writes (its `id`, else its key). */
export function planId(plan: Pick<SheetPlan, 'id' | 'key'>): string {
  return plan.id ?? plan.key;
}

function sourceId(source: PlanSource): string {
  return isBuilder(source) ? source.id : planId(source);
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
  const targets = sources.map((source) => {
    const sheet = index.get(sourceId(source));
    if (!sheet && book.getSheetByName(source.name)) fail('sheetNameTaken', { sheet: source.name });
    return { source, sheet };
  });
  const existingSheets = targets.map((t) => t.sheet).filter((s): s is SheetLike => s !== null);
  const block = blockTyping(app, existingSheets, (p) => lockDown(p, editors));
  const done: { plan: SheetPlan; sheet: SheetLike; old: Existing | undefined }[] = [];
  try {
    const existing = new Map<SheetLike, Existing>();
    const plans: SheetPlan[] = [];
    const conflicts: string[] = [];
    /** sheets whose typed-looking cells come from rows or columns inserted or deleted since we wrote them */
    const shifted: { sheet: string; moved: string[] }[] = [];
    block.sheets.forEach((b) => existing.set(b.sheet, read(b)));
    for (const t of targets) {
      const old = t.sheet ? existing.get(t.sheet) : undefined;
      if (old?.finalized) fail('sheetFinalized', { sheet: t.sheet?.getName() ?? t.source.name });
      const plan = isBuilder(t.source) ? t.source.build(old ? old.values : null) : t.source;
      checkShape(plan);
      plans.push(plan);
      if (old && (!isBuilder(t.source) || t.source.checkProtected === true)) {
        const found = overwritten(plan, old, isBuilder(t.source));
        conflicts.push(...found);
        const moved = movedAnchors(old.anchors);
        if (found.length > 0 && moved.length > 0) shifted.push({ sheet: plan.name, moved });
      }
    }
    if (conflicts.length > 0) {
      const shown = conflicts.slice(0, MAX_NAMED_CELLS).join(', ');
      const cells = {
        cells: conflicts.length > MAX_NAMED_CELLS ? `${shown} …` : shown,
        count: conflicts.length,
        list: conflicts.slice(0, MAX_NAMED_CELLS),
      };
      // Rows or columns were inserted or deleted on a sheet since it was written: say that first
      // (what it holds is still ours, shifted, but a rewrite cannot tell it from what people typed).
      if (shifted.length > 0) {
        const lang = options.lang ?? 'en';
        fail('wouldOverwriteMoved', {
          sheets: shifted.map((x) => `«${x.sheet}»`).join(', '),
          what: describeAnchors(
            shifted.flatMap((x) => x.moved),
            lang,
          ),
          ...cells,
        });
      }
      fail('wouldOverwrite', cells);
    }
    // Each sheet to rewrite as it is now, to put it back if a write fails.
    targets.forEach((t, i) => {
      const old = t.sheet ? existing.get(t.sheet) : undefined;
      if (old) old.snapshot = snapshot(old, plans[i] as SheetPlan);
    });
    // New sheets go after the last one, in the plans' order: the tab order is the order things
    // happened, whichever sheet the committee member happens to be looking at.
    let end = targets.every((t) => t.sheet) ? 0 : book.getSheets().length;
    targets.forEach((t, i) => {
      const plan = plans[i] as SheetPlan;
      const old = t.sheet ? existing.get(t.sheet) : undefined;
      let sheet = t.sheet;
      if (!sheet) {
        const after = plan.after === undefined ? null : index.get(plan.after);
        sheet = book.insertSheet(plan.name, plan.first ? 0 : after ? after.getIndex() : end);
        end++;
        done.push({ plan, sheet, old: undefined });
        stampSheet(sheet, planId(plan));
        index.remember(planId(plan), sheet);
      } else done.push({ plan, sheet, old });
      writeSheet(app, sheet, plan, old, editors);
    });
  } catch (error) {
    rollback(app, book, index, done, editors);
    // Sheets not rewritten (and those put back) get their input ranges open again.
    block.release(done.filter((d) => d.old).map((d) => d.sheet));
    throw error;
  }
  return {
    created: done.filter((d) => !d.old).map((d) => d.plan.name),
    rewritten: done.filter((d) => d.old).map((d) => d.plan.name),
  };
}

/** The part of a sheet a rewrite touches: what it holds now, its typed areas and the new plan. */
function touchedRect(old: Existing, plan: SheetPlan): Rect {
  let rows = Math.max(old.rows, plan.values.length);
  let cols = Math.max(old.cols, plan.values[0]?.length ?? 0);
  for (const a of old.typedAreas ?? []) {
    rows = Math.max(rows, a.row + a.rows);
    cols = Math.max(cols, a.col + a.cols);
  }
  return { row: 0, col: 0, rows: Math.max(1, rows), cols: Math.max(1, cols) };
}

function snapshot(old: Existing, plan: SheetPlan): Snapshot {
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

function rollback(
  app: SpreadsheetAppLike,
  book: SpreadsheetLike,
  index: SheetIndex,
  done: { plan: SheetPlan; sheet: SheetLike; old: Existing | undefined }[],
  editors: readonly string[],
): void {
  for (const { plan, sheet, old } of [...done].reverse()) {
    if (!old) {
      attempt(() => book.deleteSheet(sheet));
      index.forget(planId(plan));
      continue;
    }
    const snap = old.snapshot;
    const rect = snap?.rect ?? { row: 0, col: 0, rows: Math.max(1, old.rows), cols: Math.max(1, old.cols) };
    const range = sheet.getRange(1, 1, rect.rows, rect.cols);
    attempt(() => {
      range.clear();
      range.clearDataValidations();
    });
    if (old.rows > 0 && old.cols > 0)
      attempt(() => sheet.getRange(1, 1, old.rows, old.cols).setValues(restorable(old.values, old.formulas)));
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
    // Protected again as it was, with the same input ranges open.
    attempt(() => {
      for (const p of sheet.getProtections(app.ProtectionType.SHEET)) p.remove();
      if (old.description !== '') {
        const p = sheet.protect().setDescription(old.description);
        lockDown(p, editors);
        const open = (old.typedAreas ?? []).map((a) => sheet.getRange(a.row + 1, a.col + 1, a.rows, a.cols));
        if (open.length) p.setUnprotectedRanges(open);
      }
    });
    // The row and column anchors as they were.
    attempt(() => {
      removeAnchors(readAnchors(sheet));
      writeAnchors(
        sheet,
        [...old.anchors.rows].map(([id, at]) => ({ id, at, written: old.anchors.written.rows.get(id) ?? at })),
        [...old.anchors.cols].map(([id, at]) => ({ id, at, written: old.anchors.written.cols.get(id) ?? at })),
      );
    });
  }
}

function writeSheet(
  app: SpreadsheetAppLike,
  sheet: SheetLike,
  plan: SheetPlan,
  old: Existing | undefined,
  editors: readonly string[],
): void {
  const rows = plan.values.length;
  const cols = plan.values[0]?.length ?? 0;
  if (old) {
    // The sheet stays protected whole (blockTyping closed its inputs) until the very end: a referee
    // typing now is refused by Sheets, never written over.
    const rect = old.snapshot?.rect ?? touchedRect(old, plan);
    const range = sheet.getRange(1, 1, rect.rows, rect.cols);
    range.clear();
    range.clearDataValidations();
    sheet.setConditionalFormatRules([]);
    removeAnchors(old.anchors);
  }
  const range = sheet.getRange(1, 1, rows, cols);
  range.setValues(plan.values.map((row) => row.map(writable)));
  writeFormats(sheet, range, plan, rows, cols);
  writeValidations(app, sheet, range, plan, rows, cols);
  if (plan.frozenRows > 0) sheet.setFrozenRows(plan.frozenRows);
  if (plan.frozenCols > 0) sheet.setFrozenColumns(plan.frozenCols);
  writeWidths(sheet, widthsForWords(plan)); // no header breaks inside a word
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
  if (plan.anchors) writeAnchors(sheet, plan.anchors.rows, plan.anchors.cols);
  // Last: the protection (Sheets gives back the sheet's existing one — still closed — so the new
  // input ranges open only now, when everything else is written).
  if (plan.protect) {
    const protection = sheet.protect();
    const description = protectionDescription(plan.key, plan.committeeOnly ? 'committee' : 'generated');
    protection.setDescription(
      plan.committeeOnly ? description : `${description} #${planFingerprint(plan.values, plan.inputs).text}`,
    );
    lockDown(protection, editors);
    if (plan.inputs.length > 0 && !plan.committeeOnly) {
      protection.setUnprotectedRanges(sheet.getRangeList(plan.inputs.map((r) => rectA1(r))).getRanges());
    }
  } else {
    for (const p of sheet.getProtections(app.ProtectionType.SHEET)) p.remove();
  }
}

/**
 * A protection binds only those not among its editors, and a new one starts with every editor of
 * the spreadsheet: keep the owner and the user running this (Apps Script never removes those),
 * plus the committee e-mails of the settings; referees are left out.
 */
export function lockDown(protection: ProtectionLike, editors: readonly string[]): void {
  try {
    protection.removeEditors(protection.getEditors());
  } catch (e) {
    // Apps Script throws when the runner's own edit access comes from a Google Group (removing the
    // group would lock him out). Google's example adds the runner first, which needs the scope
    // userinfo.email (Session.getEffectiveUser) the add-on does not ask for. The error's text is not
    // documented, so any refusal here is reported with it and with the likely cause and its cure.
    fail('protectViaGroup', { detail: e instanceof Error ? e.message : String(e) });
  }
  if (protection.canDomainEdit()) protection.setDomainEdit(false);
  if (editors.length > 0) protection.addEditors([...editors]);
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

function writeFormats(sheet: SheetLike, range: RangeLike, plan: SheetPlan, rows: number, cols: number): void {
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
function writeValidations(
  app: SpreadsheetAppLike,
  sheet: SheetLike,
  range: RangeLike,
  plan: SheetPlan,
  rows: number,
  cols: number,
): void {
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
