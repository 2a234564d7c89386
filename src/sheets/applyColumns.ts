/**
 * The applier of a registration sheet's upgrade (kinds/registrationUpgrade.ts): each new column is
 * written into its empty column (checked empty by the plan) — its header with the header row's
 * look, data validation, number format, width, first values (the old tick copied into "strongest")
 * and anchor — and our headers and dropdowns whose words changed are written again. Nothing moves.
 * All or nothing: if a step fails, every cell, format, validation, width and anchor it touched is
 * put back as it was.
 */
import { onUndo, writing } from './actionScope';
import { buildRule } from './apply';
import type { CellValue, DataValidationLike, FontWeight, SheetLike, SpreadsheetAppLike } from './gas';
import { readAnchors, writeAnchors } from './identity';
import type { RegistrationUpgrade } from './kinds/registrationUpgrade';
import { a1, SHEET_COLORS } from './plan';

/** What a column looked like before: values, validations, formats, width (to put back). */
interface Before {
  col: number;
  rows: number;
  values: CellValue[][];
  validations: (DataValidationLike | null)[][];
  formats: string[][];
  backgrounds: string[][];
  weights: FontWeight[][];
  wraps: boolean[][];
  width: number;
}

/** What an upgrade touches, as it was: the new columns whole, the headers rewritten, the dropdowns reset, the anchors. */
interface Touched {
  columns: Before[];
  headers: { col: number; was: CellValue }[];
  validations: { col: number; rows: number; was: (DataValidationLike | null)[][] }[];
  anchors: Set<string>;
}

export function applyRegistrationUpgrade(
  app: SpreadsheetAppLike,
  sheet: SheetLike,
  upgrade: RegistrationUpgrade,
): void {
  const touched = readTouched(sheet, upgrade);
  // its reads between writes (putting back) are made anew: nothing remembered (actionScope.ts)
  writing(() => {
    try {
      writeUpgrade(app, sheet, upgrade);
    } catch (error) {
      putBack(sheet, upgrade, touched);
      throw error;
    }
  });
  // A later failure of the same action puts it back too (actionScope.ts).
  onUndo(() => putBack(sheet, upgrade, touched));
}

/** What is put back if a step fails: the new columns whole, the headers rewritten, the dropdowns reset. */
function readTouched(sheet: SheetLike, upgrade: RegistrationUpgrade): Touched {
  const top = upgrade.headerRow + 1; // 1-based header row
  const columns: Before[] = upgrade.columns.map((c) => {
    const range = sheet.getRange(top, c.col + 1, c.rows + 1, 1);
    return {
      col: c.col,
      rows: c.rows + 1,
      values: range.getValues(),
      validations: range.getDataValidations(),
      formats: range.getNumberFormats(),
      backgrounds: range.getBackgrounds(),
      weights: range.getFontWeights(),
      wraps: range.getWraps(),
      width: sheet.getColumnWidth(c.col + 1),
    };
  });
  const headers = upgrade.headers.map((h) => ({
    col: h.col,
    was: sheet.getRange(top, h.col + 1, 1, 1).getValues()[0]?.[0] as CellValue,
  }));
  const validations = upgrade.validations.map((v) => ({
    col: v.col,
    rows: v.rows,
    was: sheet.getRange(top + 1, v.col + 1, v.rows, 1).getDataValidations(),
  }));
  const anchors = new Set(readAnchors(sheet, []).entries.map((md) => `${md.getKey()}=${md.getValue()}`));
  return { columns, headers, validations, anchors };
}

