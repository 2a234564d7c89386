/**
 * The settings sheet (SPEC §4): every number the committee may change, at the rules' defaults,
 * one row each: key (stable, language-free), label, value (the only editable column), the
 * article the default comes from (cited in the tournament language). Read back with `readSettings`, which checks every value.
 */
import { langFromLocale } from '../../i18n/format';
import { sheetName } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import {
  defaultSettings,
  readSettings,
  SETTING_KEYS,
  shownSetting,
  type Problem,
  type Settings,
  type SettingSpec,
} from '../../rules/settings';
import { cellText, findSheet, type Ctx } from '../context';
import type { Services, SpreadsheetLike } from '../gas';
import { realign } from '../identity';
import { startReads } from '../actionScope';
import { SheetIndex, type SheetIndexOptions } from '../sheetIndex';
import { learnFromSelfCheck } from '../selfCheckState';
import {
  emptyGrid,
  PLAIN_TEXT,
  SHEET_COLORS,
  type AnchorSpec,
  type Cell,
  type Format,
  type SheetPlan,
  type Validation,
  type ValidationRange,
} from '../plan';

export const SETTINGS_HEADER_ROWS = 1;
export const COL_KEY = 0;
export const COL_LABEL = 1;
export const COL_VALUE = 2;
export const COL_RULE = 3;
/** The key column's grey (the value column is the input colour, centred). */
export const KEY_COLOR = '#888888';

const HEAD = {
  key: { en: 'Key', ru: 'Ключ', kk: 'Кілт' },
  label: { en: 'Setting', ru: 'Параметр', kk: 'Параметр' },
  value: { en: 'Value', ru: 'Значение', kk: 'Мәні' },
  rule: { en: 'Rules', ru: 'Правила', kk: 'Ережелер' },
  help: { en: 'Allowed: {range}', ru: 'Допустимо: {range}', kk: 'Рұқсат етілген: {range}' },
  date: {
    en: 'A date: day.month.year, e.g. 24.11.2026; empty = not set yet',
    ru: 'Дата: день.месяц.год, например 24.11.2026; пусто — ещё не назначена',
    kk: 'Күні: күн.ай.жыл, мысалы 24.11.2026; бос — әлі белгіленбеген',
  },
  time: { en: 'A time of day, e.g. 10:00', ru: 'Время, например 10:00', kk: 'Уақыт, мысалы 10:00' },
};

/** What a date or a time cell accepts without a warning (the reader takes more: src/rules/dates.ts). */
export const DATE_PATTERN = '^ *([0-9]{1,2}[./-][0-9]{1,2}[./-][0-9]{2,4}|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}) *$';
const TIME_PATTERN = '^ *[0-9]{1,2}[:.][0-9]{2} *$';

/** The validation of a setting's value cell, and whether the cell is plain text (a date or a time). */
export function valueRule(spec: SettingSpec, lang: Lang): { rule: Validation | null; plainText: boolean } {
  // Any text (a place with its address): no rule; kept as typed.
  if (spec.kind === 'text') return { rule: null, plainText: true };
  if (spec.kind === 'int') {
    return {
      rule: {
        kind: 'number',
        min: spec.min ?? 0,
        max: spec.max ?? 1e6,
        help: HEAD.help[lang].replace('{range}', `${spec.min ?? 0}–${spec.max ?? 1e6}`),
      },
      plainText: false,
    };
  }
  if (spec.kind === 'emails')
    return {
      rule: { kind: 'regex', pattern: '^([^ @,;]+@[^ @,;]+[.][^ @,;.]+[ ,;]*)*$', help: spec.label[lang] },
      plainText: false,
    };
  // Kept as typed (plain text): "24.11.2026" and "10:00" are read the same in every locale.
  if (spec.kind === 'date' || spec.kind === 'time')
    return {
      rule: { kind: 'regex', pattern: spec.kind === 'date' ? DATE_PATTERN : TIME_PATTERN, help: HEAD[spec.kind][lang] },
      plainText: true,
    };
  // The board's published address: https only (the reader refuses anything else in words).
  if (spec.kind === 'url')
    return { rule: { kind: 'regex', pattern: '^ *(https://[^ ]+)? *$', help: spec.label[lang] }, plainText: true };
  if (spec.kind === 'bool') return { rule: { kind: 'checkbox', help: spec.label[lang] }, plainText: false };
  const choices = [...(spec.choices ?? [])];
  return {
    rule: { kind: 'list', values: choices, help: HEAD.help[lang].replace('{range}', choices.join(', ')) },
    plainText: false,
  };
}

/** A rule per block of like cells (the two times of a day are one block: one call, not two). */
export function addValidation(validations: ValidationRange[], rect: ValidationRange['rect'], rule: Validation): void {
  const last = validations[validations.length - 1];
  const same =
    last &&
    last.rule.kind === rule.kind &&
    last.rule.help === rule.help &&
    (rule.kind !== 'regex' || (last.rule.kind === 'regex' && last.rule.pattern === rule.pattern));
  if (last && same && last.rect.row + last.rect.rows === rect.row && last.rect.col === rect.col)
    last.rect = { ...last.rect, rows: last.rect.rows + 1 };
  else validations.push({ rect, rule });
}

