/**
 * The add-on menu (Extensions → KASE tournaments) and the sidebar's opener.
 *
 * build.mjs copies each documented function below onto a top-level function of dist/Code.js:
 * Apps Script runs the `onOpen` / `onInstall` triggers and the menu items' handlers only by
 * their top-level names. Captions come from src/i18n/messages-ui.ts, in the tournament language
 * when it can be read, else the spreadsheet's locale, else the user's.
 */
import { langFromLocale } from './i18n/format';
import type { Lang } from './i18n/messages';
import { MENU_TEXT, uiText, type MenuKey } from './i18n/messages-ui';
import type { SpreadsheetLike } from './sheets/gas';
import { loadSettings } from './sheets/kinds/settingsSheet';
import { serverDayPlan, serverNotices, serverQueue, serverSelfCheck, serverSetup } from './server';
import { services } from './services';
import { recordOnEdit, type EditEvent } from './sheets/common/playoffMemory';
import { recordSelfCheckEdit } from './sheets/actions/selfCheck';

/** What Apps Script passes to onOpen / onInstall (only the authorization mode is used). */
interface OpenEvent {
  authMode?: unknown;
}

/** In AuthMode.NONE (the add-on not yet used in this document) only the menu may be built. */
function authNone(event: OpenEvent | undefined): boolean {
  const mode = event?.authMode;
  if (mode === undefined || mode === null) return false;
  try {
    if (typeof ScriptApp !== 'undefined' && mode === ScriptApp.AuthMode.NONE) return true;
  } catch {
    // no ScriptApp: compare by name below
  }
  // Apps Script's enum values are objects whose toString() is their name.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return String(mode) === 'NONE';
}

/**
 * The language of the menu and the sidebar's title: the settings sheet's `lang`, else the
 * spreadsheet's locale (both only when the document may be read), else the user's locale, else
 * English. Never throws.
 */
function uiLang(event?: OpenEvent): Lang {
  if (!authNone(event)) {
    try {
      // The types say a Spreadsheet; a trigger without an open document may still get null.
      const book: SpreadsheetLike | null = SpreadsheetApp.getActiveSpreadsheet();
      if (book) {
        try {
          const loaded = loadSettings(book);
          if (loaded.found) return loaded.settings.lang;
        } catch {
          // a settings sheet that cannot be read: the locale below
        }
        const locale = book.getSpreadsheetLocale();
        if (locale) return langFromLocale(locale);
      }
    } catch {
      // no spreadsheet or no access: the user's locale
    }
  }
  try {
    const locale = Session.getActiveUserLocale();
    if (locale) return langFromLocale(locale);
  } catch {
    // no Session either
  }
  return 'en';
}

function text(key: MenuKey, lang: Lang): string {
  return uiText(MENU_TEXT, key, lang);
}

/**
 * Adds the add-on menu when the spreadsheet opens: open the tournament panel, set up the sheets.
 * @param e The open event (its authMode decides whether the settings may be read).
 */
export function onOpen(e?: OpenEvent): void {
  const lang = uiLang(e);
  SpreadsheetApp.getUi()
    .createAddonMenu()
    .addItem(text('menuOpen', lang), 'showSidebar')
    .addItem(text('menuSetup', lang), 'menuSetup')
    .addItem(text('menuDayPlans', lang), 'menuDayPlans')
    .addItem(text('menuNotices', lang), 'menuNotices')
    .addItem(text('menuSelfCheck', lang), 'menuSelfCheck')
    .addItem(text('menuSelfCheckFinish', lang), 'menuSelfCheckFinish')
    .addItem(text('menuQueueFutsal', lang), 'menuQueueFutsal')
    .addItem(text('menuQueueBilliards', lang), 'menuQueueBilliards')
    .addItem(text('menuQueueBackgammon', lang), 'menuQueueBackgammon')
    .addToUi();
}

/**
 * Runs when the add-on is installed: adds the menu at once, without reopening the spreadsheet.
 * @param e The install event.
 */
export function onInstall(e?: OpenEvent): void {
  onOpen(e);
}

/** Opens the tournament sidebar (dist/Sidebar.html), titled in the tournament language. */
export function showSidebar(): void {
  const page = HtmlService.createHtmlOutputFromFile('Sidebar').setTitle(text('title', uiLang()));
  SpreadsheetApp.getUi().showSidebar(page);
}

/**
 * Runs after each edit a person makes (a simple trigger, as the person who typed): a result typed
 * or cleared on a play-off sheet gets its "played by" cells filled or cleared (play-off memory).
 * @param e The edit event (its range is the edited cells).
 */
export function onEdit(e?: EditEvent & { value?: unknown }): void {
  if (!recordSelfCheckEdit(services(), e)) recordOnEdit(services(), e);
}

/** Menu item: creates the missing settings and registration sheets, says so, and opens the sidebar. */
export function menuSetup(): void {
  const result = serverSetup(undefined);
  try {
    SpreadsheetApp.getActiveSpreadsheet().toast(result.message, text('title', uiLang()), 10);
  } catch {
    // the sidebar below shows where things stand anyway
  }
  showSidebar();
}

/**
 * Menu item: makes (again) the day plan of every game, and says in
 * a message which fit their days and which do not (the sidebar and each plan sheet say what would).
 */
export function menuDayPlans(): void {
  const lang = uiLang();
  const lines: string[] = [];
  for (const game of ['futsal', 'billiards', 'backgammon', 'preference']) lines.push(serverDayPlan(game).message);
  try {
    SpreadsheetApp.getActiveSpreadsheet().toast(lines.join('\n'), text('title', lang), 15);
  } catch {
    // nothing else to say: the plan sheets are there
  }
}

/**
 * Menu item: makes (again) the notices sheet — every participant's day, time, place and court or
 * table, for a mail merge (Art. 3 item 2) — and says in a message how many have no time yet.
 */
export function menuNotices(): void {
  const result = serverNotices();
  const lines = [result.message, ...result.problems.map((p) => p.message)];
  try {
    SpreadsheetApp.getActiveSpreadsheet().toast(lines.join('\n'), text('title', uiLang()), 15);
  } catch {
    // nothing else to say: the notices sheet is there
  }
}

/** Says a menu action's result in a message (its problems below it), 30 s. */
function say(result: { message: string; problems: { message: string }[] }): void {
  try {
    const lines = [result.message, ...result.problems.slice(1).map((p) => p.message)];
    SpreadsheetApp.getActiveSpreadsheet().toast(lines.join('\n'), text('title', uiLang()), 30);
  } catch {
    // the report sheet says it all
  }
}

/**
 * Menu item: the self-check of Google Sheets, run once before the tournament (issue 22): the
 * automatic checks, the report sheet, and the scratch sheet of the guided steps.
 */
export function menuSelfCheck(): void {
  say(serverSelfCheck('start'));
}

/** Menu item: after the guided steps on the scratch sheet, judges them, writes the report again and removes the scratch sheet. */
export function menuSelfCheckFinish(): void {
  say(serverSelfCheck('finish'));
}

/**
 * Menu item: runs the futsal queue (docs/queue.md) — records the results typed since the last run
 * and calls the next matches to the courts that freed — with no sidebar open, and says what it did.
 */
export function menuQueueFutsal(): void {
  say(serverQueue('futsal'));
}

/** Menu item: runs the billiards queue (docs/queue.md), with no sidebar open, and says what it did. */
export function menuQueueBilliards(): void {
  say(serverQueue('billiards'));
}

/** Menu item: runs the backgammon queue (docs/queue.md), with no sidebar open, and says what it did. */
export function menuQueueBackgammon(): void {
  say(serverQueue('backgammon'));
}
