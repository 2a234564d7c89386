/**
 * The applier of a registration sheet's upgrade (kinds/registrationUpgrade.ts): new columns are
 * inserted beside the ones they follow — nothing typed moves out of its column or is written over —
 * and get their header, data validation, number format, width, first values (the old tick copied
 * into "strongest") and anchor. All or nothing: if a step fails, the columns inserted so far are
 * deleted again (their anchors go with them), the anchors written on a sheet that had none are
 * removed, and the headers and validations rewritten are put back.
 */
import { buildRule } from './apply';
import type { CellValue, DataValidationLike, SheetLike, SpreadsheetAppLike } from './gas';
import { readAnchors, writeAnchors } from './identity';
import type { RegistrationUpgrade } from './kinds/registrationUpgrade';
import { a1 } from './plan';

export function applyRegistrationUpgrade(app: SpreadsheetAppLike, sheet: SheetLike, upgrade: RegistrationUpgrade): void {
  const header = upgrade.headerRow + 1; // 1-based
  const inserted: { at: number; count: number }[] = [];
  const before = readAnchors(sheet).entries.length;
  const headers = upgrade.headers.map((h) => ({ ...h, was: sheet.getRange(header, h.col + 1, 1, 1).getValues()[0]?.[0] as CellValue }));
  const validations = upgrade.validations.map((v) => ({ ...v, was: sheet.getRange(header + 1, v.col + 1, v.rows, 1).getDataValidations() }));
  try {
    // Headers and validations of existing columns first: their positions are those before the inserts.
    for (const h of upgrade.headers) sheet.getRange(header, h.col + 1, 1, 1).setValues([[h.text]]);
    for (const v of upgrade.validations) {
      const range = sheet.getRange(header + 1, v.col + 1, v.rows, 1);
      range.setDataValidations(Array.from({ length: v.rows }, () => [v.rule ? buildRule(app, v.rule, a1(upgrade.headerRow + 1, v.col)) : null]));
    }
    writeAnchors(sheet, upgrade.anchors.rows, upgrade.anchors.cols);
    // Right to left: each insert's `after` is still where it was.
    for (const ins of upgrade.inserts) {
      const count = ins.columns.length;
      sheet.insertColumnsAfter(ins.after + 1, count);
      inserted.push({ at: ins.after + 2, count });
      ins.columns.forEach((c, k) => {
        const col = ins.after + 2 + k; // 1-based
        sheet.getRange(header, col, 1, 1).setValues([[c.header]]);
        const data = sheet.getRange(header + 1, col, c.rows, 1);
        // No data validation is inherited from the column before it (its format is: a header's, or none).
        data.setDataValidations(Array.from({ length: c.rows }, () => [null]));
        if (c.plainText) sheet.getRangeList([`${a1(upgrade.headerRow + 1, col - 1)}:${a1(upgrade.headerRow + c.rows, col - 1)}`]).setNumberFormat('@');
        const copied = c.copyFrom === null ? null : sheet.getRange(header + 1, c.copyFrom + 1 + (c.copyFrom > ins.after ? count : 0), c.rows, 1).getValues();
        data.setValues(Array.from({ length: c.rows }, (_, r) => [copied ? copied[r]?.[0] === true : (c.value ?? '')]));
        if (c.rule) {
          if (c.rule.kind === 'regex') data.setDataValidation(buildRule(app, c.rule, a1(upgrade.headerRow + 1, col - 1)));
          else {
            const rule: DataValidationLike = buildRule(app, c.rule, a1(upgrade.headerRow + 1, col - 1));
            data.setDataValidations(Array.from({ length: c.rows }, () => [rule]));
          }
        }
        sheet.setColumnWidths(col, 1, c.width);
      });
      writeAnchors(sheet, [], ins.columns.map((c, k) => ({ at: ins.after + 1 + k, id: c.id })));
    }
  } catch (error) {
    for (const d of [...inserted].reverse()) attempt(() => sheet.deleteColumns(d.at, d.count));
    if (before === 0) attempt(() => readAnchors(sheet).entries.forEach((md) => md.remove()));
    for (const h of headers) attempt(() => sheet.getRange(header, h.col + 1, 1, 1).setValues([[h.was]]));
    for (const v of validations) attempt(() => sheet.getRange(header + 1, v.col + 1, v.rows, 1).setDataValidations(v.was));
    throw error;
  }
}

function attempt(step: () => void): void {
  try {
    step();
  } catch {
    // keep undoing; the original error is reported
  }
}
