/** The setup action: the settings sheet and the four registration sheets, and the editors of every protection. */
import { formatMessage, langFromLocale } from '../../i18n/format';
import type { Lang } from '../../i18n/messages';
import { applyPlans, lockDown, PROTECTION_PREFIX } from '../apply';
import { findSheet, problem, withLock, type ActionResult } from '../context';
import type { Services, SheetLike } from '../gas';
import type { SheetPlan } from '../plan';
import { applyRegistrationUpgrade } from '../applyColumns';
import { readAll } from '../context';
import { readAnchors } from '../identity';
import { registrationKey, registrationSheetPlan } from '../kinds/registrationSheet';
import { registrationUpgrade } from '../kinds/registrationUpgrade';
import { openCtx, settingsSheetPlan } from '../kinds/settingsSheet';
import { applySettingsUpgrade, settingsUpgrade } from '../kinds/settingsUpgrade';
import { argSchemas, parseArg } from '../common/args';
import { ALL_GAMES } from '../common/games';
import { ok, type SettingsCtx } from '../common/results';

/** The name Google Sheets gives a new spreadsheet's sheet, in English, Russian and Kazakh. */
const DEFAULT_SHEET = /^(Sheet|Лист|Парақ)\d+$/;

/**
 * Creates what is missing of the settings sheet and the four registration sheets, and adds to a
 * registration sheet made by an earlier version the columns that came since, into the empty columns
 * right after the ones they follow (kinds/registrationUpgrade.ts; if something is typed there,
 * nothing is added and the cells are named: nothing typed moves or is overwritten), and to a
 * settings sheet of an earlier version the rows it lacks (the calendar), after its last row
 * (kinds/settingsUpgrade.ts). It never touches anything else of a sheet that exists. The language: the settings sheet's if it exists,
 * else `lang` if given, else the spreadsheet's locale. Run again after adding committee e-mails to
 * the settings: every protection of the add-on's sheets then lists them as editors.
 */
export function setup(services: Services, given?: unknown): ActionResult {
  const ctx = openCtx(services);
  // { lang: ru | kk | en } or nothing; another language, a key the action does not know or options
  // that are not an object are refused
  const parsed = parseArg(ctx, argSchemas().setup, given);
  if ('refusal' in parsed) return parsed.refusal;
  const options = { lang: parsed.data?.lang ?? undefined };
  return withLock(ctx, () => {
    const lang: Lang = findSheet(ctx, 'settings')
      ? ctx.lang
      : (options.lang ?? langFromLocale(ctx.book.getSpreadsheetLocale()));
    const plans: SheetPlan[] = [];
    const first = !findSheet(ctx, 'settings');
    if (first) plans.push(settingsSheetPlan(lang));
    for (const game of ALL_GAMES)
      if (!findSheet(ctx, registrationKey(game))) plans.push(registrationSheetPlan(game, lang));
    const found = registrationUpgrades(ctx, lang);
    const upgrades = found.filter((u) => u.upgrade.blocked.length === 0);
    // A settings sheet of an earlier version: the rows that came since (the calendar), at the bottom.
    const settingsSheet = first ? null : findSheet(ctx, 'settings');
    const settingsValues = settingsSheet ? readAll(settingsSheet).values : [];
    const settingsRows = settingsSheet
      ? settingsUpgrade(readAnchors(settingsSheet, settingsValues), settingsValues)
      : null;
    const blocked = found
      .filter((u) => u.upgrade.blocked.length > 0)
      .map((u) =>
        problem(ctx, 'warning', 'setupUpgradeBlocked', {
          sheet: u.sheet.getName(),
          cells: u.upgrade.blocked.slice(0, 12).join(', ') + (u.upgrade.blocked.length > 12 ? ' …' : ''),
        }),
      );
    const result = applyPlans(services.app, plans, {
      editors: ctx.settings.committee,
      index: ctx.sheets,
      lang: ctx.lang,
    });
    if (first && result.created.length > 0) removeDefaultSheet(ctx, result.created);
    updateEditors(ctx, result.created);
    // Last, so that a refusal before it leaves the old sheets as they are (each upgrade is all or nothing).
    for (const u of upgrades) applyRegistrationUpgrade(services.app, u.sheet, u.upgrade);
    const settings = settingsSheet && settingsRows ? { sheet: settingsSheet, rows: settingsRows } : null;
    if (settings) applySettingsUpgrade(services.app, settings.sheet, settings.rows, ctx.settings, lang);
    const upgraded = [...upgrades.map((u) => u.sheet.getName()), ...(settings ? [settings.sheet.getName()] : [])];
    const message = setupMessage(lang, result.created.length, upgrades, settings);
    return ok(message, [...result.created, ...upgraded], undefined, blocked);
  });
}

