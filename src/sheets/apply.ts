/**
 * The one applier: writes sheet plans into the spreadsheet in a few batched calls per sheet.
 *
 * All or nothing: every sheet is checked before anything is written (a sheet that exists may
 * be rewritten only where nobody typed anything the plan does not repeat); if a write fails
 * half-way, the sheets written so far are put back (new ones deleted, rewritten ones restored
 * from the snapshot taken while checking).
 *
 * Calls per sheet (values and formulas): a new sheet 1 (setValues); an existing one 5
 * (getValues, getFormulas, clear, clearDataValidations, setValues). Formats are one grid call
 * per attribute used, one for validations, one for conditional rules, one run of column
 * widths, and the protection.
 */
import { fail } from '../rules/errors';
import type {
  CellValue,
  ConditionalFormatRuleLike,
  DataValidationLike,
  ProtectionLike,
  RangeLike,
  SheetLike,
  SpreadsheetAppLike,
  SpreadsheetLike,
} from './gas';
import { spilledCells } from './spill';
import { a1, isFormula, rectA1, type Cell, type Format, type Rect, type SheetPlan, type Validation } from './plan';

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

/**
 * What to write to put a sheet back as it was read: each formula as its text, the cells its array
 * spills into empty (a value there would block the spill), literals as text stays text.
 */
export function restorable(values: readonly (readonly CellValue[])[], formulas: readonly (readonly string[])[]): (string | number | boolean | Date)[][] {
  const spilled = spilledCells(formulas);
  return values.map((row, r) =>
    row.map((v, c) => {
      const f = formulas[r]?.[c] ?? '';
      if (f !== '') return f;
      if (spilled[r]?.[c]) return '';
      return typeof v === 'string' && v !== '' ? `'${v}` : v;
    }),
  );
}

/** A sheet finalized by the add-on (its protection marked final): never rewritten. */
export function isFinalized(app: SpreadsheetAppLike, sheet: SheetLike): boolean {
  return sheet.getProtections(app.ProtectionType.SHEET).some((p) => /^tournament:[^:\s]+:final$/.test(p.getDescription()));
}

export interface ApplyResult {
  created: string[];
  rewritten: string[];
}

/** What a plan cell is written as: text always behind an apostrophe, so it stays text. */
export function writable(cell: Cell): string | number | boolean {
  if (cell === null) return '';
  if (isFormula(cell)) return cell.f;
  if (typeof cell === 'string') return cell === '' ? '' : `'${cell}`;
  return cell;
}

/** Do a typed value and a plan cell say the same thing? (a formula never equals a typed value) */
function sameValue(typed: CellValue, planned: Cell): boolean {
  if (planned === null || isFormula(planned)) return false;
  if (typeof planned === 'string') return String(typed).trim() === planned.trim();
  if (typeof planned === 'number') return typeof typed === 'number' ? Math.abs(typed - planned) < 1e-9 : String(typed).trim() === String(planned);
  return typed === planned;
}

interface Existing {
  sheet: SheetLike;
  rows: number;
  cols: number;
  values: CellValue[][];
  formulas: string[][];
  /** Where people may type: the unprotected ranges of a protected sheet (0-based), or null = anywhere. */
  typedAreas: { row: number; col: number; rows: number; cols: number }[] | null;
  /** the protection's description, "" when there is none */
  description: string;
  /** the fingerprint stored when we wrote the sheet, or null */
  fingerprint: string | null;
}

function inside(areas: Existing['typedAreas'], r: number, c: number): boolean {
  return areas === null || areas.some((a) => r >= a.row && r < a.row + a.rows && c >= a.col && c < a.col + a.cols);
}

/**
 * A fingerprint of the protected part of a sheet as we wrote it: which cells hold a formula and
 * the value of every literal, outside the typed areas and the spill areas of our array formulas.
 * Stored in the protection's description when the sheet is written; read back, it tells whether
 * someone with edit rights (the committee) changed a protected cell since. Formula texts are left
 * out on purpose: Sheets may give them back normalised.
 */
function fingerprint(cell: (r: number, c: number) => { formula: boolean; value: unknown }, rows: number, cols: number, skip: Uint8Array): string {
  let h = 0x811c9dc5;
  const mixCode = (code: number) => {
    h = Math.imul(h ^ code, 0x01000193) >>> 0;
  };
  const mixText = (text: string) => {
    for (let i = 0; i < text.length; i++) mixCode(text.charCodeAt(i));
  };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (skip[r * cols + c]) continue;
      const { formula, value } = cell(r, c);
      if (!formula && (value === '' || value === null || value === undefined || value === false)) continue;
      mixCode(r);
      mixCode(c);
      if (formula) mixCode(0x3d);
      else mixText(typeof value === 'string' ? value.trim() : String(value));
      mixCode(0x3b);
    }
  }
  return (h >>> 0).toString(36);
}

