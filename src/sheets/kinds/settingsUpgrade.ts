/**
 * A settings sheet made by an earlier version lacks the rows that came since (the calendar:
 * each game's days, times, tables, the deadlines). Setup adds them at the bottom — right after the
 * last row that holds anything, so nothing typed moves and no cell that holds something is
 * written — each with its key, label, default value (the rules' own), the rule it comes from, its
 * validation and look, as a new sheet has them. The reader takes every row with a key wherever it
 * is (settingsSheet.ts loadSettings), so the values typed there are read at once.
 * All or nothing: if a write fails, the rows written are cleared again.
 */
import { onUndo } from '../actionScope';
import type { Lang } from '../../i18n/messages';
import { SETTING_KEYS, shownSetting, type Settings, type SettingSpec } from '../../rules/settings';
import { buildRule } from '../apply';
import { cellText } from '../context';
import type { CellValue, SheetLike, SpreadsheetAppLike } from '../gas';
import type { Anchors } from '../identity';
import { realign } from '../identity';
import { a1, PLAIN_TEXT, SHEET_COLORS, type ValidationRange } from '../plan';
import {
  addValidation,
  COL_KEY,
  COL_LABEL,
  COL_RULE,
  COL_VALUE,
  KEY_COLOR,
  SETTINGS_HEADER_ROWS,
  settingsAnchors,
  valueRule,
} from './settingsSheet';

export interface SettingsUpgrade {
  /** the sheet row (0-based) of the first new row: the one after the last that holds anything */
  row: number;
  /** the settings the sheet has no row for, in the order of a new sheet */
  specs: SettingSpec[];
  /** where the key, label, value and rule columns are now (0-based) */
  cols: { key: number; label: number; value: number; rule: number };
}

/** What a settings sheet lacks, or null when it has a row for every setting. `values`: its whole used area. */
export function settingsUpgrade(anchors: Anchors, values: readonly (readonly CellValue[])[]): SettingsUpgrade | null {
  const view = realign(settingsAnchors(), anchors, { values }, { rows: values.length, cols: 4 });
  const keys = new Set(
    view.values.slice(SETTINGS_HEADER_ROWS).map((row) => cellText(row[COL_KEY]).trim().toLowerCase()),
  );
  const specs = SETTING_KEYS().filter((s) => !keys.has(s.key.toLowerCase()));
  if (specs.length === 0) return null;
  const col = (c: number) => view.col(c) ?? c;
  return {
    row: values.length,
    specs,
    cols: { key: col(COL_KEY), label: col(COL_LABEL), value: col(COL_VALUE), rule: col(COL_RULE) },
  };
}

/** Writes the missing rows (values, look, validations) below the sheet's last row. */
export function applySettingsUpgrade(
  app: SpreadsheetAppLike,
  sheet: SheetLike,
  upgrade: SettingsUpgrade,
  settings: Settings,
  lang: Lang,
): void {
  const n = upgrade.specs.length;
  const top = upgrade.row + 1; // 1-based
  const { cols } = upgrade;
  const column = (c: number) => sheet.getRange(top, c + 1, n, 1);
  const validations: ValidationRange[] = [];
  const plain: string[] = [];
  upgrade.specs.forEach((spec, i) => {
    const { rule, plainText } = valueRule(spec, lang);
    if (rule) addValidation(validations, { row: upgrade.row + i, col: cols.value, rows: 1, cols: 1 }, rule);
    if (plainText) plain.push(a1(upgrade.row + i, cols.value));
  });
  const written = [cols.key, cols.label, cols.value, cols.rule];
  const empty = () => {
    // The rows were empty: emptied again, values, look and validations.
    for (const c of written) {
      try {
        column(c).clear();
        column(c).clearDataValidations();
      } catch {
        // keep undoing; the original error is reported
      }
    }
  };
  try {
    // The format first: a date typed as text stays text.
    if (plain.length > 0) sheet.getRangeList(plain).setNumberFormat(PLAIN_TEXT);
    const line = (get: (s: SettingSpec) => CellValue) => upgrade.specs.map((s) => [get(s)]);
    column(cols.key).setValues(line((s) => s.key));
    column(cols.label).setValues(line((s) => s.label[lang]));
    column(cols.value).setValues(line((s) => shownSetting(settings, s)));
    column(cols.rule).setValues(line((s) => s.rule[lang]));
    column(cols.key).setFontColors(line(() => KEY_COLOR) as string[][]);
    column(cols.value).setBackgrounds(line(() => SHEET_COLORS.input) as string[][]);
    column(cols.value).setHorizontalAlignments(line(() => 'center') as 'center'[][]);
    for (const v of validations)
      sheet
        .getRange(v.rect.row + 1, v.rect.col + 1, v.rect.rows, 1)
        .setDataValidation(buildRule(app, v.rule, a1(v.rect.row, v.rect.col)));
  } catch (error) {
    empty();
    throw error;
  }
  // A later failure of the same action empties them again too (../actionScope.ts).
  onUndo(empty);
}
