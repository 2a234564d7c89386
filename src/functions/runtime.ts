/**
 * What every custom function shares: the language of its messages and the conversion of
 * any failure into one clear `Error` in that language.
 */
import { formatError, langFromLocale } from '../i18n/format';
import type { Lang } from '../i18n/messages';
import { TournamentError } from '../rules/errors';
import { relocate, toList, type List } from '../rules/cells';

/**
 * The spreadsheet's language. Read only when a message is needed, so a successful call
 * makes no service call at all; outside Apps Script (tests, the workbench) it is English
 * unless a locale is given.
 */
export function currentLang(): Lang {
  try {
    if (typeof SpreadsheetApp === 'undefined') return 'en';
    const book = SpreadsheetApp.getActiveSpreadsheet();
    return langFromLocale(book ? book.getSpreadsheetLocale() : '');
  } catch {
    return 'en';
  }
}

/** Lists read during one call, so a rules error about item k can name its real cell. */
export class Call {
  readonly lists: List[] = [];

  list(arg: string, value: unknown): List {
    const list = toList(arg, value);
    this.lists.push(list);
    return list;
  }
}

export function toUserError(fn: string, error: unknown, lists: readonly List[], lang: Lang): Error {
  if (error instanceof TournamentError) {
    const e = relocate(error, lists);
    return new Error(formatError(fn, e.code, e.params, e.where, lang));
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new Error(formatError(fn, 'internal', { detail }, undefined, lang));
}

/** Runs a custom function body; whatever goes wrong leaves as a plain, localized Error. */
export function run<T>(fn: string, body: (call: Call) => T): T {
  const call = new Call();
  try {
    return body(call);
  } catch (error) {
    throw toUserError(fn, error, call.lists, currentLang());
  }
}