/** 1 where a cell is in one of `areas` (or flagged in `extra`), in a rows × cols mask. */
function mask(rows: number, cols: number, areas: readonly Rect[], extra?: readonly (readonly boolean[])[]): Uint8Array {
  const m = new Uint8Array(rows * cols);
  for (const a of areas) {
    for (let r = Math.max(0, a.row); r < Math.min(rows, a.row + a.rows); r++) {
      for (let c = Math.max(0, a.col); c < Math.min(cols, a.col + a.cols); c++) m[r * cols + c] = 1;
    }
  }
  if (extra) extra.forEach((line, r) => line.forEach((flag, c) => flag && r < rows && c < cols && (m[r * cols + c] = 1)));
  return m;
}

function planFingerprint(plan: SheetPlan): string {
  const rows = plan.values.length;
  const cols = plan.values[0]?.length ?? 0;
  return fingerprint(
    (r, c) => {
      const v = plan.values[r]?.[c] ?? null;
      return isFormula(v) ? { formula: true, value: '' } : { formula: false, value: v };
    },
    rows,
    cols,
    mask(rows, cols, plan.inputs),
  );
}

function sheetFingerprint(old: Existing, spilled: boolean[][]): string {
  return fingerprint(
    (r, c) => ({ formula: (old.formulas[r]?.[c] ?? '') !== '', value: old.values[r]?.[c] }),
    old.rows,
    old.cols,
    mask(old.rows, old.cols, old.typedAreas ?? [], spilled),
  );
}

/**
 * Cells of an existing sheet holding something a person typed that the plan would not keep:
 * - in the typed areas (the unprotected ranges of a sheet we generated; anywhere on other
 *   sheets), any value or formula the plan does not repeat (an unticked checkbox is nothing);
 * - outside them, if the protected part no longer matches the fingerprint we stored (the
 *   committee overtyped a name or a formula), every literal the plan would not keep.
 */
function overwritten(plan: SheetPlan, old: Existing): string[] {
  const cells: string[] = [];
  const spilled = spilledCells(old.formulas);
  const edited = old.fingerprint !== null && old.typedAreas !== null && sheetFingerprint(old, spilled) !== old.fingerprint;
  for (let r = 0; r < old.rows; r++) {
    for (let c = 0; c < old.cols; c++) {
      if (spilled[r]?.[c]) continue;
      const value = old.values[r]?.[c];
      const formula = old.formulas[r]?.[c] ?? '';
      const planned = plan.values[r]?.[c] ?? null;
      if (inside(old.typedAreas, r, c)) {
        // A formula typed by a person into an input (plans put none there) is typed data too.
        if (formula !== '') {
          if (!(isFormula(planned) && planned.f === formula)) cells.push(`${plan.name}!${a1(r, c)}`);
          continue;
        }
        if (value === '' || value === undefined || value === null || value === false) continue;
        if (!sameValue(value, planned)) cells.push(`${plan.name}!${a1(r, c)}`);
      } else if (edited && formula === '' && value !== '' && value !== undefined && value !== null && value !== false && !sameValue(value, planned)) {
        cells.push(`${plan.name}!${a1(r, c)}`);
      }
    }
  }
  return cells;
}