/** The headers and dropdowns written again, the anchors, then each new column. */
function writeUpgrade(app: SpreadsheetAppLike, sheet: SheetLike, upgrade: RegistrationUpgrade): void {
  const top = upgrade.headerRow + 1; // 1-based header row
  for (const h of upgrade.headers) sheet.getRange(top, h.col + 1, 1, 1).setValues([[h.text]]);
  for (const v of upgrade.validations) {
    const rule = v.rule ? buildRule(app, v.rule, a1(upgrade.headerRow + 1, v.col)) : null;
    sheet.getRange(top + 1, v.col + 1, v.rows, 1).setDataValidations(Array.from({ length: v.rows }, () => [rule]));
  }
  writeAnchors(sheet, upgrade.anchors.rows, upgrade.anchors.cols);
  for (const c of upgrade.columns) {
    const col = c.col + 1; // 1-based
    const head = sheet.getRange(top, col, 1, 1);
    head.setValues([[c.header]]);
    head.setBackgrounds([[SHEET_COLORS.header]]);
    head.setFontWeights([['bold']]);
    head.setWraps([[true]]);
    const data = sheet.getRange(top + 1, col, c.rows, 1);
    if (c.plainText || c.numberFormat)
      sheet
        .getRangeList([`${a1(upgrade.headerRow + 1, c.col)}:${a1(upgrade.headerRow + c.rows, c.col)}`])
        .setNumberFormat(c.numberFormat ?? '@');
    const copied = c.copyFrom === null ? null : sheet.getRange(top + 1, c.copyFrom + 1, c.rows, 1).getValues();
    if (copied || c.value !== null)
      data.setValues(
        Array.from({ length: c.rows }, (_, r) => [copied ? copied[r]?.[0] === true : (c.value as CellValue)]),
      );
    if (c.rule?.kind === 'regex') data.setDataValidation(buildRule(app, c.rule, a1(upgrade.headerRow + 1, c.col)));
    else if (c.rule) {
      const rule = buildRule(app, c.rule, a1(upgrade.headerRow + 1, c.col));
      data.setDataValidations(Array.from({ length: c.rows }, () => [rule]));
    }
    sheet.setColumnWidths(col, 1, c.width);
    writeAnchors(sheet, [], [{ at: c.col, id: c.id }]);
  }
}

/** Every cell, format, validation, width and anchor the upgrade touched, put back as it was. */
function putBack(sheet: SheetLike, upgrade: RegistrationUpgrade, touched: Touched): void {
  const top = upgrade.headerRow + 1; // 1-based header row
  for (const md of readAnchors(sheet, []).entries)
    if (!touched.anchors.has(`${md.getKey()}=${md.getValue()}`)) attempt(() => md.remove());
  for (const b of touched.columns) {
    // Cleared (values, formats, validations as a new cell has them), then what was there before,
    // where it differs from that: nothing shows a format it did not have.
    const range = sheet.getRange(top, b.col + 1, b.rows, 1);
    attempt(() => {
      range.clear();
      range.clearDataValidations();
    });
    const same = <T>(a: readonly (readonly T[])[], b2: readonly (readonly T[])[]) =>
      JSON.stringify(a) === JSON.stringify(b2);
    attempt(() => same(range.getNumberFormats(), b.formats) || range.setNumberFormats(b.formats));
    attempt(
      () =>
        same(range.getBackgrounds(), b.backgrounds) ||
        range.setBackgrounds(b.backgrounds.map((r) => r.map((x) => (x === '#ffffff' ? null : x)))),
    );
    attempt(() => same(range.getFontWeights(), b.weights) || range.setFontWeights(b.weights));
    attempt(() => same(range.getWraps(), b.wraps) || range.setWraps(b.wraps));
    attempt(() => b.validations.every((r) => r.every((v) => v === null)) || range.setDataValidations(b.validations));
    attempt(() => b.values.every((r) => r.every((v) => v === '')) || range.setValues(b.values));
    attempt(() => sheet.getColumnWidth(b.col + 1) === b.width || sheet.setColumnWidths(b.col + 1, 1, b.width));
  }
  for (const h of touched.headers) attempt(() => sheet.getRange(top, h.col + 1, 1, 1).setValues([[h.was]]));
  for (const v of touched.validations)
    attempt(() => sheet.getRange(top + 1, v.col + 1, v.rows, 1).setDataValidations(v.was));
}

function attempt(step: () => void): void {
  try {
    step();
  } catch {
    // keep undoing; the original error is reported
  }
}