type Upgrade = { sheet: SheetLike; upgrade: NonNullable<ReturnType<typeof registrationUpgrade>> };

/**
 * Registration sheets of an earlier version: the columns that came since (checked and planned
 * before anything is written; each sheet's upgrade is all or nothing). One whose new columns would
 * go where something is typed gets none: the cells are named.
 */
function registrationUpgrades(ctx: SettingsCtx, lang: Lang): Upgrade[] {
  return ALL_GAMES.flatMap((game) => {
    const sheet = findSheet(ctx, registrationKey(game));
    const values = sheet ? readAll(sheet).values : [];
    const upgrade = sheet ? registrationUpgrade(game, lang, readAnchors(sheet, values), values) : null;
    return sheet && upgrade ? [{ sheet, upgrade }] : [];
  });
}

/**
 * The first setup removes the new spreadsheet's empty default sheet ("Лист1"), so the record does
 * not carry an empty page; a sheet with anything in it, or renamed, is the user's and stays.
 */
function removeDefaultSheet(ctx: SettingsCtx, created: readonly string[]): void {
  for (const sheet of ctx.book.getSheets()) {
    if (
      DEFAULT_SHEET.test(sheet.getName()) &&
      sheet.getLastRow() === 0 &&
      sheet.getLastColumn() === 0 &&
      !created.includes(sheet.getName())
    )
      ctx.book.deleteSheet(sheet);
  }
}

/** Editors of every existing protection of ours brought up to date with the settings. */
function updateEditors(ctx: SettingsCtx, created: readonly string[]): void {
  for (const sheet of ctx.book.getSheets()) {
    if (created.includes(sheet.getName())) continue;
    for (const p of sheet.getProtections(ctx.services.app.ProtectionType.SHEET)) {
      if (p.getDescription().startsWith(PROTECTION_PREFIX)) lockDown(p, ctx.settings.committee);
    }
  }
}

/** What setup says: the sheets made, the settings rows added, the registration sheets upgraded. */
function setupMessage(
  lang: Lang,
  created: number,
  upgrades: readonly Upgrade[],
  settings: { sheet: SheetLike; rows: NonNullable<ReturnType<typeof settingsUpgrade>> } | null,
): string {
  const rowsAdded = settings
    ? [
        formatMessage(
          'setupSettingsRows',
          {
            sheet: settings.sheet.getName(),
            count: settings.rows.specs.length,
            keys: keyList(settings.rows.specs.map((s) => s.key)),
          },
          lang,
        ),
      ]
    : [];
  const message = [formatMessage('setupDone', { count: created }, lang), ...rowsAdded].join('. ');
  if (upgrades.length === 0) return message;
  const quoted = (list: readonly string[]) => list.map((n) => `«${n}»`).join(', ');
  const copied = upgrades
    .filter((u) => u.upgrade.columns.some((c) => c.copyFrom !== null))
    .map((u) => u.sheet.getName());
  const more = [
    formatMessage('setupUpgraded', { sheets: quoted(upgrades.map((u) => u.sheet.getName())) }, lang),
    ...(copied.length > 0 ? [formatMessage('setupTicksCopied', { sheets: quoted(copied) }, lang)] : []),
  ];
  return [message, ...more].join('. ');
}

/** The first keys added, for the message (the sheet shows them all). */
function keyList(keys: readonly string[]): string {
  return keys.slice(0, 4).join(', ') + (keys.length > 4 ? ', …' : '');
}