function read(app: SpreadsheetAppLike, sheet: SheetLike): Existing {
  const range = sheet.getDataRange();
  const values = range.getValues();
  const formulas = range.getFormulas();
  const protections = sheet.getProtections(app.ProtectionType.SHEET);
  const description = protections.map((p) => p.getDescription()).join(' ');
  // Only on a generated sheet of ours do people type just into the unprotected ranges; on any
  // other sheet (unprotected, someone else's protection, a committee sheet) everything counts.
  const generated = protections.length > 0 && protections.every((p) => /^tournament:[^:\s]+( #[0-9a-z]+)?$/.test(p.getDescription()));
  const typedAreas = !generated
    ? null
    : protections.flatMap((p) =>
        p.getUnprotectedRanges().map((u) => ({ row: u.getRow() - 1, col: u.getColumn() - 1, rows: u.getNumRows(), cols: u.getNumColumns() })),
      );
  const fingerprint = /#([0-9a-z]+)$/.exec(description)?.[1] ?? null;
  return { sheet, rows: values.length, cols: values[0]?.length ?? 0, values, formulas, typedAreas, description, fingerprint };
}

function checkShape(plan: SheetPlan): void {
  const rows = plan.values.length;
  const cols = plan.values[0]?.length ?? 0;
  if (rows === 0 || cols === 0 || rows > MAX_PLAN_ROWS || cols > MAX_PLAN_COLS || plan.values.some((r) => r.length !== cols)) {
    fail('internal', { detail: `plan ${plan.key}: ${rows}×${cols}, rows must be equal and fit ${MAX_PLAN_ROWS}×${MAX_PLAN_COLS}` });
  }
}

/**
 * Checks every plan, then writes them all; refuses (before writing anything) when a sheet to be
 * rewritten holds typed values the plan would lose, naming the cells.
 */
export interface ApplyOptions {
  /** committee e-mails who may edit protected cells besides the owner and the user running this */
  editors?: readonly string[];
}

/**
 * A plan made from the sheet's current values, read once by the applier (no second read): for a
 * sheet whose typed values the new plan carries over itself (e.g. attendance ticks kept by name
 * while the rows move), so the position-by-position overwrite check does not apply to it.
 */
export interface PlanFromExisting {
  name: string;
  build(values: readonly (readonly CellValue[])[] | null): SheetPlan;
}

export type PlanSource = SheetPlan | PlanFromExisting;

function isBuilder(source: PlanSource): source is PlanFromExisting {
  return typeof (source as PlanFromExisting).build === 'function';
}

export function applyPlans(app: SpreadsheetAppLike, sources: readonly PlanSource[], options: ApplyOptions = {}): ApplyResult {
  const book = app.getActiveSpreadsheet();
  const existing = new Map<string, Existing>();
  const conflicts: string[] = [];
  const plans: SheetPlan[] = [];
  for (const source of sources) {
    const sheet = book.getSheetByName(source.name);
    const old = sheet === null ? null : read(app, sheet);
    if (old && /^tournament:[^:\s]+:final$/.test(old.description)) fail('sheetFinalized', { sheet: source.name });
    const plan = isBuilder(source) ? source.build(old ? old.values : null) : source;
    checkShape(plan);
    plans.push(plan);
    if (!old) continue;
    existing.set(plan.name, old);
    if (!isBuilder(source)) conflicts.push(...overwritten(plan, old));
  }
  if (conflicts.length > 0) {
    const shown = conflicts.slice(0, MAX_NAMED_CELLS).join(', ');
    fail('wouldOverwrite', { cells: conflicts.length > MAX_NAMED_CELLS ? `${shown} …` : shown, count: conflicts.length, list: conflicts.slice(0, MAX_NAMED_CELLS) });
  }

  const done: { plan: SheetPlan; sheet: SheetLike; old: Existing | undefined }[] = [];
  // New sheets go after the last one, in the plans' order: the tab order is the order things
  // happened, whichever sheet the committee member happens to be looking at.
  let end = plans.every((p) => existing.has(p.name)) ? 0 : book.getSheets().length;
  try {
    for (const plan of plans) {
      const old = existing.get(plan.name);
      const sheet = old ? old.sheet : book.insertSheet(plan.name, end++);
      done.push({ plan, sheet, old });
      writeSheet(app, sheet, plan, old, options.editors ?? []);
    }
  } catch (error) {
    rollback(app, book, done, options.editors ?? []);
    throw error;
  }
  return {
    created: done.filter((d) => !d.old).map((d) => d.plan.name),
    rewritten: done.filter((d) => d.old).map((d) => d.plan.name),
  };
}

function rollback(app: SpreadsheetAppLike, book: SpreadsheetLike, done: { sheet: SheetLike; old: Existing | undefined }[], editors: readonly string[]): void {
  for (const { sheet, old } of done.reverse()) {
    try {
      if (!old) {
        book.deleteSheet(sheet);
        continue;
      }
      sheet.getDataRange().clear();
      if (old.rows > 0 && old.cols > 0) {
        sheet.getRange(1, 1, old.rows, old.cols).setValues(restorable(old.values, old.formulas));
      }
      // Protected again as it was (formats and validations are not restored; values are).
      for (const p of sheet.getProtections(app.ProtectionType.SHEET)) p.remove();
      if (old.description !== '') {
        const p = sheet.protect().setDescription(old.description);
        lockDown(p, editors);
        const open = (old.typedAreas ?? []).map((a) => sheet.getRange(a.row + 1, a.col + 1, a.rows, a.cols));
        if (open.length) p.setUnprotectedRanges(open);
      }
    } catch {
      // Keep undoing the rest; the original error is the one reported.
    }
  }
}

function writeSheet(app: SpreadsheetAppLike, sheet: SheetLike, plan: SheetPlan, old: Existing | undefined, editors: readonly string[]): void {
  const rows = plan.values.length;
  const cols = plan.values[0]?.length ?? 0;
  if (old) {
    if (old.rows > 0 && old.cols > 0) {
      const range = sheet.getDataRange();
      range.clear();
      range.clearDataValidations();
    }
    for (const p of sheet.getProtections(app.ProtectionType.SHEET)) p.remove();
    sheet.setConditionalFormatRules([]);
  }
  const range = sheet.getRange(1, 1, rows, cols);
  range.setValues(plan.values.map((row) => row.map(writable)));
  writeFormats(sheet, range, plan, rows, cols);
  writeValidations(app, sheet, range, plan, rows, cols);
  if (plan.frozenRows > 0) sheet.setFrozenRows(plan.frozenRows);
  if (plan.frozenCols > 0) sheet.setFrozenColumns(plan.frozenCols);
  writeWidths(sheet, plan.columnWidths);
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
  if (plan.protect) {
    const protection = sheet.protect();
    const description = protectionDescription(plan.key, plan.committeeOnly ? 'committee' : 'generated');
    protection.setDescription(plan.committeeOnly ? description : `${description} #${planFingerprint(plan)}`);
    lockDown(protection, editors);
    if (plan.inputs.length > 0 && !plan.committeeOnly) {
      protection.setUnprotectedRanges(sheet.getRangeList(plan.inputs.map((r) => rectA1(r))).getRanges());
    }
  }
}

/**
 * A protection binds only those not among its editors, and a new one starts with every editor of
 * the spreadsheet: keep the owner and the user running this (Apps Script never removes those),
 * plus the committee e-mails of the settings; referees are left out.
 */
export function lockDown(protection: ProtectionLike, editors: readonly string[]): void {
  protection.removeEditors(protection.getEditors());
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
      const g = grid<string | null>(rows, cols, 'normal');
      if (paint(g, plan.formats, (f) => (f.bold === undefined ? undefined : f.bold ? 'bold' : 'normal'))) range.setFontWeights(g);
    },
    italic: () => {
      const g = grid<string | null>(rows, cols, 'normal');
      if (paint(g, plan.formats, (f) => (f.italic === undefined ? undefined : f.italic ? 'italic' : 'normal'))) range.setFontStyles(g);
    },
    fontColor: () => {
      const g = grid<string | null>(rows, cols, '#000000');
      if (paint(g, plan.formats, (f) => f.fontColor)) range.setFontColors(g);
    },
    numberFormat: () => {
      // Only where a plan asks for one, one call per format (no "General" default to write:
      // a new or cleared cell already has the automatic format).
      const byFormat = new Map<string, string[]>();
      for (const f of plan.formats) if (f.numberFormat !== undefined) byFormat.set(f.numberFormat, [...(byFormat.get(f.numberFormat) ?? []), rectA1(f.rect)]);
      for (const [format, a1s] of byFormat) sheet.getRangeList(a1s).setNumberFormat(format);
    },
    align: () => {
      const g = grid<string | null>(rows, cols, null);
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
function buildRule(app: SpreadsheetAppLike, rule: Validation, topLeft: string): DataValidationLike {
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
      b.requireFormulaSatisfied(`=OR(${topLeft}="",REGEXMATCH(TO_TEXT(${topLeft}),"${rule.pattern.replace(/"/g, '""')}"))`);
      break;
  }
  // Scores and choices are strict; e-mail and phone only warn (a person may know better).
  b.setAllowInvalid(rule.kind === 'email' || rule.kind === 'regex');
  b.setHelpText(rule.help);
  return b.build();
}

/** Rules without formulas go in one grid call; each formula rule on its own rectangle. */
function writeValidations(app: SpreadsheetAppLike, sheet: SheetLike, range: RangeLike, plan: SheetPlan, rows: number, cols: number): void {
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
  for (const v of plan.validations.filter((x) => x.rule.kind === 'regex')) {
    const rule = buildRule(app, v.rule, a1(v.rect.row, v.rect.col));
    sheet.getRange(v.rect.row + 1, v.rect.col + 1, v.rect.rows, v.rect.cols).setDataValidations(grid(v.rect.rows, v.rect.cols, rule));
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