export function settingsSheetPlan(lang: Lang, settings: Settings = { ...defaultSettings(), lang }): SheetPlan {
  const rows = SETTINGS_HEADER_ROWS + SETTING_KEYS().length;
  const values: Cell[][] = emptyGrid(rows, 4);
  const validations: ValidationRange[] = [];
  const formats: Format[] = [];
  const header = values[0] as Cell[];
  header[COL_KEY] = HEAD.key[lang];
  header[COL_LABEL] = HEAD.label[lang];
  header[COL_VALUE] = HEAD.value[lang];
  header[COL_RULE] = HEAD.rule[lang];
  SETTING_KEYS().forEach((spec, i) => {
    const r = SETTINGS_HEADER_ROWS + i;
    const line = values[r] as Cell[];
    line[COL_KEY] = spec.key;
    line[COL_LABEL] = spec.label[lang];
    line[COL_VALUE] = shownSetting(settings, spec);
    line[COL_RULE] = spec.rule[lang];
    const rect = { row: r, col: COL_VALUE, rows: 1, cols: 1 };
    const { rule, plainText } = valueRule(spec, lang);
    if (plainText) formats.push({ rect, numberFormat: PLAIN_TEXT });
    if (rule) addValidation(validations, rect, rule);
  });
  return {
    key: 'settings',
    name: sheetName('settings', lang),
    values,
    inputs: [{ row: SETTINGS_HEADER_ROWS, col: COL_VALUE, rows: SETTING_KEYS().length, cols: 1 }],
    formats: [
      { rect: { row: 0, col: 0, rows: 1, cols: 4 }, bold: true, background: SHEET_COLORS.header },
      { rect: { row: SETTINGS_HEADER_ROWS, col: COL_KEY, rows: SETTING_KEYS().length, cols: 1 }, fontColor: KEY_COLOR },
      {
        rect: { row: SETTINGS_HEADER_ROWS, col: COL_VALUE, rows: SETTING_KEYS().length, cols: 1 },
        background: SHEET_COLORS.input,
        align: 'center',
      },
      ...formats,
    ],
    validations,
    highlights: [],
    columnWidths: [170, 420, 90, 180],
    frozenRows: 1,
    frozenCols: 0,
    protect: true,
    committeeOnly: true,
    anchors: settingsAnchors(),
  };
}

/** The settings sheet's columns found again after columns are inserted. */
export function settingsAnchors(): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  return {
    rows: [{ at: 0, id: 'header' }],
    cols: [
      { at: COL_KEY, id: 'c:key' },
      { at: COL_LABEL, id: 'c:label' },
      { at: COL_VALUE, id: 'c:value' },
      { at: COL_RULE, id: 'c:rule' },
    ],
  };
}

export interface LoadedSettings {
  settings: Settings;
  problems: Problem[];
  /** false when there is no settings sheet yet (defaults are used) */
  found: boolean;
}

/** The settings as typed on the sheet (defaults where there is no sheet), with every problem. */
export function loadSettings(book: SpreadsheetLike, sheets: SheetIndex = new SheetIndex(book)): LoadedSettings {
  const sheet = findSheet({ sheets }, 'settings');
  if (!sheet) {
    const settings = defaultSettings();
    settings.lang = langFromLocale(book.getSpreadsheetLocale());
    return { settings, problems: [], found: false };
  }
  const read = sheets.read(sheet);
  // Keys and values where their columns are now (a column inserted by hand does not shift them).
  const values = realign(settingsAnchors(), read.anchors, read, {
    rows: read.values.length,
    cols: 4,
  }).values;
  const raw: Record<string, unknown> = {};
  for (const row of values.slice(SETTINGS_HEADER_ROWS)) {
    const key = cellText(row[COL_KEY]);
    if (key !== '') raw[key] = row[COL_VALUE] ?? '';
  }
  const { settings, problems } = readSettings(raw);
  return { settings, problems, found: true };
}

/**
 * A context for one server call: services, the active spreadsheet and its tournament language.
 * `keepReads`: the sheet index reads each sheet once (the status, which writes nothing: sheetIndex.ts).
 */
export function openCtx(
  services: Services,
  options: SheetIndexOptions = {},
): Ctx & { settings: Settings; settingsProblems: Problem[] } {
  startReads();
  const book = services.app.getActiveSpreadsheet();
  const sheets = new SheetIndex(book, options);
  // Before the first read: this spreadsheet's self-check decides how a sheet is read (usedArea.ts).
  learnFromSelfCheck(sheets);
  const loaded = loadSettings(book, sheets);
  return {
    services,
    book,
    sheets,
    lang: loaded.settings.lang,
    editors: loaded.settings.committee,
    settings: loaded.settings,
    settingsProblems: loaded.problems,
  };
}
