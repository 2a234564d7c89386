/** src/menu.ts with stand-ins for SpreadsheetApp.getUi(), HtmlService, Session and ScriptApp. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServices } from '../../fakes';
import * as api from '../../src/sheets/api';
import { MENU_TEXT } from '../../src/i18n/messages-ui';
import {
  menuDayPlans,
  menuNotices,
  menuQueueBilliards,
  menuSetup,
  onInstall,
  onOpen,
  showSidebar,
} from '../../src/menu';

interface FakeUi {
  items: [string, string][];
  added: number;
  sidebars: { file: string; title: string }[];
}

function fakeUi(): FakeUi & { getUi: () => unknown } {
  const ui: FakeUi = { items: [], added: 0, sidebars: [] };
  const menu = {
    addItem(caption: string, handler: string) {
      ui.items.push([caption, handler]);
      return menu;
    },
    addSeparator: () => menu,
    addToUi() {
      ui.added++;
    },
  };
  return Object.assign(ui, {
    getUi: () => ({
      createAddonMenu: () => menu,
      showSidebar: (page: { file: string; title: string }) => ui.sidebars.push(page),
    }),
  });
}

/** The globals of Apps Script: the fake spreadsheet app (plus getUi), HtmlService, Session, ScriptApp. */
function install(options: {
  locale?: string;
  userLocale?: string | (() => string);
  settingsLang?: 'ru' | 'kk' | 'en';
  noBook?: boolean;
}) {
  const { services, book } = createFakeServices({ locale: options.locale ?? 'en_US' });
  if (options.settingsLang) api.setup(services, { lang: options.settingsLang });
  const ui = fakeUi();
  const app = Object.assign(Object.create(services.app) as object, {
    getUi: ui.getUi,
    getActiveSpreadsheet: () => {
      if (options.noBook) throw new Error('no access in this mode');
      return services.app.getActiveSpreadsheet();
    },
  });
  vi.stubGlobal('SpreadsheetApp', app);
  vi.stubGlobal('LockService', services.lock);
  vi.stubGlobal('ScriptApp', { AuthMode: { NONE: 'NONE', LIMITED: 'LIMITED', FULL: 'FULL' } });
  vi.stubGlobal('Session', {
    getActiveUserLocale: () => {
      const u = options.userLocale ?? 'en';
      return typeof u === 'function' ? u() : u;
    },
  });
  vi.stubGlobal('HtmlService', {
    createHtmlOutputFromFile: (file: string) => ({
      file,
      title: '',
      setTitle(this: { title: string }, t: string) {
        this.title = t;
        return this;
      },
    }),
  });
  return { ui, book, services };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('onOpen: the add-on menu in the tournament language', () => {
  it.each([
    ['ru', 'en_US'],
    ['kk', 'ru_RU'],
    ['en', 'kk_KZ'],
  ] as const)('the settings sheet says %s (spreadsheet locale %s): the menu is in %s', (lang, locale) => {
    const { ui } = install({ locale, settingsLang: lang });
    onOpen({ authMode: 'FULL' });
    expect(ui.items).toEqual([
      [MENU_TEXT.menuOpen[lang], 'showSidebar'],
      [MENU_TEXT.menuSetup[lang], 'menuSetup'],
      [MENU_TEXT.menuDayPlans[lang], 'menuDayPlans'],
      [MENU_TEXT.menuNotices[lang], 'menuNotices'],
      [MENU_TEXT.menuSelfCheck[lang], 'menuSelfCheck'],
      [MENU_TEXT.menuSelfCheckFinish[lang], 'menuSelfCheckFinish'],
      [MENU_TEXT.menuQueueFutsal[lang], 'menuQueueFutsal'],
      [MENU_TEXT.menuQueueBilliards[lang], 'menuQueueBilliards'],
      [MENU_TEXT.menuQueueBackgammon[lang], 'menuQueueBackgammon'],
    ]);
    expect(ui.added).toBe(1);
  });

  it('no settings sheet yet: the spreadsheet locale', () => {
    const { ui } = install({ locale: 'kk_KZ', userLocale: 'ru' });
    onOpen({ authMode: 'LIMITED' });
    expect(ui.items[0]?.[0]).toBe(MENU_TEXT.menuOpen.kk);
  });

  it('AuthMode.NONE: the document is not read, the user locale decides', () => {
    const { ui } = install({ locale: 'en_US', settingsLang: 'en', userLocale: 'ru', noBook: true });
    onOpen({ authMode: 'NONE' });
    expect(ui.items[0]?.[0]).toBe(MENU_TEXT.menuOpen.ru);
  });

  it('nothing readable at all: English, and it does not throw', () => {
    const { ui } = install({
      noBook: true,
      userLocale: () => {
        throw new Error('no Session');
      },
    });
    expect(() => onOpen({ authMode: 'FULL' })).not.toThrow();
    expect(() => onOpen(undefined)).not.toThrow();
    expect(ui.items[0]?.[0]).toBe(MENU_TEXT.menuOpen.en);
  });

  it('onInstall adds the same menu', () => {
    const { ui } = install({ locale: 'ru_RU' });
    onInstall({ authMode: 'FULL' });
    expect(ui.items.map((i) => i[1])).toEqual([
      'showSidebar',
      'menuSetup',
      'menuDayPlans',
      'menuNotices',
      'menuSelfCheck',
      'menuSelfCheckFinish',
      'menuQueueFutsal',
      'menuQueueBilliards',
      'menuQueueBackgammon',
    ]);
    expect(ui.items[0]?.[0]).toBe(MENU_TEXT.menuOpen.ru);
  });
});

describe('showSidebar and the setup item', () => {
  it('serves the Sidebar page, titled in the tournament language', () => {
    const { ui } = install({ locale: 'en_US', settingsLang: 'kk' });
    showSidebar();
    expect(ui.sidebars).toEqual([expect.objectContaining({ file: 'Sidebar', title: MENU_TEXT.title.kk })]);
  });

  it('"Set up the sheets" creates the missing sheets and opens the sidebar', () => {
    const { ui, book } = install({ locale: 'ru_RU' });
    menuSetup();
    expect(book.sheetNames()).toEqual(expect.arrayContaining(['Настройки', 'Бильярд регистрация']));
    expect(ui.sidebars).toHaveLength(1);
    expect(ui.sidebars[0]?.title).toBe(MENU_TEXT.title.ru);
  });

  it('"Make the day plans" writes every game\'s plan and its plan by player, and says which fit (tournament language)', () => {
    const { book, services } = install({ locale: 'ru_RU', settingsLang: 'ru' });
    const toasts: string[] = [];
    const real = services.app.getActiveSpreadsheet();
    Object.assign(real, { toast: (text: string) => toasts.push(text) });
    menuDayPlans();
    for (const game of ['Мини-футбол', 'Бильярд', 'Нарды', 'Преферанс'])
      expect(book.sheetNames()).toContain(`${game} план дня`);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.split('\n')).toHaveLength(4);
    expect(toasts[0]).toMatch(/^мини-футбол: план дня записан/);
  });

  it('"Write the notices" writes the notices sheet and says, with its warnings, how many have no time yet (tournament language)', () => {
    const { book, services } = install({ locale: 'ru_RU', settingsLang: 'ru' });
    const toasts: string[] = [];
    Object.assign(services.app.getActiveSpreadsheet(), { toast: (text: string) => toasts.push(text) });
    menuNotices();
    expect(book.sheetNames()).toContain('Извещения');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatch(/^Извещения записаны \(«Извещения»\): участников 0/);
  });

  it('"Run the queue: billiards" runs that game\'s queue and says its answer (here: no draw yet, refused in the tournament language)', () => {
    const { book, services } = install({ locale: 'ru_RU', settingsLang: 'ru' });
    const toasts: string[] = [];
    Object.assign(services.app.getActiveSpreadsheet(), { toast: (text: string) => toasts.push(text) });
    const before = book.snapshot();
    menuQueueBilliards();
    const answer = api.queue(services, 'billiards');
    expect(answer.ok).toBe(false);
    expect(answer.message).toMatch(/бильярд/i);
    expect(toasts).toEqual([answer.message]);
    expect(book.snapshot()).toEqual(before);
  });
});
